// The newsletter sign-up: checks a posted form, stores a pending subscriber with its consent
// evidence and queues the confirmation e-mail, in one transaction. Never throws: every outcome,
// a broken database included, is a result with the message to show.
import {
  type Db,
  isDatabaseUnavailable,
  isUniqueViolation,
  type SubscriberChanges,
  userAgentMaxLength,
} from "@casinolupa/db";
import { describeError, type Logger } from "./log-safe.ts";
import { alreadySubscribedEmail, confirmationEmail, confirmationValidDays, type Email } from "./mail.ts";
import { mailboxOf } from "./mailbox.ts";
import { messages, type SubscribeCode, type ToastMessage } from "./messages.ts";
import type { OriginCheck } from "./request.ts";
import { defaultSignupLimits, mailboxHash, rateLimitKeys, type SignupLimits } from "./signup-limits.ts";
import { hashToken, newToken } from "./tokens.ts";
import { type SignupForm, type SignupInput, validateSignup } from "./validate.ts";

/**
 * Version of the consent text shown beside the form (the privacy notice in apps/web's
 * components/newsletter/signup.tsx), stored with every sign-up as evidence of what the person accepted.
 * NOTE: change it whenever that text changes.
 */
export const consentVersion = "2026-11-21";

export type SignupContext = {
  /** The client's IP address (see clientAddress()); stored as consent evidence and rate-limited. */
  ip: string | null;
  userAgent: string | null;
  /** checkOrigin() of the request: a cross-site request is refused and nothing is stored. */
  origin: OriginCheck;
  /** The site's public origin, e.g. https://www.casinolupa.es: the e-mail's links point there. */
  siteOrigin: string;
  /** The Referer header: where the page path and UTM come from when the form does not post them. */
  referer?: string | null;
  now?: Date;
  limits?: SignupLimits;
  /** Where failures are reported (no e-mail addresses are logged). Default: console. */
  log?: Logger;
};

export type SubscribeResult = {
  /** True when the visitor should see the success message ("subscribed", and "bot" on purpose). */
  ok: boolean;
  /** What happened. NOTE: show `message`, never the code, to the visitor: "bot" must look like success. */
  code: SubscribeCode;
  /** The HTTP status to answer with. */
  status: 200 | 400 | 403 | 413 | 429 | 500 | 503;
  /** The toast to show (messages.ts). */
  message: ToastMessage;
  /** With "rate-limited": when to try again (for a Retry-After header). */
  retryAfterSeconds?: number;
};

/** A lock that outlasted a sign-up's wait is rare and short-lived: a retry a few seconds on should land. */
const busyRetryAfterSeconds = 5;

const statusByCode = {
  subscribed: 200,
  bot: 200,
  empty: 400,
  "invalid-email": 400,
  adult: 400,
  "rate-limited": 429,
  "cross-site": 403,
  busy: 503,
  error: 500,
} as const satisfies Record<SubscribeCode, SubscribeResult["status"]>;

/** The answer for `code`: its status and message (messages.ts). */
export function result(code: SubscribeCode, extra: Partial<SubscribeResult> = {}): SubscribeResult {
  return {
    ok: code === "subscribed" || code === "bot",
    code,
    status: statusByCode[code],
    message: messages[code],
    ...extra,
  };
}

/**
 * Signs `input` (the posted form) up for the newsletter. In this order:
 * 1. the request must come from the site itself (`context.origin`), or "cross-site";
 * 2. the honeypot must be empty, or "bot" (answered like success, nothing stored);
 * 3. the form must be valid: "empty", "invalid-email", "adult" (validate.ts);
 * 4. the client, and its network, may sign up only so often (`limits.perClient`, `limits.perNetwork`: 5 a
 *    minute and 20 an hour per client, 20 a minute and 100 an hour per /24 or /48), or "rate-limited" (429);
 * 5. then, by the e-mail address:
 *    - new: a pending subscriber with its consent evidence and the confirmation e-mail, both in one
 *      transaction -> "subscribed";
 *    - confirmed: the owner is e-mailed that they are subscribed already, with an unsubscribe link of its own
 *      (one such note queued at a time) -> "subscribed", so the answer never tells who is subscribed;
 *    - pending or unsubscribed: a fresh confirmation (new tokens, new consent evidence, the address
 *      back to pending; an unsubscribed address's earlier consent and opt-out kept as its history)
 *      -> "subscribed"; but if the last confirmation e-mail went less than 10 minutes ago (30 days for
 *      an address that has ever unsubscribed), nothing changes and no e-mail is sent, and the answer
 *      is still "subscribed";
 *    - erased at its owner's request less than 30 days ago (the same mailbox, db.suppressions): nothing is
 *      stored or sent, and the answer is still "subscribed".
 * The e-mail goes out when the caps on e-mails per mailbox and per domain allow (MailCaps, applied by the outbox
 * sender): a sign-up is never refused because others used up a mailbox's or a provider's allowance.
 * A rejected request stores nothing (the rate limiter's own hashed counters aside). A database that another process
 * kept locked past the wait (SQLite, `DbTimeouts.busyMs`) or that cannot be reached (PostgreSQL refused, cut or silent:
 * a partition, a restart) is answered "busy" (503, try again in a few seconds); any other failure of the database or
 * of anything else is logged and answered "error"; this function never throws.
 */
