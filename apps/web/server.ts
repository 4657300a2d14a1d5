// Starts the site: `pnpm dev` (NODE_ENV=development) and `pnpm start` both run this file. The Express app
// (server/app.ts) is the same in both: in development Vite loads it with React Router's build and serves the
// browser files with hot reload; in production it comes from the server build (build/server/index.js).
// This file owns the process: the HTTP server, its timeouts, the health checks (answered first of all, so they
// never wait behind anything: server/health.ts), the graceful shutdown (server/shutdown.ts), the statistics
// it logs on SIGUSR2 (server/process-stats.ts) and one garbage collection when it falls quiet after work
// (server/idle-collection.ts).
import { createServer, type Server } from "node:http";
import express from "express";
import { env } from "./app/env.server.ts";
import { collectWhenIdle } from "./server/idle-collection.ts";
import { gracefulShutdown } from "./server/shutdown.ts";

type AppModule = typeof import("./server/app.ts");

// React and React Router pick their development or production builds from NODE_ENV when first loaded. (In
// development, `pnpm dev` also passes --conditions=development, so that packages Node loads resolve to the
// same builds as those Vite loads: one RouterContextProvider class, not two.)
process.env.NODE_ENV ??= env.NODE_ENV;

// A client gets 10 s to send its headers and body; a slower one gets 408 and its connection closed. Node looks
// for such requests every `connectionsCheckingInterval` (30 s by default, which let a slow body hold on for
// up to 40 s), so it looks every second.
const server = createServer({ requestTimeout: 10_000, headersTimeout: 10_000, connectionsCheckingInterval: 1_000 });
const { handler, app } = env.NODE_ENV === "development" ? await developmentApp(server) : await productionApp();
const idle = collectWhenIdle({
  // "last-resort": every collection V8 can do, compacting the heap and giving its free pages back.
  gc: globalThis.gc && (() => globalThis.gc?.({ type: "major", execution: "sync", flavor: "last-resort" })),
  collected: (ms) => app().logger.debug({ ms, rssMb: Math.round(process.memoryUsage.rss() / 1048576) }, "idle GC"),
});
server.on("request", (req, res) => {
  try {
    if (app().answerHealth(req, res)) return;
    idle.request();
    handler(req, res);
  } catch (error) {
    // A request that breaks something the app did not foresee fails alone; the process goes on serving.
    app().logger.error({ err: error, path: req.url?.slice(0, 200) }, "request failed before the app answered");
    if (!res.headersSent)
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end("Internal Server Error");
  }
});
server.listen(env.PORT, env.HOST, () => {
  const host = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
  app().logger.info(`CasinoLupa listening on http://${host}:${env.PORT}`);
  void app().warnIfSampleOwner((message) => app().logger.warn(message));
});
process.on("SIGUSR2", () => app().logger.info(app().processStats(), "process stats"));
gracefulShutdown(server, {
  lifecycle: app,
  log: () => app().logger,
  drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
  timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
});

async function productionApp() {
  const module: AppModule = await import(new URL("./build/server/index.js", import.meta.url).href);
  return { handler: module.createApp(), app: () => module };
}

/**
 * Vite in middleware mode: every request loads the app module as it is now, so edits apply at once. Its hot
 * reload socket shares the site's HTTP server, so the page's CSP (`connect-src 'self'`) allows it.
 */
async function developmentApp(httpServer: Server) {
  const { createServer: createViteServer } = await import("vite");
  const root = new URL(".", import.meta.url).pathname;
  const vite = await createViteServer({
    root,
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
  });
  const load = async (): Promise<AppModule> => {
    const module = await vite.ssrLoadModule("./server/app.ts");
    if (!isAppModule(module)) throw new Error("server/app.ts must export createApp");
    return module;
  };
  let current: { module: AppModule; handler?: ReturnType<AppModule["createApp"]> } = { module: await load() };
  current.module.onShutdown("vite", () => vite.close());
  // Rendered pages would outlive an edit: any change empties the page cache.
  vite.watcher.on("change", () => current.module.pageCache.invalidate());

  const handler = express();
  handler.disable("x-powered-by");
  handler.use(async (req, res, next) => {
    try {
      const module = await load();
      if (module !== current.module || !current.handler) {
        current = { module, handler: module.createApp({ assets: vite.middlewares }) };
      }
      current.handler?.(req, res);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
  return { handler, app: () => current.module };
}

function isAppModule(module: Record<string, unknown>): module is AppModule {
  return typeof module.createApp === "function" && typeof module.startDraining === "function";
}
