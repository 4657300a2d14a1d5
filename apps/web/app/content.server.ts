// The web app's content services, made once by server/services.ts: the content client (the committed dataset by
// default, the live Content Lake when a Sanity project is configured), editors' preview, the site search, and what
// a publish empties.
import { dirname, join } from "node:path";
import {
  createContentClient,
  localDatasetFile,
  localImagesFolder,
  type SitemapQueryResult,
  sitemapQuery,
} from "@casinolupa/content";
import type { Env } from "./env.server";
import { coalesce } from "./lib/coalesce";
import { logger } from "./lib/logger.server";
import { createSearchIndex } from "./lib/search-index.server";
import { createPreview } from "./preview.server";

export type ContentServices = ReturnType<typeof createContentServices>;

export function createContentServices(env: Env) {
  const committedDataset = {
    kind: "local",
    datasetFile: env.CONTENT_DATASET_FILE ?? localDatasetFile,
    imagesFolder: env.CONTENT_DATASET_FILE ? join(dirname(env.CONTENT_DATASET_FILE), "images") : localImagesFolder,
  } as const;
  const ttlMs = env.CONTENT_CACHE_TTL_SECONDS * 1000;

  const content = createContentClient({
    ttlMs,
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
  const preview = createPreview(
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
  const searchIndex = createSearchIndex(content, (message, error) => logger.error({ err: error }, message));

  let revision = 0;
  const publishListeners: Array<() => void> = [];
  /** The slugs last read, and when: read again once as old as the content client's results. */
  let slugs: { known: ReadonlySet<string> | null; readAt: number; reading: boolean } = {
    known: null,
    readAt: 0,
    reading: false,
  };

  /**
   * After a publish (the webhook, or a notice from another process): content is read again, and every page rendered
   * from the old content is rendered again, answered meanwhile (page-cache.ts). Publishes that arrive together are
   * applied together: the first at once, the rest at most once a second (20 in a second re-render each page twice).
   */
  const invalidateContent = coalesce((grouped) => {
    revision += 1;
    slugs = { known: null, readAt: 0, reading: false }; // a document published with a new slug has its page at once
    content.invalidate();
    for (const listener of publishListeners) listener();
    searchIndex.refresh();
    if (grouped > 1)
      logger.info({ publishes: grouped }, "Content cache invalidated once for publishes that arrived together");
  }, 1_000);

  return {
    content,
    preview,
    searchIndex,
    invalidateContent,
    /** Counts publishes applied by this process: what was rendered or warned about in an older one is out of date. */
    contentRevision: (): number => revision,
    /** Also emptied on each publish: what the serving layer keeps from the old content (its page cache). */
    onContentInvalidated(listener: () => void): void {
      publishListeners.push(listener);
    },
    /**
     * Every document's slug, as the sitemap reads them: a path with any other is the 404 page, without a render of
     * its own. Read in the background, so no visitor waits for it, and only while unknown or as old as the content
     * client's results; null until the first read after start-up or a publish (every path renders then).
     */
    knownSlugs(): ReadonlySet<string> | null {
      const now = Date.now();
      if (slugs.reading || (slugs.known && now - slugs.readAt < ttlMs)) return slugs.known;
      const asked = revision; // a read begun before a publish says nothing of the documents it added
      const reading = { ...slugs, reading: true };
      slugs = reading;
      content.fetch(sitemapQuery).then(
        (found: SitemapQueryResult) => {
          if (asked !== revision) return;
          const known = new Set([...found.documents, ...found.authors].map(({ slug }) => slug));
          slugs = { known, readAt: now, reading: false };
        },
        () => {
          if (slugs === reading) slugs = { ...reading, reading: false };
        },
      );
      return slugs.known;
    },
  };
}
