// The tools of `pnpm bench --serving` (serving.ts): a load generator and a visitor timing one request after
// another, each in a process of its own, the server's CPU read from /proc, and what the server says about itself on
// SIGUSR2 (apps/web/server/process-stats.ts: event-loop delay, memory, page cache).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Result as LoadResult } from "autocannon";
import { run } from "../lib/processes.ts";
import type { Site } from "../lib/site.ts";

/** CPU time of every thread of a process, in ms (the render thread and libuv's pool, where compression runs). */
export function cpuMs(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return ns / 1e6;
}

export const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

export type ProcessStats = {
  eventLoopDelayMs: { p50: number; p99: number; max: number; samples: number };
  memoryMb: {
    rss: number;
    heapTotal: number;
    heapUsed: number;
    external: number;
    arrayBuffers: number;
    heapSpaces: Record<string, number>;
  };
  pageCache: { entries: number; mb: number };
};

/**
 * Reads the server's request log as it comes: renders ("cache":"miss") per path, and the "process stats" line
 * the server logs on SIGUSR2 (`stats()` asks for one; the event-loop figures cover the time since the last ask).
 */
export function watchServer(site: Site) {
  const pid = site.process.child.pid ?? 0;
  const misses = new Map<string, number>();
  const waiting: ((stats: ProcessStats) => void)[] = [];
  let pending = "";
  site.process.child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (line.includes('"cache":"miss"')) {
        const path = /"path":"([^"]*)"/.exec(line)?.[1] ?? "";
        misses.set(path, (misses.get(path) ?? 0) + 1);
      } else if (line.includes('"msg":"process stats"')) {
        waiting.shift()?.(JSON.parse(line) as ProcessStats);
      }
    }
  });
  return {
    pid,
    misses,
    renders: () => [...misses.values()].reduce((sum, count) => sum + count, 0),
    stats(): Promise<ProcessStats> {
      const answer = new Promise<ProcessStats>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("the server did not log its process stats")), 10_000);
        waiting.push((stats) => {
          clearTimeout(timer);
          resolve(stats);
        });
      });
      process.kill(pid, "SIGUSR2");
      return answer;
    },
  };
}

/** A visitor asking for `path` one request after another for `seconds`, in a process of its own (visitor.ts). */
export async function visitor(origin: string, path: string, seconds: number) {
  const child = await run(
    "visitor",
    process.execPath,
    [join(import.meta.dirname, "visitor.ts"), `${origin}${path}`, String(seconds)],
    {
      timeoutMs: (seconds + 60) * 1000,
    },
  );
  if (child.code !== 0) throw new Error(`the visitor failed:\n${child.stderr}`);
  return JSON.parse(child.stdout) as { times: number[]; timeouts: number };
}

export type Attack = { result: LoadResult; serverCores: number; generatorCores: number; serverCpuMs: number };

/**
 * autocannon in its own process (load-generator.ts), which reports its CPU; the server's is read from /proc
 * over the same time. Both in cores (1.0 = one core busy all along).
 */
export async function attack(
  origin: string,
  pid: number,
  path: string,
  connections: number,
  seconds: number,
): Promise<Attack> {
  const serverCpuBefore = cpuMs(pid);
  const started = performance.now();
  const options = {
    url: `${origin}${path}`,
    connections,
    duration: seconds,
    timeout: 10,
    idReplacement: true,
    headers: { "accept-encoding": "br, gzip" },
  };
  const generator = await run(
    "load generator",
    process.execPath,
    [join(import.meta.dirname, "load-generator.ts"), JSON.stringify(options)],
    { timeoutMs: (seconds + 60) * 1000 },
  );
  if (generator.code !== 0) throw new Error(`the load generator failed:\n${generator.stderr}`);
  const wallMs = performance.now() - started;
  const serverCpuMs = cpuMs(pid) - serverCpuBefore;
  const result = JSON.parse(generator.stdout) as LoadResult & { cpuMs: number; wallMs: number };
  return { result, serverCpuMs, serverCores: serverCpuMs / wallMs, generatorCores: result.cpuMs / result.wallMs };
}
