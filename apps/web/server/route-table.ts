// Which route a path goes to, read from React Router's build before React Router runs: whether it is a page
// (the page cache and the render limit apply) or a resource route (files, the webhook, sitemaps: neither), and
// which query parameters the page reads (its `handle.searchParams`, lib/route-handle.ts).
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { readSearchParams } from "../app/lib/route-handle";

export type RouteTable = {
  /** The query parameters a page reads, or null when the path is not a page (a resource route). */
  pageParams(pathname: string): string[] | null;
};

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
  const memo = new Map<string, string[] | null>();

  return {
    pageParams(pathname) {
      const matches = matchRoutes(roots, pathname);
      if (!matches) return null;
      const ids = matches.map((match) => match.route.id ?? "");
      const memoKey = ids.join("/");
      const known = memo.get(memoKey);
      if (known !== undefined) return known;
      const modules = ids.map((id) => routes[id]?.module);
      const leaf = modules.at(-1);
      const params = leaf?.default ? readSearchParams(modules.map((module) => module?.handle)) : null;
      memo.set(memoKey, params);
      return params;
    },
  };
}
