// What CDNs and browsers may do with what the site serves: the page cache (server/page-cache.ts) answers pages so,
// and a resource route served like a page (the change log's feed) says the same.

/** A page: a CDN holds it a minute, and serves it stale while it refetches. */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/**
 * A page answered from the page cache while it is being rendered again (after its time or a publish): a CDN keeps it
 * no time, so its next request fetches again, serving this copy meanwhile, until the fresh page is there. Sent 60 s
 * long, a CDN kept the page of before a publish a minute after its purge.
 */
export const STALE_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=0, stale-while-revalidate=600";
