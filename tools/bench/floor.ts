// `pnpm bench --floor quick|all` and `pnpm bench --coop`: the Lighthouse parts that measure pages against the
// floor page (lighthouse-floor.ts). `all` takes every URL of the sitemap; `quick` the four key routes.
// `--coop` measures the key routes and the floor as served, without Cross-Origin-Opener-Policy, and with
// the alternative `same-origin-allow-popups`, each through a header-changing proxy, in interleaved rounds.
import type { Server } from "node:http";
import { freePort } from "../lib/processes.ts";
import { startHeaderProxy } from "./header-variants.ts";
import {
  FLOOR_PATH,
  type FloorResult,
  floorMarkdown,
  lighthouseAgainstFloor,
  mainThreadMarkdown,
  summariseRows,
} from "./lighthouse-floor.ts";

/** Every path sitemap.xml lists, on the server being measured. */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
}

export async function floorBench(options: {
  origin: string;
  paths: string[];
  runs: number;
  workDir: string;
}): Promise<string> {
  const result = await lighthouseAgainstFloor({ ...options, log: (line) => process.stderr.write(`bench: ${line}\n`) });
  return `## Lighthouse against the floor (${FLOOR_PATH})\n\n${floorMarkdown(result)}\n\n${mainThreadMarkdown(result)}`;
}

const VARIANTS = [
  { name: "as served (COOP same-origin)", header: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { name: "without COOP", header: "Cross-Origin-Opener-Policy", value: null },
  { name: "COOP same-origin-allow-popups", header: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
];

export async function coopBench(options: { origin: string; paths: string[]; runs: number; workDir: string }) {
  const proxies: Server[] = [];
  const sections: string[] = [];
  try {
    const taken: number[] = [];
    const origins: string[] = [];
    for (const variant of VARIANTS) {
      const port = await freePort(3470, taken);
      taken.push(port);
      proxies.push(await startHeaderProxy(new URL(options.origin), port, variant));
      origins.push(`http://127.0.0.1:${port}`);
    }
    // One round of every variant at a time, so the variants share the machine's good and bad moments.
    const perVariant = VARIANTS.map(() => [] as FloorResult[]);
    for (let round = 1; round <= options.runs; round++) {
      for (const [index, origin] of origins.entries()) {
        process.stderr.write(`bench: COOP round ${round}/${options.runs}: ${VARIANTS[index]?.name}\n`);
        perVariant[index]?.push(await lighthouseAgainstFloor({ ...options, origin, runs: 1 }));
      }
    }
    for (const [index, rounds] of perVariant.entries()) {
      const merged = mergeRounds(rounds);
      sections.push(`### ${VARIANTS[index]?.name}\n\n${floorMarkdown(merged)}`);
    }
  } finally {
    for (const proxy of proxies) proxy.close();
  }
  return `## Cross-Origin-Opener-Policy, measured\n\n${sections.join("\n\n")}`;
}

/** Several one-round results as one result of several rounds (the summaries are computed again). */
function mergeRounds(rounds: FloorResult[]) {
  const first = rounds[0];
  if (!first) throw new Error("no Lighthouse rounds to merge");
  const runsOf = (path: string) =>
    rounds.flatMap((round) =>
      [round.floor, ...round.pages].filter((row) => row.path === path).flatMap((row) => row.runs),
    );
  const errorsOf = (path: string) =>
    rounds.flatMap((round) =>
      [round.floor, ...round.pages].filter((row) => row.path === path).flatMap((row) => row.errors),
    );
  return summariseRows(
    first.floor.path,
    first.pages.map((row) => row.path),
    runsOf,
    errorsOf,
    rounds.flatMap((round) => round.benchmarkIndex),
  );
}
