/**
 * What a route module may declare in its `handle` export.
 * `hydrate`: the page needs React in the browser (carousel, toasts, instant filters). Pages without it are
 * served as plain HTML with no framework JavaScript: navigation, menus and accordions work without it.
 */
export type RouteHandle = { hydrate?: boolean };

export function wantsHydration(handles: unknown[]): boolean {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.hydrate === true);
}
