// The one content client the web app uses. Two sources behind one `fetch`: the committed dataset evaluated
// with groq-js (the default, offline), or the live Sanity Content Lake. Results are cached in process with
// a TTL; when the source fails, the last good result keeps being served (logged, never an error page).
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { createClient, type SanityQueries } from "@sanity/client";
import { createImageUrlBuilder } from "@sanity/image-url";
import { evaluate, parse } from "groq-js";
import { LRUCache } from "lru-cache";
import { type DatasetDocument, loadLocalDataset } from "./local-dataset.ts";

export type QueryParams = Record<string, string | number | boolean | string[] | null>;
/** The result type typegen generated for a query written with `defineQuery`. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown;

export type LocalSourceConfig = {
  kind: "local";
  datasetFile: string;
  /** Folder of the dataset's image files. */
  imagesFolder: string;
};

export type LiveSourceConfig = {
  kind: "live";
  projectId: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  /** Only for tests and proxies: another host that answers the Content Lake query API. */
  apiHost?: string;
  /** Where Sanity serves images; only tests change it. */
  imageOrigin?: string;
  /**
   * Which documents a query sees: `published` (visitors; the default) or `drafts` (an editor's preview, each
   * draft standing in for its published document; needs a token that may read drafts).
   */
  perspective?: "published" | "drafts";
  /**
   * With `drafts`: the Studio's URL, so that strings carry Sanity's invisible stega marks naming their document
   * and field (what the visual-editing overlays read). Never for visitors.
   */
  stegaStudioUrl?: string;
};

export type ContentClientConfig = {
  source: LocalSourceConfig | LiveSourceConfig;
  /**
   * Read when the source fails and nothing was cached yet (a page first requested, or a process started,
   * during a Sanity outage): the committed dataset is older than the live content but better than an error.
   */
  fallback?: LocalSourceConfig;
  /**
   * URL prefix under which the web app serves content images on its own origin (e.g. "/content-images").
   * Image URLs in query results point there, so visitors never contact another host.
   */
  imageBaseUrl: string;
  /** How long a result is fresh, in milliseconds. */
  ttlMs: number;
  log?: (message: string, error?: unknown) => void;
};

export type ContentClient = {
  readonly kind: "local" | "live";
  fetch<const Q extends string>(query: Q, params?: QueryParams): Promise<QueryResult<Q>>;
  /**
   * Reads the source itself: never a cached result nor the fallback, and fails when the source does. For what must
   * be the published content or nothing (the change log compares each publish with the last one).
   */
  fetchFromSource<const Q extends string>(query: Q, params?: QueryParams): Promise<QueryResult<Q>>;
  /**
   * Marks every cached result stale, so the next request reads the source again (the publish webhook calls
   * it). Stale results are kept: if the source is unreachable they are still served. With the local source
   * nothing can be stale: it does nothing.
   */
  invalidate(): void;
  /** The bytes of one content image by file name, or null when there is no such image. */
  image(file: string, width?: number): Promise<ContentImage | null>;
};

export type ContentImage = { body: Uint8Array; contentType: string };

type Fetcher = (query: string, params: QueryParams) => Promise<unknown>;
type Source = { fetch: Fetcher; image: (file: string, width?: number) => Promise<ContentImage | null> };

const IMAGE_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
};

/** Sanity names an image file `<hash>-<width>x<height>.<ext>`; its asset id is `image-<hash>-<w>x<h>-<ext>`. */
function sanityAssetId(file: string): string | undefined {
  const match = /^([a-z0-9]+)-(\d+x\d+)\.([a-z]+)$/i.exec(file);
  return match ? `image-${match[1]}-${match[2]}-${match[3]}` : undefined;
}

/** Plain file names of a known image type only: no folders, no dot-files. */
function imageType(file: string): string | undefined {
  return /^[a-z0-9][a-z0-9._-]*$/i.test(file) ? IMAGE_TYPES[extname(file).toLowerCase()] : undefined;
}
type CacheEntry = { value: unknown; freshUntil: number };

/** Results of queries with parameters (one page's content) kept at most; the least recently read go first. */
const PER_PAGE_RESULTS = 1_000;
const SITE_WIDE = "s";
const PER_PAGE = "p";

/**
 * Query results by key. Those of queries without parameters (the shell, the comparison, the sitemap, the search
 * index) are few and always kept; those of one page each (a review, a game page) are bounded: a crawler reading
 * all 10,000 game pages of a site a hundred times today's size would otherwise keep every one of them.
 */
function resultCache() {
  const siteWide = new Map<string, CacheEntry>();
  const perPage = new LRUCache<string, CacheEntry>({ max: PER_PAGE_RESULTS });
  const mapOf = (key: string) => (key.startsWith(PER_PAGE) ? perPage : siteWide);
  return {
    get: (key: string) => mapOf(key).get(key),
    set: (key: string, entry: CacheEntry) => void mapOf(key).set(key, entry),
    values: () => [...siteWide.values(), ...perPage.values()],
  };
}

