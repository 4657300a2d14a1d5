// Newsletter subscribers: the named operations the app uses, over either provider's client.
import type {
  SubscriberHistory as SubscriberHistoryRow,
  Subscriber as SubscriberRow,
} from "./generated/sqlite/client.ts";
import type { QueryContext } from "./queries.ts";

export const subscriberStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

/** The app caps user agents at this length; the store enforces it too. */
export const userAgentMaxLength = 500;

export type Subscriber = Omit<SubscriberRow, "status"> & { status: SubscriberStatus };

type Optional<T> = { [K in keyof T]?: T[K] | undefined };

export type NewSubscriber = { email: string; consentVersion: string } & Optional<
  Omit<Subscriber, "id" | "email" | "consentVersion">
>;

/** Fields that may change after sign-up (the e-mail and creation date never do). */
export type SubscriberChanges = Optional<Omit<Subscriber, "id" | "email" | "createdAt">>;

/** The consent and opt-out records an address had before it signed up again. */
export type SubscriberHistory = SubscriberHistoryRow;

/** A confirmed subscriber as the export lists it. */
export type ConfirmedSubscriber = Pick<
  Subscriber,
  "id" | "email" | "confirmedAt" | "sourcePage" | "utmSource" | "utmMedium" | "utmCampaign" | "utmTerm" | "utmContent"
>;

export type SubscriberStore = {
  /** Inserts a subscriber; a taken e-mail throws an error for which isUniqueViolation() is true. */
  create(input: NewSubscriber): Promise<Subscriber>;
  findByEmail(email: string): Promise<Subscriber | null>;
  findById(id: string): Promise<Subscriber | null>;
  findByConfirmTokenHash(hash: string): Promise<Subscriber | null>;
  findByUnsubscribeTokenHash(hash: string): Promise<Subscriber | null>;
  update(id: string, changes: SubscriberChanges): Promise<Subscriber>;
  /** Marks the address confirmed and burns its confirmation token. */
  confirm(id: string, at?: Date): Promise<Subscriber>;
  unsubscribe(id: string, at?: Date): Promise<Subscriber>;
  /**
   * Starts the sign-up of a pending or unsubscribed address again (new tokens, new consent
   * evidence), but only when its last confirmation e-mail was queued before `lastMailBefore`, or,
   * for an address that has ever opted out, before `optedOutLastMailBefore`. An unsubscribed
   * address's records are first copied to its history, so the proof of consent and opt-out stays.
   * The UPDATE is conditional, so of many concurrent calls at most one succeeds. Returns the
   * renewed subscriber, or null when nothing matched (confirmed, gone, or mailed too recently).
   * Run it inside db.transaction() so the history row and the update go together.
   */
  renew(
    email: string,
    changes: SubscriberChanges,
    options: { lastMailBefore: Date; optedOutLastMailBefore: Date; now?: Date },
  ): Promise<Subscriber | null>;
  /** The earlier consent and opt-out records of a subscriber, oldest first. */
  history(subscriberId: string): Promise<SubscriberHistory[]>;
  /**
   * Confirms the pending subscriber holding this unexpired token. The token hash is kept, so a
   * second click can be told apart from an unknown token. True when this call confirmed it.
   */
  confirmByTokenHash(hash: string, at?: Date): Promise<boolean>;
  /** Unsubscribes this subscriber (a digest's own link named them) and burns their confirmation token. */
  unsubscribeById(id: string, at?: Date): Promise<boolean>;
  /** Unsubscribes whoever holds this token and burns their confirmation token. True when this call did it. */
  unsubscribeByTokenHash(hash: string, at?: Date): Promise<boolean>;
  /** Confirmed subscribers ordered by id, `take` at a time after the id `after` (keyset pagination). */
  listConfirmed(options: { after?: string | undefined; take: number }): Promise<ConfirmedSubscriber[]>;
  /**
   * Deletes one subscriber by e-mail, its history and every outbox message to that address (right to
   * erasure). Run it inside db.transaction() so all go or none.
   */
  deleteByEmail(email: string): Promise<{ subscribers: number; historyRows: number; outboxMessages: number }>;
  /**
   * After deleteByEmail (outside its transaction): on SQLite, rewrites the database file without its free
   * pages and empties the write-ahead log, so neither file keeps a copy of the erased rows. Nothing to do
   * on PostgreSQL, whose files are not the site's.
   */
  flushDeleted(): Promise<void>;
  /**
   * Deletes pending sign-ups whose last confirmation e-mail (or creation, if none) is older than
   * `before`, with their outbox rows. An address that has opted out before is kept: its row and
   * history are the proof of that opt-out. Run it inside db.transaction().
   */
  deleteStalePending(before: Date): Promise<{ subscribers: number; outboxMessages: number }>;
  /**
   * Deletes the proof of opt-outs made before `optOutBefore` once it is no longer needed: unsubscribed rows
   * (with their history and outbox rows), rows kept only as that proof under a sign-up nobody confirmed
   * (pending, last e-mail before `stalePendingBefore`), and history rows recording such an opt-out.
   * Run it inside db.transaction().
   */
  deleteExpiredOptOuts(
    optOutBefore: Date,
    stalePendingBefore: Date,
  ): Promise<{ subscribers: number; historyRows: number; outboxMessages: number }>;
  count(where?: { status?: SubscriberStatus }): Promise<number>;
};

