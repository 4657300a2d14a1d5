// Graceful shutdown on SIGTERM and SIGINT, so a restart drops no request: /readyz fails at once and responses ask
// clients to close their connection; the process keeps serving for the drain period, while the load balancer
// notices; then it stops accepting, closes idle connections and lets requests in flight finish up to the deadline
// (then cuts them); then the shutdown hooks run (e-mail sender, database) and it exits 0. A second signal exits at once.
import type { Server } from "node:http";

type Options = {
  /** The app's lifecycle module as it is loaded now (development reloads it). */
  lifecycle: () => {
    startDraining(): void;
    runShutdownHooks(deadlineMs: number, onError: (name: string, error: unknown) => void): Promise<void>;
  };
  log: () => { info(message: string): void; error(error: unknown, message: string): void };
  drainMs: number;
  timeoutMs: number;
};

/** Hooks get this long after the connections are done (they also run when the deadline cut them). */
const HOOKS_DEADLINE_MS = 5_000;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function gracefulShutdown(server: Server, options: Options): void {
  let stopping = false;
  server.prependListener("request", (_req, res) => {
    if (stopping && !res.headersSent) res.shouldKeepAlive = false;
  });
  async function shutdown(signal: string): Promise<void> {
    const log = options.log();
    if (stopping) {
      log.info(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    options.lifecycle().startDraining();
    log.info(`${signal}: draining for ${options.drainMs / 1000} s, then stopping`);
    await sleep(options.drainMs);
    const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
    // Connections that finish their request after close() become idle: close those as they appear.
    const sweep = setInterval(() => server.closeIdleConnections(), 250);
    server.closeIdleConnections();
    if (!(await Promise.race([closed, sleep(options.timeoutMs).then(() => false)]))) {
      log.info(`requests still in flight after ${options.timeoutMs / 1000} s: closing their connections`);
      server.closeAllConnections();
    }
    clearInterval(sweep);
    await options
      .lifecycle()
      .runShutdownHooks(HOOKS_DEADLINE_MS, (name, error) => log.error(error, `shutdown hook "${name}" failed`));
    log.info("stopped");
    process.exit(0);
  }
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void shutdown(signal));
}
