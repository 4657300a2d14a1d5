// Graceful shutdown on SIGTERM and SIGINT, so a restart drops no request:
//   1. /readyz fails at once and responses ask clients to close their connection;
//   2. the process keeps serving for the drain period, while the load balancer notices and stops sending;
//   3. it stops accepting, closes idle keep-alive connections and lets requests in flight finish, up to the
//      deadline, after which the connections still open are cut;
//   4. the shutdown hooks run (e-mail sender, database), and the process exits 0.
// A second signal exits at once.
import type { IncomingMessage, Server, ServerResponse } from "node:http";

type Lifecycle = {
  startDraining(): void;
  runShutdownHooks(deadlineMs: number, onError: (name: string, error: unknown) => void): Promise<void>;
};

type Log = { info(message: string): void; error(error: unknown, message: string): void };

export type ShutdownOptions = {
  /** The app's lifecycle module as it is loaded now (development reloads it). */
  lifecycle: () => Lifecycle;
  log: () => Log;
  drainMs: number;
  timeoutMs: number;
  exit?: (code: number) => void;
};

/** Hooks get this long after the connections are done (they also run when the deadline cut them). */
const HOOKS_DEADLINE_MS = 5_000;

export function gracefulShutdown(
  server: Server,
  options: ShutdownOptions,
): { shutdown(signal: string): Promise<void> } {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let stopping = false;

  // While stopping, every response closes its connection, so keep-alive clients reconnect elsewhere.
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping && !res.headersSent) res.shouldKeepAlive = false;
  });

  async function shutdown(signal: string): Promise<void> {
    if (stopping) {
      options.log().info(`${signal} again: exiting now`);
      return exit(1);
    }
    stopping = true;
    const log = options.log();
    options.lifecycle().startDraining();
    log.info(`${signal}: draining for ${options.drainMs / 1000} s, then stopping`);
    await sleep(options.drainMs);

    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Connections that finish their request after close() become idle: close those as they appear.
    const sweep = setInterval(() => server.closeIdleConnections(), 250);
    server.closeIdleConnections();
    const finished = await Promise.race([closed.then(() => true), sleep(options.timeoutMs).then(() => false)]);
    clearInterval(sweep);
    if (!finished) {
      log.info(`requests still in flight after ${options.timeoutMs / 1000} s: closing their connections`);
      server.closeAllConnections();
    }
    await options
      .lifecycle()
      .runShutdownHooks(HOOKS_DEADLINE_MS, (name, error) => log.error(error, `shutdown hook "${name}" failed`));
    log.info("stopped");
    exit(0);
  }

  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => void shutdown(signal));
  return { shutdown };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
