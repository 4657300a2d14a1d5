// `pnpm bench`: builds the site, serves the production build on a throwaway SQLite database and prints what it
// costs: Lighthouse scores and metrics, bytes per page, server throughput beside a bare baseline, and newsletter
// sign-ups per second. Prints one markdown block, writes the same figures to .bench/results-<time>.json, and
// checks them against the performance budgets. A benchmark, not a test: the exit code is 0 whether or not
// budgets pass (1 only when it could not measure at all).
//
//   node scripts/bench/run.ts [--no-build] [--runs 3] [--duration 10] [--connections 50] [--port 3400]
//                             [--skip lighthouse|bytes|throughput|signups]...
//   node scripts/bench/run.ts --floor quick|all [--runs 5]   Lighthouse beside a trivial page (lighthouse-floor.ts)
//   node scripts/bench/run.ts --coop [--runs 5]              the key routes with and without COOP (floor.ts)
//   node scripts/bench/run.ts --outbox                       newsletter e-mails sent per second, 1 and 3 senders
//   node scripts/bench/run.ts --serving [--no-build]        cache misses, stampedes, floods, overload (serving.ts)
//   node scripts/bench/run.ts --content 100x [--no-build] [--samples 30]
//                             the site on a synthetic dataset a hundred times today's, beside today's (content-scale.ts)
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { contentScaleBench, contentScaleMarkdown } from "./content-scale.ts";
import { coopBench, floorBench, sitemapPaths } from "./floor.ts";
import { type LighthouseRun, lighthouseRun, medianByPerformance } from "./lighthouse.ts";
import { writeFloorPage } from "./lighthouse-floor.ts";
import { fetchEncoded, measurePageBytes } from "./page-bytes.ts";
import { freePort, migrateDatabase, run, start, stop, stopAll, waitForUrl } from "./processes.ts";
import { checkBudgets, type LighthouseResult, type Results, renderMarkdown, summaryLine } from "./report.ts";
import { servingBench, servingMarkdown } from "./serving.ts";
import { measureSignups } from "./signups.ts";
import { load } from "./throughput.ts";

