// The e-mail outbox: messages queued in the same transaction as the change that needs them and
// sent later by a worker, which claims them with a lease so no two workers send the same one.
import type { OutboxMessage as OutboxRow } from "./generated/sqlite/client.ts";
import type { QueryContext } from "./queries.ts";

/** "already-subscribed": the note a confirmed reader gets when their address is signed up again. */
export const outboxKinds = ["confirmation", "digest", "already-subscribed"] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export type OutboxMessage = Omit<OutboxRow, "kind"> & { kind: OutboxKind };

export type NewOutboxMessage = {
  kind: OutboxKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers; stored as a JSON object. */
  headers?: Record<string, string>;
  subscriberId?: string | null;
  /** Default: now. */
  createdAt?: Date;
  /** Default: createdAt (send at once). */
  nextAttemptAt?: Date;
  /**
   * What the sender's caps count the message against: the recipient's mailbox in a canonical form (one person's
   * address variants alike) and its domain. Default empty: not capped.
   */
  mailbox?: string;
  domain?: string;
  /** The hash of the unsubscribe token in this message's own link (a digest's or a note's; see markSkipped). */
  unsubscribeTokenHash?: string | null;
};

/** lastError is cut to this many characters. */
export const lastErrorMaxLength = 1000;

export type OutboxStore = {
  enqueue(message: NewOutboxMessage): Promise<OutboxMessage>;
  /**
   * Leases up to `limit` unsent messages that are due at `now` and not leased by anyone else, to
   * `workerId` until `now + leaseMs`, and returns them. Atomic: on Postgres one UPDATE over rows
   * picked with FOR UPDATE SKIP LOCKED, on SQLite a conditional UPDATE (one writer at a time).
   */
  claimDue(workerId: string, limit: number, options?: { now?: Date; leaseMs?: number }): Promise<OutboxMessage[]>;
  /**
   * Records delivery, releases the lease and blanks the bodies and headers (they carry tokens).
   * False when `workerId` no longer holds the lease (it expired and someone else took it).
   */
  markSent(id: string, workerId: string, at?: Date): Promise<boolean>;
  /**
   * Extends `workerId`'s lease on the unsent messages `ids` to `until` (a sender renews while it works through
   * its batch). Returns how many it still held; a message whose lease already passed to another is not renewed.
   */
  renewLeases(workerId: string, ids: string[], until: Date): Promise<number>;
  /** Gives back every unsent message `workerId` holds (on shutdown), so others may send them at once. */
  releaseLeases(workerId: string): Promise<number>;
  /** Counts a failed attempt, schedules the next at `retryAt`, releases the lease. False as for markSent. */
  markFailed(id: string, workerId: string, failure: { error: string; retryAt: Date }): Promise<boolean>;
  /**
   * Deletes a subscriber's queued messages of one kind (superseded or no longer wanted), except one
   * a worker is sending right now (leased at `now`), which would otherwise be sent and not recorded.
   */
  cancelUnsent(subscriberId: string, kind: OutboxKind, now?: Date): Promise<number>;
  /**
   * Records that `workerId` did not send the message because its reader is no longer confirmed (a digest whose
   * reader unsubscribed while the issue was going out): it is never claimed again. False as for markSent.
   */
  markSkipped(id: string, workerId: string, at?: Date): Promise<boolean>;
  /** The subscriber a digest's unsubscribe link (its token's hash) was sent to, if the message is still kept. */
  subscriberOfUnsubscribeToken(hash: string): Promise<string | null>;
  /**
   * Deletes sent messages older than `before` (their bodies are already blank). A row that holds its own unsubscribe
   * link (a digest's, which also holds the issue's report, or an already-subscribed note's) stays, blank, so the
   * link keeps working; it goes with the reader (erasure or purge).
   */
  deleteSentBefore(before: Date): Promise<number>;
  /** How many messages were sent to a mailbox or a domain since `since`, and when the first of them went. */
  sentSince(to: { mailbox: string } | { domain: string }, since: Date): Promise<{ count: number; first: Date | null }>;
  /**
   * Releases `workerId`'s lease and sets the message's next attempt to `until`, without counting an attempt (a cap
   * holds it back; nothing failed). False as for markSent.
   */
  postpone(id: string, workerId: string, until: Date): Promise<boolean>;
  /**
   * Deletes the message `workerId` holds if a later unsent message to the same mailbox is queued (a newer sign-up
   * of that person supersedes it). True when it was deleted.
   */
  dropIfSuperseded(message: Pick<OutboxMessage, "id" | "mailbox" | "createdAt">, workerId: string): Promise<boolean>;
  /**
   * After messages were marked sent: on SQLite, empties the write-ahead log, whose earlier copies of their pages
   * still hold the bodies and so the links' tokens (the database file itself is overwritten: secure_delete).
   * Nothing to do on PostgreSQL, whose files are not the site's. False when another connection kept it busy.
   */
  flushSent(): Promise<boolean>;
  count(where?: { sent?: boolean; subscriberId?: string; to?: string }): Promise<number>;
  list(where: { subscriberId?: string; to?: string }): Promise<OutboxMessage[]>;
};

