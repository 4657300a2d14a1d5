// Serves page GETs through the page cache (app/page-cache.server.ts): a cached page is answered at once, even
// while the process is busy rendering; a stale one is answered and rendered again in the background; a miss
// waits for a render already under way for the same page, or renders it within the render limit
// (render-limit.ts), and is refused with 503 when the process is overloaded. Everything else (POSTs, React
// Router's `.data` requests, HEAD misses) goes on to React Router through `limitRenders`.
// `res.locals.pageCache` says which it was, for the request log: hit, stale, miss, shared (waited for another
// request's render) or refused.
import type { IncomingHttpHeaders } from "node:http";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction, RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { type Hold, type PageCache, pageAnswer } from "../app/page-cache.server";
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
}): RequestHandler {
  /** Renders and reads the whole body, so a slot held around it is held exactly as long as the work. */
  async function rendered(path: string, options: Parameters<RenderPage>[1]): Promise<Response> {
    const response = await render(path, options);
    const body = response.body ? await response.arrayBuffer() : null;
    return new Response(body, response);
  }
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

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = new URL(req.url, "http://localhost");
    const params = url.pathname.endsWith(".data") ? null : routes.pageParams(url.pathname);
    if (params === null) return next();
    const { key, renderPath } = pageKey(url, params);
    const answer = (page: Parameters<typeof pageAnswer>[0], status: PageCacheStatus) => {
      res.locals.pageCache = status;
      res.locals.precompressed = true;
      const reply = pageAnswer(page, {
        method: req.method,
        ifNoneMatch: req.headers["if-none-match"],
        acceptEncoding: req.headers["accept-encoding"],
      });
      for (const [name, value] of reply.headers) res.setHeader(name, value);
      res.writeHead(reply.status);
      res.end(reply.body);
    };

    const found = cache.get(key);
    if (found) {
      if (found.state === "stale") {
        cache.refresh(
          key,
          () =>
            rendered(renderPath, {
              headers: new Headers({ accept: "text/html" }),
              signal: AbortSignal.timeout(BACKGROUND_RENDER_MS),
              clientAddress: null,
            }),
          freeSlot,
        );
      }
      return answer(found.page, found.state === "fresh" ? "hit" : "stale");
    }
    // A HEAD miss is left to React Router, which answers it without rendering a body or counting a click.
    if (req.method === "HEAD") return next();

    // The render stops when the client that asked for it goes away (others waiting then render for themselves).
    const gone = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) gone.abort(new Error("client closed the connection"));
    });
    try {
      const options = { headers: renderHeaders(req.headers), signal: gone.signal, clientAddress: req.ip ?? null };
      const filled = await cache.fill(key, () => rendered(renderPath, options), slot(gone.signal));
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

/** 503 with Retry-After and a short Spanish page; the security headers are already on the response. */
export function overloaded(res: ExpressResponse): void {
  if (res.headersSent) return;
  res.locals.pageCache = "refused";
  res.status(503).set({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Retry-After": String(RETRY_AFTER_SECONDS),
    "Content-Security-Policy": contentSecurityPolicy(),
  });
  res.send(OVERLOADED_PAGE);
}
