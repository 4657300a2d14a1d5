// Starts the site: `pnpm dev` (NODE_ENV=development) and `pnpm start` both run this file. The Express app
// (server/app.ts) is the same in both: in development Vite loads it with React Router's build and serves the
// browser files with hot reload; in production it comes from the server build (build/server/index.js).
// This file owns the process: the HTTP server and its timeouts, the health checks (answered first of all, so
// they never wait behind anything: server/health.ts), the start-up (ready once the most visited pages are in the
// page cache) and the graceful shutdown (server/shutdown.ts).
import { createServer, type Server } from "node:http";
import express from "express";
import { env, siteOriginConfigured } from "./app/env.server.ts";
import { answerHealth } from "./server/health.ts";
import { gracefulShutdown } from "./server/shutdown.ts";
import { reloadOnServerEdit } from "./vite-plugins/reload-on-server-edit.ts";

type AppModule = typeof import("./server/app.ts");

// React and React Router pick their development or production builds from NODE_ENV when first loaded. (In
// development, `pnpm dev` also passes --conditions=development, so that packages Node loads resolve to the
// same builds as those Vite loads: one RouterContextProvider class, not two.)
process.env.NODE_ENV ??= env.NODE_ENV;

const server = createServer({
  // A client gets 10 s to send its headers and body; a slower one gets 408 and its connection closed. Node
  // looks for such requests every second (by default every 30 s, which let a slow body hold on for 40 s).
  requestTimeout: 10_000,
  headersTimeout: 10_000,
  connectionsCheckingInterval: 1_000,
  // Longer than a load balancer keeps an idle connection to us (HAProxy: deploy/haproxy.cfg), so it is never
  // the process that closes a connection the load balancer is about to reuse.
  keepAliveTimeout: 65_000,
});
const { handler, services } = env.NODE_ENV === "development" ? await developmentApp(server) : await productionApp();
server.on("request", (req, res) => {
  try {
    const state = {
      starting: () => services().lifecycle.isStarting(),
      draining: () => services().lifecycle.isDraining(),
    };
    if (!answerHealth(req, res, state)) handler(req, res);
  } catch (error) {
    // A request that breaks something the app did not foresee fails alone; the process goes on serving.
    services().logger.error({ err: error, path: req.url?.slice(0, 200) }, "request failed before the app answered");
    if (!res.headersSent)
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end("Internal Server Error");
  }
});
// A promise that failed with no one to handle it (a background render, a client gone mid-answer) is logged: Node
// would otherwise end the process, and every request it holds with it.
process.on("unhandledRejection", (reason) => services().logger.error({ err: reason }, "a promise failed unhandled"));
// CONNECT asks for a tunnel, which the site never opens (Node would drop the connection without an answer).
// NOTE: the socket is ours from here, without the HTTP server's error handling: a client that resets it would
// raise an 'error' no one listens to, which ends the process.
server.on("connect", (_req, socket) => {
  socket.on("error", () => socket.destroy());
  socket.end("HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
});
// Decision 031: a deployment never serves the sample owner by accident. The message names the settings to fill in.
const ownerProblem = await services().checkSiteOwner();
if (ownerProblem?.refuse) {
  console.error(ownerProblem.message);
  process.exit(1);
}
server.listen(env.PORT, env.HOST, async () => {
  const host = ["0.0.0.0", "::"].includes(env.HOST) ? "127.0.0.1" : env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
  const { logger } = services();
  logger.info(`CasinoLupa listening on http://${host}:${env.PORT}`);
  // Served on a public interface, visitors come from elsewhere: links to this address would not reach them.
  const publicInterface = !["127.0.0.1", "::1", "localhost"].includes(env.HOST);
  if (env.NODE_ENV === "production" && !siteOriginConfigured && publicInterface) {
    logger.warn(
      `SITE_ORIGIN is not set: e-mail links and the sign-up form's origin check use http://${host}:${env.PORT}, which visitors cannot reach. Set SITE_ORIGIN to the public origin.`,
    );
  }
  if (ownerProblem) logger.warn(ownerProblem.message);
  if (env.NODE_ENV === "production") {
    // Pages warmed before the change log's start-up record would be marked stale by it at once.
    await services().changeLogReady;
    // Ready once the search index is built too: the first visitor to search never waits for it.
    await Promise.all([
      warmUp(`http://${host}:${env.PORT}`),
      services()
        .searchIndex.current()
        .catch(() => undefined),
    ]);
  }
  services().lifecycle.markReady();
});
gracefulShutdown(server, {
  lifecycle: () => services().lifecycle,
  log: () => services().logger,
  drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
  timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
});

/**
 * Renders the pages the sitemap lists into the page cache before /readyz says ready, in its order (home, the
 * comparison, the change log, the reviews, the game and content pages, then the rest), as many at once as the render
 * limit allows: a process that joins a load balancer answers them from memory at once. At most 10 s: then it is
 * ready anyway, and its log says how far it got.
 */
async function warmUp(origin: string): Promise<void> {
  const started = performance.now();
  const deadline = AbortSignal.timeout(10_000);
  const get = (path: string) =>
    fetch(`${origin}${path}`, { headers: { "accept-encoding": "br, gzip" }, signal: deadline }).then((r) => r.text());
  const paths: string[] = [];
  let warmed = 0;
  try {
    const sitemap = await get("/sitemap.xml");
    for (const [, url = "/"] of sitemap.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
      const { pathname, search } = new URL(url);
      paths.push(pathname + search);
    }
    const renderer = async () => {
      for (let path = paths[warmed]; path !== undefined; path = paths[warmed]) {
        warmed += 1;
        await get(path);
      }
    };
    await Promise.all(Array.from({ length: env.RENDER_CONCURRENCY }, renderer));
    const ms = Math.round(performance.now() - started);
    services().logger.info({ pages: paths.length, ms }, "the start-up warm-up of the page cache is done");
  } catch (error) {
    const progress = { pages: paths.length, started: warmed, ms: Math.round(performance.now() - started) };
    services().logger.warn({ err: error, ...progress }, "the start-up warm-up of the page cache stopped early");
  }
}

async function productionApp() {
  const module: AppModule = await import(new URL("./build/server/index.js", import.meta.url).href);
  return { handler: module.createApp(), services: () => module.services };
}

/**
 * Vite in middleware mode: every request loads the app module as it is now, so edits apply at once, and an edit
 * reloads the open page. Its hot reload socket shares the site's HTTP server, so the page's CSP
 * (`connect-src 'self'`) allows it.
 */
async function developmentApp(httpServer: Server) {
  const { createServer: createViteServer } = await import("vite");
  const root = new URL(".", import.meta.url).pathname;
  const vite = await createViteServer({
    root,
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
    plugins: [reloadOnServerEdit()],
  });
  const load = async (): Promise<AppModule> => {
    const module = await vite.ssrLoadModule("./server/app.ts");
    if (!isAppModule(module)) throw new Error("server/app.ts must export createApp");
    return module;
  };
  let current: { module: AppModule; handler?: ReturnType<AppModule["createApp"]> } = { module: await load() };
  current.module.services.lifecycle.onShutdown("vite", () => vite.close());
  // Rendered pages would outlive an edit: any change empties the page cache (marked stale, a page would still be
  // answered once more), before Vite reloads the page (vite-plugins/reload-on-server-edit.ts).
  vite.watcher.on("change", () => current.module.services.pageCache.clear());

  const handler = express();
  handler.disable("x-powered-by");
  handler.use(async (req, res, next) => {
    try {
      const module = await load();
      if (module !== current.module || !current.handler) {
        current = { module, handler: module.createApp({ assets: vite.middlewares }) };
        // Development renders every page on request: nothing to warm up.
        module.services.lifecycle.markReady();
      }
      current.handler?.(req, res);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
  return { handler, services: () => current.module.services };
}

function isAppModule(module: Record<string, unknown>): module is AppModule {
  return typeof module.createApp === "function" && typeof module.services === "object";
}
