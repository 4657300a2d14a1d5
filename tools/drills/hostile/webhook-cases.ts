// The hostile drill's bad requests to POST /api/sanity-webhook: missing, bad, truncated and misapplied signatures,
// oversized and mistyped bodies, broken encodings, injection strings, other methods and huge headers. None may
// empty the caches.
import { encodeSignatureHeader } from "@sanity/webhook";
import { type Case, headerSafe, INJECTIONS, JSON_TYPE, type NewCase, ORIGIN, SECRET } from "./cases.ts";

export async function webhookCases(): Promise<Case[]> {
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
