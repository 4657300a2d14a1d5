// The two links in the e-mail: confirm the sign-up, and unsubscribe (one click).
import type { Db } from "@casinolupa/db";
import { hashToken, isWellFormedToken } from "./tokens.ts";

export type ConfirmResult = "confirmed" | "already-confirmed" | "expired" | "invalid";
export type UnsubscribeResult = "unsubscribed" | "already-unsubscribed" | "invalid";

/**
 * Confirms the sign-up whose confirmation link carried `token` (the `token` query parameter, as
 * given: any value is accepted and a malformed one is simply "invalid").
 * - "confirmed": it was pending and the link is less than 7 days old;
 * - "already-confirmed": a second click, or a mail scanner got there first;
 * - "expired": still pending but the link is too old; the visitor should sign up again (a new
 *   sign-up of a pending address sends a new link);
 * - "invalid": unknown, malformed, replaced by a newer link, or the address has unsubscribed since.
 * Throws only when the database fails.
 *
 * NOTE: e-mail scanners open links. Let GET show a page with a "Confirmar" button that POSTs, and
 * call this on the POST, so that only a person confirms.
 */
export async function confirmSubscription(
  db: Db,
  token: unknown,
  options: { now?: Date } = {},
): Promise<ConfirmResult> {
  if (!isWellFormedToken(token)) return "invalid";
  const hash = hashToken(token);
  const now = options.now ?? new Date();
  if (await db.subscribers.confirmByTokenHash(hash, now)) return "confirmed";
  const subscriber = await db.subscribers.findByConfirmTokenHash(hash);
  if (subscriber?.status === "confirmed") return "already-confirmed";
  if (subscriber?.status === "pending") return "expired";
  return "invalid";
}

/**
 * Unsubscribes whoever the unsubscribe link with `token` was sent to, pending or confirmed, and
 * drops their confirmation e-mail if it has not gone out yet.
 * - "unsubscribed": done now;
 * - "already-unsubscribed": the link was used before;
 * - "invalid": unknown or malformed, or replaced by the link of a newer e-mail.
 * A digest's link (each reader's copy has its own token) unsubscribes that reader alone.
 * Throws only when the database fails.
 *
 * For the List-Unsubscribe-Post header's promise (RFC 8058), a POST to the unsubscribe URL with
 * the body `List-Unsubscribe=One-Click` must call this directly, with no confirmation step.
 */
export async function unsubscribe(db: Db, token: unknown, options: { now?: Date } = {}): Promise<UnsubscribeResult> {
  if (!isWellFormedToken(token)) return "invalid";
  const hash = hashToken(token);
  const now = options.now ?? new Date();
  const done = await db.transaction(async (tx) => {
    // A digest's link names its reader through that message's own token; any other, through the subscriber's.
    const reader = await tx.outbox.subscriberOfUnsubscribeToken(hash);
    const unsubscribed = reader
      ? await tx.subscribers.unsubscribeById(reader, now)
      : await tx.subscribers.unsubscribeByTokenHash(hash, now);
    if (!unsubscribed) return false;
    const subscriber = reader ?? (await tx.subscribers.findByUnsubscribeTokenHash(hash))?.id;
    if (subscriber) await tx.outbox.cancelUnsent(subscriber, "confirmation", now);
    return true;
  });
  if (done) return "unsubscribed";
  const reader = await db.outbox.subscriberOfUnsubscribeToken(hash);
  const subscriber = reader
    ? await db.subscribers.findById(reader)
    : await db.subscribers.findByUnsubscribeTokenHash(hash);
  return subscriber?.status === "unsubscribed" ? "already-unsubscribed" : "invalid";
}
