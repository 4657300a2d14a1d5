// Hostile-input drill: hundreds of generated bad requests to POST /newsletter and POST /api/sanity-webhook (the
// site with SANITY_WEBHOOK_SECRET set), written byte for byte on sockets: oversized bodies, wrong content types,
// malformed URL encodings, invalid UTF-8, injection strings, forged and missing Origin, bad, truncated and
// replayed signatures, huge headers, other methods. Must hold: no 5xx, no hang, no row stored in
// newsletter_subscribers, no cache invalidation (the webhook prints "Content cache invalidated by the Sanity
// webhook" on success; the home page's ETag, which changes with every render, must stay the same too).
// Controls afterwards prove both detectors work; probes afterwards report behaviour worth knowing.

import { NEWSLETTER_BODY_LIMIT_BYTES, WEBHOOK_BODY_LIMIT_BYTES } from "@casinolupa/domain";
import { toDeliverableAddress } from "@casinolupa/newsletter";
import { encodeSignatureHeader } from "@sanity/webhook";
import { createDatabase } from "./lib/postgres.ts";
import { type RawRequest, type RawResponse, rawRequest } from "./lib/raw-http.ts";
import { Checks, type DrillReport, ms, Tally, table } from "./lib/report.ts";
import { startSite } from "./lib/site.ts";

const SITE_PORT = 3530;
const SECRET = "drill-webhook-secret-3530";
const CONCURRENCY = 8;
const INVALIDATED = "Content cache invalidated by the Sanity webhook";
const NEWSLETTER_LIMIT = NEWSLETTER_BODY_LIMIT_BYTES;
const WEBHOOK_LIMIT = WEBHOOK_BODY_LIMIT_BYTES;

type Case = RawRequest & {
  endpoint: "newsletter" | "webhook";
  category: string;
  /** A body over the route's limit. */
  oversized?: boolean;
};
type NewCase = Omit<Case, "endpoint" | "category" | "path"> & { path?: string };

const ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
let sequence = 0;
const uniqueEmail = () => `hostil-${++sequence}-${Date.now().toString(36)}@example.es`;
const form = (fields: Record<string, string>) =>
  new URLSearchParams({
    email: uniqueEmail(),
    ageConfirmed: "true",
    source: "drill-hostile",
    website: "",
    page: "/",
    ...fields,
  }).toString();
const FORM = ["Content-Type", "application/x-www-form-urlencoded"] as [string, string];
const JSON_TYPE = ["Content-Type", "application/json"] as [string, string];
const validOrigin = ["Origin", ORIGIN] as [string, string];

/** The string with CR, LF and NUL made spaces, at most 2,000 characters: a header value a socket can carry. */
const headerSafe = (value: string) =>
  [...value]
    .map((character) => (["\r", "\n", "\u0000"].includes(character) ? " " : character))
    .join("")
    .slice(0, 2_000);

/** A complete, valid sign-up as multipart/form-data with `boundary`, closed or cut off before its end. */
function multipart(boundary: string, closed: boolean): string {
  const fields = { email: uniqueEmail(), ageConfirmed: "true", website: "", source: "drill-hostile", page: "/" };
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return closed ? `${parts.join("")}--${boundary}--\r\n` : parts.join("").slice(0, -2);
}