const PAGES = ["/", "/comparacion", "/bet365", "/ruleta-online"];
const THROUGHPUT_PAGES = ["/", "/bet365"];
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
    content: { type: "string" },
    floor: { type: "string" },
    coop: { type: "boolean", default: false },
    outbox: { type: "boolean", default: false },
    serving: { type: "boolean", default: false },
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
    void stopAll().finally(() => {
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
  environment: environment(),
  settings,
  timingsSeconds: timings,
  lighthouse: [],
  bytes: [],
  throughput: [],
  signups: [],
  errors: {},
  warnings: [],
};

try {
  if (values.content) await measureContent();
  else if (values.outbox) await measureOutbox();
  else if (values.serving) await measureServing();
  else await measure();
} catch (error) {
  console.error(`bench: could not measure: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
  rmSync(workDir, { recursive: true, force: true });
}

if (process.exitCode !== 1 && !stopping && !values.content && !values.outbox && !values.serving && !skipEverything) {
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

/** `--outbox`: e-mails per second (packages/newsletter/scripts/bench-outbox.ts), printed as it reports them. */
async function measureOutbox(): Promise<void> {
  const outbox = await timed("outbox", () =>
    run("outbox", process.execPath, ["packages/newsletter/scripts/bench-outbox.ts"], {
      cwd: repoRoot,
      timeoutMs: 300_000,
    }),
  );
  if (outbox.code !== 0) throw new Error(`the outbox benchmark failed:\n${outbox.stdout}${outbox.stderr}`);
  const [workload = "", ...rows] = outbox.stdout.trim().split("\n");
  console.log(`## Newsletter outbox: e-mails per second (${workload})\n\n${rows.map((row) => `- ${row}`).join("\n")}`);
}

/** `--serving`: the page cache and the render limit under misses, stampedes, floods and overload. */
async function measureServing(): Promise<void> {
  if (settings.build) await buildSite();
  const port = await freePort(Number(values.port));
  const result = await timed("serving", () => servingBench(repoRoot, webDir, workDir, port));
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(
    join(outputDir, `serving-${stamp}.json`),
    `${JSON.stringify({ environment: results.environment, ...result }, null, 2)}\n`,
  );
  console.log(`## Serving: misses, stampedes, floods, overload (one process)\n\n${servingMarkdown(result)}`);
}

/** `--content 100x`: the same build on today's dataset and on a synthetic one a hundred times larger. */
async function measureContent(): Promise<void> {
  if (values.content !== "100x") throw new Error(`--content takes 100x, not ${values.content}`);
  if (settings.build) await buildSite();
  const port = await freePort(Number(values.port));
  const result = await timed("content scale", () => contentScaleBench(repoRoot, workDir, port, Number(values.samples)));
  mkdirSync(outputDir, { recursive: true });
  const jsonFile = join(outputDir, `content-scale-${stamp}.json`);
  writeFileSync(jsonFile, `${JSON.stringify({ environment: results.environment, ...result }, null, 2)}\n`);
  console.log(
    `## Content at 100x\n\n${contentScaleMarkdown(result)}\n\nFigures written to ${join(".bench", `content-scale-${stamp}.json`)}`,
  );
}

async function measure(): Promise<void> {
  if (settings.build) await buildSite();

  const databaseUrl = `file:${join(workDir, "bench.db")}`;
  await timed("migrate", () => migrateDatabase(repoRoot, databaseUrl));

  const port = await freePort(Number(values.port));
  const origin = `http://127.0.0.1:${port}`;
  if (values.floor || values.coop) writeFloorPage(join(webDir, "build/client"));
  const server = await timed("server start", async () => {
    const started = start("web server", process.execPath, ["server.ts"], {
      cwd: webDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        // Stopped processes exit at once: no load balancer is waiting to see /readyz fail.
        SHUTDOWN_DRAIN_SECONDS: "0",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl,
        // Canonical URLs point at the origin being measured, as they do in production.
        SITE_ORIGIN: origin,
        CONTENT_CACHE_TTL_SECONDS: String(CONTENT_CACHE_TTL_SECONDS),
        // Always the committed dataset: a benchmark must not depend on the network.
        SANITY_PROJECT_ID: "",
      },
    });
    await waitForUrl(`${origin}/healthz`, started);
    return started;
  });

  // The server loaded this build; if something rebuilds apps/web meanwhile, its asset files change under it.
  const build = buildFingerprint();
  results.environment.build = `apps/web/build from ${build.builtAt}`;
  const checkBuild = () => {
    const now = buildFingerprint();
    if (now.key !== build.key && !results.warnings.some((warning) => warning.startsWith("apps/web/build"))) {
      results.warnings.push(
        `apps/web/build was rebuilt during the run (at ${now.builtAt}, by another process): the server kept the ` +
          "old build in memory, so figures taken after that may mix two builds (missing or different assets).",
      );
    }
  };

  await timed("warm", () => warm(origin));

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
        results.bytes = await measurePageBytes(origin, PAGES, chromePath);
      } catch (error) {
        results.errors.bytes = String(error instanceof Error ? error.message : error);
      }
    });
  }

  checkBuild();
  if (!skip.has("lighthouse")) {
    await timed("lighthouse", async () => {
      const byPage = new Map<string, { runs: LighthouseRun[]; errors: string[] }>(
        PAGES.map((page) => [page, { runs: [], errors: [] }]),
      );
      const reportFiles = new Map<LighthouseRun, string>();
      // Round-robin over the pages, so a burst of load from elsewhere on the machine spreads over all of them.
      for (let attempt = 1; attempt <= settings.lighthouseRuns; attempt++) {
        for (const page of PAGES) {
          const entry = byPage.get(page);
          if (!entry) continue;
          try {
            const { result, reportFile } = await lighthouseRun(`${origin}${page}`, workDir, `${slug(page)}-${attempt}`);
            entry.runs.push(result);
            reportFiles.set(result, reportFile);
          } catch (error) {
            entry.errors.push(error instanceof Error ? error.message : String(error));
          }
        }
      }
      mkdirSync(outputDir, { recursive: true });
      results.lighthouse = PAGES.map((page): LighthouseResult => {
        const { runs, errors } = byPage.get(page) ?? { runs: [], errors: [] };
        const median = medianByPerformance(runs);
        const reportFile = median && reportFiles.get(median);
        // The median run's full report, for reading its audits (https://googlechrome.github.io/lighthouse/viewer/).
        if (reportFile) copyFileSync(reportFile, join(outputDir, `lighthouse-${stamp}-${slug(page)}.json`));
        return { page, median, runs, errors };
      });
    });
  }

  checkBuild();
  if (!skip.has("throughput")) {
    await timed("throughput", async () => {
      try {
        await measureThroughput(origin, port, server.child.pid);
      } catch (error) {
        results.errors.throughput = String(error instanceof Error ? error.message : error);
      }
    });
  }

  checkBuild();
  // The sign-up benchmark does not use the web server; stop it so it does not compete for the CPU.
  await stop(server);

  if (!skip.has("signups")) {
    await timed("signups", async () => {
      results.signups = await measureSignups(repoRoot);
    });
  }
}

