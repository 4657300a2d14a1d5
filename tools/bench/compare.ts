// `pnpm bench --compare <git-ref>`: this tree's build beside the build of another commit (main, say), measured in
// the same run on the same machine, so a change's cost is read against the run-to-run spread rather than against
// figures from another day. The other commit is checked out in a temporary git worktree, installed from the
// local pnpm store and built there; both builds are served at once on the committed dataset, and the server's CPU
// per request (render-cost.ts) and Lighthouse alternate between them (A, B, B, A...) so load from elsewhere on the
// machine falls on both alike.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { freePort, run, startChild, waitForUrl } from "../lib/processes.ts";
import { percentile } from "../lib/report.ts";
import { migrateDatabase, startCommand } from "../lib/site.ts";
import { kb } from "./format.ts";
import { type LighthouseRun, lighthouseRun } from "./lighthouse.ts";
import { range, spread } from "./lighthouse-floor.ts";
import { measurePageBytes, type PageBytes } from "./page-bytes.ts";
import { type RenderCost, renderCosts, roundStart, warmRenders } from "./render-cost.ts";

/**
 * The server's CPU per request is measured in many short rounds, alternating builds (A, B, B, A...): on a shared
 * machine the speed drifts within a minute by more than a change's effect, and short rounds put both builds in the
 * same moments. 12 rounds of 20 renders per page after 100 unmeasured ones (render-cost.ts, warmRenders); the
 * comparison's 512 filtered views hold them and the warm-ups.
 */
const COST_ROUNDS = 12;
const RENDERS = 20;

export type CompareSide = {
  label: string;
  bytes: PageBytes[];
  lighthouse: LighthouseRun[];
  /** The CPU per request of each page, one list per round. */
  costs: RenderCost[][];
};

export type CompareOptions = {
  repoRoot: string;
  ref: string;
  workDir: string;
  firstPort: number;
  runs: number;
  chromePath: string;
  bytePages: string[];
  /** The page Lighthouse measures on both builds; none with `lighthouse: false`. */
  page: string;
  lighthouse: boolean;
  /** The pages whose CPU per render, per cached answer and per uncompressed answer are measured. */
  costPages: string[];
  serverEnv: (port: number, databaseUrl: string) => NodeJS.ProcessEnv;
};

async function mustRun(name: string, command: string, args: string[], cwd: string, timeoutMs = 600_000) {
  const finished = await run(name, command, args, { cwd, timeoutMs });
  if (finished.code !== 0) throw new Error(`${name} failed:\n${finished.stdout}${finished.stderr}`);
  return finished.stdout.trim();
}

/** Checks `ref` out beside this tree, installs it offline and builds it; returns the worktree's root. */
async function buildOther(
  options: CompareOptions,
): Promise<{ root: string; commit: string; remove: () => Promise<void> }> {
  const root = join(options.workDir, "compare");
  const commit = await mustRun("git rev-parse", "git", ["rev-parse", "--short", options.ref], options.repoRoot);
  await mustRun("git worktree add", "git", ["worktree", "add", "--detach", root, options.ref], options.repoRoot);
  const remove = async () => {
    await run("git worktree remove", "git", ["worktree", "remove", "--force", root], { cwd: options.repoRoot });
  };
  try {
    await mustRun("pnpm install (other ref)", "pnpm", ["install", "--frozen-lockfile", "--offline"], root);
    await mustRun(
      "build (other ref)",
      "pnpm",
      ["--config.verify-deps-before-run=false", "--filter", "@casinolupa/web", "build"],
      root,
    );
  } catch (error) {
    await remove();
    throw error;
  }
  return { root, commit, remove };
}

async function serve(root: string, name: string, options: CompareOptions, taken: number[]) {
  const databaseUrl = `file:${join(options.workDir, `${name}.db`)}`;
  // Both builds get this tree's migrations: a comparison of pages, not of schemas.
  await migrateDatabase(databaseUrl);
  const port = await freePort(options.firstPort, taken);
  const origin = `http://127.0.0.1:${port}`;
  // Both with this tree's start command (its variables and Node flags): a comparison of builds, not of settings.
  const runtime = startCommand();
  const server = startChild(`web server (${name})`, process.execPath, [...runtime.flags, "server.ts"], {
    cwd: join(root, "apps/web"),
    env: { ...options.serverEnv(port, databaseUrl), ...runtime.env },
  });
  await waitForUrl(`${origin}/readyz`, server);
  for (const page of options.bytePages) {
    for (let attempt = 0; attempt < 3; attempt++) await (await fetch(`${origin}${page}`)).arrayBuffer();
  }
  return { origin, port, pid: server.child.pid ?? 0 };
}