export function createContentClient({
  source,
  fallback,
  imageBaseUrl,
  ttlMs,
  log = console.warn,
}: ContentClientConfig): ContentClient {
  const { fetch: fetchFromSource, image } =
    source.kind === "local" ? localSource(source, imageBaseUrl) : liveSource(source, imageBaseUrl);
  const fallbackSource = fallback ? localSource(fallback, imageBaseUrl) : undefined;
  const cache = resultCache();
  const inFlight = new Map<string, Promise<unknown>>();
  // The committed dataset is read once per process and cannot change while it runs: its results never go stale,
  // neither with time nor on a publish (which changes the live content only). At a hundred times today's
  // content, reading the comparison again after every publish cost more than rendering its page.
  const immutable = source.kind === "local";
  // Bumped by invalidate(): a read that started before a publish must not count as fresh after it.
  let generation = 0;

  async function read(key: string, query: string, params: QueryParams): Promise<unknown> {
    const cached = cache.get(key);
    if (cached && cached.freshUntil > Date.now()) return cached.value;
    const pending = inFlight.get(key);
    if (pending) return pending;

    const startedIn = generation;
    const request = fetchFromSource(query, params)
      .then((value) => {
        const freshUntil = immutable ? Number.POSITIVE_INFINITY : startedIn === generation ? Date.now() + ttlMs : 0;
        cache.set(key, { value, freshUntil });
        return value;
      })
      .catch(async (error: unknown) => {
        // Try the source again after a short pause rather than on every request.
        const retryAt = Date.now() + Math.min(ttlMs, 5_000);
        if (cached) {
          log("Content source unreachable; serving the last good content", error);
          cache.set(key, { value: cached.value, freshUntil: retryAt });
          return cached.value;
        }
        if (!fallbackSource) throw error;
        log("Content source unreachable and nothing cached; serving the committed dataset", error);
        const value = await fallbackSource.fetch(query, params);
        cache.set(key, { value, freshUntil: retryAt });
        return value;
      })
      .finally(() => {
        if (inFlight.get(key) === request) inFlight.delete(key);
      });
    inFlight.set(key, request);
    return request;
  }

  return {
    kind: source.kind,
    fetch: (query, params = {}) =>
      read(
        `${Object.keys(params).length ? PER_PAGE : SITE_WIDE}${query}\u0000${JSON.stringify(params)}`,
        query,
        params,
      ) as never,
    fetchFromSource: (query, params = {}) => fetchFromSource(query, params) as never,
    invalidate() {
      if (immutable) return;
      generation += 1;
      inFlight.clear();
      for (const entry of cache.values()) entry.freshUntil = 0;
    },
    image,
  };
}

function localSource(config: LocalSourceConfig, imageBaseUrl: string): Source {
  let dataset: { documents: DatasetDocument[]; byId: Map<string, DatasetDocument> } | undefined;
  return {
    async fetch(query, params) {
      if (!dataset) {
        const documents = loadLocalDataset({ file: config.datasetFile, imageBaseUrl });
        dataset = { documents, byId: new Map(documents.map((document) => [document._id, document])) };
      }
      const { documents, byId } = dataset;
      // groq-js follows a `->` by scanning every document; the map makes it one look-up.
      const dereference = ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null;
      return (await evaluate(parse(query, { params }), { dataset: documents, params, dereference })).get();
    },
    async image(file) {
      const contentType = imageType(file);
      if (!contentType) return null;
      try {
        return { body: await readFile(join(config.imagesFolder, file)), contentType };
      } catch {
        return null;
      }
    },
  };
}

function liveSource(config: LiveSourceConfig, imageBaseUrl: string): Source {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    perspective: config.perspective ?? "published",
    // Only prose carries stega marks (a value with a space): option values, names and slugs that code compares or
    // puts in URLs stay as they are.
    ...(config.stegaStudioUrl
      ? {
          stega: {
            enabled: true,
            studioUrl: config.stegaStudioUrl,
            filter: (props) => props.filterDefault(props) && /\s/.test(props.value),
          },
        }
      : {}),
    // The webhook invalidates our cache on publish, so read the API directly rather than the CDN.
    useCdn: false,
    maxRetries: 1,
    timeout: 5_000,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
  const imageOrigin = config.imageOrigin ?? "https://cdn.sanity.io";
  const sanityImages = `${imageOrigin}/images/${config.projectId}/${config.dataset}/`;
  const imageUrls = createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    baseUrl: imageOrigin,
  });
  // Image URLs from the Content Lake point at Sanity's CDN; rewrite them to our own origin.
  const rewrite = (value: unknown): unknown => {
    if (typeof value === "string") {
      return value.startsWith(sanityImages) ? `${imageBaseUrl}/${value.slice(sanityImages.length)}` : value;
    }
    if (Array.isArray(value)) return value.map(rewrite);
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rewrite(inner)]));
    }
    return value;
  };
  return {
    fetch: async (query, params) => rewrite(await client.fetch(query, params)),
    async image(file, width) {
      const contentType = imageType(file);
      const assetId = sanityAssetId(file);
      if (!contentType || !assetId) return null;
      let image = imageUrls.image(assetId);
      if (width) image = image.width(width);
      const response = await fetch(image.url(), { signal: AbortSignal.timeout(10_000) });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Sanity image CDN answered ${response.status} for ${file}`);
      return { body: new Uint8Array(await response.arrayBuffer()), contentType };
    },
  };
}
