/**
 * What a route module may declare in its `handle` export.
 * `islands`: the page renders an island (app/islands.ts), so it loads the islands' browser entry. No page hydrates
 * as a whole: menus and accordions are <details>, filters and calculators are GET forms, and only the home
 * page's carousel and newsletter boxes are islands (docs/decisions/010-islands.md).
 * `searchParams`: the query parameters the page reads. The page cache keys a page on its path and these only,
 * and the page is rendered without the others (`utm_source`, a crawler's `?x=`), so they never make a new
 * entry or a new render (server/pages.ts). A page that reads a parameter must list it here, and then let
 * `pnpm exec vitest run -u apps/web/deploy/varnish-pages.test.ts` write Varnish's copy (deploy/varnish-pages.vcl).
 * `uncached`: the page is made for each request and never goes through the page cache: it acts (counts a click)
 * or shows one visitor's data (a token from an e-mail).
 * `renderless`: with `uncached`, the page's loader only redirects (an outbound click): it never waits in the render
 * queue, so a click is never refused while pages are being rendered. A path whose slug no document has still does.
 */
export type RouteHandle = {
  islands?: boolean;
  searchParams?: readonly string[];
  uncached?: boolean;
  renderless?: boolean;
};

export function hasIslands(handles: unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.islands === true);
}

/** The query parameters the matched routes read, from their handles. */
export function readSearchParams(handles: unknown[]): string[] {
  return [...new Set(handles.flatMap((handle) => (handle as RouteHandle | undefined)?.searchParams ?? []))];
}
