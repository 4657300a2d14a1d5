// Turns the measurements and the budgets' verdicts (budgets.ts) into one markdown block.
import { table } from "../lib/report.ts";
import { type Budget, summaryLine } from "./budgets.ts";
import { kb, ms, round, seconds } from "./format.ts";
import type { LighthouseResult, LighthouseRun } from "./lighthouse.ts";
import { FLOOR_PATH, range, spread } from "./lighthouse-floor.ts";
import type { PageBytes } from "./page-bytes.ts";
import type { RenderCost } from "./render-cost.ts";
import type { SignupRow } from "./signups.ts";
import type { BaselinePair, LoadResult } from "./throughput.ts";

export type Results = {
  environment: Record<string, string | number>;
  settings: Record<string, string | number | boolean>;
  timingsSeconds: Record<string, number>;
  lighthouse: LighthouseResult[];
  bytes: PageBytes[];
  throughput: BaselinePair[];
  costs: RenderCost[];
  signups: SignupRow[];
  errors: Record<string, string>;
  /** Anything that makes the figures less trustworthy (printed first and in the summary). */
  warnings: string[];
};

export function renderMarkdown(results: Results, budgets: Budget[]): string {
  const out: string[] = [];
  const env = results.environment;
  out.push(`## CasinoLupa benchmark, ${env.date}`);
  out.push("");
  out.push(
    `Commit ${env.commit}; ${env.build ?? "build unknown"}; Node ${env.node}; ${env.cpus} x ${env.cpuModel}; load average at start ${env.loadAverage}; ` +
      `${env.chromium}; Lighthouse ${env.lighthouse} (CPU benchmarkIndex ${env.benchmarkIndex}). ` +
      `Production build, NODE_ENV=production, content from the committed dataset, SQLite. ` +
      `Pages measured warm: each was requested before measuring and the in-process page cache was confirmed ` +
      `to answer (same ETag twice), with CONTENT_CACHE_TTL_SECONDS=${results.settings.contentCacheTtlSeconds} ` +
      `so no entry expires mid-run.`,
  );
  for (const warning of results.warnings) out.push("", `**WARNING:** ${warning}`);

  out.push("");
  out.push(
    `### Lighthouse (default config: mobile emulation, simulated throttling; median of ${results.settings.lighthouseRuns} runs by performance score)`,
  );
  out.push("");
  out.push(
    table(
      ["Page", "Perf", "A11y", "Best pr.", "SEO", "FCP", "LCP", "TBT", "CLS", "Perf of each run"],
      results.lighthouse.map(({ page, median, runs, errors }) =>
        median
          ? [
              page,
              String(median.scores.performance),
              String(median.scores.accessibility),
              String(median.scores["best-practices"]),
              String(median.scores.seo),
              seconds(median.fcpMs),
              seconds(median.lcpMs),
              ms(median.tbtMs),
              median.cls.toFixed(3),
              runs.map((run) => run.scores.performance).join(" / ") +
                (errors.length ? ` (${errors.length} failed)` : ""),
            ]
          : [page, "error", "", "", "", "", "", "", "", errors.join("; ")],
      ),
    ),
  );
  const failing = results.lighthouse.flatMap(({ page, median }) =>
    (median?.failingAudits ?? []).map(
      (audit) =>
        `${page} ${audit.category}: \`${audit.id}\` ${audit.displayValue ?? ""} (score ${audit.score.toFixed(2)})`,
    ),
  );
  if (failing.length > 0) {
    out.push("");
    out.push("Weighted audits below 1 in the median runs:");
    for (const line of failing) out.push(`- ${line.replace(/\s+\(/, " (")}`);
  }

  out.push("");
  out.push("### Bytes per page (body bytes with Accept-Encoding: gzip; 1 KB = 1000 B)");
  out.push("");
  out.push(
    table(
      ["Page", "HTML", "CSS", "JS", "Total HTML+CSS+JS", "Other (img, icons)", "Inline scripts (raw)", "Requests"],
      results.bytes.map((row) => [
        row.page,
        kb(row.html),
        kb(row.css),
        kb(row.js),
        kb(row.html + row.css + row.js),
        kb(row.other),
        kb(row.inlineScriptRawBytes),
        String(row.requests),
      ]),
    ),
  );
  const byteNotes = results.bytes.flatMap((row) => row.notes.map((note) => `${row.page}: ${note}`));
  if (byteNotes.length > 0) {
    out.push("");
    for (const note of byteNotes) out.push(`- ${note}`);
  }

  out.push("");
  out.push(
    `### Server throughput (autocannon, ${results.settings.connections} connections, ${results.settings.durationSeconds} s, ` +
      `Accept-Encoding: gzip, br; baseline: the same bytes, compressed as ours, from a bare node:http server)`,
  );
  out.push("");
  const cpu = (result: LoadResult) =>
    result.serverCpuMicrosPerRequest === undefined ? "n/a" : `${Math.round(result.serverCpuMicrosPerRequest)} µs`;
  const served = (result: LoadResult) => `${result.encoding} ${kb(result.bodyBytes)}`;
  out.push(
    table(
      ["Page", "", "Req/s", "p50", "p99", "Server CPU per request", "Response body"],
      results.throughput.flatMap(({ page, ours, baseline, ratio }) => [
        [
          page,
          "ours",
          round(ours.requestsPerSecond) + (ours.non2xx + ours.errors > 0 ? ` (${ours.non2xx + ours.errors} bad)` : ""),
          ms(ours.latencyP50Ms),
          ms(ours.latencyP99Ms),
          cpu(ours),
          served(ours),
        ],
        [
          page,
          "baseline",
          round(baseline.requestsPerSecond),
          ms(baseline.latencyP50Ms),
          ms(baseline.latencyP99Ms),
          cpu(baseline),
          served(baseline),
        ],
        [
          page,
          "**ratio ours/baseline**",
          `**${ratio.toFixed(2)}**`,
          "",
          "",
          ours.serverCpuMicrosPerRequest && baseline.serverCpuMicrosPerRequest
            ? `${(baseline.serverCpuMicrosPerRequest / ours.serverCpuMicrosPerRequest).toFixed(2)} (baseline/ours)`
            : "",
          "",
        ],
      ]),
    ),
  );

  out.push("", ...besideFloor(results));

  out.push("");
  out.push("### Newsletter sign-ups (tools/bench/newsletter-signups.ts)");
  out.push("");
  const workloads = new Set(results.signups.map((row) => (row.status === "measured" ? row.workload : "")));
  for (const workload of workloads) if (workload) out.push(`${workload}.`, "");
  out.push(
    table(
      ["Database", "Sign-ups/s", "Time", "Answered ok", "Stored", "E-mails queued", "Lost", "Errors"],
      results.signups.map((row) =>
        row.status === "measured"
          ? [
              row.provider,
              round(row.perSecond),
              `${row.seconds.toFixed(2)} s`,
              String(row.answeredOk),
              String(row.stored),
              String(row.queued),
              String(row.lost),
              String(row.errors),
            ]
          : [row.provider, `**${row.status.toUpperCase()}**: ${row.reason}`, "", "", "", "", "", ""],
      ),
    ),
  );

  const errors = Object.entries(results.errors);
  if (errors.length > 0) {
    out.push("");
    out.push("### Errors");
    for (const [step, message] of errors) out.push(`- ${step}: ${message.split("\n")[0]}`);
  }

  out.push("");
  out.push("### Budgets");
  out.push("");
  out.push(
    table(
      ["Budget", "Figures", "Result"],
      budgets.map((entry) => [entry.budget, entry.figures, entry.status === "PASS" ? "PASS" : `**${entry.status}**`]),
    ),
  );
  out.push("");
  out.push(
    `Timings: ${Object.entries(results.timingsSeconds)
      .map(([step, value]) => `${step} ${value.toFixed(1)} s`)
      .join(", ")}`,
  );
  out.push("");
  out.push(summaryLine(budgets, results.warnings));
  return out.join("\n");
}

