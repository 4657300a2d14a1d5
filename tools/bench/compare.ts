// `pnpm bench --compare <git-ref>`: this tree's build beside the build of another commit (main, say), measured in
// the same run on the same machine, so a change's cost is read against the run-to-run spread rather than against
// figures from another day. The other commit is checked out in a temporary git worktree, installed from the
// local pnpm store and built there; both builds are served at once on the committed dataset, and Lighthouse
// alternates between them (A, B, A, B...) so load from elsewhere on the machine falls on both alike.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { freePort, run, startChild, waitForUrl } from "../lib/processes.ts";
import { migrateDatabase } from "../lib/site.ts";
import { kb } from "./format.ts";
import { type LighthouseRun, lighthouseRun, medianByPerformance } from "./lighthouse.ts";
import { measurePageBytes, type PageBytes } from "./page-bytes.ts";

export type CompareSide = {
  label: string;
  bytes: PageBytes[];
  lighthouse: LighthouseRun[];
  median?: LighthouseRun;
};

export type CompareOptions = {
  repoRoot: string;
  ref: string;
  workDir: string;
  firstPort: number;
  runs: number;
  chromePath: string;
  bytePages: string[];
  /** The page Lighthouse measures on both builds. */
  page: string;
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
  const server = startChild(`web server (${name})`, process.execPath, ["server.ts"], {
    cwd: join(root, "apps/web"),
    env: options.serverEnv(port, databaseUrl),
  });
  await waitForUrl(`${origin}/healthz`, server);
  for (const page of options.bytePages) {
    for (let attempt = 0; attempt < 3; attempt++) await (await fetch(`${origin}${page}`)).arrayBuffer();
  }
  return { origin, port };
}

export async function compareBuilds(options: CompareOptions): Promise<{ before: CompareSide; after: CompareSide }> {
  const other = await buildOther(options);
  try {
    const thisTree = await serve(options.repoRoot, "this", options, []);
    const otherTree = await serve(other.root, "other", options, [thisTree.port]);
    const before: CompareSide = { label: `${options.ref} (${other.commit})`, bytes: [], lighthouse: [] };
    const after: CompareSide = { label: "this tree", bytes: [], lighthouse: [] };
    before.bytes = await measurePageBytes(otherTree.origin, options.bytePages, options.chromePath);
    after.bytes = await measurePageBytes(thisTree.origin, options.bytePages, options.chromePath);
    mkdirSync(options.workDir, { recursive: true });
    for (let attempt = 1; attempt <= options.runs; attempt++) {
      for (const [side, origin] of [
        [before, otherTree.origin],
        [after, thisTree.origin],
      ] as const) {
        const id = `${side === before ? "before" : "after"}-${attempt}`;
        side.lighthouse.push((await lighthouseRun(`${origin}${options.page}`, options.workDir, id)).result);
      }
    }
    before.median = medianByPerformance(before.lighthouse);
    after.median = medianByPerformance(after.lighthouse);
    return { before, after };
  } finally {
    await other.remove();
  }
}

const spread = (runs: LighthouseRun[], pick: (run: LighthouseRun) => number, format: (value: number) => string) => {
  const values = runs.map(pick);
  return `${format(Math.min(...values))}–${format(Math.max(...values))}`;
};

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
  const cell = (side: CompareSide, pick: (run: LighthouseRun) => number, format: (value: number) => string) =>
    side.median ? `${format(pick(side.median))} (${spread(side.lighthouse, pick, format)})` : "n/a";
  const out = [
    `## ${before.label} beside ${after.label}`,
    "",
    `### Lighthouse on ${page}: median of ${after.lighthouse.length} runs each, alternating (range in brackets)`,
    "",
    `| Metric | ${before.label} | ${after.label} |`,
    "| --- | --- | --- |",
    ...rows.map(([name, pick, format]) => `| ${name} | ${cell(before, pick, format)} | ${cell(after, pick, format)} |`),
    "",
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
