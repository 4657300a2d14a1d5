// Which route a path goes to, read from React Router's build before React Router runs: whether it is a page
// (the page cache and the render limit apply) or a resource route (files, the webhook, sitemaps: neither), which
// query parameters the page reads (its `handle.searchParams`, lib/route-handle.ts), and whether it can only be
// the 404 page: the catch-all route (`*`), or a `:slug` no document can have (documents' slugs follow
// @casinolupa/domain's rule, which the Studio enforces), such as `/wp-login.php` or `/.env`. Those paths all
// share one cached 404 page (page-serving.ts), so a flood of unknown paths costs no render per path.
import { isValidSlug } from "@casinolupa/domain";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { readSearchParams } from "../app/lib/route-handle";

export type PageRoute = {
  /** The query parameters the page reads. */
  searchParams: string[];
  /** No page but the 404 page can be at this path. */
  notFound: boolean;
};

export type RouteTable = {
  /** The page at `pathname`, or null when the path is not a page (a resource route). */
  page(pathname: string): PageRoute | null;
  /** The query parameters a page reads, or null when the path is not a page. */
  pageParams(pathname: string): string[] | null;
};

/** Paths remembered with their route; past this the memory starts again (a flood of unknown paths). */
const REMEMBERED_PATHS = 2_000;

export function createRouteTable(routes: ServerBuild["routes"]): RouteTable {
  const manifest = Object.values(routes).filter((route) => route !== undefined);
  const tree = (parentId: string | undefined): RouteObject[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
      );
  const roots = tree(undefined);
  const paramsByRoutes = new Map<string, string[] | null>();
  const byPath = new Map<string, PageRoute | null>();

  function find(pathname: string): PageRoute | null {
    const matches = matchRoutes(roots, pathname);
    if (!matches) return null;
    const ids = matches.map((match) => match.route.id ?? "");
    const memoKey = ids.join("/");
    let searchParams = paramsByRoutes.get(memoKey);
    if (searchParams === undefined) {
      const modules = ids.map((id) => routes[id]?.module);
      searchParams = modules.at(-1)?.default ? readSearchParams(modules.map((module) => module?.handle)) : null;
      paramsByRoutes.set(memoKey, searchParams);
    }
    if (searchParams === null) return null;
    const leaf = matches.at(-1);
    const slug = leaf?.params.slug;
    const notFound = leaf?.route.path === "*" || (slug !== undefined && !isValidSlug(slug));
    return { searchParams, notFound };
  }

  const page = (pathname: string): PageRoute | null => {
    const known = byPath.get(pathname);
    if (known !== undefined) return known;
    const found = find(pathname);
    if (byPath.size >= REMEMBERED_PATHS) byPath.clear();
    byPath.set(pathname, found);
    return found;
  };
  return { page, pageParams: (pathname) => page(pathname)?.searchParams ?? null };
}
