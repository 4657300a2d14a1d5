// `pnpm bench --soak`: one process under steady load for 5 minutes (docs/decisions/008-serving-under-load.md), as
// `pnpm start` runs it: 200 requests a second over 20 connections, nine in ten for the site's cached pages and one
// in ten a page never asked for before (`/search?q=<unique>`: a render, and a new entry in the page cache). Its RSS
// is read from /proc every 10 s. Must hold: RSS levels off (it grows less than 5 % over the last two minutes) and
// stays under 300 MB.
import { startSite } from "../lib/site.ts";
import { attack, rssMb, sleep } from "./serving-load.ts";

const SECONDS = 300;
const SAMPLE_SECONDS = 10;
const PAGES = ["/", "/comparacion", "/bet365", "/codere", "/ruleta-online", "/search?q=ruleta", "/newsletter"];
const PAGES_PER_MISS = 9;

export type SoakResult = {
  seconds: number;
  requests: number;
  non2xx: number;
  samples: { second: number; rssMb: number }[];
  lastTwoMinutesGrowthPercent: number;
  maxRssMb: number;
  serverCores: number;
};

export async function soakBench(port: number): Promise<SoakResult> {
  const origin = `http://127.0.0.1:${port}`;
  const site = await startSite(port, { SITE_ORIGIN: origin, LOG_LEVEL: "warn" });
  try {
    const pid = site.process.child.pid ?? 0;
    const paths = Array.from({ length: PAGES_PER_MISS }, (_, i) => PAGES[i % PAGES.length] ?? "/");
    const requests = [...paths, "/search?q=soak-[<id>]"].map((path) => ({ method: "GET", path }));
    const samples: SoakResult["samples"] = [{ second: 0, rssMb: rssMb(pid) }];
    const started = performance.now();
    const load = attack(origin, pid, "/", 20, SECONDS, { requests, overallRate: 200 });
    let done = false;
    void load.finally(() => {
      done = true;
    });
    while (!done) {
      await Promise.race([load, sleep(SAMPLE_SECONDS * 1000)]);
      if (!done) samples.push({ second: Math.round((performance.now() - started) / 1000), rssMb: rssMb(pid) });
    }
    const { result, serverCores } = await load;
    const lastTwoMinutes = samples.filter((sample) => sample.second >= SECONDS - 120);
    const first = lastTwoMinutes[0]?.rssMb ?? Number.NaN;
    const last = lastTwoMinutes.at(-1)?.rssMb ?? Number.NaN;
    return {
      seconds: SECONDS,
      requests: result.requests.total,
      non2xx: result.non2xx,
      samples,
      lastTwoMinutesGrowthPercent: ((last - first) / first) * 100,
      maxRssMb: Math.max(...samples.map((sample) => sample.rssMb)),
      serverCores,
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
    "",
    "| Second | RSS (MB) |",
    "|---|---|",
    ...result.samples.map((sample) => `| ${sample.second} | ${sample.rssMb.toFixed(1)} |`),
    "",
    `- RSS over the last two minutes: ${result.lastTwoMinutesGrowthPercent.toFixed(1)} % growth (must be < 5 %): ${levels ? "✓" : "✗"}`,
    `- Highest RSS: ${result.maxRssMb.toFixed(1)} MB (must be < 300 MB): ${under ? "✓" : "✗"}`,
  ].join("\n");
}
