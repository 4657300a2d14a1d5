// `pnpm bench`: builds the site, serves the production build on a throwaway SQLite database and prints what it
// costs: Lighthouse scores and metrics, bytes per page, server throughput beside a bare baseline, and newsletter
// sign-ups per second. Prints one markdown block, writes the same figures to .bench/results-<time>.json, and
// checks them against the performance budgets. A benchmark, not a test: the exit code is 0 whether or not
// budgets pass (1 only when it could not measure at all).
//
//   node tools/bench/run.ts [--no-build] [--runs 3] [--duration 10] [--connections 50] [--port 3400]
//                             [--skip lighthouse|bytes|throughput|costs|signups]...
//   node tools/bench/run.ts --floor quick|all [--runs 5]   Lighthouse beside a trivial page (lighthouse-floor.ts)
//   node tools/bench/run.ts --coop [--runs 5]              the key routes with and without COOP (floor.ts)
//   node tools/bench/run.ts --outbox                       newsletter e-mails (confirmations, a digest) per second, 1 and 3 senders
//   node tools/bench/run.ts --serving [--no-build]        cache misses, stampedes, floods, overload (serving.ts)
//   node tools/bench/run.ts --soak [--no-build]           5 minutes of steady load: RSS must level off (soak.ts)
//   node tools/bench/run.ts --compare <git-ref> [--runs 5] [--no-build] [--skip lighthouse]
//                             this tree beside another commit's build, alternated: the server's CPU per render and
//                             per cached answer, home's Lighthouse, JS per page (compare.ts)
//   node tools/bench/run.ts --horizon [--no-build] [--samples 30]
//                             the site at the size it is built for, each figure beside its budget (horizon.ts)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { cleanupAll, freePort, run } from "../lib/processes.ts";
import { migrateDatabase, startSite, warmPageCache } from "../lib/site.ts";
import { checkBudgets, summaryLine } from "./budgets.ts";
import { buildFingerprint, environment, pageSlug } from "./environment.ts";
import { coopBench, floorBench, sitemapPaths } from "./floor.ts";
import { lighthouseRounds } from "./lighthouse.ts";
import { FLOOR_PATH, writeFloorPage } from "./lighthouse-floor.ts";
import { type BenchRun, measureCompare, measureHorizon, measureOutbox, measureServing, measureSoak } from "./modes.ts";
import { measurePageBytes } from "./page-bytes.ts";
import { renderCostMedians } from "./render-cost.ts";
import { type Results, renderMarkdown } from "./report.ts";
import { measureSignups } from "./signups.ts";
import { throughputBesideBaseline } from "./throughput.ts";

const PAGES = ["/", "/comparacion", "/bet365", "/ruleta-online"];
/** Bytes are cheap to measure: every page type (home, comparison, review, game, guide, legal). */
const BYTE_PAGES = [...PAGES, "/guia-juego-responsable", "/aviso-legal"];
const THROUGHPUT_PAGES = ["/", "/bet365"];
/** CPU per uncached, cached and uncompressed request: the key routes and the two pages made of a parameter. */
const COST_PAGES = [...PAGES, "/guia-juego-responsable", "/search?q=ruleta"];
const CONTENT_CACHE_TTL_SECONDS = 3600;

