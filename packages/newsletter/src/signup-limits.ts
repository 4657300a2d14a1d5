// The newsletter's limits. Who may sign up how often (per client and per network, counted in the database under
// hashed keys: no address in clear), refused with "rate-limited"; and how many confirmation e-mails a mailbox and
// a recipient domain may be sent, which the outbox sender applies: past them an e-mail waits, it is never refused,
// so that nobody can lock a real person out by signing up their mailbox or their provider first. The large public
// providers have no domain cap, so nobody can make their readers wait either.
import { createHash } from "node:crypto";
import type { RateWindow } from "@casinolupa/db";
import { networkSubject, rateLimitSubject } from "./request.ts";

export type SignupLimits = {
  /** Sign-ups per client (IPv4 address, or IPv6 /64) in each window; over any of them, "rate-limited". */
  perClient: readonly RateWindow[];
  /**
   * Sign-ups per network (IPv4 /24, IPv6 /48) in each window, on top of the client's: a flood from many addresses
   * of one network (a rented block, one provider's customer range) is refused as one client would be.
   */
  perNetwork: readonly RateWindow[];
  /** A new confirmation e-mail to the same address waits this long after the last one. */
  resendAfterMs: number;
  /**
   * The same, for an address that has unsubscribed before, or whose mailbox was erased: its opt-out is not undone
   * by e-mail floods.
   */
  resendAfterOptOutMs: number;
};

/** What the outbox sender lets through (outbox-sender.ts); an e-mail past a cap is sent once the cap allows. */
export type MailCaps = {
  /**
   * Confirmation e-mails one mailbox (mailbox.ts: `+tag` and Gmail's dots folded) is sent in a sliding window.
   * Past it, only the latest sign-up's e-mail waits for the window; earlier waiting ones are dropped.
   */
  perMailbox: RateWindow;
  /** E-mails one recipient domain is sent per clock window (an hour from :00); past it, the next window. */
  perDomain: RateWindow;
  /**
   * Domains `perDomain` does not apply to (as mailboxOf() writes them): the large public providers. Their readers
   * are the many, so a flood of sign-ups at one of them, spread over enough networks to pass the rate limits,
   * held back every real reader there behind it (44 minutes for a gmail.com reader in a penetration test); and
   * a few hundred e-mails an hour are nothing to such a provider. The cap stays for every other domain, where one
   * flood lands on one organisation's mail server (docs/decisions/014-mail-caps-hold-back-they-never-refuse.md).
   */
  uncappedDomains: ReadonlySet<string>;
};

/** Public mail providers with many millions of mailboxes each, the most used in Spain among them. */
export const largeMailProviders: ReadonlySet<string> = new Set([
  "gmail.com",
  "hotmail.com",
  "hotmail.es",
  "outlook.com",
  "outlook.es",
  "live.com",
  "msn.com",
  "yahoo.com",
  "yahoo.es",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "gmx.com",
  "gmx.es",
  "proton.me",
  "protonmail.com",
]);

const minute = 60_000;
const hour = 60 * minute;

export const defaultSignupLimits: SignupLimits = {
  perClient: [
    { windowMs: minute, max: 5 },
    { windowMs: hour, max: 20 },
  ],
  perNetwork: [
    { windowMs: minute, max: 20 },
    { windowMs: hour, max: 100 },
  ],
  resendAfterMs: 10 * minute,
  resendAfterOptOutMs: 30 * 24 * hour,
};

export const defaultMailCaps: MailCaps = {
  perMailbox: { windowMs: 24 * hour, max: 3 },
  perDomain: { windowMs: hour, max: 200 },
  uncappedDomains: largeMailProviders,
};

/**
 * The rate limiter's keys for a client and its network: hashes, so the counter table holds no IP addresses in
 * the clear (its rows live an hour; the address itself is stored only with a sign-up).
 */
export function rateLimitKeys(action: string, ip: string | null): { client: string; network: string } {
  return {
    client: `${action}:${digest(rateLimitSubject(ip))}`,
    network: `${action}-network:${digest(networkSubject(ip))}`,
  };
}

/** How an erased mailbox is remembered (db.suppressions): its SHA-256, never the address. */
export function mailboxHash(mailbox: string): string {
  return digest(`mailbox:${mailbox}`);
}

const digest = (value: string) => createHash("sha256").update(value).digest("hex");
