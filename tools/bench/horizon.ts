// `pnpm bench --horizon`: the site at the size it is built for (docs/decisions/027-the-size-the-site-is-built-for.md),
// a synthetic dataset of 1,000 documents, with each figure beside its budget from that decision: start-up until
// ready, the CPU of an uncached review render, and search.
//
// CPU time is the server's main thread's own (its /proc schedstat), read before and after each request with nothing
// else in flight, so other load on the machine does not count. A signed publish webhook before each review empties
// the page cache and marks the content stale, so each sample renders from a fresh query.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { encodeSignatureHeader } from "@sanity/webhook";
import { migrateDatabase, startSite } from "../lib/site.ts";
import { HORIZON, writeSyntheticDataset } from "./synthetic-dataset.ts";

const SECRET = "bench-webhook-secret";

/** The budgets of docs/decisions/027 at the horizon; a figure over its budget is a regression to explain. */
export const HORIZON_BUDGETS = { readyMs: 15_000, reviewCpuP50Ms: 250, searchP50Ms: 50, searchP99Ms: 150 };

export type HorizonResult = {
  documents: number;
  firstPageMs: number;
  readyMs: number;
  review: { samples: number; p50Ms: number; p99Ms: number };
  searchMs: { p50: number; p99: number };
  rssMb: number;
};

/** Milliseconds the process's main thread has spent on a CPU (Linux /proc; ns resolution). */
function cpuMs(pid: number): number {
  const [runtimeNs] = readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ");
  return Number(runtimeNs) / 1e6;
}
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function publish(origin: string, sample: number): Promise<void> {
  const body = JSON.stringify({ _id: "casino-bet365", _type: "casino", _rev: `bench-${sample}-${Date.now()}` });
  const response = await fetch(`${origin}/api/sanity-webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "sanity-webhook-signature": await encodeSignatureHeader(body, Date.now(), SECRET),
    },
    body,
  });
  if (!response.ok) throw new Error(`the publish webhook answered ${response.status}`);
}

/** The reviews' paths, spread over the whole list (first, last and in between), and the number of documents. */
function reviewPaths(datasetFile: string, count: number): { paths: string[]; documents: number } {
  const lines = readFileSync(datasetFile, "utf8")
    .split("\n")
    .filter((line) => line.trim());
  const slugs = lines
    .map((line) => JSON.parse(line) as { _type: string; slug?: { current?: string } })
    .flatMap((doc) => (doc._type === "casino" && doc.slug?.current ? [doc.slug.current] : []));
  const paths = Array.from({ length: count }, (_, index) => `/${slugs[Math.floor((index * slugs.length) / count)]}`);
  return { paths, documents: lines.length };
}

export async function horizonBench(options: { workDir: string; port: number; samples: number }) {
  const { workDir, port, samples } = options;
  const datasetFile = writeSyntheticDataset(join(workDir, "horizon"), HORIZON);
  const databaseUrl = `file:${join(workDir, "horizon.db")}`;
  await migrateDatabase(databaseUrl);

  const startedAt = performance.now();
  const site = await startSite(
    port,
    {
      DATABASE_URL: databaseUrl,
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      SANITY_PROJECT_ID: "",
      SANITY_WEBHOOK_SECRET: SECRET,
      CONTENT_CACHE_TTL_SECONDS: "3600",
      CONTENT_DATASET_FILE: datasetFile,
    },
    { migrate: false, startTimeoutMs: 60_000 },
  );
  const { origin } = site;
  try {
    await (await fetch(`${origin}/`)).arrayBuffer();
    const firstPageMs = performance.now() - startedAt;
    // Ready is what a load balancer waits for: the search index built and the sitemap's pages rendered into the page
    // cache (the server gives that warm-up 10 s at most).
    await site.ready(60_000);
    const readyMs = performance.now() - startedAt;
    const pid = site.process.child.pid as number;

    const { paths, documents } = reviewPaths(datasetFile, samples);
    const costs: number[] = [];
    for (const [sample, path] of paths.entries()) {
      await publish(origin, sample);
      const before = cpuMs(pid);
      const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "identity" } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      costs.push(cpuMs(pid) - before);
    }

    // Searches of unique queries (each a page-cache miss, so the results page's render is in them), once the index
    // a publish rebuilds is in place: the first one waits for it and is left out.
    await publish(origin, -1);
    const timeSearch = async (term: string) => {
      const begun = performance.now();
      await (await fetch(`${origin}/search?q=${encodeURIComponent(term)}`)).arrayBuffer();
      return performance.now() - begun;
    };
    await timeSearch("ruleta");
    const terms = ["bizum", "blackjack", "retirada", "bono sin depósito", "tragaperras", "licencia", "rulta"];
    const searches: number[] = [];
    for (let index = 0; index < samples; index++) {
      searches.push(await timeSearch(`${terms[index % terms.length]} ${index}`));
    }

    return {
      documents,
      firstPageMs,
      readyMs,
      review: { samples: costs.length, p50Ms: percentile(costs, 50), p99Ms: percentile(costs, 99) },
      searchMs: { p50: percentile(searches, 50), p99: percentile(searches, 99) },
      rssMb: rssMb(pid),
    } satisfies HorizonResult;
  } finally {
    await site.stop();
  }
}

const f = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "n/a");
const verdict = (value: number, budget: number) => (value <= budget ? "within" : "**over**");

export function horizonMarkdown(result: HorizonResult): string {
  const budget = HORIZON_BUDGETS;
  return [
    `Documents: ${result.documents}. Budgets from docs/decisions/027-the-size-the-site-is-built-for.md.`,
    "",
    "| | Measured | Budget | |",
    "|---|---|---|---|",
    `| Start-up to the first page (ms) | ${f(result.firstPageMs)} | | |`,
    `| Start-up to ready, /readyz 200 (ms) | ${f(result.readyMs)} | ${budget.readyMs} | ${verdict(result.readyMs, budget.readyMs)} |`,
    `| Uncached review render, CPU p50 / p99 (ms) | ${f(result.review.p50Ms)} / ${f(result.review.p99Ms)} | ${budget.reviewCpuP50Ms} at p50 | ${verdict(result.review.p50Ms, budget.reviewCpuP50Ms)} |`,
    `| Search p50 (ms) | ${f(result.searchMs.p50)} | ${budget.searchP50Ms} | ${verdict(result.searchMs.p50, budget.searchP50Ms)} |`,
    `| Search p99 (ms) | ${f(result.searchMs.p99)} | ${budget.searchP99Ms} | ${verdict(result.searchMs.p99, budget.searchP99Ms)} |`,
    `| RSS after the run (MB) | ${f(result.rssMb)} | | |`,
  ].join("\n");
}
