// What CDNs and browsers may do with what the site serves: the page cache (server/page-cache.ts) answers pages so,
// and a resource route served like a page (the change log's feed) says the same.

/** A page: a CDN holds it a minute, and serves it stale while it refetches. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
