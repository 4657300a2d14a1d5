// Page GETs (a HEAD comes as its GET) between Express and React Router. A path's route is read from the build, then
// - a variant of a page's path (upper case, a trailing slash, escaped letters) is redirected to the page's own;
// - a path that can only be the 404 page (the catch-all, or a `:slug` that is no document's slug) is answered from
//   a shared 404 entry without a render of its own: one for each set of pages the 404 page links to as what the
//   path resembles (`notFoundVariant`), so a flood of made-up paths shares a few entries;
// - any other page is answered from the page cache (page-cache.ts), keyed by its path and the query parameters
//   it declares in `handle.searchParams` (lib/route-handle.ts): `?utm_source=` or `?x=1` is the page itself, and
//   is rendered without them, so nothing a visitor added can reach a page others are served;
// - a miss renders within the render limit (render-limit.ts), or is answered 503 with Retry-After.
// Everything else (form posts, resource routes, pages that declare `uncached`, `.data` requests) goes on to React
// Router; the last two pass the render limit first, unless the page only redirects. `res.locals.pageCache` tells
// the request log what happened.
import { isValidSlug } from "@casinolupa/domain";
import type { Response as ExpressResponse, Request, RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import { generatePath, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { type RouteHandle, readSearchParams } from "../app/lib/route-handle";
import { type CachedPage, type Fill, type PageCache, pageAnswer } from "./page-cache";
import { Overloaded, type RenderLimiter } from "./render-limit";

/** The key every path that can only be the 404 page shares (with its variant); no path starts so. */
const NOT_FOUND_KEY = "404";
/** A render's deadline: past it, it is abandoned (the client of a stale page is not even waiting for it). */
const RENDER_DEADLINE_MS = 15_000;

/** `slugs`: the values of the path's parameters; `canonical`: null when the path can only be the 404 page. */
type PageRoute = { searchParams: string[]; uncached: boolean; renderless: boolean } & Matched;
type Matched = { slugs: string[]; canonical: string | null };

export function servePages({
  build,
  cache,
  limiter,
  render,
  notFoundVariant = () => "",
  knownSlugs = () => null,
  previewSession,
}: {
  build: Pick<ServerBuild, "routes">;
  cache: PageCache;
  limiter: RenderLimiter;
  /** Renders a path as a plain GET for every visitor, with React Router's one request handler. */
  render: (path: string, signal: AbortSignal) => Promise<Response>;
  /** What sets a missing path's 404 page apart from another's (the pages it links to); "" when nothing does. */
  notFoundVariant?: (pathname: string) => string;
  /** Every document's slug, so a path no document can answer costs no render; null while unknown (all render). */
  knownSlugs?: () => ReadonlySet<string> | null;
  /** An editor's preview session the request carries (a valid signed cookie), if any. */
  previewSession?: (req: Request) => object | null;
}): RequestHandler {
  const pageOf = pageRoutes(build);
  const holding =
    (slot: () => Promise<() => void>) =>
    <T>(work: () => Promise<T>) =>
      slot().then((release) => work().finally(release));
  const hold = holding(() => limiter.acquire());
  // Background renders never queue: a slot free now, or the stale page is answered a little longer.
  const holdInBackground = holding(async () => limiter.tryAcquire() ?? Promise.reject(new Overloaded()));

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const { pathname, search, searchParams } = new URL(`http://localhost${req.url}`);
    const route = pathname.endsWith(".data") ? undefined : pageOf(pathname);
    if (route === null) return next();
    const slugs = route?.slugs.length ? knownSlugs() : null;
    const unknownSlug = slugs !== null && !route?.slugs.every((slug) => slugs.has(slug));
    if (route?.renderless && !unknownSlug) return next();
    if (route === undefined || route.uncached) return limited(limiter, res, next);
    if (route.canonical && route.canonical !== pathname) {
      res.locals.pageCache = "redirect";
      return res
        .status(301)
        .set("Cache-Control", "public, max-age=3600")
        .location(route.canonical + search)
        .end();
    }
    const session = previewSession?.(req); // an editor's preview, for them alone: never cached (server/app.ts)
    if (session) {
      Object.assign(res.locals, { preview: session, pageCache: "preview" });
      return limited(limiter, res, next);
    }
    const notFound = route.canonical === null || unknownSlug;
    const kept = new URLSearchParams([...searchParams].filter(([name]) => route.searchParams.includes(name)));
    const query = () => (kept.size > 0 ? `?${kept}` : "");
    // Rendered as sent, so the page may still redirect to its own order; keyed in canonical order (a stable sort).
    const renderPath = pathname + query();
    kept.sort();
    const key = notFound ? `${NOT_FOUND_KEY} ${notFoundVariant(pathname)}` : pathname + query();
    const fill: Fill = {
      render: (signal) => render(renderPath, AbortSignal.any([signal, AbortSignal.timeout(RENDER_DEADLINE_MS)])),
      hold,
      holdInBackground,
      status: notFound ? 404 : undefined,
    };
    try {
      const { page, status, outdated } = await cache.page(key, fill);
      if (page) return answer(req, res, page, status, outdated);
      res.locals.pageCache = "miss";
      if (fill.passed) return await send(res, fill.passed);
      // Waited for another request's render whose answer could not be kept: this one renders its own.
      return await send(res, await hold(() => render(renderPath, AbortSignal.timeout(RENDER_DEADLINE_MS))));
    } catch (error) {
      if (error instanceof Overloaded) return overloaded(res);
      return next(error);
    }
  };
}

/** What a page path is: null for a resource route; `canonical` null when it can only be the 404 page. */
function pageRoutes(build: Pick<ServerBuild, "routes">): (pathname: string) => PageRoute | null {
  const manifest = Object.values(build.routes).filter((route) => route !== undefined);
  const tree = (parentId?: string): RouteObject[] =>
    manifest.filter((r) => r.parentId === parentId).map((r) => ({ ...r, children: tree(r.id) }) as RouteObject);
  const routes = tree();
  // matchRoutes compiles and ranks every route at each call (40 % of a cached answer's CPU; decision 008): kept.
  const known = new LRUCache<string, { route: PageRoute | null }>({
    ...{ maxSize: 256_000, sizeCalculation: (_route, path) => path.length + 64 },
    memoMethod: (pathname) => ({ route: match(pathname) }),
  });
  return (pathname) => known.memo(pathname).route;
  function match(pathname: string): PageRoute | null {
    const matches = matchRoutes(routes, pathname);
    const leaf = matches?.at(-1);
    const modules = (matches ?? []).map((match) => build.routes[match.route.id ?? ""]?.module);
    if (!leaf || !modules.at(-1)?.default) return null;
    const handles = modules.map((module) => module?.handle as RouteHandle | undefined);
    const pattern = `/${(matches ?? []).flatMap((match) => match.route.path || []).join("/")}`;
    const params = Object.fromEntries(Object.entries(leaf.params).map(([k, v]) => [k, v?.toLowerCase() ?? ""]));
    // Documents' slugs follow @casinolupa/domain's rule, which the Studio enforces: any other value is no page.
    const canonical = "*" in params || !Object.values(params).every(isValidSlug) ? null : generatePath(pattern, params);
    return {
      searchParams: readSearchParams(handles),
      uncached: handles.some((handle) => handle?.uncached === true),
      renderless: handles.some((handle) => handle?.uncached === true && handle.renderless === true),
      slugs: Object.values(params),
      canonical,
    };
  }
}

function answer(req: Request, res: ExpressResponse, page: CachedPage, status: string, outdated = false): void {
  Object.assign(res.locals, { pageCache: status, precompressed: true });
  const { "if-none-match": ifNoneMatch, "accept-encoding": acceptEncoding } = req.headers;
  const reply = pageAnswer(page, { ifNoneMatch, acceptEncoding, stale: outdated });
  for (const [name, value] of reply.headers) res.setHeader(name, value);
  res.writeHead(reply.status).end(reply.body);
}

/**
 * Writes a fetch Response on an Express response, its headers replacing any set before (one CSP, say). Given the
 * request, an answer a CDN may keep (sitemap.xml, robots.txt, an image) is sent by Express: a weak ETag of its
 * bytes, 304 when the client's copy is current, compressed by the compression middleware when worth it.
 */
export async function send(res: ExpressResponse, response: Response, req?: Request): Promise<void> {
  res.status(response.status);
  const cookies = response.headers.getSetCookie();
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  if (body && req && keepable(response, req.method)) res.send(body);
  else res.end(body);
}

/** A 200 to a GET (a HEAD comes as its GET) that every visitor may be served and a shared cache may store. */
function keepable(response: Response, method: string): boolean {
  const rules = response.headers.get("Cache-Control") ?? "";
  const shared = /\b(?:public|s-maxage|max-age)\b/.test(rules) && !/no-store|no-cache|private/.test(rules);
  return method === "GET" && response.status === 200 && shared && !response.headers.has("Set-Cookie");
}

/** A render slot, or 503, before the request goes on to React Router; given back when the response ends. */
function limited(limiter: RenderLimiter, res: ExpressResponse, next: () => void): void {
  limiter.acquire().then(
    (release) => {
      // A client that left while it waited in the queue gives its slot back at once.
      if (res.closed) return release();
      res.on("close", release);
      next();
    },
    () => overloaded(res),
  );
}

const OVERLOADED_PAGE =
  Buffer.from(`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Demasiadas visitas a la vez · CasinoLupa</title></head>
<body><h1>Ahora mismo hay demasiadas visitas</h1><p>No hemos podido preparar esta página a tiempo. Vuelve a intentarlo en unos segundos.</p><p><a href="/">Ir a la portada</a></p></body></html>
`);

/** 503 with Retry-After and a short Spanish page; the security headers are already on the response. */
function overloaded(res: ExpressResponse): void {
  if (res.headersSent) return;
  Object.assign(res.locals, { pageCache: "refused", precompressed: true });
  res.status(503).set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" });
  res.end(OVERLOADED_PAGE);
}
