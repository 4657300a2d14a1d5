// Lighthouse on every page beside a floor: a trivial page (one heading, one paragraph, no CSS or JS) served by
// the same server with the same headers, measured in the same interleaved rounds. A shared machine's speed
// drifts from minute to minute; a page's figures next to the floor's say how much of them is the page.
// Each round runs the floor, then every page, so a slow moment spreads over all of them.
// The floor names its icon in the page, as every page of the site does (a `data:` URL): without it Chromium asks for
// /favicon.ico, and when that 404 ends before the paint Lighthouse's simulation counts it, putting the floor's LCP two
// round trips later (0.76 s against 0.63 s in a run of 2026-12-05) and every ratio beside it too low.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { type LighthouseRun, lighthouseRun, MAIN_THREAD_GROUPS, type MainThreadGroup } from "./lighthouse.ts";

/** Where the floor page is written in the build's public files, and its path on the site. */
export const FLOOR_FILE = "bench-floor.html";
export const FLOOR_PATH = `/${FLOOR_FILE}`;

const FLOOR_HTML = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Página mínima de referencia para medir el servidor.">
<link rel="icon" href="data:,">
<title>Página de referencia</title></head>
<body><main><h1>Página de referencia</h1><p>Una página mínima servida por el mismo servidor.</p></main></body>
</html>
`;

/** Writes the floor page into the build's client folder (the server serves its public files by name). */
export function writeFloorPage(clientDir: string): void {
  writeFileSync(join(clientDir, FLOOR_FILE), FLOOR_HTML);
}

export type Spread = { median: number; min: number; max: number };
export type FloorRow = {
  path: string;
  runs: LighthouseRun[];
  errors: string[];
  performance?: Spread;
  lcpMs?: Spread;
  tbtMs?: Spread;
  /** JavaScript fetched during the load, before any interaction (bytes on the wire, as Lighthouse's Chromium asked). */
  scriptBytes?: Spread;
  /** Median LCP over the floor's median LCP. */
  lcpRatio?: number;
  /** Median TBT minus the floor's median TBT. */
  tbtOverFloorMs?: number;
  /** Lowest accessibility, best-practices and SEO score over the runs. */
  otherScores?: { accessibility: number; bestPractices: number; seo: number };
};

/** The median of some figures, with their lowest and highest. */
export const spread = (values: number[]): Spread | undefined => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2
      ? (sorted[Math.floor(middle)] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted.at(-1) as number };
};

export async function lighthouseAgainstFloor(options: {
  origin: string;
  paths: string[];
  runs: number;
  workDir: string;
  log?: (line: string) => void;
}): Promise<FloorResult> {
  const { origin, paths, runs, workDir, log = () => {} } = options;
  const rows = new Map<string, FloorRow>([FLOOR_PATH, ...paths].map((path) => [path, { path, runs: [], errors: [] }]));
  const benchmarkIndex: number[] = [];
  for (let round = 1; round <= runs; round++) {
    for (const [path, row] of rows) {
      log(`lighthouse round ${round}/${runs}: ${path}`);
      try {
        const { result } = await lighthouseRun(`${origin}${path}`, workDir, `${path.replace(/\W+/g, "_")}-${round}`);
        row.runs.push(result);
        benchmarkIndex.push(result.benchmarkIndex);
      } catch (error) {
        row.errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  }
  return summariseRows(
    FLOOR_PATH,
    paths,
    (path) => rows.get(path)?.runs ?? [],
    (path) => rows.get(path)?.errors ?? [],
    benchmarkIndex,
  );
}

export type FloorResult = { floor: FloorRow; pages: FloorRow[]; benchmarkIndex: number[] };

/** Medians and ranges per page, and each page against the floor. */
export function summariseRows(
  floorPath: string,
  paths: string[],
  runsOf: (path: string) => LighthouseRun[],
  errorsOf: (path: string) => string[],
  benchmarkIndex: number[],
): FloorResult {
  const summarise = (path: string): FloorRow => {
    const runs = runsOf(path);
    return {
      path,
      runs,
      errors: errorsOf(path),
      performance: spread(runs.map((run) => run.scores.performance)),
      lcpMs: spread(runs.map((run) => run.lcpMs)),
      tbtMs: spread(runs.map((run) => run.tbtMs)),
      scriptBytes: spread(runs.map((run) => run.scriptBytes ?? 0)),
      otherScores: runs.length
        ? {
            accessibility: Math.min(...runs.map((run) => run.scores.accessibility)),
            bestPractices: Math.min(...runs.map((run) => run.scores["best-practices"])),
            seo: Math.min(...runs.map((run) => run.scores.seo)),
          }
        : undefined,
    };
  };
  const floor = summarise(floorPath);
  const pages = paths.map((path) => {
    const row = summarise(path);
    if (row.lcpMs && floor.lcpMs) row.lcpRatio = row.lcpMs.median / floor.lcpMs.median;
    if (row.tbtMs && floor.tbtMs) row.tbtOverFloorMs = row.tbtMs.median - floor.tbtMs.median;
    return row;
  });
  return { floor, pages, benchmarkIndex };
}

/** The targets: performance >= 98, LCP <= 1.3 x the floor's, TBT <= the floor's + 100 ms, other scores 100. */
export const FLOOR_BUDGETS = { performance: 98, lcpRatio: 1.3, tbtOverFloorMs: 100, otherScores: 100 };

export function floorPasses(row: FloorRow): boolean {
  return (
    (row.performance?.median ?? 0) >= FLOOR_BUDGETS.performance &&
    (row.lcpRatio ?? Number.POSITIVE_INFINITY) <= FLOOR_BUDGETS.lcpRatio &&
    (row.tbtOverFloorMs ?? Number.POSITIVE_INFINITY) <= FLOOR_BUDGETS.tbtOverFloorMs &&
    Math.min(row.otherScores?.accessibility ?? 0, row.otherScores?.bestPractices ?? 0, row.otherScores?.seo ?? 0) >=
      FLOOR_BUDGETS.otherScores
  );
}

/** A spread as "median (lowest-highest)", or "n/a" where there are no figures. */
export const range = (value: Spread | undefined, format: (n: number) => string) =>
  value ? `${format(value.median)} (${format(value.min)}-${format(value.max)})` : "n/a";
const ms = (n: number) => `${Math.round(n)}`;
const whole = (n: number) => `${Math.round(n)}`;
const kilobytes = (n: number) => (n / 1000).toFixed(1);

export function floorMarkdown(result: FloorResult): string {
  const { floor, pages, benchmarkIndex } = result;
  const line = (row: FloorRow, budget: string) =>
    `| ${row.path} | ${range(row.performance, whole)} | ${range(row.lcpMs, ms)} | ${row.lcpRatio?.toFixed(2) ?? "–"} | ${range(row.tbtMs, ms)} | ${row.tbtOverFloorMs === undefined ? "–" : `${row.tbtOverFloorMs >= 0 ? "+" : ""}${Math.round(row.tbtOverFloorMs)}`} | ${row.scriptBytes ? kilobytes(row.scriptBytes.median) : "n/a"} | ${row.otherScores ? `${row.otherScores.accessibility}/${row.otherScores.bestPractices}/${row.otherScores.seo}` : "n/a"} | ${budget} |`;
  const passing = pages.filter(floorPasses).length;
  return [
    `Lighthouse 13.5 mobile defaults; ${floor.runs.length} interleaved rounds; medians with (min-max). benchmarkIndex per run: ${benchmarkIndex.map(Math.round).join(", ")}.`,
    `Budgets: performance >= ${FLOOR_BUDGETS.performance}, LCP <= ${FLOOR_BUDGETS.lcpRatio} x the floor's, TBT <= the floor's + ${FLOOR_BUDGETS.tbtOverFloorMs} ms, accessibility/best practices/SEO ${FLOOR_BUDGETS.otherScores}. ${passing} of ${pages.length} pages pass.`,
    "",
    "| Page | Performance | LCP ms | LCP / floor | TBT ms | TBT - floor | JS KB | A11y/BP/SEO (min) | Budget |",
    "|---|---|---|---|---|---|---|---|---|",
    line(floor, "floor"),
    ...pages.map((row) => line(row, floorPasses(row) ? "pass" : "**fail**")),
    ...pages.flatMap((row) => row.errors.map((error) => `\n${row.path}: ${error}`)),
  ].join("\n");
}

/** A task as the table shows it: what Lighthouse attributes it to (the page, one of its scripts, or nothing) and its length. */
function taskLabel(task: LighthouseRun["blockingTasks"][number], pagePath: string): string {
  const url = URL.canParse(task.url) ? new URL(task.url) : undefined;
  const source = !url ? "unattributed" : url.pathname === pagePath ? "page" : url.pathname.split("/").pop();
  return `${source} ${Math.round(task.durationMs)}`;
}

/**
 * What each page's main thread did, beside the floor's: Lighthouse's breakdown by kind (medians over the runs, ms at
 * its 4x CPU slowdown) and, from the run with the median TBT, the tasks over 50 ms that ended after the first
 * contentful paint, which are what TBT adds up (the page's own style and layout are attributed to the page).
 */
export function mainThreadMarkdown(result: FloorResult): string {
  const { floor, pages } = result;
  const groups = Object.keys(MAIN_THREAD_GROUPS) as MainThreadGroup[];
  const line = (row: FloorRow) => {
    const medians = groups.map((group) => spread(row.runs.map((run) => run.mainThreadMs[group] ?? 0))?.median ?? 0);
    const total = medians.reduce((sum, value) => sum + value, 0);
    const byTbt = [...row.runs].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor((row.runs.length - 1) / 2)];
    const tasks = byTbt?.blockingTasks.map((task) => taskLabel(task, row.path)).join(", ") || "none";
    return `| ${row.path} | ${medians.map(ms).join(" | ")} | ${ms(total)} | ${tasks} |`;
  };
  return [
    "Main-thread work by kind (Lighthouse's breakdown, medians, ms at its 4x CPU slowdown) and, in the run with the median TBT, the tasks over 50 ms ending after the first contentful paint (simulated ms).",
    "",
    `| Page | ${groups.map((group) => MAIN_THREAD_GROUPS[group]).join(" | ")} | Total | Tasks over 50 ms after FCP |`,
    `|---|${groups.map(() => "---|").join("")}---|---|`,
    line(floor),
    ...pages.map(line),
  ].join("\n");
}
