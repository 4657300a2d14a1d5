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
   * it). Stale results are kept: if the source is unreachable they are still served.
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
/** A cached result and the publish it was read after (lru-cache keeps objects, and a result may be null). */
type Held = { value: unknown; publishes: number };
type Request = { query: string; params: QueryParams };

/**
 * Results kept at most: every query of every page at the size the site is built for
 * (docs/decisions/027-the-size-the-site-is-built-for.md), with room for the made-up slugs crawlers try.
 */
const MAX_RESULTS = 5_000;
/** After a failure, how soon a result from the fallback dataset is read from the source again. */
const RETRY_MS = 5_000;

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
  // Publishes seen: a result read before the last one is read again, and kept until then in case the source fails.
  let publishes = 0;
  // The page cache's pattern (apps/web/server/page-cache.ts): one fetch per key at a time, and the last good result
  // served when the source fails. The committed dataset cannot change while the process runs: no TTL.
  const results = new LRUCache<string, Held, Request>({
    max: MAX_RESULTS,
    ttl: source.kind === "local" ? 0 : ttlMs,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    async fetchMethod(_key, stale, { options, context: { query, params } }) {
      const readAfter = publishes;
      try {
        return { value: await fetchFromSource(query, params), publishes: readAfter };
      } catch (error) {
        if (stale) {
          log("Content source unreachable; serving the last good content", error);
          throw error;
        }
        if (!fallbackSource) throw error;
        log("Content source unreachable and nothing cached; serving the committed dataset", error);
        options.ttl = Math.min(ttlMs, RETRY_MS);
        return { value: await fallbackSource.fetch(query, params), publishes: readAfter };
      }
    },
  });

  async function read(query: string, params: QueryParams): Promise<unknown> {
    const key = `${query}\u0000${JSON.stringify(params)}`;
    const held = results.peek(key, { allowStale: true });
    const forceRefresh = held !== undefined && held.publishes < publishes;
    const result = await results.fetch(key, { context: { query, params }, forceRefresh });
    return (result as Held).value;
  }

  return {
    kind: source.kind,
    fetch: (query, params = {}) => read(query, params) as never,
    fetchFromSource: (query, params = {}) => fetchFromSource(query, params) as never,
    invalidate() {
      publishes += 1;
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
