// Approving and queuing an issue of the newsletter (docs/decisions/025-newsletter-digest.md). An editor's publish
// approves it once per document; its messages are queued a batch of confirmed readers per transaction, each with
// the reader's own unsubscribe link, and scheduled at the configured rate, so the outbox sender (any process)
// delivers them no faster. Whoever finds an issue not fully queued (the webhook's process, or any sender's round
// after a crash) carries on from its cursor.
import { type ContentClient, digestSourcesQuery } from "@casinolupa/content";
import type { Db } from "@casinolupa/db";
import { NOT_APPROVED, type SendReport, type SendState } from "@casinolupa/domain";
import type { Digest, DigestDraft } from "./digest.ts";
import { composeDigest, digestHeaders, madridDayStart, parseStoredDigest, renderDigest } from "./digest.ts";
import { describeError, type Logger } from "./log-safe.ts";
import { unsubscribeUrl } from "./mail.ts";
import { hashToken, newToken } from "./tokens.ts";

/** The changes an approved issue reads at most: more than any period holds. */
export const ISSUE_CHANGES_READ = 10_000;
const DAY_MS = 86_400_000;

/**
 * The digest of `draft` from the change log of its period (Madrid's days, from the first instant of its first day to
 * the last of its last) and the guides `content` holds, with at most `changesRead` changes: the rest are counted, not
 * read, and the e-mail ends its list with «y N cambios más». `fresh` reads the content source past any cache.
 */
export async function readDigest(
  draft: DigestDraft,
  {
    db,
    content,
    siteOrigin,
    fresh = false,
    changesRead = ISSUE_CHANGES_READ,
  }: { db: Db; content: ContentClient; siteOrigin: string; fresh?: boolean; changesRead?: number },
): Promise<Digest> {
  const window = {
    from: madridDayStart(draft.periodStart),
    to: madridDayStart(new Date(Date.parse(draft.periodEnd) + DAY_MS).toISOString().slice(0, 10)),
  };
  const [changes, sources] = await Promise.all([
    db.changeLog.list({ ...window, limit: changesRead, oldestFirst: true }),
    fresh ? content.fetchFromSource(digestSourcesQuery) : content.fetch(digestSourcesQuery),
  ]);
  // Only a list that reached the cap can have left changes out.
  const moreChanges =
    changes.length < changesRead ? 0 : Math.max(0, (await db.changeLog.count(window)) - changes.length);
  const digest = composeDigest(draft, { changes, ...sources, siteOrigin });
  return moreChanges > 0 ? { ...digest, moreChanges } : digest;
}

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

/** What a publish of an issue did: approved it now, found it approved before, or found nobody to send it to. */
export type Approval = "approved" | "already-approved" | "no-readers";

/**
 * Records `digest` as issue `id`, approved now, if it has anyone to go to. "already-approved" when the document was
 * approved before (a replayed webhook, a second publish, another process): nothing is queued twice. "no-readers"
 * when no subscriber is confirmed: nothing is recorded, so a publish once there are readers approves it.
 */
export async function approveIssue(db: Db, id: string, digest: Digest, at = new Date()): Promise<Approval> {
  if (await db.newsletterIssues.find(id)) return "already-approved";
  if ((await db.subscribers.count({ status: "confirmed" })) === 0) return "no-readers";
  const approved = await db.newsletterIssues.approve({
    id,
    subject: digest.subject,
    digest: JSON.stringify(digest),
    approvedAt: at,
  });
  return approved ? "approved" : "already-approved";
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

/**
 * Where issue `id` stands: never approved, queued, going out, every message sent or skipped, or queued for nobody;
 * with how many confirmed readers there are now.
 */
export async function issueStatus(db: Db, id: string): Promise<SendReport> {
  const [issue, readers] = await Promise.all([
    db.newsletterIssues.find(id),
    db.subscribers.count({ status: "confirmed" }),
  ]);
  if (!issue) return { ...NOT_APPROVED, readers };
  const { queued, sent, failed, skipped, lastDoneAt } = await db.newsletterIssues.report(id);
  const finished = issue.queuedAt !== null && sent + skipped === queued;
  const state: SendState = finished
    ? queued === 0
      ? "sin-lectores"
      : "enviado"
    : sent + skipped > 0
      ? "enviando"
      : "en-cola";
  return {
    state,
    readers,
    queued,
    sent,
    failed,
    skipped,
    approvedAt: issue.approvedAt.toISOString(),
    finishedAt: finished ? ((lastDoneAt ?? issue.queuedAt)?.toISOString() ?? null) : null,
  };
}