const INJECTIONS = [
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

function newsletterCases(): Case[] {
  const cases: Case[] = [];
  const add = (category: string, request: NewCase) =>
    cases.push({ endpoint: "newsletter", category, ...request, path: request.path ?? "/newsletter" });

  // Oversized bodies: a valid sign-up padded past 1 MB, declared, lied about, or chunked.
  for (const size of [1_048_600, 2_000_000, 5_000_000]) {
    const body = `${form({})}&page=/${"a".repeat(size)}`;
    add("oversized (Content-Length)", { method: "POST", headers: [FORM, validOrigin], body, oversized: true });
    add("oversized (chunked, no Content-Length)", {
      method: "POST",
      headers: [FORM, validOrigin],
      body: `email=no-es-un-email&ageConfirmed=true&page=/${"a".repeat(size)}`,
      chunked: true,
      oversized: true,
    });
  }
  add("oversized (Content-Length lies: 100)", {
    method: "POST",
    headers: [FORM, validOrigin, ["Content-Length", "100"]],
    body: `email=x&page=${"a".repeat(1_048_600)}`,
  });
  add("oversized (Content-Length lies: huge)", {
    method: "POST",
    headers: [FORM, validOrigin, ["Content-Length", "999999999999"]],
    body: form({}),
  });
  add("oversized (10,000 fields)", {
    method: "POST",
    headers: [FORM, validOrigin],
    body: Array.from({ length: 10_000 }, (_, i) => `f${i}=x`).join("&"),
    oversized: true,
  });

  // Wrong content types, with an otherwise valid sign-up in them.
  const jsonBody = JSON.stringify({ email: uniqueEmail(), ageConfirmed: "true", website: "" });
  for (const [type, body] of [
    ["application/json", jsonBody],
    ["text/plain", form({})],
    ["text/plain;charset=UTF-8", form({})],
    ["application/xml", `<email>${uniqueEmail()}</email>`],
    ["application/octet-stream", form({})],
    ["image/png", "\x89PNG\r\n\x1a\n"],
    ["application/x-www-form-urlencoded", jsonBody],
    ["", form({})],
    ["multipart/form-data", form({})],
    ["multipart/form-data; boundary=", form({})],
    ["multipart/form-data; boundary=abc", "garbage without any boundary"],
    ["multipart/form-data; boundary=abc", multipart("xyz", true)],
    ["multipart/form-data; boundary=abc", multipart("abc", false)],
    ["multipart/form-data; boundary=abc", multipart("abc", true).replaceAll("\r\n", "\n")],
    ["multipart/form-data", multipart("abc", true)],
    ["multipart/mixed; boundary=abc", multipart("abc", true)],
    ["multipart/form-data; boundary=abc", `--abc\r\nContent-Disposition: form-data\r\n\r\nx\r\n--abc--`],
    ["multipart/form-data; boundary=abc", `--abc\r\n\r\n\r\n--abc--\r\n`],
    [
      "multipart/form-data; boundary=abc",
      `--abc\r\nContent-Disposition: form-data; name="email"; filename="../../x"\r\nContent-Type: text/html\r\n\r\n<script>x</script>\r\n--abc--`,
    ],
    [
      "multipart/form-data; boundary=abc",
      `${'--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n'.repeat(2_000)}--abc--`,
    ],
    [
      "application/x-www-form-urlencoded; charset=utf-16le",
      Buffer.from("email=x&ageConfirmed=true", "utf16le").toString("latin1"),
    ],
    ["application/x-www-form-urlencoded\r\nX-Injected: 1", form({ email: "x" })],
  ] as const) {
    const headers: [string, string][] = [validOrigin];
    if (type !== "") headers.push(["Content-Type", type]);
    add("wrong content type", { method: "POST", headers, body: Buffer.from(body, "latin1") });
  }

  // Malformed URL encodings in the address (and in the field names).
  for (const email of [
    "%ZZ",
    "%",
    "%%",
    "ana%ZZ%40example.es",
    "ana%40example.es%",
    "ana%40example.es%E0%A4%A",
    "%ED%A0%80ana%40example.es",
    "ana%ED%B0%80%40example.es",
    "%uD800%40example.es",
    "%C0%AE%C0%AE%2F",
    "%C0%80%40example.es",
    "%F4%90%80%80%40example.es",
    "%FF%FE%40example.es",
    "ana%00%40example.es",
    "ana%2540example.es",
  ]) {
    // Lenient decoding leaves "%ZZ" as it is, and "%" is allowed in an address: such a value is a valid address,
    // so it goes with a forged Origin (as injections do below) and must be refused all the same.
    const decoded = new URLSearchParams(`email=${email}`).get("email") ?? "";
    const origin =
      toDeliverableAddress(decoded.trim()) === null
        ? validOrigin
        : (["Origin", "https://evil.example"] as [string, string]);
    add("malformed URL encoding", {
      method: "POST",
      headers: [FORM, origin],
      body: `email=${email}&ageConfirmed=true&website=`,
    });
  }
  for (const key of ["%ZZ", "em%ail", "%ED%A0%80", "email%00"]) {
    add("malformed URL encoding", {
      method: "POST",
      headers: [FORM, validOrigin],
      body: `${key}=x%40example.es&ageConfirmed=true`,
    });
  }
  add("malformed URL encoding", { method: "POST", headers: [FORM, validOrigin], body: "&&&==&=&email&ageConfirmed" });

  // Invalid UTF-8 bytes in the body.
  for (const bytes of [
    [0xff],
    [0xfe, 0xff],
    [0xc3, 0x28],
    [0xa0, 0xa1],
    [0xe2, 0x28, 0xa1],
    [0xf0, 0x28, 0x8c, 0xbc],
    [0xed, 0xa0, 0x80],
    [0xc0, 0xaf],
    [0xf8, 0x88, 0x80, 0x80, 0x80],
  ]) {
    const body = Buffer.concat([
      Buffer.from("email=ana"),
      Buffer.from(bytes),
      Buffer.from("@example.es&ageConfirmed=true&website="),
    ]);
    add("invalid UTF-8", { method: "POST", headers: [FORM, validOrigin], body });
    add("invalid UTF-8", {
      method: "POST",
      headers: [FORM, validOrigin],
      body: Buffer.concat([Buffer.from("email=x&source="), Buffer.from(bytes), Buffer.from("&ageConfirmed=true")]),
    });
  }

  // Injection strings: in the address with our Origin (when the validator would accept the string as an address,
  // it goes with a forged Origin instead), and in every other field of a valid sign-up with a forged Origin.
  for (const injection of INJECTIONS) {
    for (const email of [injection, `${injection}@example.es`, `ana@${injection}`]) {
      const acceptable = toDeliverableAddress(email.trim()) !== null;
      add("injection (email field)", {
        method: "POST",
        headers: [FORM, acceptable ? ["Origin", "https://evil.example"] : validOrigin],
        body: new URLSearchParams({ email, ageConfirmed: "true", website: "" }).toString(),
      });
    }
    add("injection (other fields, forged Origin)", {
      method: "POST",
      headers: [FORM, ["Origin", "https://evil.example"]],
      body: form({ source: injection, page: injection, utm_source: injection, ageConfirmed: injection }),
    });
  }
  for (const injection of INJECTIONS) {
    const value = headerSafe(injection).slice(0, 2_000);
    add("injection (headers, forged Origin)", {
      method: "POST",
      headers: [
        FORM,
        ["Origin", "https://evil.example"],
        ["User-Agent", value],
        ["Referer", value],
        ["X-Forwarded-For", value],
      ],
      body: form({}),
    });
  }
  // CR/LF and raw bytes inside header values (no HTTP client would send these).
  for (const value of [
    `${ORIGIN}\rX-Injected: 1`,
    `${ORIGIN}\nX-Injected: 1`,
    `${ORIGIN}\x00`,
    "\xff\xfe",
    `${ORIGIN} \r\n\tfolded`,
  ]) {
    add("injection (header CR/LF, raw bytes)", { method: "POST", headers: [FORM, ["Origin", value]], body: form({}) });
  }
  add("injection (header CR/LF, raw bytes)", {
    method: "POST",
    headers: [FORM, validOrigin, ["X-Forwarded-For", "1.2.3.4\r\nX-Injected: 1"]],
    body: form({ email: "x" }),
  });
  add("injection (header CR/LF, raw bytes)", {
    method: "POST",
    headers: [FORM, validOrigin, ["User-Agent", `<script>${"\u0000"}`]],
    body: form({ email: "x" }),
  });

  // A valid-looking sign-up from somewhere else.
  for (const origin of [
    "https://evil.example",
    "null",
    "http://127.0.0.1",
    `http://127.0.0.1:${SITE_PORT + 1}`,
    `https://127.0.0.1:${SITE_PORT}`,
    `http://localhost:${SITE_PORT}`,
    `http://127.0.0.1:${SITE_PORT}.evil.example`,
    `http://127.0.0.1:${SITE_PORT}@evil.example`,
    `http://evil.example/${ORIGIN}`,
    "https://www.casinolupa.es.evil.example",
    "https://casinolupa.es",
    "http://www.casinolupa.es",
    "file://",
    "chrome-extension://abcdefgh",
    "*",
    `${ORIGIN}, https://evil.example`,
    `https://evil.example ${ORIGIN}`,
    ORIGIN.toUpperCase().replace("HTTP", "ftp"),
  ]) {
    add("forged Origin", { method: "POST", headers: [FORM, ["Origin", origin]], body: form({}) });
  }
  add("forged Origin", {
    method: "POST",
    headers: [FORM, ["Origin", "https://evil.example"], validOrigin],
    body: form({}),
  });
  add("forged Origin", {
    method: "POST",
    headers: [FORM, validOrigin, ["Origin", "https://evil.example"]],
    body: form({}),
  });
  add("forged Origin", {
    method: "POST",
    headers: [FORM, ["Origin", "https://evil.example"], ["Referer", `${ORIGIN}/`], ["Sec-Fetch-Site", "same-origin"]],
    body: form({}),
  });

  // No Origin at all.
  for (const headers of [
    [FORM],
    [FORM, ["Referer", `${ORIGIN}/`]],
    [FORM, ["Sec-Fetch-Site", "cross-site"]],
    [FORM, ["Sec-Fetch-Site", "same-site"]],
    [FORM, ["Sec-Fetch-Site", "none"]],
    [FORM, ["Sec-Fetch-Site", "Same-Origin-ish"]],
    [FORM, ["Origin", ""]],
    [FORM, ["Origin", "   "]],
  ] as [string, string][][]) {
    add("missing Origin", { method: "POST", headers, body: form({}) });
  }

  // Forms that must be refused for what they say (honeypot, no 18+ box, bad addresses).
  for (const fields of [
    { website: "http://spam.example" },
    { website: "x" },
    { ageConfirmed: "false" },
    { ageConfirmed: "" },
    { ageConfirmed: "on ", email: "x" },
    { email: "" },
    { email: "   " },
    { email: `${"a".repeat(65)}@example.es` },
    { email: `ana@${"a".repeat(250)}.es` },
    { email: "josé@example.es" },
    { email: "ana@example" },
    { email: "ana@@example.es" },
    { email: "ana@example..es" },
    { email: '"ana bel"@example.es' },
    { email: "ana@[127.0.0.1]" },
  ] as Record<string, string>[]) {
    const body = form(fields);
    const noAge = "ageConfirmed" in fields && fields.ageConfirmed === "" ? body.replace("ageConfirmed=&", "") : body;
    add("refused form (honeypot, 18+, address)", { method: "POST", headers: [FORM, validOrigin], body: noAge });
  }

  // Other methods: a valid-looking sign-up without our Origin, and an invalid one with it.
  for (const method of ["GET", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "PROPFIND", "CONNECT"]) {
    add("other methods", { method, headers: [FORM], body: method === "GET" || method === "HEAD" ? "" : form({}) });
    add("other methods", {
      method,
      headers: [FORM, validOrigin],
      body: method === "GET" || method === "HEAD" ? "" : form({ email: "x" }),
    });
  }

  // Huge headers (the server's limit is 16 KiB).
  for (const [name, size] of [
    ["Cookie", 20_000],
    ["X-Padding", 100_000],
    ["User-Agent", 17_000],
    ["Referer", 1_000_000],
  ] as const) {
    add("huge headers", { method: "POST", headers: [FORM, validOrigin, [name, "a".repeat(size)]], body: form({}) });
  }
  add("huge headers", {
    method: "POST",
    headers: [FORM, validOrigin, ...Array.from({ length: 2_000 }, (_, i) => [`X-H${i}`, "v"] as [string, string])],
    body: form({}),
  });
  add("huge headers", {
    method: "POST",
    path: `/newsletter?${"q=1&".repeat(10_000)}`,
    headers: [FORM, validOrigin],
    body: form({ email: "x" }),
  });
  return cases;
}

async function webhookCases(): Promise<Case[]> {
  const cases: Case[] = [];
  const add = (category: string, request: NewCase) =>
    cases.push({ endpoint: "webhook", category, ...request, path: request.path ?? "/api/sanity-webhook" });
  const body = JSON.stringify({ _id: "casino-bet365", _type: "casino", slug: { current: "bet365" } });
  const now = Date.now();
  const valid = await encodeSignatureHeader(body, now, SECRET);
  const sig = (value: string) => ["sanity-webhook-signature", value] as [string, string];

  add("no signature", { method: "POST", headers: [JSON_TYPE], body });
  add("no signature", { method: "POST", headers: [JSON_TYPE, sig("")], body });
  add("no signature", { method: "POST", headers: [JSON_TYPE, ["sanity-webhook-signatures", valid]], body });

  // Bad signatures.
  const wrongSecret = await encodeSignatureHeader(body, now, "not-the-secret");
  const otherTime = await encodeSignatureHeader(body, now - 1, SECRET);
  const [, mac = ""] = valid.split(",v1=");
  for (const value of [
    wrongSecret,
    otherTime.replace(/^t=\d+/, `t=${now}`),
    `t=${now},v1=${"A".repeat(43)}`,
    `t=${now},v1=${mac.toUpperCase()}`,
    `t=${now},v1=${mac}=`,
    `t=${now},v1=${mac}x`,
    `t=${now},v1=${Buffer.from(mac, "base64url").toString("hex")}`,
    `t=${now},v0=${mac}`,
    `v1=${mac},t=${now}`,
    `t=${now} v1=${mac} `,
    `t=${now},v1=${mac},v1=${mac}`,
    `t=-1,v1=${mac}`,
    `t=0,v1=${mac}`,
    `t=99999999999999999999999,v1=${mac}`,
    `t=${now / 1000},v1=${mac}`,
    "t=abc,v1=xyz",
    "garbage",
    "t=,v1=",
    ",",
    "t=1609459200000,v1=",
    `t=${now},v1=${"x".repeat(8_000)}`,
    `t=${now},v1=ñ${mac}`,
    `t=${now},v1=${mac}\u0000`,
    "' OR '1'='1",
    "<script>alert(1)</script>",
  ]) {
    add("bad signature", {
      method: "POST",
      headers: [JSON_TYPE, sig(Buffer.from(value, "utf8").toString("latin1"))],
      body,
    });
  }
  add("bad signature", { method: "POST", headers: [JSON_TYPE, sig(valid), sig(valid)], body });
  add("bad signature", { method: "POST", headers: [JSON_TYPE, sig(wrongSecret), sig(valid)], body });

  // Truncated signatures.
  for (let keep = 1; keep < valid.length; keep += Math.max(1, Math.floor(valid.length / 40))) {
    add("truncated signature", { method: "POST", headers: [JSON_TYPE, sig(valid.slice(0, keep))], body });
  }
  add("truncated signature", { method: "POST", headers: [JSON_TYPE, sig(valid.slice(1))], body });

  // The valid signature replayed with another body.
  for (const other of [
    `${body} `,
    ` ${body}`,
    body.replace("bet365", "bet366"),
    JSON.stringify({ ...JSON.parse(body), extra: true }),
    "{}",
    "[]",
    "null",
    body.slice(0, -1),
    `${body}\n`,
    body.toUpperCase(),
    JSON.stringify(JSON.parse(body), null, 2),
    `${Buffer.from(body, "utf8").toString("latin1")}\xff`,
    `${body}${"x".repeat(100_000)}`,
  ]) {
    add("replayed signature, other body", {
      method: "POST",
      headers: [JSON_TYPE, sig(valid)],
      body: Buffer.from(other, "latin1"),
    });
  }
  add("replayed signature, other body", { method: "POST", headers: [JSON_TYPE, sig(valid)], body: "" });
  add("replayed signature, other body", {
    method: "POST",
    headers: [JSON_TYPE, sig(valid)],
    body: `${body} `,
    chunked: true,
  });

  // Oversized bodies with a well-formed (but not matching) signature.
  for (const size of [1_048_600, 3_000_000]) {
    const big = JSON.stringify({ _id: "x", pad: "a".repeat(size) });
    add("oversized (Content-Length)", { method: "POST", headers: [JSON_TYPE, sig(valid)], body: big, oversized: true });
    add("oversized (chunked, no Content-Length)", {
      method: "POST",
      headers: [JSON_TYPE, sig(valid)],
      body: big,
      chunked: true,
      oversized: true,
    });
  }
  add("oversized (Content-Length lies: huge)", {
    method: "POST",
    headers: [JSON_TYPE, sig(valid), ["Content-Length", "999999999999"]],
    body,
  });

  // Wrong content types (the signature is over the bytes, so these are bad signatures too).
  for (const type of [
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=abc",
    "application/xml",
    "",
  ]) {
    const headers: [string, string][] = [sig(wrongSecret)];
    if (type) headers.push(["Content-Type", type]);
    add("wrong content type", {
      method: "POST",
      headers,
      body: type.startsWith("multipart") ? "--abc\r\ngarbage" : body,
    });
  }

  // Malformed encodings and invalid UTF-8 in the body.
  for (const bytes of [[0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x00]]) {
    add("invalid UTF-8", {
      method: "POST",
      headers: [JSON_TYPE, sig(valid)],
      body: Buffer.concat([Buffer.from('{"_id":"'), Buffer.from(bytes), Buffer.from('"}')]),
    });
  }
  for (const text of [
    '{"_id":"%ZZ"}',
    '{"_id":"\\uD800"}',
    '{"_id":"\\u0000"}',
    "%7B%22_id%22%3A1%7D",
    '{"a":'.repeat(5_000),
  ]) {
    add("malformed encoding / JSON", { method: "POST", headers: [JSON_TYPE, sig(valid)], body: text });
  }

  // Injection strings as the body and in the document id.
  for (const injection of INJECTIONS) {
    add("injection", {
      method: "POST",
      headers: [JSON_TYPE, sig(valid)],
      body: JSON.stringify({ _id: injection, _type: injection }),
    });
  }
  for (const injection of INJECTIONS) {
    add("injection", {
      method: "POST",
      headers: [JSON_TYPE, sig(headerSafe(injection).slice(0, 2_000))],
      body,
    });
  }
  add("injection", { method: "POST", headers: [JSON_TYPE, sig(`${valid}\rX-Injected: 1`)], body });

  // Forged or missing Origin (the webhook does not use it; a signature is what counts).
  for (const origin of ["https://evil.example", "null", ORIGIN]) {
    add("forged Origin", { method: "POST", headers: [JSON_TYPE, ["Origin", origin], sig(wrongSecret)], body });
  }

  // Other methods, some with the valid signature.
  for (const method of ["GET", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "TRACE", "PROPFIND"]) {
    add("other methods", {
      method,
      headers: [JSON_TYPE, sig(valid)],
      body: method === "GET" || method === "HEAD" ? "" : body,
    });
    add("other methods", { method, headers: [JSON_TYPE], body: "" });
  }

  // Huge headers.
  for (const [name, size] of [
    ["sanity-webhook-signature", 20_000],
    ["X-Padding", 100_000],
    ["Cookie", 17_000],
  ] as const) {
    add("huge headers", { method: "POST", headers: [JSON_TYPE, [name, "a".repeat(size)], sig(valid)], body });
  }
  add("huge headers", {
    method: "POST",
    headers: [JSON_TYPE, sig(valid), ...Array.from({ length: 2_000 }, (_, i) => [`X-H${i}`, "v"] as [string, string])],
    body,
  });
  return cases;
}

async function runAll(cases: Case[], port: number): Promise<(Case & { response: RawResponse })[]> {
  const results: (Case & { response: RawResponse })[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < cases.length) {
        const item = cases[next++];
        if (!item) break;
        results.push({ ...item, response: await rawRequest(port, item) });
      }
    }),
  );
  return results;
}

