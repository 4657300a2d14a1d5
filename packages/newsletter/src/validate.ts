// The sign-up form, checked on the server: what a valid submission is and which code each
// invalid one gets (the copy for each code is in messages.ts).
import { domainToASCII } from "node:url";
import { z } from "zod";

export { messages } from "./messages.ts";

/** RFC 5321: 254 characters for a whole address that can be sent to, 64 for the part before "@". */
export const emailMaxLength = 254;
const localPartMaxLength = 64;
/** Longer values of these hidden fields are cut, never rejected: they must not cost a sign-up. */
export const sourceMaxLength = 64;
export const pagePathMaxLength = 512;
export const utmMaxLength = 200;
const utmParams = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/**
 * The part before "@": a dot-atom (RFC 5322) of ASCII letters, digits and
 * ! # $ % & ' * + / = ? ^ _ ` { | } ~ -, dots only between them. So no spaces, no quoted local parts
 * ("a b"@x.es), no angle brackets, no comments. The apostrophe stays allowed on purpose: it is in
 * real addresses (o'brien@…), and the value only ever reaches the database as a bound parameter.
 */
const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/**
 * An RFC 2047 encoded-word (=?charset?Q|B?text?=). Its characters are all allowed in a dot-atom, but a mail client
 * shows it decoded, so `=?utf-8?q?admin?=@example.com` would read as admin@example.com: refused like any other
 * address we do not accept.
 */
const encodedWord = /=\?[^?]*\?[bq]\?[^?]*\?=/i;
/** The domain, in ASCII: at least two labels of letters, digits and inner hyphens; a real TLD. */
const domain = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The address as it will be stored and mailed, or null when it is not one we accept.
 *
 * Unicode, decided: a domain may be typed in Unicode (usuario@españa.es) and is stored in its ASCII
 * form (usuario@xn--espaa-rta.es), which every mail server can deliver to. A Unicode local part
 * (josé@…) is rejected: it needs SMTPUTF8 on every hop, which we cannot promise, and such
 * mailboxes nearly always have an ASCII alias.
 */
export function toDeliverableAddress(input: string): string | null {
  const at = input.lastIndexOf("@");
  if (at <= 0 || at === input.length - 1) return null;
  const local = input.slice(0, at);
  if (local.length > localPartMaxLength || !localPart.test(local) || encodedWord.test(local)) return null;
  // domainToASCII applies IDNA (UTS #46): lower-cases and punycodes; "" when it is no domain.
  const asciiDomain = domainToASCII(input.slice(at + 1));
  if (!domain.test(asciiDomain)) return null;
  const address = `${local.toLowerCase()}@${asciiDomain}`;
  return address.length <= emailMaxLength ? address : null;
}

const email = z
  .string()
  .trim()
  .min(1, { error: "empty" })
  .max(emailMaxLength, { error: "invalid-email" })
  .transform((value, ctx) => {
    const address = toDeliverableAddress(value);
    if (address === null) {
      ctx.issues.push({ code: "custom", message: "invalid-email", input: value });
      return z.NEVER;
    }
    return address;
  });

/** A checked checkbox posts "on" (the HTML default) or the value the form gives it ("true"). */
const adult = z.enum(["on", "true"], { error: "adult" });

/** Trimmed and cut to `max` characters; null when empty. */
const capped = (max: number) => z.string().transform((value) => value.trim().slice(0, max) || null);

/** The form's checked fields; each issue's message is its result code. Use validateSignup(). */
export const signupSchema = z.object({
  email,
  adult,
  source: capped(sourceMaxLength),
  page: z.string(),
});

export type SignupForm = {
  /** Trimmed, lower-cased, domain in ASCII. */
  email: string;
  /** Which box on the page was used (the form's `source` field), e.g. home-top. */
  source: string | null;
  /** The path of the page the form was on, without query or fragment. */
  sourcePage: string | null;
  utm: {
    source: string | null;
    medium: string | null;
    campaign: string | null;
    term: string | null;
    content: string | null;
  };
};