export async function compareBuilds(options: CompareOptions): Promise<{ before: CompareSide; after: CompareSide }> {
  const other = await buildOther(options);
  try {
    const thisTree = await serve(options.repoRoot, "this", options, []);
    const otherTree = await serve(other.root, "other", options, [thisTree.port]);
    const before: CompareSide = { label: `${options.ref} (${other.commit})`, bytes: [], lighthouse: [], costs: [] };
    const after: CompareSide = { label: "this tree", bytes: [], lighthouse: [], costs: [] };
    before.bytes = await measurePageBytes(otherTree.origin, options.bytePages, options.chromePath);
    after.bytes = await measurePageBytes(thisTree.origin, options.bytePages, options.chromePath);
    for (const tree of [otherTree, thisTree]) await warmRenders(tree.origin, tree.pid, options.costPages);
    for (let round = 0; round < COST_ROUNDS; round++) {
      const sides = [
        [before, otherTree],
        [after, thisTree],
      ] as const;
      for (const [side, tree] of round % 2 ? [...sides].reverse() : sides) {
        const firstVariant = roundStart(round, RENDERS);
        side.costs.push(
          await renderCosts(tree.origin, tree.pid, options.costPages, { renders: RENDERS, cached: 100, firstVariant }),
        );
      }
    }
    mkdirSync(options.workDir, { recursive: true });
    for (let attempt = 1; attempt <= (options.lighthouse ? options.runs : 0); attempt++) {
      for (const [side, origin] of [
        [before, otherTree.origin],
        [after, thisTree.origin],
      ] as const) {
        const id = `${side === before ? "before" : "after"}-${attempt}`;
        side.lighthouse.push((await lighthouseRun(`${origin}${options.page}`, options.workDir, id)).result);
      }
    }
    return { before, after };
  } finally {
    await other.remove();
  }
}

export function compareMarkdown({ before, after }: { before: CompareSide; after: CompareSide }, page: string): string {
  const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const score = (value: number) => String(value);
  const rows: [string, (run: LighthouseRun) => number, (value: number) => string][] = [
    ["Performance", (run) => run.scores.performance, score],
    ["LCP", (run) => run.lcpMs, seconds],
    ["TBT", (run) => run.tbtMs, ms],
    ["FCP", (run) => run.fcpMs, seconds],
  ];
  // Each metric's own median over the side's runs (a run picked by its score would be any run when all score 100).
  const cell = (side: CompareSide, pick: (run: LighthouseRun) => number, format: (value: number) => string) =>
    range(spread(side.lighthouse.map(pick)), format);
  const out = [
    `## ${before.label} beside ${after.label}`,
    "",
    ...costsMarkdown(before, after),
    ...(after.lighthouse.length > 0
      ? [
          `### Lighthouse on ${page}: median of ${after.lighthouse.length} runs each, alternating (range in brackets)`,
          "",
          `| Metric | ${before.label} | ${after.label} |`,
          "| --- | --- | --- |",
          ...rows.map(
            ([name, pick, format]) => `| ${name} | ${cell(before, pick, format)} | ${cell(after, pick, format)} |`,
          ),
          "",
        ]
      : []),
    "### JavaScript per page (gzip body bytes; 1 KB = 1000 B)",
    "",
    `| Page | ${before.label} | ${after.label} | Scripts (${after.label}) |`,
    "| --- | --- | --- | --- |",
  ];
  for (const row of after.bytes) {
    const old = before.bytes.find((entry) => entry.page === row.page);
    const scripts = row.resources
      .filter((resource) => resource.kind === "js")
      .map((resource) => `${new URL(resource.url).pathname} ${kb(resource.gzipBytes)}`)
      .join(", ");
    out.push(`| ${row.page} | ${old ? kb(old.js) : "n/a"} | ${kb(row.js)} | ${scripts || "none"} |`);
  }
  return out.join("\n");
}

/** The median and range of one figure of one page over a side's rounds, in ms. */
function costCell(side: CompareSide, page: string, pick: (cost: RenderCost) => number | undefined): string {
  const values = side.costs
    .map((round) => round.find((cost) => cost.page === page))
    .map((cost) => (cost ? pick(cost) : undefined))
    .filter((value): value is number => value !== undefined)
    .sort((a, b) => a - b);
  if (values.length === 0) return "–";
  const median = percentile(values, 50);
  return `${median.toFixed(2)} (${(values[0] as number).toFixed(2)}–${(values.at(-1) as number).toFixed(2)})`;
}

/**
 * After over before, per round (the two builds measured in the same minute), then the median: steadier than the
 * ratio of the medians on a machine whose speed drifts.
 */
function pairedRatio(before: CompareSide, after: CompareSide, page: string): string {
  const ratios = after.costs
    .map((round, index) => {
      const mine = round.find((cost) => cost.page === page)?.uncachedMs;
      const theirs = before.costs[index]?.find((cost) => cost.page === page)?.uncachedMs;
      return mine !== undefined && theirs ? mine / theirs : undefined;
    })
    .filter((ratio): ratio is number => ratio !== undefined);
  return ratios.length ? `${percentile(ratios, 50).toFixed(2)}×` : "–";
}

function costsMarkdown(before: CompareSide, after: CompareSide): string[] {
  const pages = after.costs[0]?.map((cost) => cost.page) ?? [];
  if (pages.length === 0) return [];
  return [
    `### Server CPU per request, ms: median of ${after.costs.length} alternating rounds (range), ${RENDERS} renders and 100 cached answers a round`,
    "",
    "| Page | Render: before | Render: after | After / before, per round | Cached: before | Cached: after | No Accept-Encoding: before | No Accept-Encoding: after |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...pages
      .map((page) =>
        [
          page,
          costCell(before, page, (cost) => cost.uncachedMs),
          costCell(after, page, (cost) => cost.uncachedMs),
          pairedRatio(before, after, page),
          costCell(before, page, (cost) => cost.cachedMs),
          costCell(after, page, (cost) => cost.cachedMs),
          costCell(before, page, (cost) => cost.identityMs),
          costCell(after, page, (cost) => cost.identityMs),
        ].join(" | "),
      )
      .map((row) => `| ${row} |`),
    "",
  ];
}
