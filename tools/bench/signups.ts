// Newsletter sign-ups per second, measured by the newsletter sign-ups benchmark
// (tools/bench/newsletter-signups.ts), one database at a time in a child process, its output parsed;
// then PostgreSQL shared by 3 processes, sign-ups of one mail domain against sign-ups of distinct domains.
import { existsSync } from "node:fs";
import { run } from "../lib/processes.ts";

export const SIGNUP_SCRIPT = "tools/bench/newsletter-signups.ts";
export const PROVIDERS = ["sqlite", "postgresql"] as const;
/** The rows of the one-domain comparison, as the script labels its result lines. */
export const DOMAIN_ROWS = ["postgresql (distinct domains)", "postgresql (one domain)"] as const;
const DOMAIN_ARGS = ["--provider", "postgresql", "--processes", "3", "--domains", "compare", "--count", "600"];

export type SignupRow =
  | {
      provider: string;
      status: "measured";
      perSecond: number;
      seconds: number;
      answeredOk: number;
      stored: number;
      queued: number;
      lost: number;
      errors: number;
      /** The script's first line: how many sign-ups, how many at a time. */
      workload: string;
      output: string;
    }
  | { provider: string; status: "pending" | "error"; reason: string; output?: string };

/** The script's result line for `provider`, read field by field so small wording changes do not break it. */
function parseResult(stdout: string, provider: string) {
  const line = stdout
    .split("\n")
    .find((text) => text.trimStart().startsWith(`${provider} `) && /sign-ups\/s/.test(text));
  if (!line) return undefined;
  const field = (pattern: RegExp) => {
    const value = pattern.exec(line)?.[1];
    return value === undefined ? Number.NaN : Number(value);
  };
  const parsed = {
    perSecond: field(/([\d.]+) sign-ups\/s/),
    seconds: field(/\(([\d.]+) s[):]/),
    answeredOk: field(/answered ok (\d+)/),
    stored: field(/stored (\d+)/),
    queued: field(/queued (\d+)/),
    lost: field(/lost (\d+)/),
    errors: field(/errors (\d+)/),
  };
  return Object.values(parsed).some(Number.isNaN) ? undefined : parsed;
}

/** Runs the script with `args` and reads the result line of each of `labels`. */
async function measure(repoRoot: string, args: string[], labels: readonly string[]): Promise<SignupRow[]> {
  try {
    const result = await run(`sign-ups: ${labels.join(", ")}`, process.execPath, [SIGNUP_SCRIPT, ...args], {
      cwd: repoRoot,
      timeoutMs: 240_000,
    });
    const output = `${result.stdout}${result.stderr}`.trim();
    return labels.map((provider): SignupRow => {
      const parsed = parseResult(result.stdout, provider);
      if (!parsed)
        return { provider, status: "error", reason: `exit ${result.code ?? result.signal}, no result line`, output };
      return { provider, status: "measured", ...parsed, workload: result.stdout.split("\n")[0] ?? "", output };
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return labels.map((provider) => ({ provider, status: "error", reason }));
  }
}

export async function measureSignups(repoRoot: string): Promise<SignupRow[]> {
  if (!existsSync(`${repoRoot}/${SIGNUP_SCRIPT}`)) {
    return PROVIDERS.map((provider) => ({
      provider,
      status: "pending",
      reason: `${SIGNUP_SCRIPT} does not exist yet`,
    }));
  }
  const rows: SignupRow[] = [];
  for (const provider of PROVIDERS) rows.push(...(await measure(repoRoot, ["--provider", provider], [provider])));
  rows.push(...(await measure(repoRoot, DOMAIN_ARGS, DOMAIN_ROWS)));
  return rows;
}
