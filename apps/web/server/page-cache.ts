// Rendered pages kept in memory, compressed, on lru-cache's `fetch` (docs/decisions/008-serving-under-load.md):
// - single flight: concurrent misses of one key wait for one render;
// - stale-while-revalidate: an expired page is answered while one background render replaces it, for up to
//   `staleMs` past its expiry (as the `stale-while-revalidate` the CDN is sent);
// - bounded by bytes (the brotli body, which browsers take); gzip and uncompressed bodies are made from it when
//   first asked for and kept apart (`otherEncodings`), so a render pays for no gzip that nobody reads;
// - bound to the content revision: `invalidate()` (a publish) marks every page stale, answered while one render
//   replaces it; renders under way finish for those waiting (aborting them failed them: 60 × 500 in a storm);
// - pages with a query string (searches, filters: any number of them) have a budget of their own, an eighth of
//   the whole, so a flood of them never evicts the pages people read; and, mostly read once, a lighter brotli.
// Each encoding has its own validator, so a cache that revalidates one encoding is never handed another's body.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompressSync, gzipSync, constants as zlib } from "node:zlib";
import fresh from "fresh";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { PAGE_CACHE_CONTROL, STALE_PAGE_CACHE_CONTROL } from "../app/lib/cache-control";

const brotliAsync = promisify(brotliCompress);

export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** Validator of the uncompressed bytes; each encoding's ETag derives from it. */
  hash: string;
  br: Buffer;
  renderedAt: number;
  revision: number; // publishes seen when its render began
};

/** Runs a render within the render limit (render-limit.ts); it may refuse by throwing. */
export type Hold = <T>(work: () => Promise<T>) => Promise<T>;

/** How to render a key's page, and what to do with an answer that may not be kept. */
export type Fill = {
  render: (signal: AbortSignal) => Promise<Response>;
  /** A render for a visitor waiting for it. */
  hold: Hold;
  /** A render in the background, while the stale page is answered: only when a slot is free. */
  holdInBackground: Hold;
  /** Keep the page only when its status is this one (the shared 404 entry takes no other answer). */
  status?: number;
  /** Set when the render's answer may not be kept: it goes to the request that made it, whole. */
  passed?: Response;
};

export type PageCache = ReturnType<typeof createPageCache>;

// Headers, object and map entry: what an entry costs besides its bodies.
const ENTRY_OVERHEAD_BYTES = 2_048;
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "etag", "cache-control", "vary"]);

export function createPageCache({
  ttlMs,
  maxBytes,
  staleMs = 600_000,
  now = () => performance.now(),
}: {
  ttlMs: number;
  maxBytes: number;
  staleMs?: number;
  now?: () => number;
}) {
  let revision = 0;
  const lru = (maxSize: number, quality: number) =>
    new LRUCache<string, CachedPage, Fill>({
      ...{ maxSize, ttl: ttlMs, perf: { now }, ttlResolution: 0, allowStale: true, noDeleteOnStaleGet: true },
      sizeCalculation: (page) => page.br.length + ENTRY_OVERHEAD_BYTES,
      // A refused background render leaves the stale page in place; the next request tries again.
      noDeleteOnFetchRejection: true,
      async fetchMethod(_key, stale, { signal, context }) {
        const hold = stale ? context.holdInBackground : context.hold;
        const begun = revision;
        return hold(async () => {
          const response = await context.render(signal);
          const body = Buffer.from(await response.arrayBuffer());
          if (!isCacheable(response) || (context.status !== undefined && response.status !== context.status)) {
            context.passed = new Response(body.length > 0 ? body : null, response);
            return undefined;
          }
          return store(response, body, begun, quality);
        });
      },
    });
  // Brotli's quality: 5 for the pages people read, about a millisecond for a 70 KB page (9 saved about 2 % for some
  // 40 times the CPU); 4 for pages with a query string, which are mostly read once: a third less CPU for 5-7 % more
  // bytes (decision 008).
  const pages = lru(maxBytes, 5);
  const withQuery = lru(Math.max(1, Math.floor(maxBytes / 8)), 4);

  async function store(response: Response, identity: Buffer, begun: number, quality: number): Promise<CachedPage> {
    const br = await brotliAsync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    });
    return {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name)),
      hash: createHash("sha256").update(identity).digest("base64url").slice(0, 27),
      br: exact(br),
      renderedAt: now(),
      revision: begun,
    };
  }

  return {
    /**
     * The page for `key`: from memory (fresh, or stale while one background render replaces it), from a render
     * under way, or from a new render. Undefined when the render's answer may not be kept (`fill.passed` then
     * holds it, for the request that rendered it). Rejects when the render limit refuses.
     */
    async page(key: string, fill: Fill): Promise<{ page?: CachedPage; status: string; outdated?: boolean }> {
      const cache = key.includes("?") ? withQuery : pages;
      const held = cache.peek(key, { allowStale: true });
      if (held && now() - held.renderedAt > ttlMs + staleMs) cache.delete(key);
      const status: LRUCache.Status<string, CachedPage, Fill> = {};
      const forceRefresh = held !== undefined && held.revision !== revision;
      const page = await cache.fetch(key, { context: fill, status, forceRefresh });
      // For the request log: a render under way is "shared", or "stale" while the stale page is answered.
      const label =
        status.fetch === "inflight"
          ? status.returnedStale
            ? "stale"
            : "shared"
          : status.fetch === "refresh"
            ? "stale"
            : (status.fetch ?? "miss");
      // Stale because of a publish, not of its age: a CDN must not keep this copy (pageAnswer's `stale`).
      return { page, status: label, outdated: forceRefresh && label === "stale" };
    },
    /** A publish: every page rendered so far belongs to the past, as does every render under way. */
    invalidate() {
      revision += 1;
    },
    /**
     * An edit to the code (`pnpm dev`): every page is dropped and every render under way abandoned, so the next
     * request renders with the edited code; a stale page answered while it renders would hide the edit.
     */
    clear() {
      revision += 1;
      pages.clear();
      withQuery.clear();
    },
    /** Entries and bytes held, as counted against the budget. */
    size: () => ({ entries: pages.size + withQuery.size, bytes: pages.calculatedSize + withQuery.calculatedSize }),
  };
}

