// Memory drill (by name only: `pnpm drills memory`): what two heap flags would buy, shown side by side. Two processes
// of the built site, one with the flags and one as `pnpm start` runs it (no flag), take the soak's steady load at the same time
// (tools/bench/soak.ts: 200 requests a second over 20 connections each, one in ten a page never asked for before)
// for 150 s; RSS is read every 10 s. Must hold, for the process with the flags: RSS under 300 MB. Should
// hold: it grows less than 5 % over the last minute (the 5-minute `pnpm bench --soak` is the levelling figure).
// Without the flags the same process reaches about 450 MB (decision 008), so a change that makes the flags useless
// or a process that no longer fits shows here.
import { growthPercent, highestRss, type SoakLoad, soakLoad } from "../bench/soak.ts";
import { Checks, type DrillReport, table } from "../lib/report.ts";
import { startCommand, startSite } from "../lib/site.ts";

const PORTS = (process.env.DRILL_MEMORY_PORTS ?? "3530,3531").split(",").map(Number);
const SECONDS = Number(process.env.DRILL_MEMORY_SECONDS ?? 150);
const LIMIT_MB = 300;
/** Two heap flags that hold the soak under 300 MB but cost the load drill its margin (decision 008). */
const HEAP_FLAGS = ["--max-semi-space-size=16", "--max-old-space-size=1024"];

export async function memoryDrill(): Promise<DrillReport> {
  const started = Date.now();
  const checks = new Checks();
  const flags = startCommand().flags;
  const variants = [
    { label: HEAP_FLAGS.join(" "), nodeFlags: HEAP_FLAGS },
    { label: `as \`pnpm start\` runs it (${flags.join(" ") || "no flags"})`, nodeFlags: flags },
  ];
  const sites = await Promise.all(
    variants.map(({ nodeFlags }, index) => {
      const port = PORTS[index] ?? 3530 + index;
      return startSite(port, { SITE_ORIGIN: `http://127.0.0.1:${port}`, LOG_LEVEL: "warn" }, { nodeFlags });
    }),
  );
  let loads: SoakLoad[];
  try {
    loads = await Promise.all(sites.map((site) => soakLoad(site, SECONDS)));
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
  const [ours, bare] = loads as [SoakLoad, SoakLoad];
  const lastMinute = growthPercent(ours.samples, SECONDS - 60);
  checks.must(
    `RSS under ${LIMIT_MB} MB with the two heap flags`,
    highestRss(ours.samples) < LIMIT_MB,
    [
      `highest ${highestRss(ours.samples).toFixed(0)} MB`,
      `without the flags ${highestRss(bare.samples).toFixed(0)} MB`,
    ].join("; "),
  );
  checks.should(
    "RSS grows less than 5 % over the last minute",
    lastMinute < 5,
    `${lastMinute.toFixed(1)} % (without the flags ${growthPercent(bare.samples, SECONDS - 60).toFixed(1)} %)`,
  );
  // A render refused with 503 when the machine is busy is the render limit at work, not a memory figure.
  checks.should(
    "every request answered 2xx",
    ours.non2xx === 0 && bare.non2xx === 0,
    `${ours.non2xx} and ${bare.non2xx} not 2xx of ${ours.requests} and ${bare.requests}`,
  );
  const seconds = ours.samples.map((sample, index) => [
    sample.second,
    sample.rssMb.toFixed(0),
    bare.samples[index]?.rssMb.toFixed(0) ?? "–",
  ]);
  const markdown = [
    `Two processes at once, ${SECONDS} s of the soak's load each (200 requests a second, one in ten a render); server ` +
      `CPU ${ours.serverCores.toFixed(2)} and ${bare.serverCores.toFixed(2)} cores.`,
    "",
    table(["Second", `RSS (MB), ${variants[0]?.label}`, `RSS (MB), ${variants[1]?.label}`], seconds),
    "",
    checks.markdown(),
  ].join("\n");
  return { name: "memory", markdown, checks: checks.list, seconds: (Date.now() - started) / 1000 };
}
