// The site's request handler, the same in development and production: the server entry (server.ts) loads it
// through Vite in development and from the server build in production, where it is bundled with React
// Router's build. Health checks are answered before it (`answerHealth`, server.ts). In production a page in
// the page cache is answered first, without Express (about a third of the CPU of a cached answer went to
// Express's router and middlewares); everything else goes to the Express app, which puts the security headers
// on every response, refuses what the site does not take, serves files and pages (rendering misses within the
// render limit), and hands the rest to React Router with the process's values in the router's typed context.

import type { IncomingMessage, ServerResponse } from "node:http";
import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import { content, pageCache } from "../app/content.server";
import {
  clickCounterContext,
  clientAddressContext,
  contentContext,
  dbContext,
  serverOriginContext,
} from "../app/context.server";
import { clickCounter, db } from "../app/db.server";
import { env } from "../app/env.server";
import { contentSecurityPolicy, securityHeaders } from "../app/security.server";
import { trustProxy } from "./client-address";
import {
  BODY_LIMITS,
  bodyLimit,
  dropOrigin,
  methodFilter,
  parsesAsUrl,
  requireHost,
  withSecurityHeaders,
} from "./guards";
import { answerHealth as answerHealthCheck } from "./health";
import { isDraining } from "./lifecycle";
import { logger } from "./logger";
import { serverOrigin } from "./origin";
import { createPageRenderer, limitRenders, servePages } from "./page-serving";
import { processStats as baseProcessStats } from "./process-stats";
import { createRenderLimiter } from "./render-limit";
import { createRequestLog, requestId } from "./request-log";
import { createRouteTable } from "./route-table";
import { staticFileNames, staticFiles } from "./static-files";

export { warnIfSampleOwner } from "../app/site-owner-check.server";
export { isDraining, onShutdown, runShutdownHooks, startDraining } from "./lifecycle";
export { logger } from "./logger";
export { pageCache };

/** The event loop's delay since the last call, the memory and the page cache's size (process-stats.ts). */
export const processStats = () => baseProcessStats(pageCache);

// One render limit per process (development reloads this module, and with it the limit).
const limiter = createRenderLimiter({
  concurrency: env.RENDER_CONCURRENCY,
  queueSize: env.RENDER_QUEUE_SIZE,
  queueTimeoutMs: env.RENDER_QUEUE_TIMEOUT_MS,
});

/** Answers `/healthz` and `/readyz` (health.ts) and returns true, or returns false for any other request. */
export function answerHealth(req: IncomingMessage, res: ServerResponse): boolean {
  return answerHealthCheck(req, res, { draining: isDraining, overloaded: () => limiter.overloaded });
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

// Sent with every page answered from the cache before Express (a flat list, as `writeHead` takes it).
const SECURITY_HEADERS = Object.entries(securityHeaders()).flat();
const BAD_REQUEST_BODY = Buffer.from("Bad Request");
const BAD_REQUEST_HEADERS = [
  ...["Content-Type", "text/plain; charset=utf-8", "Cache-Control", "no-store"],
  ...["Content-Security-Policy", contentSecurityPolicy(), "Content-Length", String(BAD_REQUEST_BODY.length)],
];

/**
 * @param assets Serves the browser's files: Vite's middleware in development; by default the built ones
 *   next to this bundle (build/client).
 */
export function createApp({ assets }: { assets?: RequestHandler } = {}): Handler {
  const origin = serverOrigin(env);
  const loadContext = (clientAddress: string | null) => {
    const context = new RouterContextProvider();
    context.set(contentContext, content);
    context.set(dbContext, db);
    context.set(clickCounterContext, clickCounter);
    context.set(clientAddressContext, clientAddress);
    context.set(serverOriginContext, origin);
    return context;
  };
  const routes = createRouteTable(build.routes);
  const pages = servePages({
    cache: pageCache,
    routes,
    limiter,
    render: createPageRenderer({ build, mode: env.NODE_ENV, origin, loadContext }),
  });
  const clientDir = new URL("../client/", import.meta.url).pathname;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy(env.TRUST_PROXY_HOPS, env.TRUSTED_PROXY_RANGES));
  app.use(withSecurityHeaders());
  app.use(methodFilter);
  app.use(requireHost);
  // Answers from the page cache are compressed already (page-serving.ts marks them).
  app.use(compression({ filter: (req, res) => !res.locals.precompressed && compression.filter(req, res) }));
  app.use(assets ?? staticFiles(clientDir));
  app.use(pages.middleware);
  app.post(Object.keys(BODY_LIMITS), bodyLimit);
  app.post("/newsletter/baja", dropOrigin);
  app.use(limitRenders(limiter, routes));
  app.all(
    "/{*path}",
    createRequestHandler({ build, mode: env.NODE_ENV, getLoadContext: (req) => loadContext(req.ip ?? null) }),
  );
  // Requests Express itself cannot take (a malformed path, say) keep the security headers and get a plain answer.
  app.use(
    (
      error: { status?: number; statusCode?: number },
      _req: express.Request,
      res: express.Response,
      next: express.NextFunction,
    ) => {
      if (res.headersSent) return next(error);
      const status = error.status ?? error.statusCode ?? 500;
      // The request log line (request-log.ts) carries it, with its stack, on one line.
      if (status >= 500) Object.assign(res, { err: error });
      for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
      res.setHeader("Content-Security-Policy", contentSecurityPolicy());
      res
        .status(status)
        .type("text/plain")
        .send(status >= 500 ? "Internal Server Error" : "Bad Request");
    },
  );

  const log = createRequestLog(logger);
  // Files are served before pages (a file's name is never a cached page's), and Vite serves them in development:
  // there, everything goes through Express.
  const files = assets ? null : staticFileNames(clientDir);
  return (req, res) => {
    const started = performance.now();
    const id = requestId(req);
    // A target or Host that makes no URL (`//a:b/`, `http://[`, `Host: [`) never reaches anything that parses it.
    if (!parsesAsUrl(req.url, req.headers.host)) {
      res.writeHead(400, [...SECURITY_HEADERS, ...BAD_REQUEST_HEADERS, "X-Request-Id", id]);
      res.end(BAD_REQUEST_BODY);
      return log.sent(req, 400, { id, started });
    }
    if (files && req.headers.host && !files(req.url ?? "/")) {
      const status = pages.beforeApp(req, res, [...SECURITY_HEADERS, "X-Request-Id", id]);
      if (status) return log.sent(req, res.statusCode, { id, started, cache: status });
    }
    res.setHeader("X-Request-Id", id);
    log.follow(req, res, { id, started });
    app(req, res);
  };
}