export async function subscribe(db: Db, input: SignupInput, context: SignupContext): Promise<SubscribeResult> {
  const log = context.log ?? console;
  try {
    if (!context.origin.ok) return result("cross-site");
    const validation = validateSignup(input, { referer: context.referer, siteOrigin: context.siteOrigin });
    if (!validation.ok) return result(validation.code);

    const now = context.now ?? new Date();
    const limits = context.limits ?? defaultSignupLimits;
    // The client first: one client hammering is refused without using up its neighbours' allowance.
    const keys = rateLimitKeys("signup", context.ip);
    for (const [key, windows] of [
      [keys.client, limits.perClient],
      [keys.network, limits.perNetwork],
    ] as const) {
      const limit = await db.rateLimit.hit(key, { windows, now });
      if (!limit.allowed) return result("rate-limited", { retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000) });
    }

    await register(db, validation.form, context, now, limits);
    return result("subscribed");
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      log.warn(`newsletter: sign-up not stored, the database was locked or unreachable: ${describeError(error)}`);
      return result("busy", { retryAfterSeconds: busyRetryAfterSeconds });
    }
    log.error(`newsletter: sign-up failed: ${describeError(error)}`);
    return result("error");
  }
}

/** A pending sign-up's columns and its confirmation e-mail, with fresh tokens. */
function newSignup(form: SignupForm, context: SignupContext, now: Date): { fields: SubscriberChanges; mail: Email } {
  const confirmToken = newToken();
  const unsubscribeToken = newToken();
  return {
    fields: {
      status: "pending",
      consentVersion,
      ipAddress: context.ip,
      userAgent: context.userAgent?.slice(0, userAgentMaxLength) || null,
      sourcePage: form.sourcePage,
      sourceForm: form.source,
      utmSource: form.utm.source,
      utmMedium: form.utm.medium,
      utmCampaign: form.utm.campaign,
      utmTerm: form.utm.term,
      utmContent: form.utm.content,
      confirmTokenHash: hashToken(confirmToken),
      confirmTokenExpiresAt: new Date(now.getTime() + confirmationValidDays * 86_400_000),
      unsubscribeTokenHash: hashToken(unsubscribeToken),
      confirmSentAt: now,
    },
    mail: confirmationEmail({ to: form.email, siteOrigin: context.siteOrigin, confirmToken, unsubscribeToken }),
  };
}

async function register(
  db: Db,
  form: SignupForm,
  context: SignupContext,
  now: Date,
  limits: SignupLimits,
): Promise<"subscribed" | "already-subscribed" | "throttled"> {
  const { mailbox, domain } = mailboxOf(form.email);
  if (await db.suppressions.has(mailboxHash(mailbox), new Date(now.getTime() - limits.resendAfterOptOutMs))) {
    return "throttled";
  }
  const caps = { mailbox, domain };
  // Two rounds at most: a second only when the address was erased or purged in between.
  for (let round = 0; round < 2; round++) {
    const { fields, mail } = newSignup(form, context, now);
    try {
      await db.transaction(async (tx) => {
        const subscriber = await tx.subscribers.create({
          ...fields,
          email: form.email,
          consentVersion,
          createdAt: now,
        });
        await tx.outbox.enqueue({
          kind: "confirmation",
          ...mail,
          ...caps,
          subscriberId: subscriber.id,
          createdAt: now,
        });
      });
      return "subscribed";
    } catch (error) {
      // The unique e-mail is how a known address is detected, also between concurrent sign-ups.
      if (!isUniqueViolation(error)) throw error;
    }

    const renewed = await db.transaction(async (tx) => {
      // The latest opt-out date stays on the row (and all earlier records in its history).
      const subscriber = await tx.subscribers.renew(
        form.email,
        { ...fields, confirmedAt: null },
        {
          lastMailBefore: new Date(now.getTime() - limits.resendAfterMs),
          optedOutLastMailBefore: new Date(now.getTime() - limits.resendAfterOptOutMs),
          now,
        },
      );
      if (!subscriber) return false;
      // The earlier e-mail's link no longer works; if it has not gone out yet, it never will.
      await tx.outbox.cancelUnsent(subscriber.id, "confirmation", now);
      await tx.outbox.enqueue({ kind: "confirmation", ...mail, ...caps, subscriberId: subscriber.id, createdAt: now });
      return true;
    });
    if (renewed) return "subscribed";

    const existing = await db.subscribers.findByEmail(form.email);
    if (existing?.status === "confirmed") {
      const unsubscribeToken = newToken();
      const note = alreadySubscribedEmail({ to: form.email, siteOrigin: context.siteOrigin, unsubscribeToken });
      await db.transaction(async (tx) => {
        // A flood of sign-ups of one address leaves one note waiting; the caps bound how many go out.
        await tx.outbox.cancelUnsent(existing.id, "already-subscribed", now);
        await tx.outbox.enqueue({
          kind: "already-subscribed",
          ...note,
          ...caps,
          subscriberId: existing.id,
          unsubscribeTokenHash: hashToken(unsubscribeToken),
          createdAt: now,
        });
      });
      return "already-subscribed";
    }
    if (existing) return "throttled";
  }
  throw new Error("the address was deleted twice while signing it up");
}
