// The newsletter sign-up: checks a posted form, stores a pending subscriber with its consent
// evidence and queues the confirmation e-mail, in one transaction. Never throws: every outcome,
// a broken database included, is a result with the message to show.
import { createHash } from "node:crypto";
import {
  type Db,
  type DbTransaction,
  isUniqueViolation,
  type SubscriberChanges,
  userAgentMaxLength,
} from "@casinolupa/db";
import { NEWSLETTER_BODY_LIMIT_BYTES } from "@casinolupa/domain";
import { describeError } from "./log-safe.ts";
import { confirmationEmail, confirmationValidDays, type Email } from "./mail.ts";
import { mailboxOf } from "./mailbox.ts";
import { messages, type SubscribeCode, type ToastMessage } from "./messages.ts";
import { checkOrigin, clientAddress, type HeaderReader, type OriginCheck, rateLimitSubject } from "./request.ts";
import { hashToken, newToken } from "./tokens.ts";
import { type SignupForm, type SignupInput, validateSignup } from "./validate.ts";

/**
 * Version of the consent text shown beside the form (the privacy notice in apps/web's
 * newsletter-form.tsx), stored with every sign-up as evidence of what the person accepted.
 * NOTE: change it whenever that text changes.
 */
export const consentVersion = "2026-11-21";

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

export type Logger = Pick<Console, "error" | "warn" | "info">;

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
  status: 200 | 400 | 403 | 409 | 413 | 429 | 500;
  /** The toast to show (messages.ts). */
  message: ToastMessage;
  /** With "rate-limited": when to try again (for a Retry-After header). */
  retryAfterSeconds?: number;
};

const statusByCode = {
  subscribed: 200,
  bot: 200,
  empty: 400,
  "invalid-email": 400,
  adult: 400,
  duplicate: 409,
  "rate-limited": 429,
  "mail-limit": 429,
  "cross-site": 403,
  error: 500,
} as const satisfies Record<SubscribeCode, SubscribeResult["status"]>;

