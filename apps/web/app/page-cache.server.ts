// An in-process cache of rendered pages. Rendering React is the server's main cost; a cached page is served
// from memory, already compressed, with a validator per encoding so browsers and CDNs revalidate with a 304.
// What keeps it from being flooded or stampeded (docs/architecture.md, "Page cache"):
// - the key is the path plus only the query parameters the page reads (page-key.server.ts), so `?utm_source=`
//   or `?x=1` is the page itself, not a new entry;
// - entries are bounded by bytes (lru-cache's maxSize), least recently used first out;
// - concurrent misses of one key share one render (single flight);
// - an expired entry is still served while one background render replaces it (stale-while-revalidate);
// - every entry belongs to the content revision it was rendered from: `invalidate()` (a publish) starts a new
//   revision, and no entry or render of an older one is served or stored after it;
// - expiry times are spread (jitter), so pages rendered together do not all expire together.
//
// NOTE: a cached page keeps the CSP nonce it was rendered with, so the nonce is unique per render, not per
// response. See docs/decisions/008-serving-under-load.md and 004.
import { LRUCache } from "lru-cache";
import { compressPage, contentHash, type EncodedBodies, uncompressedAsync } from "./page-encoding.server";

export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** Validator of the uncompressed bytes; each encoding's ETag derives from it. */
  hash: string;
  bodies: EncodedBodies;
  /** Bytes of the uncompressed body, which is not kept (page-encoding.server.ts). */
  identityLength: number;
  /** Whether the bodies are compressed at the final levels yet. */
  final: boolean;
  revision: number;
  freshUntil: number;
  /** After this it is not served even stale. */
  staleUntil: number;
};

export type Lookup = { page: CachedPage; state: "fresh" | "stale" };

/** A render's outcome: a page now in the cache, or a response that may not be cached (only its caller may send it). */
export type Filled = { page: CachedPage; shared: boolean } | { response: Response };

/** What CDNs and browsers may do with a page: a CDN holds it a minute and serves it stale while it refetches. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/**
 * Runs one render, the reading of its body and the storing of its page (the compression included). A render
 * limit holds its slot for all of it: compression done after the slot was given back let finished renders
 * pile up behind libuv's thread pool, uncounted, while the limit let more renders in. It may refuse by
 * throwing. (The body is read once, by the store: reading it for the limit and again for the store cost two
 * more copies of every page rendered.)
 */
export type Hold = <T>(work: () => Promise<T>) => Promise<T>;

const unlimited: Hold = (work) => work();

export type FillOptions = {
  /** Store the page only when its status is this one (the shared 404 page must not take another answer). */
  status?: number;
};

export type PageCacheOptions = {
  ttlMs: number;
  /** Total bytes of page bodies (all encodings) the cache may hold. */
  maxBytes: number;
  /** How long past its expiry a page may still be served while it is rendered again. */
  staleMs?: number;
  /** Each entry's lifetime is shortened by up to this fraction, at random. */
  jitter?: number;
  now?: () => number;
  random?: () => number;
};

export type PageCache = ReturnType<typeof createPageCache>;

// Headers, object and map entry: what an entry costs besides its bodies.
const ENTRY_OVERHEAD_BYTES = 2_048;

