// The site's request handler, the same in development and production: the server entry (server.ts) loads it
// through Vite in development and from the server build in production, where it is bundled with React Router's
// build. Health checks are answered before it (server.ts). Every other request takes one path: a method, target
// or Host the site does not take is refused (guards.ts); the Express app puts the security headers on every
// response, refuses bodies it would not read, serves files, answers page GETs from the page cache (pages.ts: misses
// rendered within the render limit), and hands the rest to React Router's one request handler, with the process's
// values in the router's typed context.
import type { IncomingMessage, ServerResponse } from "node:http";
import * as build from "virtual:react-router/server-build";
import { createReadableStreamFromReadable } from "@react-router/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { createRequestHandler } from "react-router";
import { browserEntries, inlineScriptHashes } from "../app/browser-entries.server";
import { withSiteKey } from "../app/cdn-purge.server";
import { requestContext } from "../app/context.server";
import { env, serverOrigin } from "../app/env.server";
import { notFoundVariant } from "../app/lib/search-index.server";
import { type PreviewSession, previewAnswer } from "../app/preview.server";
import { contentSecurityPolicy, securityHeaders } from "../app/security.server";
import { trustProxy } from "./client-address";
import { admit, BODY_LIMITS, bodyLimit, dropOrigin, withSecurityHeaders } from "./guards";
import { send, servePages } from "./pages";
import { createRenderLimiter } from "./render-limit";
import { createRequestLog } from "./request-log";
import { services } from "./services";
import { staticFiles } from "./static-files";

export { services };

const { preview, searchIndex, pageCache, logger, knownSlugs } = services;

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * @param assets Serves the browser's files: Vite's middleware in development; by default the built ones
 *   next to this bundle (build/client).
 */
export function createApp({ assets }: { assets?: RequestHandler } = {}): Handler {
  const origin = serverOrigin(env);
  const trust = trustProxy(env.TRUST_PROXY_HOPS, env.TRUSTED_PROXY_RANGES);
  const previewOn = preview.available ? preview : undefined;
  /** The router's context for one request. */
  const loadContext = (clientAddress: string | null, session?: PreviewSession) =>
    requestContext(services, { clientAddress, serverOrigin: origin, session });
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
  // Pages from the cache are compressed already (pages.ts marks them).
  app.use(compression({ filter: (req, res) => !res.locals.precompressed && compression.filter(req, res) }));
  app.use(assets ?? staticFiles(new URL("../client/", import.meta.url).pathname));
  app.use(
    servePages({
      build,
      cache: pageCache,
      limiter,
      // Pages are rendered for every visitor alike: for this origin, never the request's Host, with no header of theirs.
      render: async (path, signal) => {
        const request = new Request(`${origin}${path}`, { headers: { accept: "text/html" }, signal });
        return withSiteKey(await handle(request, loadContext(null)));
      },
      notFoundVariant: (pathname) => notFoundVariant(searchIndex, pathname),
      knownSlugs,
      // Only a page GET with a valid preview cookie (preview.server.ts) is an editor's, rendered from the drafts.
      previewSession: previewOn ? (req) => previewOn.sessionFrom(req.headers.cookie) : undefined,
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
      const session = res.locals.preview as PreviewSession | undefined;
      const response = await handle(request, loadContext(req.ip ?? null, session));
      await send(res, session ? previewAnswer(res, response, session, policy) : withSiteKey(response), req);
    } catch (error) {
      next(error);
    }
  });
  // What Express itself cannot take (a malformed path, say) gets a plain answer; the log line carries a 5xx's stack.
  const failed: ErrorRequestHandler = (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) Object.assign(res, { err: error });
    const text = status >= 500 ? "Internal Server Error" : "Bad Request";
    res.status(status).type("text/plain").send(text);
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
    const target = admit(req.method, req.url, req.headers.host);
    if (typeof target !== "string") return void res.writeHead(target.status, refused).end(target.text);
    req.url = target;
    // A HEAD is answered as its GET, so it carries the same headers (a compressed page's Content-Encoding, say):
    // Node's response knows the request was a HEAD and sends no body (RFC 9110 9.3.2).
    if (req.method === "HEAD") req.method = "GET";
    app(req, res);
  };
}
