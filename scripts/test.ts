// `pnpm test`: every check CI runs, as concurrent stages where nothing orders them but the cores: the two builds
// start first (the browser journeys need both), with the quick checks; the rest starts once they are done. Each stage's output is printed whole when it ends,
// under its name, except the long ones, which stream line by line with their name in front. A summary of each
// stage's time ends the run; the exit code is 1 if any stage failed. After a failure no further stage starts.
//
//   node scripts/test.ts [stage ...]   only the stages named (e.g. `lint typecheck`), each without its prerequisites
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

type Stage = {
  name: string;
  command: string[];
  /** Stages that must pass first. */
  after?: string[];
  /** Streamed as it comes (prefixed) rather than printed whole at the end. */
  stream?: boolean;
};

const allStages: Stage[] = [
  { name: "lint", command: ["pnpm", "lint"] },
  { name: "docs:check", command: ["pnpm", "docs:check"] },
  // The two builds first, beside only the quick checks: the journeys wait for both, and they are the longest stage
  // (the time `pnpm test` takes is theirs). The type checks and vitest then share the cores with the journeys.
  { name: "build", command: ["pnpm", "build"] },
  { name: "studio:build", command: ["pnpm", "studio:build"] },
  { name: "typecheck", command: ["pnpm", "typecheck"], after: ["build", "studio:build"] },
  { name: "typegen:check", command: ["pnpm", "typegen:check"], after: ["build", "studio:build"] },
  { name: "test:unit", command: ["pnpm", "test:unit"], after: ["build", "studio:build"], stream: true },
  // `pnpm test:e2e` builds the site first; here the build stage above has done it.
  { name: "e2e", command: ["pnpm", "exec", "playwright", "test"], after: ["build", "studio:build"], stream: true },
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !allStages.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`No such stage: ${unknown.join(", ")}. The stages: ${allStages.map(({ name }) => name).join(", ")}`);
  process.exit(2);
}
const stages =
  chosen.length === 0
    ? allStages
    : allStages
        .filter((stage) => chosen.includes(stage.name))
        .map((stage) => ({ ...stage, after: stage.after?.filter((name) => chosen.includes(name)) }));

type Result = { status: "passed" | "failed" | "skipped"; seconds: number };

const results = new Map<string, Result>();
const running = new Map<string, Promise<void>>();
const started = Date.now();
let failed = false;

function elapsed(since: number): number {
  return (Date.now() - since) / 1000;
}

function run(stage: Stage): Promise<void> {
  const since = Date.now();
  console.log(`▶ ${stage.name}: ${stage.command.join(" ")}`);
  const [command, ...args] = stage.command as [string, ...string[]];
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "0" } });
  const buffered: string[] = [];
  let partial = "";
  const take = (chunk: Buffer) => {
    if (!stage.stream) {
      buffered.push(chunk.toString());
      return;
    }
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) console.log(`${stage.name} │ ${line}`);
  };
  child.stdout.on("data", take);
  child.stderr.on("data", take);
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      if (partial) console.log(`${stage.name} │ ${partial}`);
      const seconds = elapsed(since);
      const status = code === 0 ? "passed" : "failed";
      results.set(stage.name, { status, seconds });
      if (!stage.stream) {
        console.log(`── ${stage.name} ${"─".repeat(Math.max(0, 100 - stage.name.length))}`);
        process.stdout.write(buffered.join(""));
      }
      const how = signal ? `killed by ${signal}` : `exit ${code}`;
      console.log(`${status === "passed" ? "✓" : "✗"} ${stage.name}: ${status} in ${seconds.toFixed(1)} s (${how})`);
      if (status === "failed") failed = true;
      resolve();
    });
  });
}

/** Starts every stage whose prerequisites passed; marks as skipped those that can no longer run. */
function startReady() {
  for (const stage of stages) {
    if (results.has(stage.name) || running.has(stage.name)) continue;
    const prerequisites = (stage.after ?? []).map((name) => results.get(name));
    if (failed || prerequisites.some((result) => result && result.status !== "passed")) {
      results.set(stage.name, { status: "skipped", seconds: 0 });
      continue;
    }
    if (prerequisites.some((result) => !result)) continue;
    running.set(
      stage.name,
      run(stage).then(() => {
        running.delete(stage.name);
      }),
    );
  }
}

console.log(`pnpm test: ${stages.length} stages on ${availableParallelism()} cores`);
startReady();
while (running.size > 0) {
  await Promise.race(running.values());
  startReady();
}

console.log("\nStage            Result    Time");
for (const stage of stages) {
  const result = results.get(stage.name);
  const time = result?.status === "skipped" ? "-" : `${result?.seconds.toFixed(1)} s`;
  console.log(`${stage.name.padEnd(16)} ${(result?.status ?? "skipped").padEnd(9)} ${time}`);
}
console.log(`Total: ${elapsed(started).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
