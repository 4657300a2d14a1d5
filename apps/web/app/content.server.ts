// The web app's single content client, configured from the environment: the committed dataset by default,
// the live Content Lake when a Sanity project is configured.
import { dirname, join } from "node:path";
import {
  createContentClient,
  localDatasetFile,
  localImagesFolder,
  type SitemapQueryResult,
  sitemapQuery,
} from "@casinolupa/content";
import { env } from "./env.server";
import { coalesce } from "./lib/coalesce";
import { logger } from "./lib/logger.server";
import { createSearchIndex } from "./lib/search-index.server";
import { createPreview } from "./preview.server";

const committedDataset = {
  kind: "local",
  datasetFile: env.CONTENT_DATASET_FILE ?? localDatasetFile,
  imagesFolder: env.CONTENT_DATASET_FILE ? join(dirname(env.CONTENT_DATASET_FILE), "images") : localImagesFolder,
} as const;

export const content = createContentClient({
  ttlMs: env.CONTENT_CACHE_TTL_SECONDS * 1000,
  log: (message, error) => logger.warn({ err: error }, message),
  // Served by routes/resources/content-image.ts, on our own origin.
  imageBaseUrl: "/content-images",
  source: env.SANITY_PROJECT_ID
    ? {
        kind: "live",
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        apiVersion: env.SANITY_API_VERSION,
        token: env.SANITY_API_TOKEN,
        apiHost: env.SANITY_API_HOST,
        imageOrigin: env.SANITY_IMAGE_ORIGIN,
      }
    : committedDataset,
  // With the live source, a page Sanity cannot serve yet comes from the committed dataset, never an error.
  fallback: env.SANITY_PROJECT_ID ? committedDataset : undefined,
});

/** Editors' preview of their drafts (preview.server.ts): off, with the reason, without a project and a token. */
export const preview = createPreview(
  {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    token: env.SANITY_PREVIEW_TOKEN,
    apiHost: env.SANITY_API_HOST,
    imageOrigin: env.SANITY_IMAGE_ORIGIN,
  },
  "/content-images",
);

/** The site search, built now (at start-up) and again after each publish, never inside a visitor's request. */
export const searchIndex = createSearchIndex(content, (message, error) => logger.error({ err: error }, message));

let revision = 0;
const publishListeners: Array<() => void> = [];

/**
 * Also emptied on each publish: what the serving layer keeps from the old content (its page cache). The serving
 * layer registers it here, so this module never imports it (server/services.ts).
 */
export function onContentInvalidated(listener: () => void): void {
  publishListeners.push(listener);
}
let slugs: { from?: SitemapQueryResult; known: ReadonlySet<string> | null } = { known: null };
let slugsReadAt = Number.NEGATIVE_INFINITY;

/** Counts publishes applied by this process: what was rendered or warned about in an older one is out of date. */
export function contentRevision(): number {
  return revision;
}

/**
 * After a publish (the webhook, or a notice from another process): content is read again, and every page rendered
 * from the old content is rendered again, answered meanwhile (page-cache.ts). Publishes that arrive together are
 * applied together: the first at once, the rest at most once a second (20 in a second re-render each page twice).
 */
export const invalidateContent = coalesce((grouped) => {
  revision += 1;
  slugs = { known: null }; // a document published with a new slug has its page at once
  slugsReadAt = Number.NEGATIVE_INFINITY;
  content.invalidate();
  for (const listener of publishListeners) listener();
  searchIndex.refresh();
  if (grouped > 1)
    logger.info({ publishes: grouped }, "Content cache invalidated once for publishes that arrived together");
}, 1_000);

/**
 * Every document's slug, as the sitemap reads them: a path with any other is the 404 page, without a render of its
 * own. Read in the background, so no visitor waits for it; null until the first read after start-up or a publish
 * (every path renders then).
 */
export function knownSlugs(): ReadonlySet<string> | null {
  // Read again at most once a second, not at every cached answer of a `/:slug` page (decision 008).
  const now = performance.now();
  if (now - slugsReadAt < 1_000) return slugs.known;
  slugsReadAt = now;
  const asked = revision; // a read begun before a publish says nothing of the documents it added
  content.fetch(sitemapQuery).then(
    (found) => {
      if (asked === revision && found !== slugs.from)
        slugs = { from: found, known: new Set([...found.documents, ...found.authors].map(({ slug }) => slug)) };
    },
    () => undefined,
  );
  return slugs.known;
}
