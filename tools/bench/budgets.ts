// The performance budgets: each checked against the measurements (PASS, FAIL, NOT MEASURED or PENDING), and the
// one SUMMARY line the bench ends with.
import { kb, seconds } from "./format.ts";
import type { LighthouseRun } from "./lighthouse.ts";
import type { Results } from "./report.ts";
import { DOMAIN_ROWS } from "./signups.ts";

export type BudgetStatus = "PASS" | "FAIL" | "NOT MEASURED" | "PENDING";
export type Budget = { budget: string; figures: string; status: BudgetStatus; failing: string[] };

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
    budget("JS before any interaction <= 10 KB gzip (page with islands)", size("js", 10_000, islandPages)),
    budget("JS <= 1 KB gzip, no framework (other pages)", size("js", 1_000, htmlOnlyPages)),
    budget("CSS <= 20 KB gzip", size("css", 20_000, pages)),
    // Server CPU, not requests per second: under load autocannon's one thread is the bottleneck before either
    // server is (throughput.ts), so their requests per second come out alike whatever each server costs.
    budget(
      "Server CPU per cached answer: baseline/ours >= 0.5",
      ["/", "/bet365"].map((page): Check => {
        const pair = load(page);
        const [ours, bare] = [pair?.ours.serverCpuMicrosPerRequest, pair?.baseline.serverCpuMicrosPerRequest];
        const value = ours && bare ? bare / ours : undefined;
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
    budget("Sign-ups of one mail domain ≤ 1.5× the time of distinct domains (PostgreSQL, 3 processes)", [
      oneDomainRatio(results),
    ]),
  ];
}

/** The one-domain rows' time over the distinct-domain rows' (signups.ts DOMAIN_ROWS): no lock may serialize them. */
function oneDomainRatio(results: Results): Check {
  const [distinct, one] = DOMAIN_ROWS.map((label) => results.signups.find((row) => row.provider === label));
  if (distinct?.status !== "measured" || one?.status !== "measured") {
    return { label: "ratio", display: "n/a", pending: distinct?.status === "pending" };
  }
  const value = one.seconds / distinct.seconds;
  return { label: "ratio", value, display: `${value.toFixed(2)}×`, pass: pass(value, 1.5, "<=") };
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