/** Short, and renewed while the sender works: a process that dies holds its messages at most this long. */
export const defaultLeaseMs = 30_000;

export function createOutboxStore({ provider, queries }: QueryContext): OutboxStore {
  const delegate = queries.outboxMessage;
  const countWhere = (where: { sent?: boolean; subscriberId?: string; to?: string }) => ({
    ...(where.sent === undefined ? {} : { sentAt: where.sent ? { not: null } : null }),
    ...(where.subscriberId === undefined ? {} : { subscriberId: where.subscriberId }),
    ...(where.to === undefined ? {} : { to: where.to }),
  });

  return {
    async enqueue({ headers = {}, createdAt = new Date(), nextAttemptAt = createdAt, ...message }) {
      const row = await delegate.create({
        data: { ...message, headers: JSON.stringify(headers), createdAt, nextAttemptAt },
      });
      return toOutboxMessage(row);
    },

    async claimDue(workerId, limit, { now = new Date(), leaseMs = defaultLeaseMs } = {}) {
      const lockedUntil = new Date(now.getTime() + leaseMs);
      if (provider === "postgresql") {
        // SKIP LOCKED lets concurrent workers take different rows instead of queueing on the
        // same ones; the CTE makes the pick and the lease one statement.
        const claimed = await queries.$queryRaw<{ id: string }[]>`
          WITH due AS (
            SELECT "id" FROM "newsletter_outbox"
            WHERE "sent_at" IS NULL AND "skipped_at" IS NULL AND "next_attempt_at" <= ${now}
              AND ("locked_until" IS NULL OR "locked_until" <= ${now})
            ORDER BY "next_attempt_at", "id"
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED
          )
          UPDATE "newsletter_outbox" AS o SET "locked_until" = ${lockedUntil}, "locked_by" = ${workerId}
          FROM due WHERE o."id" = due."id"
          RETURNING o."id"`;
        if (claimed.length === 0) return [];
        const rows = await delegate.findMany({
          where: { id: { in: claimed.map((row) => row.id) }, lockedBy: workerId },
          orderBy: [{ nextAttemptAt: "asc" }, { id: "asc" }],
        });
        return rows.map(toOutboxMessage);
      }
      const due = await delegate.findMany({
        where: {
          sentAt: null,
          skippedAt: null,
          nextAttemptAt: { lte: now },
          OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }],
        },
        orderBy: [{ nextAttemptAt: "asc" }, { id: "asc" }],
        take: limit,
        select: { id: true },
      });
      if (due.length === 0) return [];
      // The WHERE is repeated in the UPDATE, so a row another process leased in between is skipped.
      const rows = await delegate.updateManyAndReturn({
        where: {
          id: { in: due.map((row) => row.id) },
          sentAt: null,
          skippedAt: null,
          OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }],
        },
        data: { lockedUntil, lockedBy: workerId },
      });
      return rows.map(toOutboxMessage).sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
    },

    async markSent(id, workerId, at = new Date()) {
      const { count } = await delegate.updateMany({
        where: { id, lockedBy: workerId, sentAt: null },
        data: { sentAt: at, lockedUntil: null, lockedBy: null, lastError: null, text: "", html: "", headers: "{}" },
      });
      return count === 1;
    },

    async renewLeases(workerId, ids, until) {
      if (ids.length === 0) return 0;
      const { count } = await delegate.updateMany({
        where: { id: { in: ids }, lockedBy: workerId, sentAt: null },
        data: { lockedUntil: until },
      });
      return count;
    },

    async releaseLeases(workerId) {
      const { count } = await delegate.updateMany({
        where: { lockedBy: workerId, sentAt: null },
        data: { lockedUntil: null, lockedBy: null },
      });
      return count;
    },

    async markFailed(id, workerId, { error, retryAt }) {
      const { count } = await delegate.updateMany({
        where: { id, lockedBy: workerId, sentAt: null },
        data: {
          attempts: { increment: 1 },
          nextAttemptAt: retryAt,
          lastError: error.slice(0, lastErrorMaxLength),
          lockedUntil: null,
          lockedBy: null,
        },
      });
      return count === 1;
    },

    async cancelUnsent(subscriberId, kind, now = new Date()) {
      const { count } = await delegate.deleteMany({
        where: { subscriberId, kind, sentAt: null, OR: [{ lockedUntil: null }, { lockedUntil: { lte: now } }] },
      });
      return count;
    },

    async markSkipped(id, workerId, at = new Date()) {
      const { count } = await delegate.updateMany({
        where: { id, lockedBy: workerId, sentAt: null },
        data: { skippedAt: at, lockedUntil: null, lockedBy: null, text: "", html: "", headers: "{}" },
      });
      return count === 1;
    },

    async subscriberOfUnsubscribeToken(hash) {
      const row = await delegate.findFirst({ where: { unsubscribeTokenHash: hash }, select: { subscriberId: true } });
      return row?.subscriberId ?? null;
    },

    async deleteSentBefore(before) {
      const { count } = await delegate.deleteMany({
        where: { sentAt: { lt: before }, issueId: null, unsubscribeTokenHash: null },
      });
      return count;
    },

    async sentSince(to, since) {
      const where = { ...to, sentAt: { gte: since } };
      const count = await delegate.count({ where });
      if (count === 0) return { count, first: null };
      const [first] = await delegate.findMany({ where, orderBy: { sentAt: "asc" }, take: 1, select: { sentAt: true } });
      return { count, first: first?.sentAt ?? null };
    },

    async postpone(id, workerId, until) {
      const { count } = await delegate.updateMany({
        where: { id, lockedBy: workerId, sentAt: null },
        data: { nextAttemptAt: until, lockedUntil: null, lockedBy: null },
      });
      return count === 1;
    },

    async dropIfSuperseded({ id, mailbox, createdAt }, workerId) {
      if (mailbox === "") return false;
      const later = await delegate.count({
        where: {
          mailbox,
          sentAt: null,
          OR: [{ createdAt: { gt: createdAt } }, { createdAt, id: { gt: id } }],
        },
      });
      if (later === 0) return false;
      const { count } = await delegate.deleteMany({ where: { id, lockedBy: workerId, sentAt: null } });
      return count === 1;
    },

    async flushSent() {
      if (provider !== "sqlite") return true;
      const [result] = await queries.$queryRaw<{ busy: number | bigint }[]>`PRAGMA wal_checkpoint(TRUNCATE)`;
      return Number(result?.busy ?? 0) === 0;
    },

    count: (where = {}) => delegate.count({ where: countWhere(where) }),

    async list(where) {
      const rows = await delegate.findMany({
        where: countWhere(where),
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      });
      return rows.map(toOutboxMessage);
    },
  };
}

/** The stored headers, parsed back; anything that is not a string map reads as no headers. */
export function outboxHeaders(message: Pick<OutboxMessage, "headers">): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(message.headers);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

function toOutboxMessage(row: OutboxRow): OutboxMessage {
  const { kind } = row;
  if (!isOutboxKind(kind)) throw new Error(`Outbox message ${row.id} has an unknown kind "${kind}"`);
  return { ...row, kind };
}

function isOutboxKind(value: string): value is OutboxKind {
  return (outboxKinds as readonly string[]).includes(value);
}