/** Addresses are stored trimmed and lower-cased, so `Ana@X.es` and `ana@x.es` are one subscriber. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createSubscriberStore({ provider, queries }: Omit<QueryContext, "transaction">): SubscriberStore {
  const delegate = queries.subscriber;
  const findUnique = async (
    where: { id: string } | { email: string } | { confirmTokenHash: string } | { unsubscribeTokenHash: string },
  ) => {
    const row = await delegate.findUnique({ where });
    return row && toSubscriber(row);
  };
  const update = async (id: string, changes: SubscriberChanges) =>
    toSubscriber(await delegate.update({ where: { id }, data: withCappedUserAgent(changes) }));
  const stalePending = (before: Date) => ({
    status: "pending",
    unsubscribedAt: null,
    OR: [{ confirmSentAt: { lt: before } }, { confirmSentAt: null, createdAt: { lt: before } }],
  });

  return {
    async create(input) {
      const data = { ...withCappedUserAgent(input), email: normalizeEmail(input.email) };
      return toSubscriber(await delegate.create({ data }));
    },
    findByEmail: (email) => findUnique({ email: normalizeEmail(email) }),
    findById: (id) => findUnique({ id }),
    findByConfirmTokenHash: (hash) => findUnique({ confirmTokenHash: hash }),
    findByUnsubscribeTokenHash: (hash) => findUnique({ unsubscribeTokenHash: hash }),
    update,
    confirm: (id, at = new Date()) =>
      update(id, {
        status: "confirmed",
        confirmedAt: at,
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
      }),
    unsubscribe: (id, at = new Date()) => update(id, { status: "unsubscribed", unsubscribedAt: at }),

    async renew(email, changes, { lastMailBefore, optedOutLastMailBefore, now = new Date() }) {
      const normalized = normalizeEmail(email);
      const mailedBefore = (before: Date) => ({ OR: [{ confirmSentAt: null }, { confirmSentAt: { lt: before } }] });
      const where = {
        email: normalized,
        status: { in: ["pending", "unsubscribed"] },
        OR: [
          { unsubscribedAt: null, ...mailedBefore(lastMailBefore) },
          { unsubscribedAt: { not: null }, ...mailedBefore(optedOutLastMailBefore) },
        ],
      };
      const [current] = await delegate.findMany({ where });
      if (!current) return null;
      const archived =
        current.status === "unsubscribed"
          ? await queries.subscriberHistory.create({ data: historyOf(current, now) })
          : undefined;
      const { count } = await delegate.updateMany({ where, data: withCappedUserAgent(changes) });
      if (count === 0) {
        // Another sign-up renewed it in between: its history row is the one to keep.
        if (archived) await queries.subscriberHistory.deleteMany({ where: { id: archived.id } });
        return null;
      }
      return findUnique({ email: normalized });
    },
    history: (subscriberId) =>
      queries.subscriberHistory.findMany({ where: { subscriberId }, orderBy: { archivedAt: "asc" } }),
    async confirmByTokenHash(hash, at = new Date()) {
      const { count } = await delegate.updateMany({
        where: { confirmTokenHash: hash, status: "pending", confirmTokenExpiresAt: { gt: at } },
        data: { status: "confirmed", confirmedAt: at, confirmTokenExpiresAt: null },
      });
      return count === 1;
    },
    async unsubscribeById(id, at = new Date()) {
      const { count } = await delegate.updateMany({
        where: { id, status: { not: "unsubscribed" } },
        data: { status: "unsubscribed", unsubscribedAt: at, confirmTokenHash: null, confirmTokenExpiresAt: null },
      });
      return count === 1;
    },
    async unsubscribeByTokenHash(hash, at = new Date()) {
      const { count } = await delegate.updateMany({
        where: { unsubscribeTokenHash: hash, status: { not: "unsubscribed" } },
        data: { status: "unsubscribed", unsubscribedAt: at, confirmTokenHash: null, confirmTokenExpiresAt: null },
      });
      return count === 1;
    },
    listConfirmed: ({ after, take }) =>
      delegate.findMany({
        where: { status: "confirmed", ...(after === undefined ? {} : { id: { gt: after } }) },
        orderBy: { id: "asc" },
        take,
        select: {
          id: true,
          email: true,
          confirmedAt: true,
          sourcePage: true,
          utmSource: true,
          utmMedium: true,
          utmCampaign: true,
          utmTerm: true,
          utmContent: true,
        },
      }),
    async deleteByEmail(email) {
      const normalized = normalizeEmail(email);
      // Deleted rows' bytes are overwritten with zeros (every SQLite connection sets secure_delete, adapter.ts).
      // Explicit rather than relying on ON DELETE CASCADE (see deleteStalePending), and also
      // catches messages to the address that are not linked to the row.
      const outbox = await queries.outboxMessage.deleteMany({
        where: { OR: [{ to: normalized }, { subscriber: { is: { email: normalized } } }] },
      });
      const history = await queries.subscriberHistory.deleteMany({
        where: { subscriber: { is: { email: normalized } } },
      });
      const subscribers = await delegate.deleteMany({ where: { email: normalized } });
      return { subscribers: subscribers.count, historyRows: history.count, outboxMessages: outbox.count };
    },
    async flushDeleted() {
      if (provider !== "sqlite") return;
      // VACUUM rewrites the file without its free pages, so copies left in free space by a connection that
      // predates secure_delete (a database file from before it was set) go too; then the write-ahead log is
      // emptied. Busy while another process writes: retried for about 5 s.
      for (let attempt = 0; attempt < 50; attempt++) {
        try {
          await queries.$executeRaw`VACUUM`;
          const [result] = await queries.$queryRaw<{ busy: number }[]>`PRAGMA wal_checkpoint(TRUNCATE)`;
          if (!result || Number(result.busy ?? 0) === 0) return;
        } catch (error) {
          if (!/busy|locked/i.test(String(error))) throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error("Could not rewrite the SQLite database and empty its write-ahead log: it stayed busy");
    },
    async deleteStalePending(before) {
      // NOTE: the outbox rows are deleted first and explicitly, so this does not depend on the
      // database enforcing ON DELETE CASCADE (SQLite only does with foreign_keys on).
      const outbox = await queries.outboxMessage.deleteMany({ where: { subscriber: { is: stalePending(before) } } });
      const subscribers = await delegate.deleteMany({ where: stalePending(before) });
      return { subscribers: subscribers.count, outboxMessages: outbox.count };
    },
    async deleteExpiredOptOuts(optOutBefore, stalePendingBefore) {
      const expired = {
        unsubscribedAt: { lt: optOutBefore },
        OR: [{ status: "unsubscribed" }, { ...stalePending(stalePendingBefore), unsubscribedAt: { lt: optOutBefore } }],
      };
      // NOTE: children first and explicitly, as in deleteStalePending.
      const outbox = await queries.outboxMessage.deleteMany({ where: { subscriber: { is: expired } } });
      const ownHistory = await queries.subscriberHistory.deleteMany({ where: { subscriber: { is: expired } } });
      const subscribers = await delegate.deleteMany({ where: expired });
      const olderOptOuts = await queries.subscriberHistory.deleteMany({
        where: { unsubscribedAt: { lt: optOutBefore } },
      });
      return {
        subscribers: subscribers.count,
        historyRows: ownHistory.count + olderOptOuts.count,
        outboxMessages: outbox.count,
      };
    },
    count: (where = {}) => delegate.count({ where }),
  };
}

/** The records a new sign-up is about to replace, as a history row. */
function historyOf(row: SubscriberRow, archivedAt: Date) {
  return {
    subscriberId: row.id,
    archivedAt,
    status: row.status,
    createdAt: row.createdAt,
    confirmedAt: row.confirmedAt,
    unsubscribedAt: row.unsubscribedAt,
    consentVersion: row.consentVersion,
    sourcePage: row.sourcePage,
    sourceForm: row.sourceForm,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    utmTerm: row.utmTerm,
    utmContent: row.utmContent,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    confirmSentAt: row.confirmSentAt,
  };
}

function withCappedUserAgent<T extends { userAgent?: string | null | undefined }>(input: T): T {
  if (typeof input.userAgent !== "string") return input;
  return { ...input, userAgent: input.userAgent.slice(0, userAgentMaxLength) };
}

function toSubscriber(row: SubscriberRow): Subscriber {
  const { status } = row;
  if (!isSubscriberStatus(status)) {
    throw new Error(`Subscriber ${row.id} has an unknown status "${status}"`);
  }
  return { ...row, status };
}

function isSubscriberStatus(value: string): value is SubscriberStatus {
  return (subscriberStatuses as readonly string[]).includes(value);
}
