/**
 * What a route module may declare in its `handle` export.
 * `hydrate`: the page needs React in the browser. No page does today: menus and accordions are <details>,
 * filters and calculators are GET forms, and the home carousel and newsletter toasts are small scripts, so
 * every page is plain HTML with no framework JavaScript (see docs/decisions/005-pages-without-framework-javascript.md).
 * `searchParams`: the query parameters the page reads. The page cache keys a page on its path and these only,
 * and the page is rendered without the others (`utm_source`, a crawler's `?x=`), so they never make a new
 * entry or a new render (app/page-key.server.ts). A page that reads a parameter must list it here.
 */
export type RouteHandle = { hydrate?: boolean; searchParams?: readonly string[] };

export function wantsHydration(handles: unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === true);
}

/** The query parameters the matched routes read, from their handles. */
export function readSearchParams(handles: unknown[]): string[] {
  return [...new Set(handles.flatMap((handle) => (handle as RouteHandle | undefined)?.searchParams ?? []))];
}
