/**
 * What a route module may declare in its `handle` export.
 * `hydrate`: the page needs React in the browser. No page does today: menus and accordions are <details>,
 * filters and calculators are GET forms, and the home carousel and newsletter toasts are small scripts, so
 * every page is plain HTML with no framework JavaScript (see docs/decisions/005-pages-without-framework-javascript.md).
 */
export type RouteHandle = { hydrate?: boolean };

export function wantsHydration(handles: unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === true);
}