export async function hostileDrill(): Promise<DrillReport> {
  const started = Date.now();
  const checks = new Checks();
  const db = await createDatabase();
  const site = await startSite(SITE_PORT, {
    DATABASE_URL: db.url,
    SANITY_WEBHOOK_SECRET: SECRET,
    // Pages stay cached for the whole drill, so only a webhook could change the home page's ETag.
    CONTENT_CACHE_TTL_SECONDS: "3600",
  });
  const etag = async () =>
    (await fetch(`${site.url}/`, { headers: { "accept-encoding": "identity" } })).headers.get("etag");
  const invalidations = () => site.log().filter((line) => line.includes(INVALIDATED)).length;
  try {
    const etagBefore = await etag();
    const rowsBefore = await db.count("SELECT count(*) FROM newsletter_subscribers");
    const outboxBefore = await db.count("SELECT count(*) FROM newsletter_outbox");
    const invalidationsBefore = invalidations();

    const cases = [...newsletterCases(), ...(await webhookCases())];
    const results = await runAll(cases, SITE_PORT);

    // Let any late work finish before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const alive = site.process.child.exitCode === null;
    const rowsAfter = await db.count("SELECT count(*) FROM newsletter_subscribers");
    const outboxAfter = await db.count("SELECT count(*) FROM newsletter_outbox");
    const invalidationsDuring = invalidations() - invalidationsBefore;
    const etagAfter = alive ? await etag().catch(() => null) : null;

    // Per endpoint and category: how many, which statuses.
    const groups = new Map<string, { count: number; statuses: Tally; slowest: number }>();
    for (const result of results) {
      const key = `${result.endpoint === "newsletter" ? "POST /newsletter" : "POST /api/sanity-webhook"}\u0000${result.category}`;
      const group = groups.get(key) ?? { count: 0, statuses: new Tally(), slowest: 0 };
      group.count += 1;
      group.statuses.add(result.response.status);
      group.slowest = Math.max(group.slowest, result.response.ms);
      groups.set(key, group);
    }
    // Every answer that is not a plain refusal, for a look: successes, 5xx, no answer.
    const describe = (r: Case) => {
      const body = Buffer.isBuffer(r.body) ? r.body.toString("latin1") : (r.body ?? "");
      const headers = (r.headers ?? [])
        .filter(([name]) => name !== "Content-Type")
        .map(([name, value]) => `${name}: ${value.slice(0, 40)}`);
      return `${r.method} ${(r.path ?? "").slice(0, 40)} ${headers.join(", ").slice(0, 120)} body ${JSON.stringify(body.slice(0, 80))}${body.length > 80 ? "…" : ""}`;
    };
    const notable = results.filter(
      (r) =>
        r.response.status === 200 ||
        r.response.status === "no answer" ||
        r.response.status === "hang" ||
        (typeof r.response.status === "number" && r.response.status >= 500),
    );
    const notableTable = table(
      ["Endpoint", "Category", "Status", "Request"],
      notable.map((r) => [r.endpoint, r.category, r.response.status, describe(r)]),
    );
    const byCategory = table(
      ["Endpoint", "Category", "Requests", "Statuses", "Slowest"],
      [...groups.entries()].map(([key, group]) => {
        const [endpoint = "", category = ""] = key.split("\u0000");
        return [endpoint, category, group.count, group.statuses.toString(), ms(group.slowest)];
      }),
    );

    const serverErrors = results.filter((r) => typeof r.response.status === "number" && r.response.status >= 500);
    const hangs = results.filter((r) => r.response.status === "hang");
    // Node's HTTP server closes the socket of a CONNECT request it has no tunnel handler for: expected.
    const noAnswer = results.filter((r) => r.response.status === "no answer" && r.method !== "CONNECT");
    const oversizedNot413 = results.filter(
      (r) => r.oversized && r.response.status !== 413 && r.response.status !== 431,
    );
    const webhookOk = results.filter((r) => r.endpoint === "webhook" && r.response.status === 200);
    const statuses = new Tally();
    for (const r of results) statuses.add(r.response.status);

    // Controls: a correctly signed webhook and a valid sign-up must be seen by the same detectors.
    const controlBody = JSON.stringify({ _id: "casino-bet365", _type: "casino", control: true });
    const controlWebhook = await fetch(`${site.url}/api/sanity-webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": await encodeSignatureHeader(controlBody, Date.now(), SECRET),
      },
      body: controlBody,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const controlLogged = invalidations() - invalidationsBefore - invalidationsDuring;
    const etagAfterControl = await etag();
    const controlSignup = await fetch(`${site.url}/newsletter`, {
      method: "POST",
      headers: { origin: site.origin, "content-type": "application/x-www-form-urlencoded" },
      body: form({}),
    });
    const rowsAfterControl = await db.count("SELECT count(*) FROM newsletter_subscribers");

    // Probes, reported and not required: behaviour worth knowing about.
    const oldTimestamp = Date.now() - 24 * 3_600_000;
    const capturedBody = JSON.stringify({ _id: "casino-bet365", _type: "casino", captured: true });
    const captured = await encodeSignatureHeader(capturedBody, oldTimestamp, SECRET);
    const logBeforeReplay = invalidations();
    const replayStatuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const replay = await fetch(`${site.url}/api/sanity-webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "sanity-webhook-signature": captured },
        body: capturedBody,
      });
      replayStatuses.push(replay.status);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const replayInvalidations = invalidations() - logBeforeReplay;

    const rebindHost = `rebind.example:${SITE_PORT}`;
    const rebind = await rawRequest(SITE_PORT, {
      method: "POST",
      path: "/newsletter",
      headers: [["Host", rebindHost], FORM, ["Origin", `http://${rebindHost}`]],
      body: form({}),
    });
    const rowsAfterRebind = await db.count("SELECT count(*) FROM newsletter_subscribers");
    const paddedChunked = await rawRequest(SITE_PORT, {
      method: "POST",
      path: "/newsletter",
      headers: [FORM, validOrigin],
      body: `${form({})}&utm_content=${"a".repeat(1_048_600)}`,
      chunked: true,
    });
    const rowsAfterChunked = await db.count("SELECT count(*) FROM newsletter_subscribers");

    const summary = table(
      ["Figure", "Value"],
      [
        [
          "Bad requests sent",
          `${results.length} (${results.filter((r) => r.endpoint === "newsletter").length} to /newsletter, ${results.filter((r) => r.endpoint === "webhook").length} to /api/sanity-webhook), ${CONCURRENCY} at a time`,
        ],
        ["Statuses", statuses.toString()],
        ["5xx answers", serverErrors.length],
        ["No answer within 10 s (hang) / closed without an answer", `${hangs.length} / ${noAnswer.length}`],
        [
          "Rows in newsletter_subscribers before / after",
          `${rowsBefore} / ${rowsAfter} (outbox ${outboxBefore} / ${outboxAfter})`,
        ],
        [`"${INVALIDATED}" lines during the batch`, invalidationsDuring],
        ["Home page ETag before / after the batch", `${etagBefore} / ${etagAfter}`],
        [
          "Control: correctly signed webhook",
          `${controlWebhook.status}, ${controlLogged} log line(s), ETag then ${etagAfterControl}`,
        ],
        ["Control: valid sign-up with our Origin", `${controlSignup.status}, rows ${rowsAfter} → ${rowsAfterControl}`],
        [
          "Probe: a captured webhook (signed 24 h ago) replayed 3 times",
          `${replayStatuses.join(", ")}; ${replayInvalidations} invalidation(s)`,
        ],
        [
          "Probe: DNS rebinding (Host and Origin both rebind.example, valid sign-up)",
          `${rebind.status}; rows ${rowsAfterControl} → ${rowsAfterRebind}`,
        ],
        [
          "Probe: a valid sign-up padded to 1 MB, sent chunked (no Content-Length)",
          `${paddedChunked.status} in ${ms(paddedChunked.ms)}; rows ${rowsAfterRebind} → ${rowsAfterChunked}`,
        ],
        [
          "Oversized bodies not answered 413",
          oversizedNot413
            .map((r) => `${r.endpoint} ${r.category} ${Buffer.byteLength(r.body ?? "")} B → ${r.response.status}`)
            .join("; ") || "none",
        ],
      ],
    );

    checks.must(
      "Zero 5xx",
      serverErrors.length === 0,
      serverErrors
        .slice(0, 5)
        .map((r) => `${r.endpoint} ${r.category} → ${r.response.status} ${r.response.bodyStart.slice(0, 80)}`)
        .join("; ") || `${results.length} requests`,
    );
    checks.must(
      "No request hung (10 s)",
      hangs.length === 0,
      hangs
        .slice(0, 5)
        .map((r) => `${r.endpoint} ${r.category}`)
        .join("; ") || "0",
    );
    checks.must(
      "The site process did not crash",
      alive,
      alive ? "still running" : `exited ${site.process.child.exitCode}`,
    );
    checks.must(
      "Zero rows stored in newsletter_subscribers",
      rowsAfter === rowsBefore && outboxAfter === outboxBefore,
      `${rowsBefore} → ${rowsAfter}, outbox ${outboxBefore} → ${outboxAfter}`,
    );
    checks.must(
      "Zero cache invalidations",
      invalidationsDuring === 0 && webhookOk.length === 0 && etagBefore !== null && etagBefore === etagAfter,
      `${invalidationsDuring} log lines, ${webhookOk.length} webhook 200s, ETag ${etagBefore === etagAfter ? "unchanged" : "changed"}`,
    );
    checks.must(
      "Control: a correctly signed webhook is detected (200, log line, new ETag)",
      controlWebhook.status === 200 && controlLogged === 1 && etagAfterControl !== etagAfter,
      `${controlWebhook.status}, ${controlLogged} line(s)`,
    );
    checks.must(
      "Control: a valid sign-up is stored (the row count works)",
      controlSignup.status === 200 && rowsAfterControl === rowsAfter + 1,
      `${controlSignup.status}, +${rowsAfterControl - rowsAfter}`,
    );
    checks.should(
      "Every request got an answer (none closed without one; CONNECT aside)",
      noAnswer.length === 0,
      noAnswer
        .slice(0, 5)
        .map((r) => `${r.endpoint} ${r.category}`)
        .join("; ") || "0",
    );
    checks.should(
      `Bodies over the limit refused with 413 (newsletter ${NEWSLETTER_LIMIT / 1024} KiB, webhook ${WEBHOOK_LIMIT / 1024} KiB)`,
      oversizedNot413.length === 0,
      oversizedNot413.map((r) => `${r.endpoint} ${r.category} → ${r.response.status}`).join("; ") || "all 413 (or 431)",
    );
    checks.should(
      "A valid sign-up padded past 16 KiB is refused even when sent chunked",
      paddedChunked.status === 413 && rowsAfterChunked === rowsAfterRebind,
      `${paddedChunked.status}, stored ${rowsAfterChunked - rowsAfterRebind}`,
    );
    checks.should(
      "A replayed old webhook signature is refused",
      replayInvalidations === 0,
      `signed 24 h before: ${replayStatuses.join(", ")}, ${replayInvalidations} invalidation(s)`,
    );
    checks.should(
      "A sign-up through DNS rebinding (forged Host and matching Origin) is refused",
      rowsAfterRebind === rowsAfterControl,
      `${rebind.status}, stored ${rowsAfterRebind - rowsAfterControl}`,
    );

    return {
      name: "hostile",
      markdown: `### Hostile input: ${results.length} bad requests\n\n${summary}\n\n${byCategory}\n\nAnswers other than a refusal (200, 5xx, none):\n\n${notableTable}\n\n${checks.markdown()}`,
      checks: checks.list,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await site.stop();
    await db.drop();
  }
}
