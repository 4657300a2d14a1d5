// The production server: Express in front of React Router's request handler. It adds the security headers
// every response carries, serves the built assets and the content images, and compresses responses.
// Started by `pnpm start` (Node 24 runs this TypeScript file directly).
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { env } from "./app/env.server.ts";
import { PEER_ADDRESS_HEADER, contentSecurityPolicy, securityHeaders } from "./app/security.server.ts";

// React and React Router pick their development or production builds from NODE_ENV when first loaded, so it
// is set before anything that loads React (hence the dynamic imports below).
process.env.NODE_ENV ??= env.NODE_ENV;
const { createRequestHandler } = await import("@react-router/express");
const build = (await import(new URL("./build/server/index.js", import.meta.url).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY_HOPS);
app.use(compression());
app.use((_req, res, next) => {
  for (const [name, value] of Object.entries(securityHeaders(env.NODE_ENV === "production"))) {
    res.setHeader(name, value);
  }
  next();
});

// Hashed file names never change content, so browsers and CDNs may keep them for a year.
const staticHeaders = (res: express.Response) => res.setHeader("Content-Security-Policy", contentSecurityPolicy());
const clientDir = new URL("./build/client/", import.meta.url).pathname;
app.use(
  "/assets",
  express.static(`${clientDir}assets`, { immutable: true, maxAge: "1y", index: false, setHeaders: staticHeaders }),
);
app.use(express.static(clientDir, { maxAge: "1h", index: false, setHeaders: staticHeaders }));
// The TCP peer, for the newsletter's rate limit and consent evidence (read with TRUST_PROXY_HOPS in the app,
// never from a header a client could set: any incoming copy is dropped).
app.use((req, _res, next) => {
  req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  next();
});
app.all("/{*path}", createRequestHandler({ build, mode: env.NODE_ENV }));

app.listen(env.PORT, env.HOST, (error?: Error) => {
  if (error) throw error;
  console.log(`CasinoLupa listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
});
