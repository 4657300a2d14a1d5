// `pnpm bench --serving`: what a process does with traffic that misses the page cache (docs/decisions/008-serving-under-load.md).
// The server runs as in production; its CPU is read from outside, from /proc (every thread's schedstat), and
// renders are counted from its request log (one JSON line per request with the page-cache status). Cache
// misses are forced with signed publish webhooks (each a new content revision) or with unique values of a
// parameter a page reads (`/search?q=`), never with anything in the production code.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { encodeSignatureHeader } from "@sanity/webhook";
import type { Result as LoadResult } from "autocannon";
import { run, startChild, waitForUrl } from "../lib/processes.ts";
import { migrateDatabase } from "../lib/site.ts";

const SECRET = "bench-serving-secret";
const RENDER_PAGES = ["/", "/comparacion", "/bet365"];
const CACHED_PAGE = "/comparacion";
const PAGE_CACHE_MAX_MB = 64;

export type ServingResult = {
  cpuPerRender: { page: string; samples: number; p50Ms: number; p99Ms: number }[];
  stampede: { requests: number; renders: number };
  floods: {
    label: string;
    attackRequests: number;
    attackNon2xx: number;
    serverCores: number;
    generatorCores: number;
    visitorP50Ms: number;
    visitorP99Ms: number;
    visitorSlowest: number;
  }[];
  overload: {
    serverCores: number;
    generatorCores: number;
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
  memory: {
    urls: number;
    misses: number;
    rssBeforeMb: number;
    rssAfterMb: number;
    budgetMb: number;
    nodeFlags: string;
  };
};

/** CPU time of every thread of a process, in ms (the render thread and libuv's pool, where compression runs). */
function cpuMs(pid: number): number {
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

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

type Attack = { result: LoadResult; serverCores: number; generatorCores: number };

export async function servingBench(webDir: string, workDir: string, port: number, samples = 15) {
  const databaseUrl = `file:${join(workDir, "serving.db")}`;
  await migrateDatabase(databaseUrl);
  const origin = `http://127.0.0.1:${port}`;
  // Started as `pnpm start` starts it (apps/web/package.json), with the same Node flags.
  const startScript: string = JSON.parse(readFileSync(join(webDir, "package.json"), "utf8")).scripts.start;
  const nodeFlags = startScript.split(/\s+/).filter((word) => word.startsWith("--"));
  const server = startChild("web server (serving)", process.execPath, [...nodeFlags, "server.ts"], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      SHUTDOWN_DRAIN_SECONDS: "0",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      SITE_ORIGIN: origin,
      SANITY_WEBHOOK_SECRET: SECRET,
      NEWSLETTER_SENDER: "off",
      CONTENT_CACHE_TTL_SECONDS: "3600",
      PAGE_CACHE_MAX_MB: String(PAGE_CACHE_MAX_MB),
      LOG_LEVEL: "info",
    },
  });
  // The request log: renders ("cache":"miss") per path.
  const misses = new Map<string, number>();
  let pending = "";
  server.child.stdout?.on("data", (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.includes('"cache":"miss"')) continue;
      const path = /"path":"([^"]*)"/.exec(line)?.[1] ?? "";
      misses.set(path, (misses.get(path) ?? 0) + 1);
    }
  });
  await waitForUrl(`${origin}/healthz`, server);
  const pid = server.child.pid ?? 0;
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
  const rendersBefore = misses.get("/bet365") ?? 0;
  await Promise.all(Array.from({ length: 50 }, () => get("/bet365")));
  await sleep(300);
  const stampede = { requests: 50, renders: (misses.get("/bet365") ?? 0) - rendersBefore };

  // A visitor asking for a cached page, one request after another, while something else runs.
  const visitor = async (path: string, until: Promise<unknown>, timeoutMs = 10_000) => {
    const times: number[] = [];
    let timeouts = 0;
    let done = false;
    // autocannon's instance is a thenable, not a Promise.
    void Promise.resolve(until).finally(() => {
      done = true;
    });
    while (!done) {
      const started = performance.now();
      try {
        await fetch(`${origin}${path}`, {
          headers: { "accept-encoding": "br" },
          signal: AbortSignal.timeout(timeoutMs),
        }).then((response) => response.arrayBuffer());
        times.push(performance.now() - started);
      } catch {
        timeouts += 1;
      }
      await sleep(20);
    }
    return { times, timeouts };
  };
  // The load generator runs in its own process (load-generator.ts) and reports its CPU; the server's is read
  // from /proc over the same time. Both are in cores (1.0 = one core busy all along).
  const attack = async (path: string, connections: number, seconds: number): Promise<Attack> => {
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
      {
        timeoutMs: (seconds + 60) * 1000,
      },
    );
    if (generator.code !== 0) throw new Error(`the load generator failed:\n${generator.stderr}`);
    const wallMs = performance.now() - started;
    const result = JSON.parse(generator.stdout) as LoadResult & { cpuMs: number; wallMs: number };
    return {
      result,
      serverCores: (cpuMs(pid) - serverCpuBefore) / wallMs,
      generatorCores: result.cpuMs / result.wallMs,
    };
  };

  // 3. Floods of unique query strings, 20 connections for 10 s, beside a visitor of a cached page.
  await get(CACHED_PAGE);
  const floods: ServingResult["floods"] = [];
  for (const [label, path] of [
    ["unknown parameters (?utm_source=<unique>)", `${CACHED_PAGE}?utm_source=[<id>]`],
    ["a parameter the page reads (/search?q=<unique>)", "/search?q=[<id>]"],
  ] as const) {
    const flood = attack(path, 20, 10);
    const seen = await visitor(CACHED_PAGE, flood);
    const { result, serverCores, generatorCores } = await flood;
    floods.push({
      label,
      attackRequests: result.requests.total,
      attackNon2xx: result.non2xx,
      serverCores,
      generatorCores,
      visitorP50Ms: quantile(seen.times, 0.5),
      visitorP99Ms: quantile(seen.times, 0.99),
      visitorSlowest: Math.max(...seen.times),
    });
  }

  // 4. Overload: 100 connections of misses for 20 s; a visitor of a cached page and a load balancer's /healthz.
  await sleep(5_000);
  await get(CACHED_PAGE);
  const flood = attack("/search?q=overload-[<id>]", 100, 20);
  const [cached, health, { result, serverCores, generatorCores }] = await Promise.all([
    visitor(CACHED_PAGE, flood),
    visitor("/healthz", flood),
    flood,
  ]);
  const overload = {
    serverCores,
    generatorCores,
    seconds: 20,
    connections: 100,
    completed: result["2xx"],
    refused503: result.statusCodeStats["503"]?.count ?? 0,
    timeouts: result.timeouts,
    otherErrors: result.errors - result.timeouts,
    cachedP99Ms: quantile(cached.times, 0.99),
    cachedTimeouts: cached.timeouts,
    healthzP99Ms: quantile(health.times, 0.99),
  };

  // 5. Memory after 10,000 unique URLs: one in five a real miss (/search?q=), the rest other query strings.
  await sleep(5_000);
  const rssBeforeMb = rssMb(pid);
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
  const memory = {
    urls: urls.length,
    misses: 2_000,
    rssBeforeMb,
    rssAfterMb: rssMb(pid),
    budgetMb: PAGE_CACHE_MAX_MB,
    nodeFlags: nodeFlags.join(" ") || "none",
  };

  return { cpuPerRender, stampede, floods, overload, memory } satisfies ServingResult;
}