const { values } = parseArgs({
  allowNegative: true,
  options: {
    build: { type: "boolean", default: true },
    runs: { type: "string", default: "3" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    port: { type: "string", default: "3400" },
    skip: { type: "string", multiple: true, default: [] },
    horizon: { type: "boolean", default: false },
    floor: { type: "string" },
    coop: { type: "boolean", default: false },
    outbox: { type: "boolean", default: false },
    serving: { type: "boolean", default: false },
    soak: { type: "boolean", default: false },
    compare: { type: "string" },
    samples: { type: "string", default: "30" },
  },
});
const settings = {
  build: values.build,
  lighthouseRuns: Number(values.runs),
  durationSeconds: Number(values.duration),
  connections: Number(values.connections),
  contentCacheTtlSeconds: CONTENT_CACHE_TTL_SECONDS,
  skipped: values.skip.join(",") || "none",
};
const skip = new Set(values.skip);

const repoRoot = new URL("../../", import.meta.url).pathname;
const webDir = join(repoRoot, "apps/web");
const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
const startedAt = new Date();
const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
const workDir = mkdtempSync(join(tmpdir(), "casinolupa-bench-"));
const outputDir = join(repoRoot, ".bench");

// Ctrl-C or a kill: stop everything this run started, then leave.
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping every process the benchmark started...`);
    void cleanupAll().finally(() => {
      rmSync(workDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

const timings: Record<string, number> = {};
/** Set by the floor and COOP modes, which print their own tables instead of the usual report. */
let skipEverything = false;
async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  process.stderr.write(`bench: ${step}...\n`);
  try {
    return await work();
  } finally {
    timings[step] = (performance.now() - started) / 1000;
  }
}

const results: Results = {
  environment: environment(repoRoot, chromePath, startedAt),
  settings,
  timingsSeconds: timings,
  lighthouse: [],
  bytes: [],
  throughput: [],
  costs: [],
  signups: [],
  errors: {},
  warnings: [],
};

/** What the modes of modes.ts get from this run. */
const bench: BenchRun = {
  repoRoot,
  workDir,
  port: Number(values.port),
  timed,
  build: () => (settings.build ? buildSite() : Promise.resolve()),
  writeFigures(name, figures) {
    mkdirSync(outputDir, { recursive: true });
    const file = `${name}-${stamp}.json`;
    writeFileSync(
      join(outputDir, file),
      `${JSON.stringify({ environment: results.environment, ...figures }, null, 2)}\n`,
    );
    return join(".bench", file);
  },
};

try {
  // Five Lighthouse rounds for --compare unless --runs says otherwise: the point is the spread.
  const compareRuns = process.argv.includes("--runs") ? settings.lighthouseRuns : 5;
  if (values.horizon) await measureHorizon(bench, Number(values.samples));
  else if (values.outbox) await measureOutbox(bench);
  else if (values.serving) await measureServing(bench);
  else if (values.soak) await measureSoak(bench);
  else if (values.compare)
    await measureCompare(bench, values.compare, {
      runs: compareRuns,
      chromePath,
      bytePages: BYTE_PAGES,
      costPages: COST_PAGES,
      lighthouse: !skip.has("lighthouse"),
      contentCacheTtlSeconds: CONTENT_CACHE_TTL_SECONDS,
    });
  else await measure();
} catch (error) {
  console.error(`bench: could not measure: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanupAll();
  rmSync(workDir, { recursive: true, force: true });
}

const ownReport = values.horizon || values.outbox || values.serving || values.soak || values.compare;
if (process.exitCode !== 1 && !stopping && !ownReport && !skipEverything) {
  timings.total = (Date.now() - startedAt.getTime()) / 1000;
  const benchmarkIndex = results.lighthouse.find((entry) => entry.median)?.median?.benchmarkIndex;
  results.environment.benchmarkIndex = benchmarkIndex === undefined ? "n/a" : Math.round(benchmarkIndex);
  results.environment.lighthouse = results.lighthouse.find((entry) => entry.median)?.median?.lighthouseVersion ?? "n/a";
  const budgets = checkBudgets(results, PAGES);
  mkdirSync(outputDir, { recursive: true });
  const jsonFile = join(outputDir, `results-${stamp}.json`);
  writeFileSync(
    jsonFile,
    `${JSON.stringify({ ...results, budgets, summary: summaryLine(budgets, results.warnings) }, null, 2)}\n`,
  );
  console.log(renderMarkdown(results, budgets));
  console.log(`\nFigures written to ${join(".bench", `results-${stamp}.json`)}`);
}

async function buildSite(): Promise<void> {
  await timed("build", async () => {
    const build = await run(
      "build",
      "pnpm",
      ["--config.verify-deps-before-run=false", "--filter", "@casinolupa/web", "build"],
      { cwd: repoRoot, timeoutMs: 300_000 },
    );
    if (build.code !== 0) throw new Error(`the build failed:\n${build.stdout}${build.stderr}`);
  });
}

