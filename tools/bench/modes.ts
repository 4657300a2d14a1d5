// The bench's modes that print a report of their own instead of the budgets table (run.ts dispatches to them):
// newsletter e-mails per second, this tree beside another commit, serving under load, and the site at its horizon.
import { freePort, run } from "../lib/processes.ts";
import { compareBuilds, compareMarkdown } from "./compare.ts";
import { horizonBench, horizonMarkdown } from "./horizon.ts";
import { servingBench, servingMarkdown } from "./serving.ts";
import { soakBench, soakMarkdown } from "./soak.ts";

/** What a mode needs from the run that started it. */
export type BenchRun = {
  repoRoot: string;
  workDir: string;
  /** The first port to try (--port). */
  port: number;
  /** Runs `work` as a named step, printing it and timing it. */
  timed<T>(step: string, work: () => Promise<T>): Promise<T>;
  /** Builds apps/web, unless --no-build. */
  build(): Promise<void>;
  /** Writes `figures`, with the environment, to .bench/<name>-<time>.json; returns that path. */
  writeFigures(name: string, figures: object): string;
};

/** `--outbox`: e-mails per second (tools/bench/newsletter-outbox.ts), printed as it reports them. */
export async function measureOutbox(bench: BenchRun): Promise<void> {
  const outbox = await bench.timed("outbox", () =>
    run("outbox", process.execPath, ["tools/bench/newsletter-outbox.ts"], {
      cwd: bench.repoRoot,
      timeoutMs: 600_000,
    }),
  );
  if (outbox.code !== 0) throw new Error(`the outbox benchmark failed:\n${outbox.stdout}${outbox.stderr}`);
  const [workload = "", ...rows] = outbox.stdout.trim().split("\n");
  console.log(`## Newsletter outbox: e-mails per second (${workload})\n\n${rows.map((row) => `- ${row}`).join("\n")}`);
}

/** `--compare <ref>`: this tree's build beside `ref`'s, in one run (compare.ts). */
export async function measureCompare(
  bench: BenchRun,
  ref: string,
  options: {
    runs: number;
    chromePath: string;
    bytePages: string[];
    costPages: string[];
    lighthouse: boolean;
    contentCacheTtlSeconds: number;
  },
): Promise<void> {
  await bench.build();
  const result = await bench.timed("compare", () =>
    compareBuilds({
      repoRoot: bench.repoRoot,
      ref,
      workDir: bench.workDir,
      firstPort: bench.port,
      runs: options.runs,
      chromePath: options.chromePath,
      bytePages: options.bytePages,
      costPages: options.costPages,
      lighthouse: options.lighthouse,
      page: "/",
      serverEnv: (port, databaseUrl) => ({
        ...process.env,
        NODE_ENV: "production",
        SHUTDOWN_DRAIN_SECONDS: "0",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl,
        SITE_ORIGIN: `http://127.0.0.1:${port}`,
        // The committed dataset's owner is a sample, which a production start with SITE_ORIGIN refuses unless told.
        ALLOW_SAMPLE_OWNER: "1",
        CONTENT_CACHE_TTL_SECONDS: String(options.contentCacheTtlSeconds),
        SANITY_PROJECT_ID: "",
      }),
    }),
  );
  const file = bench.writeFigures("compare", result);
  console.log(`${compareMarkdown(result, "/")}\n\nFigures written to ${file}`);
}

/** `--serving`: the page cache and the render limit under misses, stampedes, floods and overload. */
export async function measureServing(bench: BenchRun): Promise<void> {
  await bench.build();
  const port = await freePort(bench.port);
  const result = await bench.timed("serving", () => servingBench(port));
  bench.writeFigures("serving", result);
  console.log(`## Serving: misses, stampedes, floods, overload (one process)\n\n${servingMarkdown(result)}`);
}

/** `--soak`: one process under steady load for 5 minutes: its RSS must level off under 300 MB (soak.ts). */
export async function measureSoak(bench: BenchRun): Promise<void> {
  await bench.build();
  const port = await freePort(bench.port);
  const result = await bench.timed("soak", () => soakBench(port));
  bench.writeFigures("soak", result);
  console.log(`## Soak: 5 minutes of steady load (one process)\n\n${soakMarkdown(result)}`);
}

/** `--horizon`: the site on a synthetic dataset at the size it is built for, each figure beside its budget. */
export async function measureHorizon(bench: BenchRun, samples: number): Promise<void> {
  await bench.build();
  const port = await freePort(bench.port);
  const result = await bench.timed("horizon", () => horizonBench({ workDir: bench.workDir, port, samples }));
  const file = bench.writeFigures("horizon", result);
  console.log(`## The site at its horizon\n\n${horizonMarkdown(result)}\n\nFigures written to ${file}`);
}
