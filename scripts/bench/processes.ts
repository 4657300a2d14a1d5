// Every process the benchmark starts goes through here, so that all of them are stopped when it ends, fails or
// is interrupted (Ctrl-C). Nothing is ever killed by name: only the children this module spawned.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

type Started = { child: ChildProcess; stopSignal: NodeJS.Signals; name: string; output: string[] };

const running = new Set<Started>();

export type StartOptions = {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** The signal that makes this process clean up after itself (Lighthouse closes its Chrome on SIGINT). */
  stopSignal?: NodeJS.Signals;
  /** Echo the child's output as it comes (for long steps such as the build). */
  echo?: boolean;
};

/** Starts a long-lived child (a server); its output is kept (last 200 lines) for error messages. */
export function start(name: string, command: string, args: string[], options: StartOptions = {}): Started {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
  const started: Started = { child, stopSignal: options.stopSignal ?? "SIGTERM", name, output: [] };
  const keep = (chunk: Buffer) => {
    if (options.echo) process.stderr.write(chunk);
    started.output.push(...chunk.toString().split("\n").filter(Boolean));
    if (started.output.length > 200) started.output.splice(0, started.output.length - 200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  running.add(started);
  child.once("exit", () => running.delete(started));
  child.once("error", () => running.delete(started));
  return started;
}

export type Finished = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

/** Runs a child to its end and returns what it printed; past `timeoutMs` it is stopped and the promise rejects. */
export function run(
  name: string,
  command: string,
  args: string[],
  options: StartOptions & { timeoutMs?: number } = {},
): Promise<Finished> {
  const started = start(name, command, args, options);
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  started.child.stdout?.on("data", (chunk: Buffer) => stdout.push(chunk));
  started.child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk));
  return new Promise((resolve, reject) => {
    const timer = options.timeoutMs
      ? setTimeout(() => {
          void stop(started).then(() => reject(new Error(`${name} took longer than ${options.timeoutMs} ms`)));
        }, options.timeoutMs)
      : undefined;
    started.child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`${name} could not start: ${error.message}`));
    });
    started.child.once("close", (code, signal) => {
      clearTimeout(timer);
      resolve({
        code,
        signal,
        stdout: Buffer.concat(stdout).toString(),
        stderr: Buffer.concat(stderr).toString(),
      });
    });
  });
}

/** Stops one child: its own stop signal first, SIGKILL if it has not exited after 5 s. */
export async function stop(started: Started): Promise<void> {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(started.stopSignal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

const cleanups = new Set<() => Promise<void>>();

/** Something else to undo on the way out (a browser Playwright launched); returns the unregister function. */
export function onCleanup(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Stops every child still running and runs every registered cleanup. */
export async function stopAll(): Promise<void> {
  await Promise.all([...[...cleanups].map((cleanup) => cleanup().catch(() => {})), ...[...running].map(stop)]);
  cleanups.clear();
}

/** Polls `url` until it answers 2xx; fails early if `started` exits, or after `timeoutMs`. */
export async function waitForUrl(url: string, started: Started, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`${started.name} exited with code ${started.child.exitCode}:\n${started.output.join("\n")}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${started.name} did not answer ${url} within ${timeoutMs} ms:\n${started.output.join("\n")}`);
}

/** The first port from `from` upwards that 127.0.0.1 can listen on (and that is not in `taken`). */
export async function freePort(from: number, taken: number[] = []): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    if (taken.includes(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port between ${from} and ${from + 99}`);
}

/** Applies the committed migrations to `databaseUrl` (`pnpm db:migrate`'s command), or throws with its output. */
export async function migrateDatabase(repoRoot: string, databaseUrl: string): Promise<void> {
  const migrate = await run("migrate", process.execPath, ["packages/db/src/migrate-cli.ts"], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    timeoutMs: 60_000,
  });
  if (migrate.code !== 0) throw new Error(`migrations failed:\n${migrate.stdout}${migrate.stderr}`);
}
