// The hostile drill's bad requests to POST /newsletter around a valid-looking body: raw bytes in header values,
// forged or missing Origin, forms refused for what they say, other methods and huge headers.
import { type Case, FORM, form, type NewCase, ORIGIN, SITE_PORT, validOrigin } from "./cases.ts";

/** Bad requests around a body: raw bytes in headers, forged or missing Origin, refused forms, other methods, huge headers. */
export function newsletterRequestCases(): Case[] {
  const cases: Case[] = [];
  const add = (category: string, request: NewCase) =>
    cases.push({ endpoint: "newsletter", category, ...request, path: request.path ?? "/newsletter" });

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
