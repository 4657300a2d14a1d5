// `pnpm bench --content 100x`: what the site costs at a hundred times today's content, beside the same build on
// the committed dataset. For each size it starts the built server on its own SQLite file and measures start-up,
// the CPU time of uncached renders per page type, the comparison, the sitemap, search and memory.
//
// CPU time is the server's main thread's own (its /proc schedstat), read before and after each request with
// nothing else in flight, so other load on the machine does not count. Every sample is a page-cache miss: a
// signed publish webhook empties the page cache first. The committed dataset (and the synthetic one) cannot
// change while the server runs, so its query results stay in memory: a query is evaluated the first time a
// page needs it ("first page", "first search", the first sitemap), not again after each publish.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { encodeSignatureHeader } from "@sanity/webhook";
import { migrateDatabase, startSite } from "../lib/site.ts";
import { HUNDRED_TIMES, writeSyntheticDataset } from "./synthetic-dataset.ts";

const SECRET = "bench-webhook-secret";

export type PageTypeCost = { type: string; samples: number; p50Ms: number; p99Ms: number; bytes: number };
export type ContentScaleResult = {
  label: string;
  documents: number;
  startupMs: number;
  firstPageMs: number;
  renders: PageTypeCost[];
  searchMs: { first: number; p50: number; p99: number };
  rssMb: { afterStart: number; afterRun: number };
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

/** CPU milliseconds of one uncached request for each path (a publish before each one), and the bytes of the last. */
async function uncachedCost(origin: string, pid: number, paths: string[]) {
  const costs: number[] = [];
  let bytes = 0;
  for (const [sample, path] of paths.entries()) {
    await publish(origin, sample);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const before = cpuMs(pid);
    const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "identity" } });
    bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    costs.push(cpuMs(pid) - before);
  }
  return { samples: costs.length, p50Ms: percentile(costs, 50), p99Ms: percentile(costs, 99), bytes };
}

type Slugs = { casinos: string[]; games: string[]; pages: string[] };

function slugsOf(datasetFile: string): Slugs & { documents: number } {
  const slugs: Slugs = { casinos: [], games: [], pages: [] };
  let documents = 0;
  for (const line of readFileSync(datasetFile, "utf8").split("\n")) {
    if (!line.trim()) continue;
    documents += 1;
    const doc = JSON.parse(line) as { _type: string; slug?: { current?: string } };
    const slug = doc.slug?.current;
    if (!slug) continue;
    if (doc._type === "casino") slugs.casinos.push(slug);
    if (doc._type === "gamePage") slugs.games.push(slug);
    if (doc._type === "page") slugs.pages.push(slug);
  }
  return { ...slugs, documents };
}

/** Views of the comparison a visitor picks (each valid, and already in its canonical form, at both sizes). */
const COMPARISON_VIEWS = [
  "/comparacion?pago=bizum",
  "/comparacion?servicio=en-vivo",
  "/comparacion?deposito=10",
  "/comparacion?orden=retirada",
];

/** `count` paths cycling through `slugs`, spread over the whole list (first, last and in between). */
const spread = (slugs: string[], count: number) =>
  Array.from({ length: count }, (_, index) => `/${slugs[Math.floor((index * slugs.length) / count)]}`);

