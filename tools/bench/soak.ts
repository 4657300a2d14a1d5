// `pnpm bench --soak`: one process under steady load for 5 minutes (docs/decisions/008-serving-under-load.md), as
// `pnpm start` runs it: 200 requests a second over 20 connections, nine in ten for the site's cached pages and one
// in ten a page never asked for before (`/search?q=<unique>`: a render, and a new entry in the page cache). Its RSS
// is read from /proc every 10 s. Must hold: RSS levels off (it grows less than 5 % over the last two minutes) and
// stays under 300 MB. The memory drill (tools/drills/memory.ts) runs the same load for a shorter time in CI.
import { runtimeSettings, type Site, startCommand, startSite } from "../lib/site.ts";
import { attack, rssMb, sleep } from "./serving-load.ts";

const SECONDS = 300;
const SAMPLE_SECONDS = 10;
const PAGES = ["/", "/comparacion", "/bet365", "/codere", "/ruleta-online", "/search?q=ruleta", "/newsletter"];
const PAGES_PER_MISS = 9;

export type SoakSample = { second: number; rssMb: number };
export type SoakLoad = { requests: number; non2xx: number; samples: SoakSample[]; serverCores: number };
export type SoakResult = SoakLoad & {
  /** The runtime settings of `pnpm start` the process ran with. */
  settings: string;
  seconds: number;
  lastTwoMinutesGrowthPercent: number;
  maxRssMb: number;
};

/** The soak's load on a running site for `seconds`, with its RSS every 10 s (the first sample before the load). */
export async function soakLoad(site: Site, seconds: number): Promise<SoakLoad> {
  const pid = site.process.child.pid ?? 0;
  const paths = Array.from({ length: PAGES_PER_MISS }, (_, i) => PAGES[i % PAGES.length] ?? "/");
  const requests = [...paths, "/search?q=soak-[<id>]"].map((path) => ({ method: "GET", path }));
  const samples: SoakSample[] = [{ second: 0, rssMb: rssMb(pid) }];
  const started = performance.now();
  const load = attack(site.origin, pid, "/", 20, seconds, { requests, overallRate: 200 });
  let done = false;
  void load.finally(() => {
    done = true;
  });
  while (!done) {
    await Promise.race([load, sleep(SAMPLE_SECONDS * 1000)]);
    if (!done) samples.push({ second: Math.round((performance.now() - started) / 1000), rssMb: rssMb(pid) });
  }
  const { result, serverCores } = await load;
  return { requests: result.requests.total, non2xx: result.non2xx, samples, serverCores };
}

/** How much RSS grew, in percent, from the first sample at or after `fromSecond` to the last one. */
export function growthPercent(samples: SoakSample[], fromSecond: number): number {
  const window = samples.filter((sample) => sample.second >= fromSecond);
  const first = window[0]?.rssMb ?? Number.NaN;
  const last = window.at(-1)?.rssMb ?? Number.NaN;
  return ((last - first) / first) * 100;
}

export const highestRss = (samples: SoakSample[]) => Math.max(...samples.map((sample) => sample.rssMb));

export async function soakBench(port: number): Promise<SoakResult> {
  const origin = `http://127.0.0.1:${port}`;
  const runtime = startCommand();
  const site = await startSite(port, { SITE_ORIGIN: origin, LOG_LEVEL: "warn" }, { runtime });
  try {
    const load = await soakLoad(site, SECONDS);
    return {
      ...load,
      settings: runtimeSettings(runtime).join(" ") || "none",
      seconds: SECONDS,
      lastTwoMinutesGrowthPercent: growthPercent(load.samples, SECONDS - 120),
      maxRssMb: highestRss(load.samples),
    };
  } finally {
    await site.stop();
  }
}

export function soakMarkdown(result: SoakResult): string {
  const levels = result.lastTwoMinutesGrowthPercent < 5;
  const under = result.maxRssMb < 300;
  return [
    `${result.requests} requests in ${result.seconds} s (${result.non2xx} not 2xx), server ${result.serverCores.toFixed(2)} cores`,
    `Runtime settings (as \`pnpm start\` runs the site): ${result.settings}`,
    "",
    "| Second | RSS (MB) |",
    "|---|---|",
    ...result.samples.map((sample) => `| ${sample.second} | ${sample.rssMb.toFixed(1)} |`),
    "",
    `- RSS over the last two minutes: ${result.lastTwoMinutesGrowthPercent.toFixed(1)} % growth (must be < 5 %): ${levels ? "✓" : "✗"}`,
    `- Highest RSS: ${result.maxRssMb.toFixed(1)} MB (must be < 300 MB): ${under ? "✓" : "✗"}`,
  ].join("\n");
}