/**
 * Each route beside the floor (a bare page from the same server, measured in the same Lighthouse rounds) and the
 * server's CPU per request (render-cost.ts). Targets to read, not checks: LCP <= 1.2 x the floor's, TBT <= the
 * floor's + 50 ms, a render <= 5 ms of CPU (decision 008).
 */
function besideFloor(results: Results): string[] {
  // Each metric's own median over the rounds: every run scores 100, so "the median run by score" is any of them.
  const metric = (page: string, pick: (run: LighthouseRun) => number) =>
    spread(results.lighthouse.find((entry) => entry.page === page)?.runs.map(pick) ?? []);
  const floorLcp = metric(FLOOR_PATH, (run) => run.lcpMs);
  const floorTbt = metric(FLOOR_PATH, (run) => run.tbtMs);
  const pages = [
    ...new Set([...results.lighthouse.map((entry) => entry.page), ...results.costs.map((row) => row.page)]),
  ];
  const cpu = (value: number | undefined) => (value === undefined ? "–" : `${value.toFixed(2)} ms`);
  const signed = (value: number) => `${value >= 0 ? "+" : ""}${Math.round(value)}`;
  const timesFloor = (value: number) => `${(value / (floorLcp?.median ?? Number.NaN)).toFixed(2)}x`;
  return [
    "### Each route beside the floor, and the server's CPU per request",
    "",
    `LCP and TBT: each one's median over the Lighthouse runs above (lowest-highest run in brackets, each beside the floor's median); the floor (${FLOOR_PATH}) LCP ${floorLcp ? seconds(floorLcp.median) : "n/a"}, TBT ${floorTbt ? ms(floorTbt.median) : "n/a"}. ` +
      "CPU (/proc, every thread of the server, one request after another on 2 connections; after 100 renders of each " +
      "page, medians of 6 rounds): a " +
      "render is the page with a new value of a parameter it reads (20 a round); cached is 100 answers a round from the " +
      "page cache with Accept-Encoding: br, gzip; no encoding, the same without Accept-Encoding. Targets: LCP <= 1.2 x floor, TBT <= floor + 50 ms, a render <= 5 ms.",
    "",
    table(
      ["Page", "LCP / floor", "TBT - floor", "CPU per render", "Rendered as", "CPU cached", "CPU cached, no encoding"],
      pages
        .filter((page) => page !== FLOOR_PATH)
        .map((page) => {
          const lcp = metric(page, (run) => run.lcpMs);
          const tbt = metric(page, (run) => run.tbtMs);
          const cost = results.costs.find((row) => row.page === page);
          return [
            page,
            lcp && floorLcp ? range(lcp, timesFloor) : "–",
            tbt && floorTbt
              ? `${signed(tbt.median - floorTbt.median)} ms (${signed(tbt.min - floorTbt.median)} to ${signed(tbt.max - floorTbt.median)})`
              : "–",
            cpu(cost?.uncachedMs),
            cost?.uncachedPath ?? "–",
            cpu(cost?.cachedMs),
            cpu(cost?.identityMs),
          ];
        }),
    ),
  ];
}
