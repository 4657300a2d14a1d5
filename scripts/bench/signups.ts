// Newsletter sign-ups per second, measured by the newsletter package's own benchmark
// (packages/newsletter/scripts/bench-signups.ts), one database at a time in a child process, its output parsed.
import { existsSync } from "node:fs";
import { run } from "../lib/processes.ts";

export const SIGNUP_SCRIPT = "packages/newsletter/scripts/bench-signups.ts";
export const PROVIDERS = ["sqlite", "postgresql"] as const;

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
    seconds: field(/\(([\d.]+) s\)/),
    answeredOk: field(/answered ok (\d+)/),
    stored: field(/stored (\d+)/),
    queued: field(/queued (\d+)/),
    lost: field(/lost (\d+)/),
    errors: field(/errors (\d+)/),
  };
  return Object.values(parsed).some(Number.isNaN) ? undefined : parsed;
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
  for (const provider of PROVIDERS) {
    try {
      const result = await run(`sign-ups on ${provider}`, process.execPath, [SIGNUP_SCRIPT, "--provider", provider], {
        cwd: repoRoot,
        timeoutMs: 120_000,
      });
      const output = `${result.stdout}${result.stderr}`.trim();
      const parsed = parseResult(result.stdout, provider);
      if (!parsed) {
        rows.push({
          provider,
          status: "error",
          reason: `exit ${result.code ?? result.signal}, no result line`,
          output,
        });
        continue;
      }
      rows.push({ provider, status: "measured", ...parsed, workload: result.stdout.split("\n")[0] ?? "", output });
    } catch (error) {
      rows.push({ provider, status: "error", reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return rows;
}
