// The site's request handler, the same in development and production: the server entry (server.ts) loads it
// through Vite in development and from the server build in production, where it is bundled with React Router's
// build. Health checks are answered before it (server.ts). Every other request takes one path: a target that
// makes no URL is refused; the Express app puts the security headers on every response, refuses what the site
// does not take, serves files, answers page GETs from the page cache (pages.ts: misses rendered within the
// render limit), and hands the rest to React Router's one request handler, with the process's values in the
// router's typed context.
import type { IncomingMessage, ServerResponse } from "node:http";
import * as build from "virtual:react-router/server-build";
import { createReadableStreamFromReadable } from "@react-router/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { browserEntries, inlineScriptHashes } from "../app/browser-entries.server";
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
  originForm,
  requireHost,
  withSecurityHeaders,
} from "./guards";
import { logger } from "./logger";
import { serverOrigin } from "./origin";
import { send, servePages } from "./pages";
import { createRenderLimiter } from "./render-limit";
import { createRequestLog } from "./request-log";
import { staticFiles } from "./static-files";

export { warnIfSampleOwner } from "../app/site-owner-check.server";
export { isDraining, isStarting, markReady, onShutdown, runShutdownHooks, startDraining } from "./lifecycle";
export { logger } from "./logger";
export { pageCache };

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * @param assets Serves the browser's files: Vite's middleware in development; by default the built ones
 *   next to this bundle (build/client).
 */
export function createApp({ assets }: { assets?: RequestHandler } = {}): Handler {
  const origin = serverOrigin(env);
  const trust = trustProxy(env.TRUST_PROXY_HOPS, env.TRUSTED_PROXY_RANGES);
  const loadContext = (clientAddress: string | null) => {
    const context = new RouterContextProvider();
    context.set(contentContext, content);
    context.set(dbContext, db);
    context.set(clickCounterContext, clickCounter);
    context.set(clientAddressContext, clientAddress);
    context.set(serverOriginContext, origin);
    return context;
  };
  const handle = createRequestHandler(build, env.NODE_ENV);
  const policy = contentSecurityPolicy(inlineScriptHashes(browserEntries()));
  const limiter = createRenderLimiter({
    concurrency: env.RENDER_CONCURRENCY,
    queueSize: env.RENDER_QUEUE_SIZE,
    queueTimeoutMs: env.RENDER_QUEUE_TIMEOUT_MS,
  });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trust);
  app.use(withSecurityHeaders(policy));
  app.use(methodFilter);
  app.use(requireHost);
  // Pages from the cache are compressed already (pages.ts marks them).
  app.use(compression({ filter: (req, res) => !res.locals.precompressed && compression.filter(req, res) }));
  app.use(assets ?? staticFiles(new URL("../client/", import.meta.url).pathname));
  app.use(
    servePages({
      build,
      cache: pageCache,
      limiter,
      // Pages are rendered for every visitor alike: for this origin, never the request's Host, with no header of theirs.
      render: (path, signal) =>
        handle(new Request(`${origin}${path}`, { headers: { accept: "text/html" }, signal }), loadContext(null)),
    }),
  );
  app.post(Object.keys(BODY_LIMITS), bodyLimit);
  app.post("/newsletter/baja", dropOrigin);
  app.all("/{*path}", async (req, res, next) => {
    try {
      const gone = new AbortController();
      res.on("close", () => gone.abort());
      const headers = new Headers();
      // From req.headers, which the guards may have changed (dropOrigin).
      for (const [name, value] of Object.entries(req.headers))
        for (const item of [value ?? []].flat()) headers.append(name, item);
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : createReadableStreamFromReadable(req);
      const init = { method: req.method, headers, signal: gone.signal, body, duplex: "half" } as RequestInit;
      const request = new Request(`${req.protocol}://${req.headers.host}${req.url}`, init);
      await send(res, await handle(request, loadContext(req.ip ?? null)));
    } catch (error) {
      next(error);
    }
  });
  // What Express itself cannot take (a malformed path, say) gets a plain answer; the log line carries a 5xx's stack.
  const failed: ErrorRequestHandler = (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) Object.assign(res, { err: error });
    res
      .status(status)
      .type("text/plain")
      .send(status >= 500 ? "Internal Server Error" : "Bad Request");
  };
  app.use(failed);

  const log = createRequestLog(logger, (address) => trust(address, 0));
  const refused = {
    ...securityHeaders(),
    "Content-Security-Policy": policy,
    "Content-Type": "text/plain; charset=utf-8",
  };
  return (req, res) => {
    log(req, res);
    const target = originForm(req.url, req.headers.host);
    if (target === null) return void res.writeHead(400, refused).end("Bad Request");
    req.url = target;
    app(req, res);
  };
}
