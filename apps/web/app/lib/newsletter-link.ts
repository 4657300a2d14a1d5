// What the two pages behind the newsletter e-mail's links (/newsletter/confirmar, /newsletter/baja) share in the
// browser too: their route handle and their metadata; the rest runs on the server only (newsletter-link.server.ts).
import type { MetaDescriptor } from "react-router";
import type { RouteHandle } from "./route-handle";
import { pageMeta, siteOrigin } from "./seo";

/** One visitor's token in the URL: each request is answered afresh, never from a cache. */
export const LINK_PAGE_HANDLE: RouteHandle = { searchParams: ["token"], uncached: true };

/** The page's `meta` function: its title and description, never indexed. */
export function linkPageMeta(page: { title: string; description: string; path: string }) {
  return ({ matches }: { matches: Parameters<typeof siteOrigin>[0] }): MetaDescriptor[] =>
    pageMeta({ ...page, origin: siteOrigin(matches), robots: "noindex, nofollow" });
}