/** Requests every page until the page cache answers it (the same ETag twice: a new render has a new nonce). */
async function warm(origin: string): Promise<void> {
  for (const page of PAGES) {
    const etags: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(`${origin}${page}`, { headers: { "Accept-Encoding": "gzip, br" } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
      etags.push(response.headers.get("etag") ?? "");
    }
    if (!etags[0] || etags[1] !== etags[2]) {
      throw new Error(`${page} is not served from the page cache (ETags ${etags.join(", ") || "missing"})`);
    }
  }
}

async function measureThroughput(origin: string, port: number, serverPid: number | undefined): Promise<void> {
  const files: string[] = [];
  for (const page of THROUGHPUT_PAGES) {
    const html = await fetchEncoded(`${origin}${page}`, "identity");
    if (html.status !== 200 || html.encoding !== "identity") {
      throw new Error(`${page}: could not fetch the uncompressed HTML (${html.status}, ${html.encoding})`);
    }
    const file = join(workDir, `${slug(page)}.html`);
    writeFileSync(file, html.body);
    files.push(`${page}=${file}`);
  }
  const baselinePort = await freePort(port + 1);
  const baselineOrigin = `http://127.0.0.1:${baselinePort}`;
  const baseline = start("baseline server", process.execPath, [
    join(repoRoot, "scripts/bench/static-server.ts"),
    String(baselinePort),
    ...files,
  ]);
  await waitForUrl(`${baselineOrigin}/`, baseline);

  const options = {
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    headers: { "Accept-Encoding": "gzip, br" },
  };
  // A short unrecorded run first on each server, so both are measured with their code already optimised.
  const warmup = { ...options, durationSeconds: 2 };
  for (const page of THROUGHPUT_PAGES) {
    await load(`${origin}${page}`, warmup);
    const ours = await load(`${origin}${page}`, options, serverPid);
    await load(`${baselineOrigin}${page}`, warmup);
    const base = await load(`${baselineOrigin}${page}`, options, baseline.child.pid);
    results.throughput.push({ page, ours, baseline: base, ratio: ours.requestsPerSecond / base.requestsPerSecond });
  }
}

function buildFingerprint(): { key: string; builtAt: string } {
  const serverBuild = statSync(join(webDir, "build/server/index.js"));
  const assets = readdirSync(join(webDir, "build/client/assets")).sort().join(",");
  return { key: `${serverBuild.mtimeMs}:${assets}`, builtAt: serverBuild.mtime.toISOString() };
}

function slug(page: string): string {
  return page === "/" ? "home" : page.replace(/^\//, "").replace(/[^a-z0-9-]/gi, "-");
}

function environment(): Record<string, string | number> {
  const quiet = (command: string, args: string[]) => {
    try {
      return execFileSync(command, args, {
        cwd: repoRoot,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
    } catch {
      return "unknown";
    }
  };
  const dirty = quiet("git", ["status", "--porcelain"]);
  return {
    date: startedAt.toISOString(),
    commit: `${quiet("git", ["rev-parse", "--short", "HEAD"])}${dirty && dirty !== "unknown" ? " (uncommitted changes)" : ""}`,
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? "unknown",
    loadAverage: loadavg()
      .map((value) => value.toFixed(2))
      .join(" "),
    chromium: quiet(chromePath, ["--version"]),
  };
}
