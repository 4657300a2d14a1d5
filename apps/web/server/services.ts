// The process's services, gathered once here: the server entry (server.ts) reaches them through the app's
// `services` export, route modules through the router's typed context (app/context.server.ts, set in app.ts),
// never by importing them. The serving layer's own, the page cache, is made here and emptied with the content.
import { createCdnPurger } from "../app/cdn-purge.server";
import { changeLogReady, recordPublishedChanges } from "../app/change-log.server";
import { content, invalidateContent, onContentInvalidated, preview, searchIndex } from "../app/content.server";
import type { Publish } from "../app/context.server";
import { announcePublish, clickCounter, db } from "../app/db.server";
import { env } from "../app/env.server";
import { logger } from "../app/lib/logger.server";
import * as lifecycle from "../app/lifecycle.server";
import { createNewsletterIssues } from "../app/newsletter-issues.server";
import { checkSiteOwner } from "../app/site-owner-check.server";
import { createPageCache } from "./page-cache";

/** Rendered pages, kept no longer than the content they show (page-cache.ts). */
const pageCache = createPageCache({
  ttlMs: env.CONTENT_CACHE_TTL_SECONDS * 1000,
  maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
});
onContentInvalidated(() => pageCache.invalidate());

/** The CDN of this deployment (CDN_PURGE_URL); purges nothing when none is configured. */
const cdn = createCdnPurger({ urls: env.CDN_PURGE_URL });

const publish: Publish = {
  invalidate: invalidateContent,
  recordChanges: () => recordPublishedChanges(),
  announce: announcePublish,
  purgeCdn: () => cdn.purge(),
};

export const services = {
  logger,
  lifecycle,
  checkSiteOwner,
  content,
  preview,
  searchIndex,
  db,
  clickCounter,
  pageCache,
  newsletterIssues: createNewsletterIssues({ content, db }),
  publish,
  /** The start-up record of the change log: a write there marks pages stale, so the warm-up waits for it. */
  changeLogReady,
};
