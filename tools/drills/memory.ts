// Memory drill: what each runtime setting of `pnpm start` buys (decision 008). The process as `pnpm start` runs it
// (apps/web/package.json: its Node flags and variables) and, beside it, one process for each setting left out,
// take the soak's steady load at the same time (tools/bench/soak.ts: 200 requests a second over 20 connections
// each, one in ten a page never asked for before) for 150 s (30 s in the quick form: lib/mode.ts); RSS is read
// every 10 s. Must hold: the process as `pnpm start` runs it stays under 300 MB. Should hold: leaving any one
// setting out costs memory (a setting that no longer buys anything shows here, and goes); in the full form, the
// RSS grows less than 5 % over the last minute (the 5-minute `pnpm bench --soak` is the levelling figure).
import { growthPercent, highestRss, type SoakLoad, soakLoad } from "../bench/soak.ts";
import { Checks, type DrillReport, table } from "../lib/report.ts";
import { type Runtime, runtimeSettings, startCommand, startSite } from "../lib/site.ts";
import { type DrillMode, sized } from "./lib/mode.ts";

const PORTS = (process.env.DRILL_MEMORY_PORTS ?? "3530,3531,3532,3533").split(",").map(Number);
const LIMIT_MB = 300;

/** `pnpm start`'s runtime, and that runtime with each of its settings left out in turn. */
function variants(start: Runtime): { label: string; runtime: Runtime }[] {
  const withoutFlag = start.flags.map((flag) => ({
    label: `without ${flag}`,
    runtime: { env: start.env, flags: start.flags.filter((other) => other !== flag) },
  }));
  const withoutVariable = Object.keys(start.env).map((name) => {
    const { [name]: _left, ...env } = start.env;
    return { label: `without ${name}=${start.env[name]}`, runtime: { env, flags: start.flags } };
  });
  return [{ label: "as `pnpm start` runs it", runtime: start }, ...withoutFlag, ...withoutVariable];
}

export async function memoryDrill(mode: DrillMode): Promise<DrillReport> {
  const SECONDS = Number(process.env.DRILL_MEMORY_SECONDS ?? sized(mode, { quick: 30, full: 150 }));
  const started = Date.now();
  const checks = new Checks();
  const start = startCommand();
  const runs = variants(start);
  const sites = await Promise.all(
    runs.map(({ runtime }, index) => {
      const port = PORTS[index] ?? 3530 + index;
      return startSite(port, { SITE_ORIGIN: `http://127.0.0.1:${port}`, LOG_LEVEL: "warn" }, { runtime });
    }),
  );
  let loads: SoakLoad[];
  try {
    loads = await Promise.all(sites.map((site) => soakLoad(site, SECONDS)));
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
  const [ours, ...others] = loads as [SoakLoad, ...SoakLoad[]];
  const highest = highestRss(ours.samples);
  checks.must(
    `RSS under ${LIMIT_MB} MB as \`pnpm start\` runs the site`,
    highest < LIMIT_MB,
    `highest ${highest.toFixed(0)} MB (${runtimeSettings(start).join(" ") || "no setting"})`,
  );
  others.forEach((load, index) => {
    const without = highestRss(load.samples);
    checks.should(
      `${runs[index + 1]?.label}: more memory`,
      without > highest,
      `highest ${without.toFixed(0)} MB, ${(without - highest).toFixed(0)} MB more`,
    );
  });
  // A shorter run has not levelled off yet: its growth says nothing.
  if (SECONDS >= 120) {
    const lastMinute = growthPercent(ours.samples, SECONDS - 60);
    checks.should("RSS grows less than 5 % over the last minute", lastMinute < 5, `${lastMinute.toFixed(1)} %`);
  }
  // A render refused with 503 when the machine is busy is the render limit at work, not a memory figure.
  const non2xx = loads.map((load) => load.non2xx);
  checks.should(
    "every request answered 2xx",
    non2xx.every((count) => count === 0),
    `${non2xx.join(", ")} not 2xx of ${loads.map((load) => load.requests).join(", ")}`,
  );
  const seconds = ours.samples.map((sample, index) => [
    sample.second,
    ...loads.map((load) => load.samples[index]?.rssMb.toFixed(0) ?? "–"),
  ]);
  const markdown = [
    `${loads.length} processes at once, ${SECONDS} s of the soak's load each (200 requests a second, one in ten a ` +
      `render); server CPU ${loads.map((load) => load.serverCores.toFixed(2)).join(", ")} cores.`,
    "",
    table(["Second", ...runs.map((run) => `RSS (MB), ${run.label}`)], seconds),
    "",
    checks.markdown(),
  ].join("\n");
  return { name: "memory", markdown, checks: checks.list, seconds: (Date.now() - started) / 1000 };
}
