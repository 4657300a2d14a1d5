// The sign-up's limits: how often one client may sign up, and how many confirmation e-mails a mailbox, a
// recipient domain and a client may be sent. Counted in the database under hashed keys (no address in clear).
import { createHash } from "node:crypto";
import type { DbTransaction } from "@casinolupa/db";
import { mailboxOf } from "./mailbox.ts";
import { rateLimitSubject } from "./request.ts";

type Window = { windowMs: number; max: number };

export type SignupLimits = {
  /** Sign-ups per client address (IPv4, or IPv6 /64) and window, counted in the database. */
  perClient: Window;
  /** A new confirmation e-mail to the same address waits this long after the last one. */
  resendAfterMs: number;
  /** The same, for an address that has unsubscribed before: its opt-out is not undone by e-mail floods. */
  resendAfterOptOutMs: number;
  /**
   * Confirmation e-mails, counted when one is queued: per mailbox (mailbox.ts: `+tag` and Gmail's dots
   * folded), per recipient domain, and per client. A sign-up over any of them is refused and stores nothing.
   */
  mails: { perMailbox: Window; perDomain: Window; perClient: Window };
};

const hour = 3_600_000;

export const defaultSignupLimits: SignupLimits = {
  perClient: { windowMs: 60_000, max: 5 },
  resendAfterMs: 10 * 60_000,
  resendAfterOptOutMs: 30 * 24 * hour,
  mails: {
    perMailbox: { windowMs: 24 * hour, max: 3 },
    perDomain: { windowMs: hour, max: 200 },
    perClient: { windowMs: hour, max: 20 },
  },
};

/**
 * The rate limiter's key for a client: a hash, so the counter table holds no IP addresses in
 * the clear (its rows live a minute; the address itself is stored only with a sign-up).
 */
export function rateLimitKey(action: string, ip: string | null): string {
  return `${action}:${digest(rateLimitSubject(ip))}`;
}

const digest = (value: string) => createHash("sha256").update(value).digest("hex");

/** Thrown inside the sign-up's transaction, so that a refused e-mail rolls back everything it stored. */
export class MailLimitReached extends Error {}

/**
 * Counts one confirmation e-mail against the mailbox's, the domain's and the client's limits, inside the
 * transaction that queues it: over any limit, it throws MailLimitReached and the transaction (these counts
 * included) rolls back. Keys are hashed, in a fixed order (so Postgres' per-key locks cannot deadlock).
 */
export async function countMail(
  tx: DbTransaction,
  address: string,
  ip: string | null,
  limits: SignupLimits,
  now: Date,
) {
  const { mailbox, domain } = mailboxOf(address);
  const buckets = [
    { key: `mail-mailbox:${digest(mailbox)}`, window: limits.mails.perMailbox },
    { key: `mail-domain:${digest(domain)}`, window: limits.mails.perDomain },
    { key: `mail-client:${digest(rateLimitSubject(ip))}`, window: limits.mails.perClient },
  ].sort((a, b) => a.key.localeCompare(b.key));
  for (const { key, window } of buckets) {
    const hit = await tx.rateLimit.hit(key, { ...window, now });
    if (!hit.allowed) throw new MailLimitReached();
  }
}
