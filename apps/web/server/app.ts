// The site's Express app, the same in development and production: the server entry (server.ts) loads it
// through Vite in development and from the server build in production, where it is bundled with React
// Router's build. It puts the security headers on every response, refuses what the site does not take,
// answers health checks, serves files and cached pages, and hands the rest to React Router with the
// process's values in the router's typed context.

import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
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
import { BODY_LIMITS, bodyLimit, dropOrigin, methodFilter, requireHost, withSecurityHeaders } from "./guards";
import { healthRoutes } from "./health";
import { logger } from "./logger";
import { serverOrigin } from "./origin";
import { createPageRenderer, limitRenders, servePages } from "./page-serving";
import { createRenderLimiter } from "./render-limit";
import { requestLog } from "./request-log";
import { createRouteTable } from "./route-table";
import { staticFiles } from "./static-files";

export { warnIfSampleOwner } from "../app/site-owner-check.server";
export { isDraining, onShutdown, runShutdownHooks, startDraining } from "./lifecycle";
export { logger } from "./logger";
export { pageCache };

/**
 * @param assets Serves the browser's files: Vite's middleware in development; by default the built ones
 *   next to this bundle (build/client).
 */
export function createApp({ assets }: { assets?: RequestHandler } = {}): Express {
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
  const limiter = createRenderLimiter({
    concurrency: env.RENDER_CONCURRENCY,
    queueSize: env.RENDER_QUEUE_SIZE,
    queueTimeoutMs: env.RENDER_QUEUE_TIMEOUT_MS,
  });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy(env.TRUST_PROXY_HOPS, env.TRUSTED_PROXY_RANGES));
  app.use(requestLog(logger));
  app.use(withSecurityHeaders());
  app.use(healthRoutes({ overloaded: () => limiter.overloaded }));
  app.use(methodFilter);
  app.use(requireHost);
  // Answers from the page cache are compressed already (page-serving.ts marks them).
  app.use(compression({ filter: (req, res) => !res.locals.precompressed && compression.filter(req, res) }));
  app.use(assets ?? staticFiles(new URL("../client/", import.meta.url).pathname));
  app.use(
    servePages({
      cache: pageCache,
      routes,
      limiter,
      render: createPageRenderer({ build, mode: env.NODE_ENV, origin, loadContext }),
    }),
  );
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
  return app;
}
