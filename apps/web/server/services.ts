// The process's services, made once here: the server entry (server.ts) reaches them through the app's `services`
// export, route modules through the router's typed context (app/context.server.ts, set in app.ts), never by
// importing them. The app/*.server.ts modules only say how to make them. The serving layer's own, the page cache, is
// made here and emptied with the content.
import { createCdnPurger } from "../app/cdn-purge.server";
import { bringChangeLogUpToDate, recordPublishedChanges } from "../app/change-log.server";
import { createChangeReader } from "../app/change-log-reader.server";
import { createContentServices } from "../app/content.server";
import type { Publish } from "../app/context.server";
import { createDbServices } from "../app/db.server";
import { type Env, env } from "../app/env.server";
import { logger } from "../app/lib/logger.server";
import * as lifecycle from "../app/lifecycle.server";
import { createWarnOnce } from "../app/log.server";
import { createNewsletterIssues } from "../app/newsletter-issues.server";
import { checkSiteOwner } from "../app/site-owner-check.server";
import { createPageCache } from "./page-cache";

function createServices(env: Env) {
  const { content, preview, searchIndex, invalidateContent, onContentInvalidated, contentRevision, knownSlugs } =
    createContentServices(env);
  const { db, clickCounter, announcePublish } = createDbServices(env, invalidateContent);

  /** Rendered pages, kept no longer than the content they show (page-cache.ts). */
  const pageCache = createPageCache({
    ttlMs: env.CONTENT_CACHE_TTL_SECONDS * 1000,
    maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
  });
  onContentInvalidated(() => pageCache.invalidate());
  /** The change log as pages read it: a publish may have written it. */
  const changes = createChangeReader(db, env.CONTENT_CACHE_TTL_SECONDS * 1000);
  onContentInvalidated(() => changes.clear());

  /** The CDN of this deployment (CDN_PURGE_URL); purges nothing when none is configured. */
  const cdn = createCdnPurger({ urls: env.CDN_PURGE_URL });

  const changeLog = { content, db, invalidateContent };
  const publish: Publish = {
    invalidate: invalidateContent,
    recordChanges: () => recordPublishedChanges(changeLog),
    announce: announcePublish,
    purgeCdn: () => cdn.purge(),
  };

  return {
    logger,
    lifecycle,
    checkSiteOwner: () => checkSiteOwner(content),
    content,
    preview,
    searchIndex,
    knownSlugs,
    /** A content warning said once per content revision: again only after a publish, if it still holds. */
    warnOnce: createWarnOnce(contentRevision, (fields, message) => logger.warn(fields, message)),
    db,
    changes,
    clickCounter,
    pageCache,
    newsletterIssues: createNewsletterIssues({ content, db }),
    publish,
    /** The start-up record of the change log: a write there marks pages stale, so the warm-up waits for it. */
    changeLogReady: bringChangeLogUpToDate(changeLog),
  };
}

export const services = createServices(env);