const cores = (row: { serverCores: number; generatorCores: number }) =>
  `CPU: server ${row.serverCores.toFixed(2)} cores, load generator ${row.generatorCores.toFixed(2)}`;
const f = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "n/a");

export function servingMarkdown(result: ServingResult): string {
  const { overload, memory } = result;
  return [
    "| Figure | Measured | Target (issue 11) |",
    "|---|---|---|",
    ...result.cpuPerRender.map(
      (row) =>
        `| CPU per uncached render ${row.page} (n=${row.samples}) | p50 ${f(row.p50Ms)} ms, p99 ${f(row.p99Ms)} ms | ${row.page === "/bet365" ? "p50 ≤ 30 ms (was 130-190)" : "–"} |`,
    ),
    `| Renders caused by ${result.stampede.requests} concurrent requests after a publish | ${result.stampede.renders} | exactly 1 (was 50) |`,
    ...result.floods.map(
      (row) =>
        `| Visitor of cached ${CACHED_PAGE} while 20 connections send ${row.label} | p50 ${f(row.visitorP50Ms)} ms, p99 ${f(row.visitorP99Ms)} ms, max ${f(row.visitorSlowest)} ms (attack: ${row.attackRequests} requests, ${row.attackNon2xx} non-2xx; ${cores(row)}) | p99 ≤ 100 ms (was 9.7-15 s) |`,
    ),
    `| ${overload.connections} connections of misses for ${overload.seconds} s | ${overload.completed} completed, ${overload.refused503} × 503, ${overload.timeouts} timeouts, ${overload.otherErrors} other errors (${cores(overload)}) | excess answered 503, not left hanging (was 10 completed, 190 timeouts) |`,
    `| …cached ${CACHED_PAGE} meanwhile | p99 ${f(overload.cachedP99Ms)} ms, ${overload.cachedTimeouts} timeouts | 0 timeouts |`,
    `| …/healthz meanwhile | p99 ${f(overload.healthzP99Ms)} ms | p99 ≤ 50 ms |`,
    `| RSS after ${memory.urls} unique URLs (${memory.misses} real misses), budget ${memory.budgetMb} MB (PAGE_CACHE_MAX_MB), Node flags: ${memory.nodeFlags} | ${f(memory.rssBeforeMb)} → ${f(memory.rssAfterMb)} MB | < budget + 250 MB = ${memory.budgetMb + 250} MB |`,
  ].join("\n");
}
