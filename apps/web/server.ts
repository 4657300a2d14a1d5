// The production server: Express in front of React Router's request handler. It adds the security headers
// every response carries, serves the built assets and the content images, and compresses responses.
// Started by `pnpm start` (Node 24 runs this TypeScript file directly).
import { readdirSync } from "node:fs";
import { NEWSLETTER_BODY_LIMIT_BYTES, WEBHOOK_BODY_LIMIT_BYTES } from "@casinolupa/domain";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { env } from "./app/env.server.ts";
import { contentSecurityPolicy, PEER_ADDRESS_HEADER, securityHeaders } from "./app/security.server.ts";

// React and React Router pick their development or production builds from NODE_ENV when first loaded, so it
// is set before anything that loads React (hence the dynamic imports below).
process.env.NODE_ENV ??= env.NODE_ENV;
const { createRequestHandler } = await import("@react-router/express");
const build = (await import(new URL("./build/server/index.js", import.meta.url).href)) as ServerBuild;
// The page cache lives in the server build (it is emptied by the webhook route); entry.server exports it.
const { pageCache, pageAnswer, pageCacheKey, warnIfSampleOwner } = build.entry
  .module as unknown as typeof import("./app/entry.server.tsx");

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY_HOPS);
app.use((_req, res, next) => {
  for (const [name, value] of Object.entries(securityHeaders(env.NODE_ENV === "production"))) {
    res.setHeader(name, value);
  }
  next();
});

// Methods the site does not speak are refused here: Node's Request (which React Router builds) throws on
// TRACE and TRACK, and CONNECT is not for us.
const METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS", "PUT", "PATCH", "DELETE"]);
app.use((req, res, next) => {
  if (METHODS.has(req.method)) return next();
  res.setHeader("Content-Security-Policy", contentSecurityPolicy());
  res.status(405).type("text/plain").send("Method Not Allowed");
});

// Fast path: a page already rendered and compressed is answered here, before anything else runs. A miss
// goes on to React Router, whose root middleware renders and caches it (app/page-cache.server.ts).
app.use((req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const page = pageCache.get(pageCacheKey(new URL(req.url, "http://localhost")));
  if (!page) return next();
  const answer = pageAnswer(page, {
    method: req.method,
    ifNoneMatch: req.headers["if-none-match"],
    acceptEncoding: req.headers["accept-encoding"],
  });
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(answer.body);
});

app.use(compression());

// Hashed file names never change content, so browsers and CDNs may keep them for a year.
const staticHeaders = (res: express.Response) => res.setHeader("Content-Security-Policy", contentSecurityPolicy());
const clientDir = new URL("./build/client/", import.meta.url).pathname;
app.use(
  "/assets",
  express.static(`${clientDir}assets`, { immutable: true, maxAge: "1y", index: false, setHeaders: staticHeaders }),
);
// The other public files, mounted by name: a page request never waits for a look at the disk.
const publicFiles = { maxAge: "1h", index: false, setHeaders: staticHeaders };
for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
  if (entry.name === "assets") continue;
  if (entry.isDirectory()) app.use(`/${entry.name}`, express.static(`${clientDir}${entry.name}`, publicFiles));
  else app.get(`/${entry.name}`, express.static(clientDir, publicFiles));
}
// The TCP peer, for the newsletter's rate limit and consent evidence (read with TRUST_PROXY_HOPS in the app,
// never from a header a client could set: any incoming copy is dropped).
app.use((req, _res, next) => {
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  next();
});
// The two endpoints that read a body take it only with a declared length within their limit: Node reads no
// more than Content-Length, so a chunked stream of megabytes never reaches the app (411 or 413 instead).
const BODY_LIMITS: Record<string, number> = {
  "/newsletter": NEWSLETTER_BODY_LIMIT_BYTES,
  "/api/sanity-webhook": WEBHOOK_BODY_LIMIT_BYTES,
};
app.post(Object.keys(BODY_LIMITS), (req, res, next) => {
  const limit = BODY_LIMITS[req.path] ?? 0;
  const declared = req.headers["content-length"];
  const refuse = (status: number, text: string) =>
    res.status(status).setHeader("Content-Security-Policy", contentSecurityPolicy()).type("text/plain").send(text);
  if (declared === undefined) return void refuse(411, "Length Required");
  if (Number(declared) > limit) return void refuse(413, "Payload Too Large");
  next();
});

// RFC 8058 one-click unsubscribe: mail providers POST the List-Unsubscribe URL from their own servers, some
// with their own Origin, which React Router's CSRF check would refuse (400) before any route code runs. That
// route acts on the token in its URL alone, so the Origin carries no meaning there.
app.post("/newsletter/baja", (req, _res, next) => {
  delete req.headers.origin;
  next();
});
app.all("/{*path}", createRequestHandler({ build, mode: env.NODE_ENV }));

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
    if (status >= 500) console.error(error);
    for (const [name, value] of Object.entries(securityHeaders(env.NODE_ENV === "production")))
      res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy());
    res
      .status(status)
      .type("text/plain")
      .send(status >= 500 ? "Internal Server Error" : "Bad Request");
  },
);

app.listen(env.PORT, env.HOST, (error?: Error) => {
  if (error) throw error;
  console.log(`CasinoLupa listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
  void warnIfSampleOwner();
});
