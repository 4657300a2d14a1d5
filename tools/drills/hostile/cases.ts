// What the hostile drill's request tables share: the site it attacks, the request shape, and the building blocks
// of bad requests (forms, headers, injection strings).
import type { RawRequest } from "../lib/raw-http.ts";

export const SITE_PORT = 3530;
export const SECRET = "drill-webhook-secret-3530";
export const ORIGIN = `http://127.0.0.1:${SITE_PORT}`;

export type Case = RawRequest & {
  endpoint: "newsletter" | "webhook";
  category: string;
  /** A body over the route's limit. */
  oversized?: boolean;
};
export type NewCase = Omit<Case, "endpoint" | "category" | "path"> & { path?: string };

let sequence = 0;
export const uniqueEmail = () => `hostil-${++sequence}-${Date.now().toString(36)}@example.es`;
export const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    email: uniqueEmail(),
    ageConfirmed: "true",
    source: "drill-hostile",
    website: "",
    page: "/",
    ...fields,
  }).toString();
export const FORM = ["Content-Type", "application/x-www-form-urlencoded"] as [string, string];
export const JSON_TYPE = ["Content-Type", "application/json"] as [string, string];
export const validOrigin = ["Origin", ORIGIN] as [string, string];

/** The string with CR, LF and NUL made spaces, at most 2,000 characters: a header value a socket can carry. */
export const headerSafe = (value: string) =>
  [...value]
    .map((character) => (["\r", "\n", "\u0000"].includes(character) ? " " : character))
    .join("")
    .slice(0, 2_000);

export const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE newsletter_subscribers; --",
  '" OR 1=1 --',
  "1; SELECT pg_sleep(15)",
  "' UNION SELECT email FROM newsletter_subscribers --",
  "admin'--",
  "') OR ('a'='a",
  "$1",
  "\u0000",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "<svg onload=alert(1)>",
  "{{7*7}}",
  "$" + "{7*7}", // a template-injection probe, written so that it is no template here
  '<!--#exec cmd="ls"-->',
  "a@example.es\r\nBcc: victima@example.es",
  "x\r\nSet-Cookie: drill=1",
  "\r\n.\r\nMAIL FROM:<x@example.es>\r\n",
  "../../../../etc/passwd",
  "A".repeat(5_000),
  "\u202eevil",
  "😀@example.es",
  "ａdmin@example.es",
  "null",
  "undefined",
  "[object Object]",
  "%00",
  "%0d%0aBcc:x@example.es",
  "\\",
];
