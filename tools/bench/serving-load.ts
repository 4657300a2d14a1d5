// The tools of `pnpm bench --serving` and `--soak` (serving.ts, soak.ts): a load generator and a visitor timing one
// request after another, each in a process of its own, and the server's CPU and memory read from /proc.
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

/** Reads the server's request log as it comes: renders ("cache":"miss") per path (LOG_LEVEL info or lower). */
export function watchServer(site: Site) {
  const pid = site.process.child.pid ?? 0;
  const misses = new Map<string, number>();
  let pending = "";
  site.process.child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.includes('"cache":"miss"')) continue;
      const path = /"path":"([^"]*)"/.exec(line)?.[1] ?? "";
      misses.set(path, (misses.get(path) ?? 0) + 1);
    }
  });
  return { pid, misses, renders: () => [...misses.values()].reduce((sum, count) => sum + count, 0) };
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
  /** More autocannon options (JSON only: they cross to its process), e.g. `requests` and `overallRate`. */
  extra: Record<string, unknown> = {},
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
    ...extra,
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
