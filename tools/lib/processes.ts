// The one process registry of the bench, the drills and the browser tests: everything they start (servers,
// child processes, databases) is registered here, so that all of it is stopped when a run ends, fails, times out
// or is interrupted. Nothing is ever killed by name: only the children this module spawned, by their handle.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

export type Child = {
  name: string;
  child: ChildProcess;
  /** Everything it printed (stdout and stderr), line by line; the oldest lines go past 20,000. */
  output: string[];
  exited: Promise<void>;
  /** The signal that makes it clean up after itself (Lighthouse closes its Chromium on SIGINT). */
  stopSignal: NodeJS.Signals;
};

export type StartOptions = {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Default SIGTERM. */
  stopSignal?: NodeJS.Signals;
  /** Echo the child's output to stderr as it comes (long steps such as the build, or a test's server). */
  echo?: boolean;
};

const children = new Set<Child>();
const cleanups = new Set<() => Promise<void>>();

/** Starts a long-lived child with its output captured (echoed only with `echo`). */
export function startChild(name: string, command: string, args: string[], options: StartOptions = {}): Child {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    if (options.echo) process.stderr.write(chunk);
    output.push(...chunk.toString().split("\n").filter(Boolean));
    if (output.length > 20_000) output.splice(0, output.length - 20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", (error) => {
      output.push(`could not start: ${error.message}`);
      resolve();
    });
  });
  const started: Child = { name, child, output, exited, stopSignal: options.stopSignal ?? "SIGTERM" };
  children.add(started);
  void exited.then(() => children.delete(started));
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
  const started = startChild(name, command, args, options);
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  started.child.stdout?.on("data", (chunk: Buffer) => stdout.push(chunk));
  started.child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk));
  return new Promise((resolve, reject) => {
    const timer = options.timeoutMs
      ? setTimeout(() => {
          void stopChild(started).then(() => reject(new Error(`${name} took longer than ${options.timeoutMs} ms`)));
        }, options.timeoutMs)
      : undefined;
    started.child.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`${name} could not start: ${error.message}`));
    });
    started.child.once("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout: Buffer.concat(stdout).toString(), stderr: Buffer.concat(stderr).toString() });
    });
  });
}

/** Runs a child to its end; rejects with its last output lines when it fails or outlasts `timeoutMs`. */
export async function runChild(
  name: string,
  command: string,
  args: string[],
  options: StartOptions & { timeoutMs: number },
): Promise<void> {
  const finished = await run(name, command, args, options);
  if (finished.code !== 0) {
    const output = `${finished.stdout}${finished.stderr}`.split("\n").filter(Boolean).slice(-30).join("\n");
    throw new Error(`${name} failed (${finished.signal ?? `exit ${finished.code}`}):\n${output}`);
  }
}

/** Its stop signal first, then SIGKILL if it has not exited after 5 s. */
export async function stopChild(started: Child): Promise<void> {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  child.kill(started.stopSignal);
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await started.exited;
  clearTimeout(timer);
}

/** Registers something to undo at the end (close a server, drop a database); returns the unregister function. */
export function onCleanup(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Stops every child still running and runs every registered cleanup (newest first), each at most 15 s. */
export async function cleanupAll(): Promise<void> {
  await Promise.all([...children].map(stopChild));
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    await Promise.race([cleanup().catch(() => {}), sleep(15_000)]);
  }
}

let handlersInstalled = false;

/** Ctrl-C, a kill or a CI cancellation: stop what was started, then exit 130. */
export function installSignalHandlers(what = "this run"): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping everything ${what} started…`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Rejects after `ms` (the work itself cannot be cancelled; the caller cleans up what it started). */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `url` until it answers 2xx; fails early if `started` exits, or after `timeoutMs`. */
export async function waitForUrl(url: string, started: Child, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(
        `${started.name} exited with code ${started.child.exitCode}:\n${started.output.slice(-30).join("\n")}`,
      );
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(
    `${started.name} did not answer ${url} within ${timeoutMs} ms:\n${started.output.slice(-30).join("\n")}`,
  );
}

/** Whether 127.0.0.1 can listen on `port` now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** The first port from `from` upwards that 127.0.0.1 can listen on (and that is not in `taken`). */
export async function freePort(from: number, taken: number[] = []): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    if (taken.includes(port)) continue;
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port between ${from} and ${from + 99}`);
}
