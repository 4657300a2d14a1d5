// Serves page GETs through the page cache (app/page-cache.server.ts): a cached page is answered at once, even
// while the process is busy rendering, and before Express when it can (`beforeApp`); a stale one is answered
// and rendered again in the background; a miss waits for a render already under way for the same page, or
// renders it within the render limit (render-limit.ts), and is refused with 503 when the process is
// overloaded. Paths that can only be the 404 page share one entry (route-table.ts). Everything else (POSTs,
// React Router's `.data` requests, HEAD misses) goes on to React Router through `limitRenders`.
// `res.locals.pageCache` says which it was, for the request log: hit, stale, miss, shared (waited for another
// request's render) or refused.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { pageAnswer } from "../app/page-answer.server";
import type { CachedPage, FillOptions, Hold, PageCache } from "../app/page-cache.server";
import { pageKey } from "../app/page-key.server";
import { contentSecurityPolicy } from "../app/security.server";
import { Overloaded, type RenderLimiter } from "./render-limit";
import type { RouteTable } from "./route-table";

export type PageCacheStatus = "hit" | "stale" | "miss" | "shared" | "refused";

/** Renders one page with React Router, as a GET from `headers`, bounded by `signal`. */
export type RenderPage = (
  path: string,
  options: { headers: Headers; signal: AbortSignal; clientAddress: string | null },
) => Promise<Response>;

export function createPageRenderer({
  build,
  mode,
  origin,
  loadContext,
}: {
  build: ServerBuild;
  mode: string;
  /** Pages are rendered for this origin, never the request's Host. */
  origin: string;
  loadContext: (clientAddress: string | null) => RouterContextProvider;
}): RenderPage {
  const handler = createRequestHandler(build, mode);
  return (path, { headers, signal, clientAddress }) =>
    handler(new Request(new URL(path, origin), { method: "GET", headers, signal }), loadContext(clientAddress));
}

// Headers that belong to this connection or to the cache's own validation, never to a render.
const HOP_HEADERS = new Set([
  "host",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "expect",
  "content-length",
  "accept-encoding",
  "if-none-match",
  "if-modified-since",
]);

function renderHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined || HOP_HEADERS.has(name) || name.startsWith("proxy-")) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** A background render's deadline: it has no client to wait for it. */
const BACKGROUND_RENDER_MS = 15_000;

/** The one entry every path that can only be the 404 page shares (route-table.ts); no path is this key. */
export const NOT_FOUND_KEY = "404";

type Target = { key: string; renderPath: string; fill: FillOptions };

/** URLs remembered with their cache key; past this the memory starts again (a flood of unique URLs). Longer
 * URLs are not remembered, so the memory stays small whatever a client sends. */
const REMEMBERED_URLS = 2_000;
const REMEMBERED_URL_LENGTH = 256;

export type PageServing = {
  /**
   * Answers a page GET or HEAD before Express when it can: from the cache, or with 503 when it is a miss the
   * render limit would turn away. `head` (the security headers, the request id) goes out first. Returns what
   * it did, or null when the request must go on to the app.
   */
  beforeApp(req: IncomingMessage, res: ServerResponse, head: string[]): PageCacheStatus | null;
  /** The same for requests that reach Express, and misses rendered within the render limit. */
  middleware: RequestHandler;
};

