// How a cached page is answered: the 304 when the client's copy of the chosen encoding is current, else that
// encoding's bytes, with headers made once per page and encoding (a cached page is answered thousands of times).
import { type CachedPage, PAGE_CACHE_CONTROL } from "./page-cache.server";
import { chooseEncoding, type Encoding, encodingEtag, matchesEtag, uncompressed } from "./page-encoding.server";

export type PageAnswer = { status: number; headers: [string, string][]; body: Buffer | null; encoding: Encoding };

const answerHeaders = new WeakMap<CachedPage, Partial<Record<Encoding | "304", [string, string][]>>>();

function headersOf(page: CachedPage, encoding: Encoding, notModified: boolean): [string, string][] {
  let made = answerHeaders.get(page);
  if (!made) {
    made = {};
    answerHeaders.set(page, made);
  }
  const slot = notModified ? "304" : encoding;
  const known = made[slot];
  if (known) return known;
  const headers: [string, string][] = [...page.headers];
  // Only a page has a validator: a 404 is answered whole, never revalidated.
  if (page.status === 200) headers.push(["ETag", encodingEtag(page.hash, encoding)]);
  headers.push(["Cache-Control", PAGE_CACHE_CONTROL], ["Vary", "Accept-Encoding"]);
  if (!notModified) {
    if (encoding !== "identity") headers.push(["Content-Encoding", encoding]);
    const length = encoding === "identity" ? page.identityLength : page.bodies[encoding].length;
    headers.push(["Content-Length", String(length)]);
  }
  made[slot] = headers;
  return headers;
}

/** How to answer from a cached page: 304 when the client's copy of this encoding is current, else its bytes. */
export function pageAnswer(
  page: CachedPage,
  request: { method: string; ifNoneMatch?: string | null; acceptEncoding?: string | null },
): PageAnswer {
  const encoding = chooseEncoding(request.acceptEncoding);
  if (page.status === 200 && matchesEtag(request.ifNoneMatch, encodingEtag(page.hash, encoding))) {
    return { status: 304, headers: headersOf(page, encoding, true), body: null, encoding };
  }
  const body =
    request.method === "HEAD" ? null : encoding === "identity" ? uncompressed(page.bodies) : page.bodies[encoding];
  return { status: page.status, headers: headersOf(page, encoding, false), body, encoding };
}