function result(code: SubscribeCode, extra: Partial<SubscribeResult> = {}): SubscribeResult {
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
 * 4. the client may sign up at most 5 times a minute, or "rate-limited" (429);
 * 5. then, by the e-mail address:
 *    - new: a pending subscriber with its consent evidence and the confirmation e-mail, both in one
 *      transaction -> "subscribed";
 *    - confirmed -> "duplicate";
 *    - pending or unsubscribed: a fresh confirmation (new tokens, new consent evidence, the address
 *      back to pending; an unsubscribed address's earlier consent and opt-out kept as its history)
 *      -> "subscribed"; but if the last confirmation e-mail went less than 10 minutes ago (30 days for
 *      an address that has ever unsubscribed), nothing changes and no e-mail is sent, and the answer
 *      is still "subscribed";
 * 6. an e-mail is queued only within the mail limits (3 a day per mailbox, per domain and per client
 *    an hour: `limits.mails`), or nothing is stored and the answer is "mail-limit" (the generic error).
 * A rejected request stores nothing (the rate limiter's own hashed counter aside). A failure of
 * the database or of anything else is logged and answered "error"; this function never throws.
 */
export async function subscribe(db: Db, input: SignupInput, context: SignupContext): Promise<SubscribeResult> {
  const log = context.log ?? console;
  try {
    if (!context.origin.ok) return result("cross-site");
    const validation = validateSignup(input, { referer: context.referer, siteOrigin: context.siteOrigin });
    if (!validation.ok) return result(validation.code);

    const now = context.now ?? new Date();
    const limits = context.limits ?? defaultSignupLimits;
    const limit = await db.rateLimit.hit(rateLimitKey("signup", context.ip), { ...limits.perClient, now });
    if (!limit.allowed) return result("rate-limited", { retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000) });

    const outcome = await register(db, validation.form, context, now, limits);
    return result(outcome === "duplicate" ? "duplicate" : "subscribed");
  } catch (error) {
    if (error instanceof MailLimitReached) return result("mail-limit");
    log.error(`newsletter: sign-up failed: ${describeError(error)}`);
    return result("error");
  }
}

/** What handleSubscribeRequest needs besides the request. */
export type SubscribeRequestOptions = {
  /** The site's public origin: the only one whose pages may post the form, and the e-mail links' origin. */
  siteOrigin: string;
  /** Other origins allowed to post the form (e.g. the apex domain that redirects to www). */
  allowedOrigins?: readonly string[];
  /** The TCP peer's address (in React Router on Express: `req.socket.remoteAddress`). */
  remoteAddress?: string | null;
  /** How many reverse proxies of our own sit in front of the app (see clientAddress()). Default 0. */
  trustedProxies?: number;
  now?: Date;
  limits?: SignupLimits;
  log?: Logger;
};

/** The part of a Fetch Request the sign-up reads. */
export type SubscribeRequest = { headers: HeaderReader; formData(): Promise<FormData> };

/** Form posts larger than this are refused before they are read (the real form posts < 1 KiB). */
export const maxBodyBytes = NEWSLETTER_BODY_LIMIT_BYTES;

/**
 * The route action in one call: checks the origin before reading the body, reads the form, the
 * client address and user agent from the request, and signs up. Never throws.
 *
 * ```ts
 * export async function action({ request, context }: Route.ActionArgs) {
 *   const result = await handleSubscribeRequest(db, request, { siteOrigin, remoteAddress: context.remoteAddress });
 *   return data({ ok: result.ok, message: result.message }, { status: result.status });
 * }
 * ```
 */
export async function handleSubscribeRequest(
  db: Db,
  request: SubscribeRequest,
  options: SubscribeRequestOptions,
): Promise<SubscribeResult> {
  const { headers } = request;
  const origin = checkOrigin(headers, [options.siteOrigin, ...(options.allowedOrigins ?? [])]);
  if (!origin.ok) return result("cross-site");
  if (Number(headers.get("content-length") ?? 0) > maxBodyBytes) return result("error", { status: 413 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form post (wrong content type, broken body): there is nothing to sign up.
    return result("error", { status: 400 });
  }
  return subscribe(db, form, {
    ip: clientAddress(headers, { remoteAddress: options.remoteAddress, trustedProxies: options.trustedProxies }),
    userAgent: headers.get("user-agent"),
    origin,
    siteOrigin: options.siteOrigin,
    referer: headers.get("referer"),
    now: options.now,
    limits: options.limits,
    log: options.log,
  });
}

/**
 * The rate limiter's key for a client: a hash, so the counter table holds no IP addresses in
 * the clear (its rows live a minute; the address itself is stored only with a sign-up).
 */
function rateLimitKey(action: string, ip: string | null): string {
  return `${action}:${digest(rateLimitSubject(ip))}`;
}

const digest = (value: string) => createHash("sha256").update(value).digest("hex");

/** Thrown inside the sign-up's transaction, so that a refused e-mail rolls back everything it stored. */
class MailLimitReached extends Error {}

/**
 * Counts one confirmation e-mail against the mailbox's, the domain's and the client's limits, inside the
 * transaction that queues it: over any limit, it throws MailLimitReached and the transaction (these counts
 * included) rolls back. Keys are hashed, in a fixed order (so Postgres' per-key locks cannot deadlock).
 */
async function countMail(tx: DbTransaction, address: string, ip: string | null, limits: SignupLimits, now: Date) {
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
): Promise<"subscribed" | "duplicate" | "throttled"> {
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
        await countMail(tx, form.email, context.ip, limits, now);
        await tx.outbox.enqueue({ kind: "confirmation", ...mail, subscriberId: subscriber.id, createdAt: now });
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
      await countMail(tx, form.email, context.ip, limits, now);
      // The earlier e-mail's link no longer works; if it has not gone out yet, it never will.
      await tx.outbox.cancelUnsent(subscriber.id, "confirmation", now);
      await tx.outbox.enqueue({ kind: "confirmation", ...mail, subscriberId: subscriber.id, createdAt: now });
      return true;
    });
    if (renewed) return "subscribed";

    const existing = await db.subscribers.findByEmail(form.email);
    if (existing?.status === "confirmed") return "duplicate";
    if (existing) return "throttled";
  }
  throw new Error("the address was deleted twice while signing it up");
}
