// An in-process cache of rendered pages, keyed by URL. Rendering React on every request is the server's main
// cost; a cached page is served from memory, already compressed, with an ETag so browsers and CDNs revalidate
// with a 304. It is emptied together with the content cache when an editor publishes (the Sanity webhook) and
// entries expire after the content TTL.
//
// NOTE: a cached page keeps the CSP nonce it was rendered with, so the nonce is unique per render, not per
// response. Pages carry no visitor input, and any new content or query string means a new render with a new
// nonce, so an attacker cannot learn a nonce before injecting. See docs/decisions/004-page-cache-and-csp-nonces.md.
import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

export type CachedPage = {
  status: number;
  headers: [string, string][];
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  freshUntil: number;
};

/** What CDNs and browsers may do with a page: a CDN holds it a minute and serves it stale while it refetches. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache({ ttlMs, maxEntries = 500 }: { ttlMs: number; maxEntries?: number }) {
  const pages = new Map<string, CachedPage>();

  return {
    get(key: string): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.freshUntil <= Date.now()) {
        pages.delete(key);
        return undefined;
      }
      // Map order doubles as recency: re-insert on use, evict from the front.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },

    async store(key: string, response: Response): Promise<CachedPage> {
      const identity = Buffer.from(await response.arrayBuffer());
      const page: CachedPage = {
        status: response.status,
        headers: [...response.headers].filter(([name]) => !["content-length", "content-encoding"].includes(name)),
        etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
        identity,
        gzip: gzipSync(identity, { level: 9 }),
        br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
        freshUntil: Date.now() + ttlMs,
      };
      pages.set(key, page);
      while (pages.size > maxEntries) pages.delete(pages.keys().next().value ?? "");
      return page;
    },

    clear(): void {
      pages.clear();
    },

    get size(): number {
      return pages.size;
    },
  };
}

/** Only full-page GETs (not React Router's `.data` requests) whose response is a public HTML page. */
export function isCacheableRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  return !new URL(request.url).pathname.endsWith(".data");
}

export function isCacheableResponse(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !/no-store|private/.test(cacheControl)
  );
}

export type PageAnswer = { status: number; headers: [string, string][]; body: Buffer | null };

/**
 * How to answer from a cached page: 304 when the browser's copy is current, else the best encoding it
 * accepts. Shared by the React Router middleware and the server's fast path, which both answer from the cache.
 */
export function pageAnswer(
  page: CachedPage,
  request: { method: string; ifNoneMatch?: string | null; acceptEncoding?: string | null },
): PageAnswer {
  const headers: [string, string][] = [
    ...page.headers.filter(([name]) => !["etag", "cache-control", "vary"].includes(name)),
    ["ETag", page.etag],
    ["Cache-Control", PAGE_CACHE_CONTROL],
    ["Vary", "Accept-Encoding"],
  ];
  if (request.ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === page.etag)) {
    return { status: 304, headers, body: null };
  }
  const accepted = request.acceptEncoding ?? "";
  const [encoding, body] = /\bbr\b/.test(accepted)
    ? ["br", page.br]
    : /\bgzip\b/.test(accepted)
      ? ["gzip", page.gzip]
      : ["identity", page.identity];
  if (encoding !== "identity") headers.push(["Content-Encoding", encoding]);
  headers.push(["Content-Length", String(body.length)]);
  return { status: page.status, headers, body: request.method === "HEAD" ? null : body };
}

/** The cache key of a URL: its path and query string, as React Router sees them. */
export function pageCacheKey(url: URL): string {
  return url.pathname + url.search;
}

export function respondWithPage(page: CachedPage, request: Request): Response {
  const answer = pageAnswer(page, {
    method: request.method,
    ifNoneMatch: request.headers.get("If-None-Match"),
    acceptEncoding: request.headers.get("Accept-Encoding"),
  });
  return new Response(answer.body ? new Uint8Array(answer.body) : null, {
    status: answer.status,
    headers: answer.headers,
  });
}
