// Newsletter subscribers: the named operations the app uses, over either provider's client.
import type { PrismaClient, Subscriber as SubscriberRow } from "./generated/sqlite/client.ts";

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

export type SubscriberStore = {
  /** Inserts a subscriber; a taken e-mail throws an error for which isUniqueViolation() is true. */
  create(input: NewSubscriber): Promise<Subscriber>;
  findByEmail(email: string): Promise<Subscriber | null>;
  findByConfirmTokenHash(hash: string): Promise<Subscriber | null>;
  findByUnsubscribeTokenHash(hash: string): Promise<Subscriber | null>;
  update(id: string, changes: SubscriberChanges): Promise<Subscriber>;
  /** Marks the address confirmed and burns its confirmation token. */
  confirm(id: string, at?: Date): Promise<Subscriber>;
  unsubscribe(id: string, at?: Date): Promise<Subscriber>;
};

/**
 * The subset of a generated client's `subscriber` delegate that the store uses. Typed from the
 * SQLite client; the Postgres client's delegate is structurally the same (schemas.test.ts keeps
 * the models identical) and type-checks against it.
 */
export type SubscriberDelegate = Pick<PrismaClient["subscriber"], "create" | "findUnique" | "update">;

/** Addresses are stored trimmed and lower-cased, so `Ana@X.es` and `ana@x.es` are one subscriber. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createSubscriberStore(delegate: SubscriberDelegate): SubscriberStore {
  const findUnique = async (
    where: { email: string } | { confirmTokenHash: string } | { unsubscribeTokenHash: string },
  ) => {
    const row = await delegate.findUnique({ where });
    return row && toSubscriber(row);
  };
  const update = async (id: string, changes: SubscriberChanges) =>
    toSubscriber(await delegate.update({ where: { id }, data: withCappedUserAgent(changes) }));

  return {
    async create(input) {
      const data = { ...withCappedUserAgent(input), email: normalizeEmail(input.email) };
      return toSubscriber(await delegate.create({ data }));
    },
    findByEmail: (email) => findUnique({ email: normalizeEmail(email) }),
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
