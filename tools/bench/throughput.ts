// Server throughput with autocannon: many keep-alive connections asking for one page as fast as the server
// answers, with a browser's Accept-Encoding. Each figure is set beside a baseline measured the same way on this
// machine in the same run (static-server.ts sending the same bytes, compressed as ours were), because absolute
// requests per second say more about the machine than about the server. The bytes must be the same: on two cores
// autocannon's one thread is the bottleneck before either server is, and its cost per answer depends on the body
// (on 2026-12-05 a bare server sending a review's 12 KB of HTML made 48,000 answers a second, its 12 KB of brotli
// 5,200: autocannon reads binary bodies nine times slower). The server's own CPU time per request is read from /proc as
// well: on a busy machine it is steadier than requests per second.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort, startChild, waitForUrl } from "../lib/processes.ts";
import { pageSlug } from "./environment.ts";
import { fetchEncoded } from "./page-bytes.ts";

export type LoadResult = {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerSecond: number;
  /** Server process CPU time (user + system) per request, in microseconds; undefined without /proc. */
  serverCpuMicrosPerRequest?: number;
  /** What one response looked like: its Content-Encoding and body size. */
  encoding: string;
  bodyBytes: number;
};

/** One page from our server beside the same HTML from the static baseline. */
export type BaselinePair = { page: string; ours: LoadResult; baseline: LoadResult; ratio: number };

export type LoadOptions = { connections: number; durationSeconds: number; headers: Record<string, string> };

/** Linux's USER_HZ: /proc reports CPU times in these ticks (100 on every mainstream Linux). */
const TICKS_PER_SECOND = 100;

function cpuTicks(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields 14 and 15 (utime, stime) follow the command name, which is in parentheses and may hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

export async function load(url: string, options: LoadOptions, serverPid?: number): Promise<LoadResult> {
  const sample = await fetchEncoded(url, options.headers["Accept-Encoding"]);
  const ticksBefore = cpuTicks(serverPid);
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
  });
  const ticksAfter = cpuTicks(serverPid);
  const cpuSeconds =
    ticksBefore === undefined || ticksAfter === undefined ? undefined : (ticksAfter - ticksBefore) / TICKS_PER_SECOND;
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: result.throughput.average,
    serverCpuMicrosPerRequest:
      cpuSeconds === undefined || result.requests.total === 0 ? undefined : (cpuSeconds * 1e6) / result.requests.total,
    encoding: sample.encoding,
    bodyBytes: sample.bytes,
  };
}

/**
 * Each of `pages` from the server at `origin` beside the same bytes from static-server.ts (started here on the
 * next free port after `port`), with a short unrecorded warm-up run on each server first.
 */
export async function throughputBesideBaseline(
  {
    origin,
    port,
    serverPid,
    pages,
    workDir,
    repoRoot,
  }: {
    origin: string;
    port: number;
    serverPid: number | undefined;
    pages: string[];
    workDir: string;
    repoRoot: string;
  },
  options: LoadOptions,
): Promise<BaselinePair[]> {
  const pairs: BaselinePair[] = [];
  const files: string[] = [];
  for (const page of pages) {
    const answer = await fetchEncoded(`${origin}${page}`, options.headers["Accept-Encoding"]);
    if (answer.status !== 200) throw new Error(`${page}: could not fetch the page (${answer.status})`);
    // Named as static-server.ts reads a file's Content-Encoding: page.html, page.html.br, page.html.gzip.
    const coding = answer.encoding === "identity" ? "" : `.${answer.encoding}`;
    const file = join(workDir, `${pageSlug(page)}.html${coding}`);
    writeFileSync(file, answer.body);
    files.push(`${page}=${file}`);
  }
  const baselinePort = await freePort(port + 1);
  const baselineOrigin = `http://127.0.0.1:${baselinePort}`;
  const baseline = startChild("baseline server", process.execPath, [
    join(repoRoot, "tools/bench/static-server.ts"),
    String(baselinePort),
    ...files,
  ]);
  await waitForUrl(`${baselineOrigin}/`, baseline);

  // A short unrecorded run first on each server, so both are measured with their code already optimised.
  const warmup = { ...options, durationSeconds: 2 };
  for (const page of pages) {
    await load(`${origin}${page}`, warmup);
    const ours = await load(`${origin}${page}`, options, serverPid);
    await load(`${baselineOrigin}${page}`, warmup);
    const base = await load(`${baselineOrigin}${page}`, options, baseline.child.pid);
    pairs.push({ page, ours, baseline: base, ratio: ours.requestsPerSecond / base.requestsPerSecond });
  }
  return pairs;
}