async function measure(): Promise<void> {
  if (settings.build) await buildSite();

  const databaseUrl = `file:${join(workDir, "bench.db")}`;
  await timed("migrate", () => migrateDatabase(databaseUrl));

  const port = await freePort(Number(values.port));
  const origin = `http://127.0.0.1:${port}`;
  // The floor (a bare page from this server) is measured in every run: each page's LCP and TBT are read beside it.
  writeFloorPage(join(webDir, "build/client"));
  const site = await timed("server start", () =>
    startSite(
      port,
      {
        DATABASE_URL: databaseUrl,
        // Canonical URLs point at the origin being measured, as they do in production.
        SITE_ORIGIN: origin,
        CONTENT_CACHE_TTL_SECONDS: String(CONTENT_CACHE_TTL_SECONDS),
        // Always the committed dataset: a benchmark must not depend on the network.
        SANITY_PROJECT_ID: "",
      },
      { migrate: false },
    ),
  );

  // The server loaded this build; if something rebuilds apps/web meanwhile, its asset files change under it.
  const build = buildFingerprint(webDir);
  results.environment.build = `apps/web/build from ${build.builtAt}`;
  const checkBuild = () => {
    const now = buildFingerprint(webDir);
    if (now.key !== build.key && !results.warnings.some((warning) => warning.startsWith("apps/web/build"))) {
      results.warnings.push(
        `apps/web/build was rebuilt during the run (at ${now.builtAt}, by another process): the server kept the ` +
          "old build in memory, so figures taken after that may mix two builds (missing or different assets).",
      );
    }
  };

  await timed("warm", () => warmPageCache(origin, PAGES));

  if (values.floor || values.coop) {
    // Five rounds unless --runs says otherwise (the other modes default to three).
    const runs = process.argv.includes("--runs") ? Number(values.runs) : 5;
    const paths = values.floor === "all" ? await sitemapPaths(origin) : PAGES;
    const markdown = values.coop
      ? await timed("coop", () => coopBench({ origin, paths: PAGES, runs, workDir }))
      : await timed("floor", () => floorBench({ origin, paths, runs, workDir }));
    mkdirSync(outputDir, { recursive: true });
    writeFileSync(join(outputDir, `${values.coop ? "coop" : "floor"}-${stamp}.md`), `${markdown}\n`);
    console.log(markdown);
    skipEverything = true;
    return;
  }

  if (!skip.has("bytes")) {
    await timed("bytes", async () => {
      try {
        results.bytes = await measurePageBytes(origin, BYTE_PAGES, chromePath);
      } catch (error) {
        results.errors.bytes = String(error instanceof Error ? error.message : error);
      }
    });
  }

  checkBuild();
  if (!skip.has("lighthouse")) {
    await timed("lighthouse", async () => {
      results.lighthouse = await lighthouseRounds({
        origin,
        pages: [FLOOR_PATH, ...PAGES],
        runs: settings.lighthouseRuns,
        workDir,
        keep: (page) => join(outputDir, `lighthouse-${stamp}-${pageSlug(page)}.json`),
      });
    });
  }

  checkBuild();
  if (!skip.has("throughput")) {
    await timed("throughput", async () => {
      try {
        results.throughput = await throughputBesideBaseline(
          { origin, port, serverPid: site.process.child.pid, pages: THROUGHPUT_PAGES, workDir, repoRoot },
          {
            connections: settings.connections,
            durationSeconds: settings.durationSeconds,
            headers: { "Accept-Encoding": "gzip, br" },
          },
        );
      } catch (error) {
        results.errors.throughput = String(error instanceof Error ? error.message : error);
      }
    });
  }

  checkBuild();
  if (!skip.has("costs")) {
    await timed("costs", async () => {
      try {
        results.costs = await renderCostMedians(origin, site.process.child.pid ?? 0, COST_PAGES);
      } catch (error) {
        results.errors.costs = String(error instanceof Error ? error.message : error);
      }
    });
  }

  checkBuild();
  // The sign-up benchmark does not use the web server; stop it so it does not compete for the CPU.
  await site.stop();

  if (!skip.has("signups")) {
    await timed("signups", async () => {
      results.signups = await measureSignups(repoRoot);
    });
  }
}
