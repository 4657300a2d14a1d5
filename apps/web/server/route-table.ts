// Which route a path goes to, read from React Router's build before React Router runs: whether it is a page
// (the page cache and the render limit apply) or a resource route (files, the webhook, sitemaps: neither), which
// query parameters the page reads (its `handle.searchParams`, lib/route-handle.ts), and whether it can only be
// the 404 page: the catch-all route (`*`), or a `:slug` no document can have (documents' slugs follow
// @casinolupa/domain's rule, which the Studio enforces), such as `/wp-login.php` or `/.env`. Those paths all
// share one cached 404 page (page-serving.ts), so a flood of unknown paths costs no render per path.
import { isValidSlug } from "@casinolupa/domain";
import { matchPath, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
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
/** Longer paths are not remembered, so the memory stays small whatever a client sends. */
const REMEMBERED_PATH_LENGTH = 256;

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
  const fullPath = (id: string | undefined): string => {
    const route = id === undefined ? undefined : routes[id];
    if (!route) return "";
    return `${fullPath(route.parentId)}/${route.path ?? ""}`.replace(/\/+/g, "/");
  };
  // Every static segment of any route: a path's other segments can only match a dynamic one (`:slug`) or
  // the catch-all, so paths that differ only there go to the same routes (see `shapeOf`).
  const statics = new Set(
    manifest.flatMap((route) =>
      (route.path ?? "")
        .split("/")
        .filter((segment) => segment && !segment.startsWith(":") && segment !== "*")
        .map((segment) => segment.toLowerCase()),
    ),
  );
  const byShape = new Map<string, { searchParams: string[]; leafPath: string; splat: boolean } | null>();

  /**
   * The routes `pathname` goes to, from the routes a path of its shape goes to: matching against every
   * route compiles each route's pattern again (React Router ranks them on every call), which cost more than
   * answering a cached page; a flood of unknown paths now costs one match per shape.
   */
  function find(pathname: string): PageRoute | null {
    const decoded = decodePath(pathname);
    const shape = shapeOf(decoded, statics);
    let found = byShape.get(shape);
    if (found === undefined) {
      found = match(shape);
      if (byShape.size >= REMEMBERED_PATHS) byShape.clear();
      if (shape.length <= REMEMBERED_PATH_LENGTH) byShape.set(shape, found);
    }
    if (found === null) return null;
    const slug = found.leafPath.includes(":slug") ? matchPath(found.leafPath, decoded)?.params.slug : undefined;
    const notFound = found.splat || (slug !== undefined && !isValidSlug(slug));
    return { searchParams: found.searchParams, notFound };
  }

  function match(pathname: string) {
    const matches = matchRoutes(roots, pathname);
    if (!matches) return null;
    const ids = matches.map((match) => match.route.id ?? "");
    const modules = ids.map((id) => routes[id]?.module);
    if (!modules.at(-1)?.default) return null;
    const leaf = matches.at(-1)?.route;
    return {
      searchParams: readSearchParams(modules.map((module) => module?.handle)),
      leafPath: fullPath(leaf?.id),
      splat: leaf?.path === "*",
    };
  }

  const byPath = new Map<string, PageRoute | null>();
  const page = (pathname: string): PageRoute | null => {
    const known = byPath.get(pathname);
    if (known !== undefined) return known;
    const found = find(pathname);
    if (pathname.length > REMEMBERED_PATH_LENGTH) return found;
    if (byPath.size >= REMEMBERED_PATHS) byPath.clear();
    byPath.set(pathname, found);
    return found;
  };
  return { page, pageParams: (pathname) => page(pathname)?.searchParams ?? null };
}

/** As React Router decodes a path before matching it: each segment on its own, an escaped `/` kept escaped. */
function decodePath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
}

/** `pathname` with every segment that is no route's static segment replaced by one placeholder. */
function shapeOf(decoded: string, statics: Set<string>): string {
  return decoded
    .split("/")
    .map((segment) => (segment === "" || statics.has(segment.toLowerCase()) ? segment : "~"))
    .join("/");
}
