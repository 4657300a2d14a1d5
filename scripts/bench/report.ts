// Turns the measurements into one markdown block and checks them against the performance budgets.
import { table } from "../lib/report.ts";
import type { LighthouseResult, LighthouseRun } from "./lighthouse.ts";
import type { PageBytes } from "./page-bytes.ts";
import type { SignupRow } from "./signups.ts";
import type { BaselinePair, LoadResult } from "./throughput.ts";

export type Results = {
  environment: Record<string, string | number>;
  settings: Record<string, string | number | boolean>;
  timingsSeconds: Record<string, number>;
  lighthouse: LighthouseResult[];
  bytes: PageBytes[];
  throughput: BaselinePair[];
  signups: SignupRow[];
  errors: Record<string, string>;
  /** Anything that makes the figures less trustworthy (printed first and in the summary). */
  warnings: string[];
};

export type BudgetStatus = "PASS" | "FAIL" | "NOT MEASURED" | "PENDING";
export type Budget = { budget: string; figures: string; status: BudgetStatus; failing: string[] };

/** 1 KB = 1000 bytes, as Vite prints gzip sizes at build time. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ms = (value: number) => `${Math.round(value)} ms`;
const round = (value: number) => Math.round(value).toLocaleString("en-US");

type Check = { label: string; value?: number; display: string; pass?: boolean; pending?: boolean };

function budget(name: string, checks: Check[]): Budget {
  const failing = checks.filter((check) => check.pass === false).map((check) => check.label);
  const missing = checks.length === 0 || checks.some((check) => check.pass === undefined && !check.pending);
  const pending = checks.some((check) => check.pending);
  const status: BudgetStatus = failing.length > 0 ? "FAIL" : pending ? "PENDING" : missing ? "NOT MEASURED" : "PASS";
  return {
    budget: name,
    figures: checks.map((check) => `${check.label} ${check.display}`).join(", ") || "not measured",
    status,
    failing,
  };
}

export function checkBudgets(results: Results, pages: string[]): Budget[] {
  const lighthouse = (page: string) => results.lighthouse.find((entry) => entry.page === page)?.median;
  const bytes = (page: string) => results.bytes.find((entry) => entry.page === page);
  const load = (page: string) => results.throughput.find((entry) => entry.page === page);

  const score = (category: keyof LighthouseRun["scores"], min: number) =>
    pages.map((page): Check => {
      const value = lighthouse(page)?.scores[category];
      return { label: page, value, display: value === undefined ? "n/a" : String(value), pass: pass(value, min, ">=") };
    });
  const metric = (pick: (run: LighthouseRun) => number, max: number, format: (value: number) => string) =>
    pages.map((page): Check => {
      const run = lighthouse(page);
      const value = run ? pick(run) : undefined;
      return { label: page, value, display: value === undefined ? "n/a" : format(value), pass: pass(value, max, "<=") };
    });
  const size = (kind: "js" | "css", max: number, only: string[]) =>
    only.map((page): Check => {
      const value = bytes(page)?.[kind];
      return { label: page, value, display: value === undefined ? "n/a" : kb(value), pass: pass(value, max, "<=") };
    });
  // Only the home page has islands (React and Embla); every other page loads the menus' small module alone.
  const bytePages = results.bytes.length > 0 ? results.bytes.map((row) => row.page) : pages;
  const islandPages: string[] = bytePages.filter((page) => page === "/");
  const htmlOnlyPages = bytePages.filter((page) => !islandPages.includes(page));

  return [
    budget("Lighthouse performance >= 95", score("performance", 95)),
    budget("Lighthouse accessibility = 100", score("accessibility", 100)),
    budget("Lighthouse best practices = 100", score("best-practices", 100)),
    budget("Lighthouse SEO = 100", score("seo", 100)),
    budget(
      "LCP <= 1.5 s",
      metric((run) => run.lcpMs, 1500, seconds),
    ),
    budget(
      "CLS <= 0.01",
      metric(
        (run) => run.cls,
        0.01,
        (value) => value.toFixed(3),
      ),
    ),
    budget("JS <= 80 KB gzip (page with islands)", size("js", 80_000, islandPages)),
    budget("JS <= 1 KB gzip, no framework (other pages)", size("js", 1_000, htmlOnlyPages)),
    budget("CSS <= 20 KB gzip", size("css", 20_000, pages)),
    budget(
      "Throughput ours/baseline >= 0.5",
      ["/", "/bet365"].map((page): Check => {
        const value = load(page)?.ratio;
        return {
          label: page,
          value,
          display: value === undefined ? "n/a" : value.toFixed(2),
          pass: pass(value, 0.5, ">="),
        };
      }),
    ),
    budget(
      "Lost newsletter sign-ups = 0",
      results.signups.map((row): Check => {
        if (row.status !== "measured") {
          return { label: row.provider, display: row.status, pending: row.status === "pending" };
        }
        return {
          label: row.provider,
          value: row.lost,
          display: String(row.lost),
          pass: row.lost === 0 && row.errors === 0,
        };
      }),
    ),
  ];
}

function pass(value: number | undefined, limit: number, op: ">=" | "<="): boolean | undefined {
  if (value === undefined || Number.isNaN(value)) return undefined;
  return op === ">=" ? value >= limit : value <= limit;
}

export function summaryLine(budgets: Budget[], warnings: string[] = []): string {
  const count = (status: BudgetStatus) => budgets.filter((entry) => entry.status === status).length;
  const failed = budgets
    .filter((entry) => entry.status === "FAIL")
    .map((entry) => `${entry.budget} (${entry.failing.join(", ")})`);
  const others = (["NOT MEASURED", "PENDING"] as const)
    .map((status) => [status, count(status)] as const)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `, ${n} ${status.toLowerCase()}`)
    .join("");
  return (
    `SUMMARY: ${count("PASS")}/${budgets.length} budgets pass, ${count("FAIL")} fail${others}` +
    (failed.length > 0 ? ` | FAIL: ${failed.join("; ")}` : "") +
    (warnings.length > 0 ? ` | WARNING: ${warnings.length} (see above), figures may not be trustworthy` : "")
  );
}

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
      `Accept-Encoding: gzip, br; baseline: the same HTML from a bare node:http server, uncompressed)`,
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

  out.push("");
  out.push("### Newsletter sign-ups (packages/newsletter/scripts/bench-signups.ts)");
  out.push("");
  const workload = results.signups.find((row) => row.status === "measured");
  if (workload?.status === "measured") out.push(`${workload.workload}.`, "");
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
