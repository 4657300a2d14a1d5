// Operational drills, run in CI after the tests: load, faults, hostile input, generated requests (fuzz), security
// headers, readiness under a flood of misses, many processes behind a load balancer, and memory under steady load
// with each of `pnpm start`'s runtime settings left out in turn, against the built site (apps/web/build). Each
// prints a markdown table; the run exits 1 when a figure that must hold fails.
//
//   node tools/drills/run.ts                 all, in their quick form (what CI runs), in this order
//   node tools/drills/run.ts load|faults|hostile|fuzz|headers|readiness|cluster|memory|studio-endpoints|sqlite-lock [more…]
//   node tools/drills/run.ts --full [names…] the full form, whose figures the decisions record (lib/mode.ts)
//
// Needs PostgreSQL on TEST_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test) for throwaway
// databases, HAProxy (fuzz, readiness, cluster) and ports 3500-3599 on 127.0.0.1 (the cluster drill: 4200-4299).
// Every process and server a drill starts is stopped when it ends, fails, times out or is interrupted.

import { cleanupAll, installSignalHandlers, withTimeout } from "../lib/processes.ts";
import type { DrillReport } from "../lib/report.ts";
import { table } from "../lib/report.ts";
import { clusterDrill } from "./cluster.ts";
import { faultsDrill } from "./faults.ts";
import { fuzzDrill } from "./fuzz.ts";
import { headersDrill } from "./headers.ts";
import { hostileDrill } from "./hostile.ts";
import type { DrillMode } from "./lib/mode.ts";
import { loadDrill } from "./load.ts";
import { memoryDrill } from "./memory.ts";
import { publishStormDrill } from "./publish-storm.ts";
import { readinessDrill } from "./readiness.ts";
import { sqliteLockDrill } from "./sqlite-lock.ts";
import { studioEndpointsDrill } from "./studio-endpoints.ts";

type Drill = {
  run(mode: DrillMode): Promise<DrillReport>;
  /** The longest the full form may take; a drill still running then has failed. */
  timeoutMs: number;
};

// One line a drill; the order is the run's order.
const drills: Record<string, Drill> = {
  load: { run: loadDrill, timeoutMs: 180_000 },
  faults: { run: faultsDrill, timeoutMs: 150_000 },
  hostile: { run: hostileDrill, timeoutMs: 240_000 },
  fuzz: { run: fuzzDrill, timeoutMs: 600_000 },
  headers: { run: headersDrill, timeoutMs: 60_000 },
  readiness: { run: readinessDrill, timeoutMs: 240_000 },
  cluster: { run: clusterDrill, timeoutMs: 300_000 },
  memory: { run: memoryDrill, timeoutMs: 300_000 },
  "studio-endpoints": { run: studioEndpointsDrill, timeoutMs: 60_000 },
  "sqlite-lock": { run: sqliteLockDrill, timeoutMs: 60_000 },
  "publish-storm": { run: publishStormDrill, timeoutMs: 60_000 },
};

const args = process.argv.slice(2);
const mode: DrillMode = { full: args.includes("--full") };
const requested = args.filter((arg) => arg !== "--full");
const unknown = requested.filter((name) => !(name in drills));
if (unknown.length > 0) {
  console.error(`Unknown drill: ${unknown.join(", ")}. Choose from: ${Object.keys(drills).join(", ")} (and --full)`);
  process.exit(2);
}
const names = requested.length > 0 ? requested : Object.keys(drills);

installSignalHandlers("the drills");
const started = Date.now();
const outcomes: { name: string; seconds: number; status: string; failed: string[] }[] = [];

for (const name of names) {
  const drillStarted = Date.now();
  const drill = drills[name] as Drill;
  console.error(`… drill ${name} (${mode.full ? "full" : "quick"})`);
  let report: DrillReport | undefined;
  try {
    report = await withTimeout(drill.run(mode), drill.timeoutMs, `The ${name} drill`);
  } catch (error) {
    console.log(
      `## Drill: ${name}\n\n**Could not complete:** ${error instanceof Error ? error.message : String(error)}\n`,
    );
    outcomes.push({
      name,
      seconds: (Date.now() - drillStarted) / 1000,
      status: "✗ error",
      failed: ["did not complete"],
    });
  } finally {
    // Whatever the drill left running (after a timeout or an error) is stopped before the next one starts.
    await cleanupAll();
  }
  if (report) {
    console.log(`## Drill: ${name} (${report.seconds.toFixed(1)} s)\n\n${report.markdown}\n`);
    const failed = report.checks.filter((check) => check.must && !check.ok).map((check) => check.name);
    const findings = report.checks.filter((check) => !check.must && !check.ok).length;
    outcomes.push({
      name,
      seconds: report.seconds,
      status:
        failed.length > 0
          ? "✗ fail"
          : findings > 0
            ? `✓ pass (${findings} finding${findings > 1 ? "s" : ""})`
            : "✓ pass",
      failed,
    });
  }
}

const totalSeconds = (Date.now() - started) / 1000;
console.log(
  `## Drills summary, ${mode.full ? "full" : "quick"} form (${totalSeconds.toFixed(1)} s in total)\n\n${table(
    ["Drill", "Result", "Time", "Failed must-hold figures"],
    outcomes.map((outcome) => [
      outcome.name,
      outcome.status,
      `${outcome.seconds.toFixed(1)} s`,
      outcome.failed.join("; ") || "–",
    ]),
  )}\n`,
);
process.exit(outcomes.some((outcome) => outcome.failed.length > 0) ? 1 : 0);
