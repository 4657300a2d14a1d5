// Approving and queuing an issue of the newsletter (docs/decisions/025-newsletter-digest.md). An editor's publish
// approves it once per document; its messages are queued a batch of confirmed readers per transaction, each with
// the reader's own unsubscribe link, and scheduled at the configured rate, so the outbox sender (any process)
// delivers them no faster. Whoever finds an issue not fully queued (the webhook's process, or any sender's round
// after a crash) carries on from its cursor.
import type { Db } from "@casinolupa/db";
import { NOT_APPROVED, type SendReport, type SendState } from "@casinolupa/domain";
import type { Digest } from "./digest.ts";
import { digestHeaders, parseStoredDigest, renderDigest } from "./digest.ts";
import { describeError, type Logger } from "./log-safe.ts";
import { unsubscribeUrl } from "./mail.ts";
import { hashToken, newToken } from "./tokens.ts";

/** Digest e-mails sent a minute, across every process, unless configured. */
export const defaultDigestPerMinute = 300;

export type IssueQueueOptions = {
  /** Messages written per transaction. Default 500. */
  batchSize?: number;
  /** The highest rate the issue's messages are scheduled at. Default 300 a minute. */
  perMinute?: number;
  now?: () => Date;
  log?: Logger;
};

/**
 * Records `digest` as issue `id`, approved now. True when this call approved it; false when the document was
 * approved before (a replayed webhook, a second publish, another process): nothing is queued twice.
 */
export async function approveIssue(db: Db, id: string, digest: Digest, at = new Date()): Promise<boolean> {
  return db.newsletterIssues.approve({ id, subject: digest.subject, digest: JSON.stringify(digest), approvedAt: at });
}

/** Queues the rest of issue `id`'s messages; returns how many this call wrote. */
export async function queueIssue(db: Db, id: string, options: IssueQueueOptions = {}): Promise<number> {
  const { batchSize = 500, perMinute = defaultDigestPerMinute, now = () => new Date() } = options;
  const spacingMs = 60_000 / perMinute;
  let written = 0;
  for (;;) {
    const at = now();
    const { queued, done } = await db.newsletterIssues.queueBatch(
      id,
      batchSize,
      (readers, issue, queuedBefore) => {
        const digest = parseStoredDigest(issue.digest);
        if (!digest) throw new Error(`Newsletter issue ${id} holds no digest this version can read`);
        // The issue's n-th message goes n spacings after the approval (never before now: a batch queued late is
        // not sent in a burst).
        const first = Math.max(at.getTime(), issue.approvedAt.getTime() + queuedBefore * spacingMs);
        return readers.map((reader, index) => {
          const token = newToken();
          const link = unsubscribeUrl(digest.siteOrigin, token);
          const email = renderDigest(digest, { to: reader.email, unsubscribeUrl: link });
          return {
            kind: "digest" as const,
            to: reader.email,
            ...email,
            headers: digestHeaders(id, reader.id, digest.siteOrigin, link),
            subscriberId: reader.id,
            unsubscribeTokenHash: hashToken(token),
            createdAt: at,
            nextAttemptAt: new Date(first + index * spacingMs),
          };
        });
      },
      at,
    );
    written += queued;
    if (done) return written;
  }
}

/** Queues every approved issue not fully queued yet (at start-up, and by the sender's rounds). Never throws. */
export async function queueUnqueuedIssues(db: Db, options: IssueQueueOptions = {}): Promise<number> {
  const log = options.log ?? console;
  let written = 0;
  try {
    for (const issue of await db.newsletterIssues.unqueued()) {
      const queued = await queueIssue(db, issue.id, options);
      if (queued > 0) log.info(`newsletter: issue ${issue.id}: ${queued} e-mails queued`);
      written += queued;
    }
  } catch (error) {
    log.error(`newsletter: issue not queued, the next round tries again: ${describeError(error)}`);
  }
  return written;
}

/** Where issue `id` stands: never approved, queued, going out, or every message sent or skipped. */
export async function issueStatus(db: Db, id: string): Promise<SendReport> {
  const issue = await db.newsletterIssues.find(id);
  if (!issue) return { ...NOT_APPROVED };
  const { queued, sent, failed, skipped, lastDoneAt } = await db.newsletterIssues.report(id);
  const finished = issue.queuedAt !== null && sent + skipped === queued;
  const state: SendState = finished ? "enviado" : sent + skipped > 0 ? "enviando" : "en-cola";
  return {
    state,
    queued,
    sent,
    failed,
    skipped,
    approvedAt: issue.approvedAt.toISOString(),
    finishedAt: finished ? ((lastDoneAt ?? issue.queuedAt)?.toISOString() ?? null) : null,
  };
}
