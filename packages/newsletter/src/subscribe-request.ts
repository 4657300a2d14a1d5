// The sign-up as a route action: refuses a cross-site or oversized post before reading it, then reads the
// form, the client address and the user agent from the request and hands them to subscribe().
import type { Db } from "@casinolupa/db";
import { NEWSLETTER_BODY_LIMIT_BYTES } from "@casinolupa/domain";
import type { Logger } from "./log-safe.ts";
import type { MailSender } from "./mail.ts";
import { checkOrigin, clientAddress, type HeaderReader } from "./request.ts";
import { result, type SubscribeResult, subscribe } from "./signup.ts";
import type { SignupLimits } from "./signup-limits.ts";

/** What handleSubscribeRequest needs besides the request. */
export type SubscribeRequestOptions = {
  /** The site's public origin: the only one whose pages may post the form, and the e-mail links' origin. */
  siteOrigin: string;
  /** The site owner, named as the e-mails' sender (from the site settings); none while they are not filled in. */
  sender?: MailSender | null;
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
    sender: options.sender,
    referer: headers.get("referer"),
    now: options.now,
    limits: options.limits,
    log: options.log,
  });
}