export function servePages({
  cache,
  routes,
  render,
  limiter,
}: {
  cache: PageCache;
  routes: RouteTable;
  render: RenderPage;
  limiter: RenderLimiter;
}): PageServing {
  /** A slot of the render limit around a render and the storing of its page; a wait in the queue if need be. */
  const slot =
    (signal: AbortSignal): Hold =>
    async (work) => {
      const release = await limiter.acquire(signal);
      try {
        return await work();
      } finally {
        release();
      }
    };
  /** A slot only if one is free now: background renders never queue. */
  const freeSlot: Hold = async (work) => {
    const release = limiter.tryAcquire();
    if (!release) throw new Overloaded();
    try {
      return await work();
    } finally {
      release();
    }
  };

  const targets = new Map<string, Target | null>();
  /** The cache key of a request's URL and what to render for it; null when it is not a page GET. */
  function targetOf(rawUrl: string): Target | null {
    const known = targets.get(rawUrl);
    if (known !== undefined) return known;
    const url = new URL(rawUrl, "http://localhost");
    const route = url.pathname.endsWith(".data") ? null : routes.page(url.pathname);
    let target: Target | null = null;
    if (route?.notFound) target = { key: NOT_FOUND_KEY, renderPath: url.pathname, fill: { status: 404 } };
    else if (route) target = { ...pageKey(url, route.searchParams), fill: {} };
    if (rawUrl.length > REMEMBERED_URL_LENGTH) return target;
    if (targets.size >= REMEMBERED_URLS) targets.clear();
    targets.set(rawUrl, target);
    return target;
  }

  /** The cached page for `target`, a stale one being rendered again in the background. */
  function lookup(target: Target): { page: CachedPage; status: PageCacheStatus } | null {
    const found = cache.get(target.key);
    if (!found) return null;
    if (found.state === "fresh") return { page: found.page, status: "hit" };
    cache.refresh(
      target.key,
      () =>
        render(target.renderPath, {
          headers: new Headers({ accept: "text/html" }),
          signal: AbortSignal.timeout(BACKGROUND_RENDER_MS),
          clientAddress: null,
        }),
      freeSlot,
      target.fill,
    );
    return { page: found.page, status: "stale" };
  }

  const answerOf = (req: IncomingMessage, page: CachedPage) =>
    pageAnswer(page, {
      method: req.method ?? "GET",
      ifNoneMatch: req.headers["if-none-match"],
      acceptEncoding: req.headers["accept-encoding"],
    });

  function beforeApp(req: IncomingMessage, res: ServerResponse, head: string[]): PageCacheStatus | null {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const target = targetOf(req.url ?? "/");
    if (!target) return null;
    const found = lookup(target);
    if (found) {
      const reply = answerOf(req, found.page);
      const headers = [...head];
      for (const [name, value] of reply.headers) headers.push(name, value);
      res.writeHead(reply.status, headers);
      res.end(reply.body);
      return found.status;
    }
    // A miss that would be turned away anyway is, at once: under a flood of misses these are most requests.
    if (req.method === "GET" && !cache.rendering(target.key) && limiter.turnsAway()) {
      res.writeHead(503, [...head, ...OVERLOADED_HEADERS]);
      res.end(OVERLOADED_BODY);
      return "refused";
    }
    return null;
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const target = targetOf(req.url);
    if (target === null) return next();
    const answer = (page: CachedPage, status: PageCacheStatus) => {
      res.locals.pageCache = status;
      res.locals.precompressed = true;
      const reply = answerOf(req, page);
      for (const [name, value] of reply.headers) res.setHeader(name, value);
      res.writeHead(reply.status);
      res.end(reply.body);
    };

    const found = lookup(target);
    if (found) return answer(found.page, found.status);
    // A HEAD miss is left to React Router, which answers it without rendering a body or counting a click.
    if (req.method === "HEAD") return next();

    // The render stops when the client that asked for it goes away (others waiting then render for themselves).
    const gone = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) gone.abort(new Error("client closed the connection"));
    });
    try {
      const options = { headers: renderHeaders(req.headers), signal: gone.signal, clientAddress: req.ip ?? null };
      const filled = await cache.fill(
        target.key,
        () => render(target.renderPath, options),
        slot(gone.signal),
        target.fill,
      );
      if (gone.signal.aborted) return;
      if ("page" in filled) return answer(filled.page, filled.shared ? "shared" : "miss");
      res.locals.pageCache = "miss";
      await sendResponse(res, filled.response);
    } catch (error) {
      if (gone.signal.aborted) return;
      if (error instanceof Overloaded) return overloaded(res);
      next(error);
    }
  };

  return { beforeApp, middleware };
}

/**
 * Page GETs that reach React Router (HEAD misses, `.data` requests) pass the render limit first. Form posts
 * (a sign-up) and resource routes go straight on: their cost is the database's, bounded by its own pool.
 */
export function limitRenders(limiter: RenderLimiter, routes: RouteTable): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = new URL(req.url, "http://localhost").pathname.replace(/\.data$/, "") || "/";
    if (routes.pageParams(pathname === "/_root" ? "/" : pathname) === null) return next();
    const gone = new AbortController();
    res.on("close", () => gone.abort());
    limiter.acquire(gone.signal).then(
      (release) => {
        res.on("close", release);
        next();
      },
      (error: unknown) => {
        if (error instanceof Overloaded) overloaded(res);
      },
    );
  };
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/** Seconds a refused client is asked to wait. */
const RETRY_AFTER_SECONDS = 5;

const OVERLOADED_PAGE = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Demasiadas visitas a la vez · CasinoLupa</title></head>
<body>
<h1>Ahora mismo hay demasiadas visitas</h1>
<p>No hemos podido preparar esta página a tiempo. Vuelve a intentarlo en unos segundos.</p>
<p><a href="/">Ir a la portada</a></p>
</body>
</html>
`;

const OVERLOADED_BODY = Buffer.from(OVERLOADED_PAGE);
const OVERLOADED_HEADERS = [
  ...["Content-Type", "text/html; charset=utf-8", "Cache-Control", "no-store"],
  ...["Retry-After", String(RETRY_AFTER_SECONDS), "Content-Security-Policy", contentSecurityPolicy()],
  ...["Content-Length", String(OVERLOADED_BODY.length)],
];

/** 503 with Retry-After and a short Spanish page; the security headers are already on the response. */
export function overloaded(res: ExpressResponse): void {
  if (res.headersSent) return;
  res.locals.pageCache = "refused";
  res.locals.precompressed = true;
  for (let index = 0; index < OVERLOADED_HEADERS.length; index += 2) {
    res.setHeader(OVERLOADED_HEADERS[index] ?? "", OVERLOADED_HEADERS[index + 1] ?? "");
  }
  res.writeHead(503);
  res.end(OVERLOADED_BODY);
}
