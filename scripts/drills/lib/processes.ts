// Everything a drill starts (child processes, servers, databases) is registered here, so that all of it is
// stopped when the drill ends, fails, times out or is interrupted. Nothing is ever killed by name: only the
// children this module spawned, by their handle.
import { type ChildProcess, spawn } from "node:child_process";

export type Child = {
  name: string;
  child: ChildProcess;
  /** Everything it printed (stdout and stderr), line by line; the oldest lines go past 20,000. */
  output: string[];
  exited: Promise<void>;
};

const children = new Set<Child>();
const cleanups = new Set<() => Promise<void>>();

/** Starts a long-lived child with its output captured (not echoed: the drills print only their tables). */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Child {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
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
  const started: Child = { name, child, output, exited };
  children.add(started);
  void exited.then(() => children.delete(started));
  return started;
}

/** Runs a child to its end; rejects with its output when it fails or outlasts `timeoutMs`. */
export async function runChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<void> {
  const started = startChild(name, command, args, options);
  const timer = setTimeout(() => void stopChild(started), options.timeoutMs);
  await started.exited;
  clearTimeout(timer);
  const { exitCode, signalCode } = started.child;
  if (exitCode !== 0) {
    throw new Error(`${name} failed (${signalCode ?? `exit ${exitCode}`}):\n${started.output.slice(-30).join("\n")}`);
  }
}

/** SIGTERM, then SIGKILL if it has not exited after 5 s. */
export async function stopChild(started: Child): Promise<void> {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  child.kill("SIGTERM");
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

/** Ctrl-C or a CI cancellation: stop what was started, then exit. */
export function installSignalHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping everything the drills started…`);
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
