// The process's services, made once here and reached only through this module: the server entry (server.ts)
// through the app's `services` export, route modules through the router's typed context (app/context.server.ts).
// The serving layer's own, the page cache, is made here too and emptied with the content on each publish.
import { content, onContentInvalidated, preview, searchIndex } from "../app/content.server";
import { clickCounter, db } from "../app/db.server";
import { env } from "../app/env.server";
import { createPageCache } from "./page-cache";

/** Rendered pages, kept no longer than the content they show (page-cache.ts). */
const pageCache = createPageCache({
  ttlMs: env.CONTENT_CACHE_TTL_SECONDS * 1000,
  maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
});
onContentInvalidated(() => pageCache.invalidate());

export const services = { content, preview, searchIndex, db, clickCounter, pageCache };