/** A page every visitor may be served: a 200 or a 404, HTML, setting no cookie and not marked private. */
export function isCacheable(response: Response): boolean {
  return (
    (response.status === 200 || response.status === 404) &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !/no-store|private/.test(response.headers.get("Cache-Control") ?? "")
  );
}

/**
 * The bytes in memory of their own size. zlib's output is a view of a larger chunk, and a small copy made with
 * Buffer.from lands in Node's shared 8 KiB pool: either would keep memory alive that the budget does not count.
 */
function exact(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

export type Encoding = "br" | "gzip" | "identity";
const AVAILABLE: Encoding[] = ["br", "gzip", "identity"];

/** The encoding for an Accept-Encoding header, by q-value, ties to brotli; identity even when refused (RFC 9110 12.5.3). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  // @types/negotiator lacks the `preferred` option negotiator 1 takes.
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }) as unknown as {
    encodings(available: Encoding[], options: { preferred: Encoding[] }): Encoding[];
  };
  return negotiator.encodings(AVAILABLE, { preferred: AVAILABLE })[0] ?? "identity";
}

/** The compressed encodings' ETags are weak (RFC 9110 8.8.1): they stand for what the bytes decode to. */
export function encodingEtag(hash: string, encoding: Encoding): string {
  return encoding === "identity" ? `"${hash}"` : `W/"${hash}-${encoding === "br" ? "br" : "gz"}"`;
}

/** A GET's answer from a cached page (a HEAD comes as its GET): 304 when the client's copy is current. */
export function pageAnswer(
  page: CachedPage,
  request: { ifNoneMatch?: string; acceptEncoding?: string; stale?: boolean },
): { status: number; headers: [string, string][]; body: Buffer | null } {
  const encoding = chooseEncoding(request.acceptEncoding);
  const headers: [string, string][] = [...page.headers];
  headers.push(
    ["Cache-Control", request.stale ? STALE_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL],
    ["Vary", "Accept-Encoding"],
  );
  // Only a page has a validator: a 404 is answered whole, never revalidated.
  if (page.status === 200) {
    const etag = encodingEtag(page.hash, encoding);
    headers.push(["ETag", etag]);
    if (fresh({ "if-none-match": request.ifNoneMatch }, { etag })) return { status: 304, headers, body: null };
  }
  if (encoding !== "identity") headers.push(["Content-Encoding", encoding]);
  const body = encoding === "br" ? page.br : otherEncoding(page, encoding);
  headers.push(["Content-Length", String(body.length)]);
  return { status: page.status, headers, body };
}

/**
 * The gzip and uncompressed bodies last asked for, by validator (a new render is a new key), at most 8 MB: made from
 * the brotli body on a page's first such request, so a client that takes gzip or no compression (Varnish for a gzip
 * visitor, curl) then costs what a browser does, not a decompression per request (decision 008).
 */
const otherEncodings = new LRUCache<string, Buffer, CachedPage>({
  ...{ maxSize: 8_000_000, maxEntrySize: 1_000_000, sizeCalculation: (body) => body.length },
  memoMethod(key, _stale, { context: page }) {
    const identity = brotliDecompressSync(page.br);
    return exact(key.endsWith(" gzip") ? gzipSync(identity, { level: 6 }) : identity);
  },
});
const otherEncoding = (page: CachedPage, encoding: "gzip" | "identity") =>
  otherEncodings.memo(`${page.hash} ${encoding}`, { context: page });
