// The operator's tasks behind src/commands/: export the list, erase a person, purge stale sign-ups.
import { readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { type Db, normalizeEmail } from "@casinolupa/db";
import { confirmationValidDays } from "./mail.ts";
import { mailboxOf } from "./mailbox.ts";
import { defaultOutboxDir } from "./mailer.ts";
import { defaultSignupLimits, mailboxHash } from "./signup-limits.ts";
import { toDeliverableAddress } from "./validate.ts";

export const csvColumns = [
  "email",
  "confirmed_at",
  "source_page",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

/**
 * Writes every confirmed subscriber as CSV (RFC 4180, CRLF, a header row; confirmed_at in ISO 8601
 * UTC) through `write`, a page of rows at a time. Pending and unsubscribed addresses are never
 * exported. Returns the number of rows.
 */
export async function exportConfirmedCsv(
  db: Db,
  write: (chunk: string) => void | Promise<void>,
  { pageSize = 500 }: { pageSize?: number } = {},
): Promise<number> {
  await write(`${csvColumns.join(",")}\r\n`);
  let count = 0;
  let after: string | undefined;
  for (;;) {
    const page = await db.subscribers.listConfirmed({ after, take: pageSize });
    if (page.length === 0) return count;
    const rows = page.map((s) =>
      [
        s.email,
        s.confirmedAt?.toISOString() ?? "",
        s.sourcePage,
        s.utmSource,
        s.utmMedium,
        s.utmCampaign,
        s.utmTerm,
        s.utmContent,
      ]
        .map(csvField)
        .join(","),
    );
    await write(`${rows.join("\r\n")}\r\n`);
    count += page.length;
    after = page.at(-1)?.id;
  }
}

/**
 * One CSV field. Quoted when it holds a comma, quote or line break. A value that a spreadsheet
 * would run as a formula (starting with = + - @, tab or CR: UTM values come from any URL) gets a
 * leading apostrophe, as OWASP advises against CSV injection.
 */
export function csvField(value: string | null): string {
  if (value === null || value === "") return "";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export type Erased = {
  /** The address as stored (a Unicode domain in its ASCII form). */
  email: string;
  subscribers: number;
  historyRows: number;
  outboxMessages: number;
  /** .eml files the file mailer wrote to the address (without SMTP). */
  outboxFiles: number;
};

/**
 * Right to erasure (GDPR art. 17): removes every copy of this address the site holds: the subscriber,
 * whatever its status, with its history and every outbox message to it (one transaction; on SQLite the
 * freed pages are zeroed and the write-ahead log emptied, so the database files keep no trace), and the
 * .eml files written to it in `outboxDir`. Logs never hold addresses, and rate-limit counters only hashes.
 * The erasure is also an objection to being mailed: the mailbox's SHA-256 is kept for 30 days (db.suppressions),
 * within which a sign-up of it stores and sends nothing (signup.ts); then purgeStale() forgets it.
 */
export async function eraseSubscriber(
  db: Db,
  email: string,
  { outboxDir = defaultOutboxDir, now = new Date() }: { outboxDir?: string | undefined; now?: Date } = {},
): Promise<Erased> {
  // The address as the sign-up stored it (a Unicode domain in its ASCII form), if it is one.
  const stored = toDeliverableAddress(email.trim()) ?? normalizeEmail(email);
  const erased = await db.transaction(async (tx) => {
    await tx.suppressions.add(mailboxHash(mailboxOf(stored).mailbox), now);
    return tx.subscribers.deleteByEmail(stored);
  });
  await db.subscribers.flushDeleted();
  const outboxFiles = await eraseOutboxFiles(outboxDir, stored);
  return { email: stored, ...erased, outboxFiles };
}

/** Deletes the .eml files in `dir` addressed to exactly `address` (their `To:` header; never a substring). */
async function eraseOutboxFiles(dir: string, address: string): Promise<number> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  let deleted = 0;
  for (const name of names.filter((entry) => entry.endsWith(".eml"))) {
    const file = path.join(dir, name);
    if (!recipientsOf(await readFile(file, "latin1")).includes(address)) continue;
    await unlink(file);
    deleted++;
  }
  return deleted;
}

/**
 * The addresses in an e-mail's `To:` header, lower-cased: the header block ends at the first empty line, and a
 * header continues on lines that start with white space (RFC 5322 folding).
 */
function recipientsOf(eml: string): string[] {
  const head = eml.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const to = head
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .find((line) => /^to:/i.test(line));
  return (to?.slice(3).match(/[^\s<>,;:"()]+@[^\s<>,;:"()]+/g) ?? []).map((found) => found.toLowerCase());
}

/**
 * How long the proof of an opt-out is kept after it: three years, the limitation period of the most serious
 * data-protection infringements (LOPDGDD art. 72), as the privacy policy says.
 */
export const optOutProofRetentionDays = 3 * 365;

export type PurgeResult = {
  /** Addresses whose latest opt-out is older than optOutProofRetentionDays, deleted with their history. */
  expiredOptOuts: number;
  /** History rows recording an opt-out older than optOutProofRetentionDays (of any address). */
  expiredHistoryRows: number;
  /** Pending sign-ups never confirmed within the link's 7 days, deleted with their e-mails. */
  pendingSubscribers: number;
  outboxMessages: number;
  /** Delivered e-mails older than 30 days (bodies already blank). */
  sentMessages: number;
  /** Rate-limit counters older than a day. */
  rateLimitHits: number;
  /** Erased mailboxes remembered for longer than 30 days (their hashes). */
  suppressions: number;
};

/**
 * Storage limitation (GDPR art. 5(1)(e)): deletes pending sign-ups whose last confirmation e-mail is
 * older than 7 days (its link has expired; nobody confirmed), with their outbox messages. Confirmed
 * and unsubscribed rows are kept. Also drops delivered outbox rows after 30 days, rate-limit
 * counters after a day, and the hashes of erased mailboxes after 30 days.
 */
export async function purgeStale(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<PurgeResult> {
  const day = 86_400_000;
  const pending = await db.transaction((tx) =>
    tx.subscribers.deleteStalePending(new Date(now.getTime() - confirmationValidDays * day)),
  );
  const optOuts = await db.transaction((tx) =>
    tx.subscribers.deleteExpiredOptOuts(
      new Date(now.getTime() - optOutProofRetentionDays * day),
      new Date(now.getTime() - confirmationValidDays * day),
    ),
  );
  const sentMessages = await db.outbox.deleteSentBefore(new Date(now.getTime() - 30 * day));
  const rateLimitHits = await db.rateLimit.prune(new Date(now.getTime() - day));
  const suppressions = await db.suppressions.prune(new Date(now.getTime() - defaultSignupLimits.resendAfterOptOutMs));
  return {
    pendingSubscribers: pending.subscribers,
    outboxMessages: pending.outboxMessages + optOuts.outboxMessages,
    expiredOptOuts: optOuts.subscribers,
    expiredHistoryRows: optOuts.historyRows,
    sentMessages,
    rateLimitHits,
    suppressions,
  };
}
