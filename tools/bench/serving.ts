// `pnpm bench --serving`: what a process does with traffic that misses the page cache (docs/decisions/008-serving-under-load.md).
// The site is started as the bench, the drills and the browser tests start it (startSite: the production build
// as `pnpm start` runs it). Its CPU and memory are read from outside, from /proc (every thread's schedstat, VmRSS);
// renders are counted from its request log (one JSON line per render with the page-cache status). Cache misses are forced with
// signed publish webhooks (each a new content revision) or with unique values of a parameter a page reads
// (`/search?q=`), never with anything in the production code.
import { encodeSignatureHeader } from "@sanity/webhook";
import { startSite } from "../lib/site.ts";
import { type Attack, attack, cpuMs, quantile, rssMb, sleep, visitor, watchServer } from "./serving-load.ts";

const SECRET = "bench-serving-secret";
const RENDER_PAGES = ["/", "/comparacion", "/bet365"];
const CACHED_PAGE = "/comparacion";
const PAGE_CACHE_MAX_MB = 64;

type LoadRow = { serverCores: number; generatorCores: number };

type MemoryRow = { urls: number; misses: number; rssBeforeMb: number; rssAfterMb: number; budgetMb: number };

export type ServingResult = {
  cpuPerRender: { page: string; samples: number; p50Ms: number; p99Ms: number }[];
  stampede: { requests: number; renders: number };
  cachedAnswers: LoadRow & { connections: number; requestsPerSecond: number; p99Ms: number; cpuMsPerRequest: number };
  floods: (LoadRow & {
    label: string;
    attackRequests: number;
    attackNon2xx: number;
    renders: number;
    visitorP50Ms: number;
    visitorP99Ms: number;
    visitorSlowest: number;
  })[];
  overload: LoadRow & {
    seconds: number;
    connections: number;
    completed: number;
    refused503: number;
    timeouts: number;
    otherErrors: number;
    cachedP99Ms: number;
    cachedTimeouts: number;
    healthzP99Ms: number;
  };
  /** After the loads above, in the process that took them. */
  memory: MemoryRow;
  /** The same URLs sent to a fresh process: what the cache and the URLs alone cost. */
  memoryFresh: MemoryRow;
};

export async function servingBench(port: number, samples = 15) {
  const origin = `http://127.0.0.1:${port}`;
  const start = () =>
    startSite(port, {
      SITE_ORIGIN: origin,
      SANITY_WEBHOOK_SECRET: SECRET,
      CONTENT_CACHE_TTL_SECONDS: "3600",
      PAGE_CACHE_MAX_MB: String(PAGE_CACHE_MAX_MB),
      LOG_LEVEL: "info",
    });
  const site = await start();
  let measured: Omit<ServingResult, "memoryFresh">;
  try {
    measured = await measure(origin, watchServer(site), samples);
  } finally {
    await site.stop();
  }
  const fresh = await start();
  try {
    return { ...measured, memoryFresh: await memoryAfterUniqueUrls(origin, watchServer(fresh), 0) };
  } finally {
    await fresh.stop();
  }
}

