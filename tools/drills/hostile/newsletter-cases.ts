// The hostile drill's bad requests to POST /newsletter: oversized and mistyped bodies, broken encodings, injection
// strings here; forged or missing Origin, refused forms, other methods and huge headers in
// ./newsletter-request-cases.ts. None may store a sign-up.
import { toDeliverableAddress } from "@casinolupa/newsletter";
import { type Case, FORM, form, headerSafe, INJECTIONS, type NewCase, uniqueEmail, validOrigin } from "./cases.ts";
import { newsletterRequestCases } from "./newsletter-request-cases.ts";

/** A complete, valid sign-up as multipart/form-data with `boundary`, closed or cut off before its end. */
function multipart(boundary: string, closed: boolean): string {
  const fields = { email: uniqueEmail(), ageConfirmed: "true", website: "", source: "drill-hostile", page: "/" };
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return closed ? `${parts.join("")}--${boundary}--\r\n` : parts.join("").slice(0, -2);
}

export function newsletterCases(): Case[] {
  return [...bodyCases(), ...newsletterRequestCases()];
}

/** Bad bodies: oversized, mistyped, broken encodings, invalid UTF-8, injection strings. */
function bodyCases(): Case[] {
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
  return cases;
}
