// What one page's simulated LCP waits for, as Lighthouse's own simulation (Lantern) builds it from one run:
//
//   node tools/bench/lcp-path.ts <url> [<url>...]
//
// Lighthouse reports the mean of two estimates. The optimistic one is the document, the render-blocking requests
// and the main-thread tasks of the first parse, layout and paint; the pessimistic one adds every request (and, of
// the main thread, every layout) that finished before the paint the trace observed. So a logo or an icon that
// happens to arrive before the paint is presented moves LCP by a round trip or two, whatever it draws. This prints
// both graphs, node by node with their simulated start and end, for each URL (one Lighthouse run each, mobile
// defaults, trace kept in a temporary folder). Against a server already running, e.g. `pnpm bench --floor`'s, or
// `node tools/bench/lcp-path.ts http://127.0.0.1:3400/ http://127.0.0.1:3400/bench-floor.html`.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { cliPath, lighthouseCli } from "./lighthouse.ts";

const core = join(dirname(cliPath), "../core");
const load = (path: string) => import(pathToFileURL(join(core, path)).href);

type SimNode = {
  type: "network" | "cpu";
  request?: { url: string; resourceType?: string; priority: string; transferSize: number };
  childEvents?: { name: string }[];
  startTime: number;
  endTime: number;
};
type Estimate = { timeInMs: number; nodeTimings: Map<SimNode, { startTime: number; endTime: number }> };

/** The main-thread work a CPU node did that matters for a paint. */
const KINDS = ["ParseHTML", "ParseAuthorStyleSheet", "UpdateLayoutTree", "Layout", "Paint", "EvaluateScript"];

function describe(node: SimNode): string {
  if (node.type === "network" && node.request) {
    const { url, resourceType, priority, transferSize } = node.request;
    const name = url.startsWith("data:") ? "data: URL" : new URL(url).pathname;
    return `${name} (${resourceType ?? "?"}, ${priority}, ${transferSize} B)`;
  }
  const kinds = [...new Set((node.childEvents ?? []).map((event) => event.name).filter((n) => KINDS.includes(n)))];
  return `main thread: ${kinds.join(", ") || "other"} (${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed)`;
}

function graphLines(label: string, estimate: Estimate): string[] {
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  return [
    `  ${label}: ${Math.round(estimate.timeInMs)} ms`,
    ...rows.map(([node, t]) => `    ${Math.round(t.startTime)}-${Math.round(t.endTime)} ms  ${describe(node)}`),
  ];
}

async function lcpPath(url: string, workDir: string): Promise<string> {
  const output = join(workDir, "run.json");
  await lighthouseCli(url, [
    "--only-categories=performance",
    "--output=json",
    `--output-path=${output}`,
    "--save-assets",
  ]);
  const read = (suffix: string) => JSON.parse(readFileSync(join(workDir, `run-0.${suffix}.json`), "utf8"));
  const { LanternLargestContentfulPaint } = await load("computed/metrics/lantern-largest-contentful-paint.js");
  const { defaultSettings } = await load("config/constants.js");
  const data = {
    trace: read("trace"),
    devtoolsLog: read("devtoolslog"),
    gatherContext: { gatherMode: "navigation" },
    settings: { ...defaultSettings, throttlingMethod: "simulate" },
    URL: { requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url },
    SourceMaps: [],
    HostDPR: 1,
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  return [
    `${url}: LCP ${Math.round(lcp.timing)} ms, the mean of`,
    ...graphLines("optimistic", lcp.optimisticEstimate),
    ...graphLines("pessimistic", lcp.pessimisticEstimate),
  ].join("\n");
}

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error("usage: node tools/bench/lcp-path.ts <url> [<url>...]");
  process.exit(2);
}
for (const url of urls) {
  const workDir = mkdtempSync(join(tmpdir(), "casinolupa-lcp-path-"));
  try {
    console.log(await lcpPath(url, workDir));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
