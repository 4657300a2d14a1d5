// Server throughput with autocannon: many keep-alive connections asking for one page as fast as the server
// answers, with a browser's Accept-Encoding. Each figure is set beside a baseline measured the same way on this
// machine in the same run (static-server.ts serving the same HTML), because absolute requests per second say
// more about the machine than about the server. The server's own CPU time per request is read from /proc as
// well: on a busy machine it is steadier than requests per second.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
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