async function measure(origin: string, server: ReturnType<typeof watchServer>, samples: number) {
  const { pid } = server;
  const get = (path: string, headers: Record<string, string> = { "accept-encoding": "br, gzip" }) =>
    fetch(`${origin}${path}`, { headers }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });
  let delivery = 0;
  const publish = async () => {
    const body = JSON.stringify({ _id: `bench-${Date.now()}-${++delivery}`, _type: "casino" });
    const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
    const response = await fetch(`${origin}/api/sanity-webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "sanity-webhook-signature": signature },
      body,
    });
    if (response.status !== 200) throw new Error(`the webhook answered ${response.status}`);
  };
  const load = (path: string, connections: number, seconds: number) => attack(origin, pid, path, connections, seconds);
  const cores = (row: Attack): LoadRow => ({ serverCores: row.serverCores, generatorCores: row.generatorCores });

  // Warm-up: code paths compiled, content read once.
  for (const page of RENDER_PAGES) for (let i = 0; i < 3; i += 1) await get(`${page}?warm=${i}`);

  // 1. CPU per uncached render: a publish, a pause for its own work, then one request measured alone.
  const cpuPerRender: ServingResult["cpuPerRender"] = [];
  for (const page of RENDER_PAGES) {
    const costs: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      await publish();
      await sleep(150);
      const before = cpuMs(pid);
      await get(page);
      await sleep(30);
      costs.push(cpuMs(pid) - before);
    }
    cpuPerRender.push({ page, samples, p50Ms: quantile(costs, 0.5), p99Ms: quantile(costs, 0.99) });
  }

  // 2. A stampede: 50 requests at once right after a publish.
  await publish();
  const rendersBefore = server.misses.get("/bet365") ?? 0;
  await Promise.all(Array.from({ length: 50 }, () => get("/bet365")));
  await sleep(300);
  const stampede = { requests: 50, renders: (server.misses.get("/bet365") ?? 0) - rendersBefore };

  // 3. A cached page and nothing else, 10 connections for 10 s: the server's CPU per answer.
  await get(CACHED_PAGE);
  const cached = await load(CACHED_PAGE, 10, 10);
  const cachedAnswers: ServingResult["cachedAnswers"] = {
    ...cores(cached),
    connections: 10,
    requestsPerSecond: cached.result.requests.average,
    p99Ms: cached.result.latency.p99,
    cpuMsPerRequest: cached.serverCpuMs / cached.result.requests.total,
  };

  // 4. Floods of unique URLs, 20 connections for 10 s, beside a visitor of a cached page.
  const floods: ServingResult["floods"] = [];
  for (const [label, path] of [
    ["unknown parameters (?utm_source=<unique>)", `${CACHED_PAGE}?utm_source=[<id>]`],
    ["a parameter the page reads (/search?q=<unique>)", "/search?q=[<id>]"],
    ["unknown paths (/wp-<unique>.php)", "/wp-[<id>].php"],
  ] as const) {
    const rendersBeforeFlood = server.renders();
    const [{ result, ...row }, seen] = await Promise.all([load(path, 20, 10), visitor(origin, CACHED_PAGE, 10)]);
    floods.push({
      ...cores({ result, ...row }),
      label,
      attackRequests: result.requests.total,
      attackNon2xx: result.non2xx,
      renders: server.renders() - rendersBeforeFlood,
      visitorP50Ms: quantile(seen.times, 0.5),
      visitorP99Ms: quantile(seen.times, 0.99),
      visitorSlowest: Math.max(...seen.times),
    });
  }

  // 5. Overload: 100 connections of misses for 20 s; a visitor of a cached page and a load balancer's /healthz.
  await sleep(5_000);
  await get(CACHED_PAGE);
  const [flood, seenCached, health] = await Promise.all([
    load("/search?q=overload-[<id>]", 100, 20),
    visitor(origin, CACHED_PAGE, 20),
    visitor(origin, "/healthz", 20),
  ]);
  const overload: ServingResult["overload"] = {
    ...cores(flood),
    seconds: 20,
    connections: 100,
    completed: flood.result["2xx"],
    refused503: flood.result.statusCodeStats["503"]?.count ?? 0,
    timeouts: flood.result.timeouts,
    otherErrors: flood.result.errors - flood.result.timeouts,
    cachedP99Ms: quantile(seenCached.times, 0.99),
    cachedTimeouts: seenCached.timeouts,
    healthzP99Ms: quantile(health.times, 0.99),
  };

  // 6. Memory after 10,000 unique URLs, in the process that took all of the above.
  const memory = await memoryAfterUniqueUrls(origin, server, 5_000);

  return { cpuPerRender, stampede, cachedAnswers, floods, overload, memory };
}

/** RSS before and after 10,000 unique URLs: one in five a real miss (/search?q=), the rest other query strings. */
async function memoryAfterUniqueUrls(
  origin: string,
  server: ReturnType<typeof watchServer>,
  settleMs: number,
): Promise<MemoryRow> {
  const get = (path: string) =>
    fetch(`${origin}${path}`, { headers: { "accept-encoding": "br, gzip" } }).then((response) =>
      response.arrayBuffer(),
    );
  await sleep(settleMs);
  const rssBeforeMb = rssMb(server.pid);
  const urls = Array.from({ length: 10_000 }, (_, i) =>
    i % 5 === 0 ? `/search?q=mem-${i}` : `${RENDER_PAGES[i % 3]}?utm_source=mem-${i}&x=${i}`,
  );
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let i = next++; i < urls.length; i = next++) await get(urls[i] ?? "/").catch(() => 0);
    }),
  );
  await sleep(2_000);
  return { urls: urls.length, misses: 2_000, rssBeforeMb, rssAfterMb: rssMb(server.pid), budgetMb: PAGE_CACHE_MAX_MB };
}

const f = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "n/a");
const cores = (row: LoadRow) =>
  `CPU: server ${row.serverCores.toFixed(2)} cores, load generator ${row.generatorCores.toFixed(2)}`;

export function servingMarkdown(result: ServingResult): string {
  const { cachedAnswers: hits, overload, memory } = result;
  return [
    "| Figure | Measured | Target |",
    "|---|---|---|",
    ...result.cpuPerRender.map(
      (row) =>
        `| CPU per uncached render ${row.page} (n=${row.samples}) | p50 ${f(row.p50Ms)} ms, p99 ${f(row.p99Ms)} ms | ${row.page === "/bet365" ? "p50 ≤ 30 ms (was 130-190)" : "–"} |`,
    ),
    `| Renders caused by ${result.stampede.requests} concurrent requests after a publish | ${result.stampede.renders} | exactly 1 (was 50) |`,
    `| Cached ${CACHED_PAGE} alone, ${hits.connections} connections | ${f(hits.requestsPerSecond)} req/s, p99 ${f(hits.p99Ms)} ms, server CPU ${hits.cpuMsPerRequest.toFixed(3)} ms per answer (${cores(hits)}) | – |`,
    ...result.floods.map(
      (row) =>
        `| Visitor of cached ${CACHED_PAGE} while 20 connections send ${row.label} | p50 ${f(row.visitorP50Ms)} ms, p99 ${f(row.visitorP99Ms)} ms, max ${f(row.visitorSlowest)} ms (attack: ${row.attackRequests} requests, ${row.attackNon2xx} non-2xx, ${row.renders} renders; ${cores(row)}) | p99 ≤ 100 ms (was 9.7-15 s) |`,
    ),
    `| ${overload.connections} connections of misses for ${overload.seconds} s | ${overload.completed} completed, ${overload.refused503} × 503, ${overload.timeouts} timeouts, ${overload.otherErrors} other errors (${cores(overload)}) | excess answered 503, not left hanging (was 10 completed, 190 timeouts) |`,
    `| …cached ${CACHED_PAGE} meanwhile | p99 ${f(overload.cachedP99Ms)} ms, ${overload.cachedTimeouts} timeouts | 0 timeouts |`,
    `| …/healthz meanwhile | p99 ${f(overload.healthzP99Ms)} ms | p99 ≤ 50 ms |`,
    memoryRow("after the loads above", memory),
    memoryRow("in a fresh process", result.memoryFresh),
  ].join("\n");
}

function memoryRow(when: string, memory: MemoryRow): string {
  return `| RSS after ${memory.urls} unique URLs (${memory.misses} real misses) ${when}, budget ${memory.budgetMb} MB (PAGE_CACHE_MAX_MB) | ${f(memory.rssBeforeMb)} → ${f(memory.rssAfterMb)} MB | < budget + 250 MB = ${memory.budgetMb + 250} MB |`;
}
