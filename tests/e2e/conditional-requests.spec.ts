// What a CDN in front of the site relies on: every response it may keep (the pages, sitemap.xml, robots.txt, the
// change log's feed, an
// image, a built asset) carries a validator, a request that names it is answered 304 without a body, a HEAD carries
// the same headers as its GET, and each encoding has its own validator (a cache revalidating its gzip copy must
// never be told that an identity body is the same bytes). Sent with node:http, so the encodings and the raw
// bytes are exactly what is asked for and received.
import { request as httpRequest } from "node:http";
import { expect, test } from "./fixtures";

type Reply = { status: number; headers: Record<string, string>; body: Buffer };

function send(url: string, method: "GET" | "HEAD", headers: Record<string, string>): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Headers that describe the connection or the moment, not the representation. */
const PER_MESSAGE = new Set(["date", "connection", "keep-alive", "transfer-encoding", "x-request-id"]);
const representation = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_MESSAGE.has(name)));

const ENCODINGS = ["identity", "gzip", "br"];

test("every response a CDN may keep has a validator per encoding, answers it with 304, and its HEAD matches its GET", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => new URL(loc).pathname);
  expect(pages.length).toBeGreaterThan(20);
  const home = await (await request.get("/")).text();
  const image = /<img[^>]+src="(\/[^"]+)"/.exec(home)?.[1];
  // Attributes in any order: the stylesheet is the <link> whose rel is "stylesheet".
  const stylesheetLink = /<link\b(?=[^>]*\brel="stylesheet")[^>]*>/.exec(home)?.[0] ?? "";
  const stylesheet = /\bhref="(\/assets\/[^"]+\.css)"/.exec(stylesheetLink)?.[1];
  const pageModule = /data-module="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
  expect(image, "an image on home").toBeTruthy();
  expect(stylesheet, "the stylesheet").toBeTruthy();
  expect(pageModule, "the page module").toBeTruthy();
  const urls = [
    ...pages,
    "/robots.txt",
    "/sitemap.xml",
    "/cambios.xml",
    image ?? "",
    stylesheet ?? "",
    pageModule ?? "",
  ];

  const problems: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  for (const path of urls) {
    const url = new URL(path, baseURL).href;
    const variants: { encoding: string; contentEncoding: string; etag?: string }[] = [];
    for (const encoding of ENCODINGS) {
      const asked = { "Accept-Encoding": encoding };
      const got = await send(url, "GET", asked);
      const at = `${path} (${encoding})`;
      check(got.status === 200, `${at}: GET answered ${got.status}`);
      const cacheControl = got.headers["cache-control"] ?? "";
      check(
        /public|max-age/.test(cacheControl) && !/no-store|private/.test(cacheControl),
        `${at}: Cache-Control "${cacheControl}" lets no CDN keep it`,
      );
      const etag = got.headers.etag;
      const lastModified = got.headers["last-modified"];
      check(Boolean(etag || lastModified), `${at}: no ETag or Last-Modified`);
      variants.push({ encoding, contentEncoding: got.headers["content-encoding"] ?? "identity", etag });

      const head = await send(url, "HEAD", asked);
      check(head.body.length === 0, `${at}: HEAD has a body`);
      const [getHeaders, headHeaders] = [representation(got.headers), representation(head.headers)];
      for (const name of new Set([...Object.keys(getHeaders), ...Object.keys(headHeaders)])) {
        check(
          getHeaders[name] === headHeaders[name],
          `${at}: ${name} is "${getHeaders[name]}" on GET, "${headHeaders[name]}" on HEAD`,
        );
      }

      if (etag) {
        const again = await send(url, "GET", { ...asked, "If-None-Match": etag });
        check(again.status === 304, `${at}: If-None-Match ${etag} answered ${again.status}, not 304`);
        check(again.body.length === 0, `${at}: the 304 has a body`);
        check(again.headers.etag === etag, `${at}: the 304 names ETag ${again.headers.etag}, not ${etag}`);
      }
      if (lastModified && !etag) {
        const again = await send(url, "GET", { ...asked, "If-Modified-Since": lastModified });
        check(again.status === 304, `${at}: If-Modified-Since answered ${again.status}, not 304`);
      }
    }
    // Bodies in different encodings never share a strong ETag, and one encoding's ETag never revalidates another.
    for (const a of variants) {
      for (const b of variants) {
        if (a === b || a.contentEncoding === b.contentEncoding || !a.etag || !b.etag) continue;
        check(
          !(a.etag === b.etag && !a.etag.startsWith("W/")),
          `${path}: ${a.encoding} and ${b.encoding} share the strong ETag ${a.etag}`,
        );
        if (a.etag !== b.etag) {
          const crossed = await send(url, "GET", { "Accept-Encoding": b.encoding, "If-None-Match": a.etag });
          check(
            crossed.status === 200,
            `${path}: the ${a.encoding} ETag revalidated the ${b.encoding} body (${crossed.status})`,
          );
        }
      }
    }
  }
  expect(problems).toEqual([]);
});
