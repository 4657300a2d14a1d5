// Issues of the newsletter (the digest, docs/decisions/025-newsletter-digest.md): an editor's publish approves one,
// recorded once per Sanity document, and its messages are queued a batch of readers per transaction into the
// outbox, where the sender delivers them like any other message.
import { isUniqueViolation } from "./errors.ts";
import type { NewOutboxMessage } from "./outbox.ts";
import type { QueryContext } from "./queries.ts";

export type NewsletterIssue = {
  id: string;
  subject: string;
  /** The composed digest as JSON (the newsletter package's own format). */
  digest: string;
  approvedAt: Date;
  cursor: string | null;
  queuedAt: Date | null;
};

/** A reader about to be queued: a confirmed subscriber. */
export type IssueReader = { id: string; email: string };

/** What one issue's messages have come to: written, delivered, given up because the reader left, failing now. */
export type IssueReport = {
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  /** When the last of them was sent or skipped; null before any was. */
  lastDoneAt: Date | null;
};

export type NewsletterIssueStore = {
  /** Records an approved issue. False when this document was approved before: it is never queued twice. */
  approve(issue: { id: string; subject: string; digest: string; approvedAt: Date }): Promise<boolean>;
  find(id: string): Promise<NewsletterIssue | null>;
  /** Issues whose queuing has not finished (a process died, or it is under way), oldest first. */
  unqueued(): Promise<NewsletterIssue[]>;
  /**
   * Queues the next `take` confirmed readers (by id, after the issue's cursor) in one transaction: `build` makes
   * their messages, which are written with the new cursor, so a batch is written whole or not at all. PostgreSQL:
   * the issue's row is locked first, so processes queuing the same issue take turns, and the unique index on
   * (issue, subscriber) stops any reader being written twice. Returns how many it wrote and whether it was the last
   * batch (also true when the issue was already queued or is unknown).
   */
  queueBatch(
    issueId: string,
    take: number,
    /** `queuedBefore`: how many of the issue's messages earlier batches wrote (a message's place in the issue). */
    build: (readers: IssueReader[], issue: NewsletterIssue, queuedBefore: number) => NewOutboxMessage[],
    now?: Date,
  ): Promise<{ queued: number; done: boolean }>;
  report(issueId: string): Promise<IssueReport>;
  list(): Promise<NewsletterIssue[]>;
};

export function createNewsletterIssueStore({ provider, queries, transaction }: QueryContext): NewsletterIssueStore {
  return {
    async approve({ id, subject, digest, approvedAt }) {
      try {
        await queries.newsletterIssue.create({ data: { id, subject, digest, approvedAt } });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    find: (id) => queries.newsletterIssue.findUnique({ where: { id } }),

    unqueued: () => queries.newsletterIssue.findMany({ where: { queuedAt: null }, orderBy: { approvedAt: "asc" } }),

    queueBatch: (issueId, take, build, now = new Date()) =>
      transaction(async (q) => {
        // PostgreSQL: a row lock held to the commit; whoever waited for it reads the cursor this batch leaves.
        if (provider === "postgresql") {
          await q.$executeRaw`SELECT 1 FROM "newsletter_issues" WHERE "id" = ${issueId} FOR UPDATE`;
        }
        const issue = await q.newsletterIssue.findUnique({ where: { id: issueId } });
        if (!issue || issue.queuedAt) return { queued: 0, done: true };
        const readers = await q.subscriber.findMany({
          where: { status: "confirmed", ...(issue.cursor === null ? {} : { id: { gt: issue.cursor } }) },
          orderBy: { id: "asc" },
          take,
          select: { id: true, email: true },
        });
        const queuedBefore = await q.outboxMessage.count({ where: { issueId } });
        const messages = build(readers, issue, queuedBefore).map(
          ({ headers = {}, createdAt = now, nextAttemptAt, ...message }) => ({
            ...message,
            issueId,
            headers: JSON.stringify(headers),
            createdAt,
            nextAttemptAt: nextAttemptAt ?? createdAt,
          }),
        );
        if (messages.length > 0) await q.outboxMessage.createMany({ data: messages });
        const last = readers.at(-1);
        const done = readers.length < take;
        await q.newsletterIssue.update({
          where: { id: issueId },
          data: { cursor: last?.id ?? issue.cursor, ...(done ? { queuedAt: now } : {}) },
        });
        return { queued: messages.length, done };
      }),

    async report(issueId) {
      const where = { issueId };
      const [queued, sent, skipped, failed] = await Promise.all([
        queries.outboxMessage.count({ where }),
        queries.outboxMessage.count({ where: { ...where, sentAt: { not: null } } }),
        queries.outboxMessage.count({ where: { ...where, skippedAt: { not: null } } }),
        queries.outboxMessage.count({ where: { ...where, sentAt: null, skippedAt: null, attempts: { gt: 0 } } }),
      ]);
      const [lastSent] = await queries.outboxMessage.findMany({
        where: { ...where, sentAt: { not: null } },
        orderBy: { sentAt: "desc" },
        take: 1,
        select: { sentAt: true },
      });
      const [lastSkipped] = await queries.outboxMessage.findMany({
        where: { ...where, skippedAt: { not: null } },
        orderBy: { skippedAt: "desc" },
        take: 1,
        select: { skippedAt: true },
      });
      const times = [lastSent?.sentAt, lastSkipped?.skippedAt].filter((at): at is Date => at instanceof Date);
      const lastDoneAt = times.length === 0 ? null : new Date(Math.max(...times.map((at) => at.getTime())));
      return { queued, sent, failed, skipped, lastDoneAt };
    },

    list: () => queries.newsletterIssue.findMany({ orderBy: { approvedAt: "desc" } }),
  };
}
