// What the process can say about itself on request of whoever runs it, never to visitors: `kill -USR2 <pid>`
// logs one line, "process stats", with the event loop's delay since the last such line (how long a ready
// request waited for the thread: p50, p99, max), the memory (RSS, V8 heap, buffers outside it) and the page
// cache's size. `pnpm bench --serving` reads it around each load it applies.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { getHeapSpaceStatistics } from "node:v8";

// Node samples the loop with a timer every RESOLUTION_MS and records each whole interval: the delay is what
// exceeds the resolution.
const RESOLUTION_MS = 10;
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
delay.enable();

const ms = (ns: number) => Math.round(ns / 1e4) / 100;
const late = (ns: number) => Math.max(0, ms(ns - RESOLUTION_MS * 1e6));
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

export function processStats(pageCache: { size: number; bytes: number }) {
  const memory = process.memoryUsage();
  const stats = {
    eventLoopDelayMs: {
      p50: late(delay.percentile(50)),
      p99: late(delay.percentile(99)),
      max: late(delay.max),
      samples: delay.count,
    },
    memoryMb: {
      rss: mb(memory.rss),
      heapTotal: mb(memory.heapTotal),
      heapUsed: mb(memory.heapUsed),
      external: mb(memory.external),
      arrayBuffers: mb(memory.arrayBuffers),
      heapSpaces: Object.fromEntries(getHeapSpaceStatistics().map((space) => [space.space_name, mb(space.space_size)])),
    },
    pageCache: { entries: pageCache.size, mb: mb(pageCache.bytes) },
  };
  delay.reset();
  return stats;
}