export function createPageCache({
  ttlMs,
  maxBytes,
  staleMs = 600_000,
  jitter = 0.1,
  now = Date.now,
  random = Math.random,
}: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.bodies.br.length + page.bodies.gzip.length + ENTRY_OVERHEAD_BYTES,
  });
  const flights = new Map<string, Promise<CachedPage | null>>();
  let revision = 0;
  // Recompression at the final levels, one page at a time.
  const recompressQueue = new Set<string>();
  let recompressing = false;

  function lookup(key: string): Lookup | undefined {
    const page = pages.get(key);
    if (!page) return undefined;
    const time = now();
    if (page.revision !== revision || time >= page.staleUntil) {
      pages.delete(key);
      return undefined;
    }
    if (time < page.freshUntil) {
      if (!page.final) scheduleRecompression(key);
      return { page, state: "fresh" };
    }
    return { page, state: "stale" };
  }

  async function store(key: string, response: Response, startedIn: number): Promise<CachedPage> {
    const identity = Buffer.from(await response.arrayBuffer());
    const time = now();
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name)),
      hash: contentHash(identity),
      bodies: await compressPage(identity, "fast"),
      identityLength: identity.length,
      final: false,
      revision: startedIn,
      freshUntil: time + ttlMs * (1 - jitter * random()),
      staleUntil: time + ttlMs + staleMs,
    };
    // Content published while this page rendered: it is answered to those who asked, never kept.
    if (startedIn === revision) pages.set(key, page);
    return page;
  }

  function scheduleRecompression(key: string): void {
    recompressQueue.add(key);
    if (recompressing) return;
    recompressing = true;
    setImmediate(async function next() {
      const [first] = recompressQueue;
      if (first === undefined) {
        recompressing = false;
        return;
      }
      recompressQueue.delete(first);
      const page = pages.peek(first);
      if (page && !page.final) {
        const bodies = await uncompressedAsync(page.bodies)
          .then((identity) => compressPage(identity, "final"))
          .catch(() => null);
        // Replaced only if the entry is still the one compressed (no publish or new render since).
        if (bodies && pages.peek(first) === page) pages.set(first, { ...page, bodies, final: true });
      }
      setImmediate(next);
    });
  }

  /**
   * The page for `key`, rendered by `render` unless another request is already rendering it, in which case
   * this one waits for that render. A response that may not be cached goes to the request that rendered it;
   * the others then render for themselves.
   */
  async function fill(
    key: string,
    render: () => Promise<Response>,
    hold: Hold = unlimited,
    options: FillOptions = {},
  ): Promise<Filled> {
    const pending = flights.get(key);
    if (pending) {
      const page = await pending;
      if (page) return { page, shared: true };
    }
    return lead(key, render, hold, options);
  }

  async function lead(key: string, render: () => Promise<Response>, hold: Hold, options: FillOptions): Promise<Filled> {
    const startedIn = revision;
    let settle: (page: CachedPage | null) => void = () => {};
    const flight = new Promise<CachedPage | null>((resolve) => {
      settle = resolve;
    });
    if (!flights.has(key)) flights.set(key, flight);
    try {
      const filled = await hold(async (): Promise<Filled> => {
        const response = await render();
        const expected = options.status === undefined || response.status === options.status;
        // Read whole inside `hold`, so a slot held around it is held exactly as long as the work.
        if (!expected || !isCacheableResponse(response)) return { response: await readWhole(response) };
        return { page: await store(key, response, startedIn), shared: false };
      });
      settle("page" in filled ? filled.page : null);
      return filled;
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (flights.get(key) === flight) flights.delete(key);
    }
  }

  return {
    /** The page cached for `key`, fresh or stale; undefined when there is none to serve. */
    get: lookup,
    fill,
    /**
     * Renders a stale page again in the background, unless a render of it is under way. `render` or `hold`
     * may refuse (resolve null, throw) when the process is busy: the stale page is then served a little longer.
     */
    refresh(
      key: string,
      render: () => Promise<Response | null>,
      hold: Hold = unlimited,
      options: FillOptions = {},
    ): void {
      if (flights.has(key)) return;
      void lead(key, async () => (await render()) ?? new Response(null, { status: 503 }), hold, options)
        .then((filled) => {
          if ("response" in filled) void filled.response.body?.cancel();
        })
        .catch(() => {});
    },
    /** Whether a render of `key` is under way (a request for it would wait for that one, not render). */
    rendering(key: string): boolean {
      return flights.has(key);
    },
    /** A publish: every page rendered so far, and every render under way, belongs to the past. */
    invalidate(): void {
      revision += 1;
      pages.clear();
      flights.clear();
      recompressQueue.clear();
    },
    get revision(): number {
      return revision;
    },
    get size(): number {
      return pages.size;
    },
    /** Bytes held, as counted against the budget. */
    get bytes(): number {
      return pages.calculatedSize;
    },
  };
}

async function readWhole(response: Response): Promise<Response> {
  if (!response.body) return response;
  return new Response(await response.arrayBuffer(), response);
}

const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "etag", "cache-control", "vary"]);

/**
 * A page every visitor may be served: a 200 or a 404 (an unknown path, which a flood of them would otherwise
 * render each time), HTML, setting no cookie and not marked private.
 */
export function isCacheableResponse(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    (response.status === 200 || response.status === 404) &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !/no-store|private/.test(cacheControl)
  );
}