export type ValidationCode = "bot" | "empty" | "invalid-email" | "adult";

export type ValidationResult = { ok: true; form: SignupForm } | { ok: false; code: ValidationCode };

/** What a sign-up may be posted as: FormData (a form), URLSearchParams, or a plain object. */
export type SignupInput = FormData | URLSearchParams | Record<string, unknown>;

/**
 * Checks a posted sign-up form. In this order:
 * 1. `website` (a honeypot people never see) must be empty, or the result is "bot";
 * 2. `email` must be present ("empty") and a deliverable address of at most 254 characters ("invalid-email");
 * 3. `adult` must be "on" or "true" ("adult"). The form in apps/web posts it as `ageConfirmed`, which is
 *    read as the same field.
 *
 * Also read, never a reason to refuse: `source` (the box id, cut to 64), `page` (the path the form was
 * on; when absent, the path of `referer` if it is on `siteOrigin`), and utm_source, utm_medium,
 * utm_campaign, utm_term and utm_content (each cut to 200; when absent, taken from the page's query).
 */
export function validateSignup(
  input: SignupInput,
  options: { referer?: string | null; siteOrigin?: string } = {},
): ValidationResult {
  const fields = formFields(input);
  if (field(fields, "website").trim() !== "") return { ok: false, code: "bot" };

  const parsed = signupSchema.safeParse({
    email: field(fields, "email"),
    adult: field(fields, "adult") || field(fields, "ageConfirmed"),
    source: field(fields, "source"),
    page: field(fields, "page"),
  });
  if (!parsed.success) {
    const codes = new Set(parsed.error.issues.map((issue) => issue.message));
    const code = (["empty", "invalid-email", "adult"] as const).find((candidate) => codes.has(candidate));
    return { ok: false, code: code ?? "invalid-email" };
  }

  const { data } = parsed;
  const page = pageUrl(data.page, options) ?? pageUrl(options.referer ?? "", { ...options, sameOriginOnly: true });
  const utm = (name: (typeof utmParams)[number]) =>
    capped(utmMaxLength).parse(field(fields, name) || (page?.searchParams.get(name) ?? ""));
  return {
    ok: true,
    form: {
      email: data.email,
      source: data.source,
      sourcePage: page ? page.pathname.slice(0, pagePathMaxLength) : null,
      utm: {
        source: utm("utm_source"),
        medium: utm("utm_medium"),
        campaign: utm("utm_campaign"),
        term: utm("utm_term"),
        content: utm("utm_content"),
      },
    },
  };
}

/**
 * `value` as a URL on the site: a path ("/casinos?utm_source=x") or, with `sameOriginOnly`, an
 * absolute URL on `siteOrigin` (a Referer). Null for anything else.
 */
function pageUrl(value: string, options: { siteOrigin?: string; sameOriginOnly?: boolean }): URL | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const base = options.siteOrigin ?? "https://casinolupa.invalid";
  try {
    if (options.sameOriginOnly) {
      const url = new URL(trimmed);
      return options.siteOrigin && url.origin === new URL(options.siteOrigin).origin ? url : null;
    }
    // Only a path: "//evil.example/x" and "https://…" are not pages of ours.
    if (!trimmed.startsWith("/") || trimmed.startsWith("//") || trimmed.startsWith("/\\")) return null;
    return new URL(trimmed, base);
  } catch {
    return null;
  }
}

/** Every posted field as its first string value (files count as absent). */
function formFields(input: SignupInput): Map<string, string> {
  const fields = new Map<string, string>();
  const entries: Iterable<[string, unknown]> =
    input instanceof FormData || input instanceof URLSearchParams ? input.entries() : Object.entries(input);
  for (const [name, value] of entries) {
    if (!fields.has(name) && typeof value === "string") fields.set(name, value);
  }
  return fields;
}

function field(fields: Map<string, string>, name: string): string {
  return fields.get(name) ?? "";
}
