// Lighthouse with its default configuration (mobile emulation, simulated Slow 4G and 4x CPU throttling), one
// child process per run: the Lighthouse CLI launches its own Chromium through chrome-launcher and closes it on
// SIGINT, so a run that hangs or is interrupted never leaves a browser behind.
import { copyFileSync, mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { QUIET_CHROMIUM_ARGS } from "../lib/chromium-args.ts";
import { run } from "../lib/processes.ts";
import { pageSlug } from "./environment.ts";

/** The Lighthouse CLI's entry point. */
export const cliPath = fileURLToPath(import.meta.resolve("lighthouse/cli/index.js"));

/** Lighthouse's Chromium: headless, and as quiet as every other the tests and the bench start. */
const CHROMIUM_FLAGS = ["--headless=new", ...QUIET_CHROMIUM_ARGS];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

export type LighthouseRun = {
  scores: Record<Category, number>;
  /** Milliseconds, except CLS (unitless). */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript the page fetched while Lighthouse loaded it (no scrolling, no input), bytes on the wire. */
  scriptBytes: number;
  /** Main-thread time by kind, ms, as Lighthouse's "main-thread work" breakdown gives it (at its 4x CPU slowdown). */
  mainThreadMs: Partial<Record<MainThreadGroup, number>>;
  /**
   * Tasks over 50 ms, as Lighthouse's simulation times them, that end after the first contentful paint: the tasks
   * whose excess over 50 ms TBT adds up. `url` is what Lighthouse attributes the task to (the page for its own
   * style, layout and parsing; a script's URL for its code).
   */
  blockingTasks: { url: string; startMs: number; durationMs: number }[];
  /** Audits scored below 1 that count towards a category, by category: what to fix to reach 100. */
  failingAudits: { id: string; category: Category; title: string; displayValue?: string; score: number }[];
  /** Lighthouse's estimate of this machine's CPU speed (its throttling assumes a fast desktop CPU, ~1000+). */
  benchmarkIndex: number;
  runWarnings: string[];
  lighthouseVersion: string;
};

/** The groups of Lighthouse's main-thread breakdown (`mainthread-work-breakdown`). */
export const MAIN_THREAD_GROUPS = {
  styleLayout: "Style & layout",
  scriptEvaluation: "Script",
  scriptParseCompile: "Script parse",
  parseHTML: "HTML & CSS parse",
  paintCompositeRender: "Rendering",
  garbageCollection: "GC",
  other: "Other",
} as const;
export type MainThreadGroup = keyof typeof MAIN_THREAD_GROUPS;

type Audit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: {
    items?: {
      resourceType?: string;
      transferSize?: number;
      group?: string;
      duration?: number;
      url?: string;
      startTime?: number;
    }[];
  };
};
type Report = {
  lighthouseVersion: string;
  runWarnings: string[];
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
};

/** The Lighthouse CLI on `url` with `args` besides the project's Chromium flags; throws when it fails. */
export async function lighthouseCli(url: string, args: string[]): Promise<void> {
  const finished = await run(
    `lighthouse ${url}`,
    process.execPath,
    [cliPath, url, ...args, `--chrome-flags=${CHROMIUM_FLAGS.join(" ")}`, "--quiet"],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || "/usr/bin/chromium" },
      stopSignal: "SIGINT",
      timeoutMs: 120_000,
    },
  );
  if (finished.code !== 0) {
    throw new Error(
      `Lighthouse failed on ${url} (exit ${finished.code ?? finished.signal}): ${finished.stderr.trim()}`,
    );
  }
}