export async function measureContentScale(options: {
  label: string;
  datasetFile?: string;
  repoRoot: string;
  workDir: string;
  port: number;
  samples: number;
}): Promise<ContentScaleResult> {
  const { label, repoRoot, workDir, port, samples } = options;
  const datasetFile = options.datasetFile ?? join(repoRoot, "packages/content/dataset/production.ndjson");
  const databaseUrl = `file:${join(workDir, `${label}.db`)}`;
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
    // At 100x the process reads 135 MB of NDJSON before it listens: about 30 s on a busy 2-core machine.
    { migrate: false, startTimeoutMs: 120_000 },
  );
  const { origin } = site;
  try {
    const startupMs = performance.now() - startedAt;
    const firstPage = await fetch(`${origin}/`);
    await firstPage.arrayBuffer();
    const firstPageMs = performance.now() - startedAt;
    const pid = site.process.child.pid as number;
    const afterStart = rssMb(pid);

    const slugs = slugsOf(datasetFile);
    const renders: PageTypeCost[] = [];
    const types: [string, string[]][] = [
      ["home", Array(samples).fill("/")],
      ["comparison", Array(samples).fill("/comparacion")],
      ["comparison filtered", Array.from({ length: samples }, (_, index) => COMPARISON_VIEWS[index % 4] as string)],
      ["review", spread(slugs.casinos, samples)],
      ["game guide", spread(slugs.games, samples)],
      ["content page", spread(slugs.pages, samples)],
      ["sitemap.xml", Array(Math.min(samples, 10)).fill("/sitemap.xml")],
    ];
    for (const [type, paths] of types) renders.push({ type, ...(await uncachedCost(origin, pid, paths)) });

    // Search: the first query builds the index; later ones only search it.
    await publish(origin, -1);
    const timeSearch = async (term: string) => {
      const begun = performance.now();
      await (await fetch(`${origin}/search?q=${encodeURIComponent(term)}`)).arrayBuffer();
      return performance.now() - begun;
    };
    const first = await timeSearch("ruleta");
    const terms = ["bizum", "blackjack", "retirada", "bono sin depósito", "tragaperras", "licencia"];
    const later: number[] = [];
    for (let index = 0; index < samples; index++)
      later.push(await timeSearch(`${terms[index % terms.length]} ${index}`));

    return {
      label,
      documents: slugs.documents,
      startupMs,
      firstPageMs,
      renders,
      searchMs: { first, p50: percentile(later, 50), p99: percentile(later, 99) },
      rssMb: { afterStart, afterRun: rssMb(pid) },
    };
  } finally {
    await site.stop();
  }
}

export async function contentScaleBench(repoRoot: string, workDir: string, port: number, samples = 30) {
  const today = await measureContentScale({ label: "1x", repoRoot, workDir, port, samples });
  const datasetFile = writeSyntheticDataset(join(workDir, "synthetic"), HUNDRED_TIMES);
  const hundred = await measureContentScale({ label: "100x", datasetFile, repoRoot, workDir, port, samples });
  return { today, hundred };
}

const f = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "n/a");

export function contentScaleMarkdown({ today, hundred }: { today: ContentScaleResult; hundred: ContentScaleResult }) {
  const ratio = (a: number, b: number) => `${(b / a).toFixed(2)}×`;
  const rows = today.renders.map((cost, index) => {
    const big = hundred.renders[index] as PageTypeCost;
    return `| ${cost.type} | ${f(cost.p50Ms)} / ${f(cost.p99Ms)} | ${f(big.p50Ms)} / ${f(big.p99Ms)} | ${ratio(cost.p50Ms, big.p50Ms)} | ${Math.round(cost.bytes / 1024)} KB / ${Math.round(big.bytes / 1024)} KB |`;
  });
  return [
    `Documents: ${today.documents} (1x) and ${hundred.documents} (100x). CPU ms of the server's main thread per uncached request.`,
    "",
    "| Page type | 1x CPU p50 / p99 (ms) | 100x CPU p50 / p99 (ms) | p50 ratio | HTML 1x / 100x |",
    "|---|---|---|---|---|",
    ...rows,
    "",
    "| | 1x | 100x | ratio |",
    "|---|---|---|---|",
    `| Start-up to /healthz (ms) | ${f(today.startupMs)} | ${f(hundred.startupMs)} | ${ratio(today.startupMs, hundred.startupMs)} |`,
    `| Start-up to the first page (ms) | ${f(today.firstPageMs)} | ${f(hundred.firstPageMs)} | ${ratio(today.firstPageMs, hundred.firstPageMs)} |`,
    `| Search, first query: builds the index (ms) | ${f(today.searchMs.first)} | ${f(hundred.searchMs.first)} | ${ratio(today.searchMs.first, hundred.searchMs.first)} |`,
    `| Search p50 / p99 (ms) | ${f(today.searchMs.p50)} / ${f(today.searchMs.p99)} | ${f(hundred.searchMs.p50)} / ${f(hundred.searchMs.p99)} | ${ratio(today.searchMs.p50, hundred.searchMs.p50)} |`,
    `| RSS after start (MB) | ${f(today.rssMb.afterStart)} | ${f(hundred.rssMb.afterStart)} | ${ratio(today.rssMb.afterStart, hundred.rssMb.afterStart)} |`,
    `| RSS after the run (MB) | ${f(today.rssMb.afterRun)} | ${f(hundred.rssMb.afterRun)} | ${ratio(today.rssMb.afterRun, hundred.rssMb.afterRun)} |`,
  ].join("\n");
}
