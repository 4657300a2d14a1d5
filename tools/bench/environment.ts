// What a bench run records about where it ran (machine, commit, Chromium), which build it measured, and the
// file-name slug of each page.
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";

/** A key that changes whenever apps/web is rebuilt, and when that build was made. */
export function buildFingerprint(webDir: string): { key: string; builtAt: string } {
  const serverBuild = statSync(join(webDir, "build/server/index.js"));
  const assets = readdirSync(join(webDir, "build/client/assets")).sort().join(",");
  return { key: `${serverBuild.mtimeMs}:${assets}`, builtAt: serverBuild.mtime.toISOString() };
}

/** "/" -> "home", "/search?q=x" -> "search-q-x": a page as part of a file name. */
export function pageSlug(page: string): string {
  return page === "/" ? "home" : page.replace(/^\//, "").replace(/[^a-z0-9-]/gi, "-");
}

/** The machine, the commit (marked when there are uncommitted changes), Node and Chromium of this run. */
export function environment(repoRoot: string, chromePath: string, startedAt: Date): Record<string, string | number> {
  const quiet = (command: string, args: string[]) => {
    try {
      return execFileSync(command, args, {
        cwd: repoRoot,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
    } catch {
      return "unknown";
    }
  };
  const dirty = quiet("git", ["status", "--porcelain"]);
  return {
    date: startedAt.toISOString(),
    commit: `${quiet("git", ["rev-parse", "--short", "HEAD"])}${dirty && dirty !== "unknown" ? " (uncommitted changes)" : ""}`,
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? "unknown",
    loadAverage: loadavg()
      .map((value) => value.toFixed(2))
      .join(" "),
    chromium: quiet(chromePath, ["--version"]),
  };
}