/** One Lighthouse run; `reportFile` is its full JSON report. */
export async function lighthouseRun(
  url: string,
  outputDir: string,
  runId: string,
): Promise<{ result: LighthouseRun; reportFile: string }> {
  const outputPath = join(outputDir, `lighthouse-${runId}.json`);
  await lighthouseCli(url, ["--output=json", `--output-path=${outputPath}`]);
  const report = JSON.parse(await readFile(outputPath, "utf8")) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);

  const scores = {} as Record<Category, number>;
  const failingAudits: LighthouseRun["failingAudits"] = [];
  for (const category of CATEGORIES) {
    const { score, auditRefs } = report.categories[category];
    if (score === null) throw new Error(`Lighthouse on ${url}: no ${category} score`);
    scores[category] = Math.round(score * 100);
    for (const ref of auditRefs) {
      const audit = report.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failingAudits.push({
        id: audit.id,
        category,
        title: audit.title,
        displayValue: audit.displayValue,
        score: audit.score,
      });
    }
  }
  const metric = (id: string) => {
    const value = report.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url}: no ${id}`);
    return value;
  };
  const items = (id: string) => report.audits[id]?.details?.items ?? [];
  const fcpMs = metric("first-contentful-paint");
  const mainThreadMs: LighthouseRun["mainThreadMs"] = {};
  for (const { group, duration } of items("mainthread-work-breakdown")) {
    if (group && group in MAIN_THREAD_GROUPS && duration !== undefined)
      mainThreadMs[group as MainThreadGroup] = duration;
  }
  const blockingTasks = items("long-tasks")
    .map((task) => ({ url: task.url ?? "", startMs: task.startTime ?? 0, durationMs: task.duration ?? 0 }))
    .filter((task) => task.durationMs > 50 && task.startMs + task.durationMs > fcpMs);
  const result: LighthouseRun = {
    scores,
    fcpMs,
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    scriptBytes: (report.audits["network-requests"]?.details?.items ?? [])
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    mainThreadMs,
    blockingTasks,
    failingAudits,
    benchmarkIndex: report.environment.benchmarkIndex,
    runWarnings: report.runWarnings,
    lighthouseVersion: report.lighthouseVersion,
  };
  return { result, reportFile: outputPath };
}

/** The run with the median performance score (the lower middle one for an even count). */
export function medianByPerformance(runs: LighthouseRun[]): LighthouseRun | undefined {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** A page's Lighthouse runs, the median one (by performance score), and the runs that failed. */
export type LighthouseResult = { page: string; median?: LighthouseRun; runs: LighthouseRun[]; errors: string[] };

/**
 * `runs` rounds over `pages` at `origin`, round-robin, so a burst of load from elsewhere on the machine spreads
 * over all of them. The median run's full report is copied to `keep(page)`, for reading its audits
 * (https://googlechrome.github.io/lighthouse/viewer/).
 */
export async function lighthouseRounds({
  origin,
  pages,
  runs,
  workDir,
  keep,
}: {
  origin: string;
  pages: string[];
  runs: number;
  workDir: string;
  keep: (page: string) => string;
}): Promise<LighthouseResult[]> {
  const byPage = new Map<string, { runs: LighthouseRun[]; errors: string[] }>(
    pages.map((page) => [page, { runs: [], errors: [] }]),
  );
  const reportFiles = new Map<LighthouseRun, string>();
  for (let attempt = 1; attempt <= runs; attempt++) {
    for (const page of pages) {
      const entry = byPage.get(page);
      if (!entry) continue;
      try {
        const { result, reportFile } = await lighthouseRun(`${origin}${page}`, workDir, `${pageSlug(page)}-${attempt}`);
        entry.runs.push(result);
        reportFiles.set(result, reportFile);
      } catch (error) {
        entry.errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  }
  return pages.map((page): LighthouseResult => {
    const { runs, errors } = byPage.get(page) ?? { runs: [], errors: [] };
    const median = medianByPerformance(runs);
    const reportFile = median && reportFiles.get(median);
    if (reportFile) {
      mkdirSync(dirname(keep(page)), { recursive: true });
      copyFileSync(reportFile, keep(page));
    }
    return { page, median, runs, errors };
  });
}
