// Fails when the committed packages/content/schema.json or src/sanity.types.ts no longer match the Studio schema
// and the queries: regenerates both the way `pnpm typegen` does, but inside a temporary copy of studio/ and of the
// content package, and compares. The committed files are never written.
//
//   node packages/content/scripts/check-typegen.ts
//
// Why a copy: `sanity typegen generate` takes its paths from studio/sanity.cli.ts (relative `../packages/content/…`)
// and has no flag to send its output elsewhere; a copy with the same layout keeps those paths valid.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const ROOT = resolve(CONTENT_DIR, "../..");
const STUDIO_DIR = join(ROOT, "studio");

/** The generated files, relative to the repository root. */
const GENERATED = ["packages/content/schema.json", "packages/content/src/sanity.types.ts"];

/** The `sanity` binary the studio depends on, run with this Node (no shell, no pnpm). */
function sanityBin(): string {
  const require = createRequire(join(STUDIO_DIR, "package.json"));
  const manifestPath = require.resolve("sanity/package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { bin: Record<string, string> };
  const bin = manifest.bin.sanity;
  if (!bin) throw new Error(`${manifestPath} has no "sanity" binary`);
  return join(dirname(manifestPath), bin);
}

/** The arguments of studio/package.json's "schema:extract" script, so this check extracts exactly as `pnpm typegen`. */
function schemaExtractArgs(): string[] {
  const manifest = JSON.parse(readFileSync(join(STUDIO_DIR, "package.json"), "utf8")) as {
    scripts?: Record<string, string>;
  };
  const script = manifest.scripts?.["schema:extract"] ?? "";
  const [command, ...args] = script.trim().split(/\s+/);
  if (command !== "sanity" || args[0] !== "schema" || args[1] !== "extract") {
    throw new Error(`studio/package.json's "schema:extract" should run \`sanity schema extract …\`; found "${script}"`);
  }
  return args;
}

/** A copy of `from` without dependencies, build output or local files (.env, .sanity), with node_modules linked. */
function copyPackage(from: string, to: string): void {
  cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const name = basename(source);
      return source === from || !(name === "node_modules" || name === "dist" || name.startsWith("."));
    },
  });
  symlinkSync(join(from, "node_modules"), join(to, "node_modules"), "junction");
}

function run(label: string, args: string[], cwd: string): void {
  const started = performance.now();
  const result = spawnSync(process.execPath, [sanityBin(), ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, DO_NOT_TRACK: "1" },
  });
  if (result.status !== 0) {
    throw new Error(`sanity ${args.join(" ")} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
  console.log(`${label}: ${seconds(performance.now() - started)}`);
}

/** The first line where two texts differ, to show what changed. */
function firstDifference(committed: string, fresh: string): string {
  const a = committed.split("\n");
  const b = fresh.split("\n");
  const line = a.findIndex((text, index) => text !== b[index]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}:\n    committed: ${a[at]?.trim() ?? "(end of file)"}\n    generated: ${b[at]?.trim() ?? "(end of file)"}`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function main(): number {
  const started = performance.now();
  const workspace = mkdtempSync(join(tmpdir(), "casinolupa-typegen-"));
  try {
    copyPackage(STUDIO_DIR, join(workspace, "studio"));
    mkdirSync(join(workspace, "packages"));
    copyPackage(CONTENT_DIR, join(workspace, "packages", "content"));
    // Both tsconfigs extend the workspace's shared base, which the CLI reads to load sanity.cli.ts.
    cpSync(join(ROOT, "tsconfig.base.json"), join(workspace, "tsconfig.base.json"));

    const studioCopy = join(workspace, "studio");
    run("schema extract", schemaExtractArgs(), studioCopy);
    run("typegen generate", ["typegen", "generate"], studioCopy);

    const stale = GENERATED.filter((file) => {
      const committed = readFileSync(join(ROOT, file), "utf8");
      const fresh = readFileSync(join(workspace, file), "utf8");
      if (committed === fresh) return false;
      console.error(
        `${file} is stale; run \`pnpm typegen\` and commit the result. First difference at ${firstDifference(committed, fresh)}`,
      );
      return true;
    });
    const total = seconds(performance.now() - started);
    if (stale.length > 0) {
      console.error(`check-typegen: ${stale.length} of ${GENERATED.length} generated files are stale (${total}).`);
      return 1;
    }
    console.log(`check-typegen: ${GENERATED.join(" and ")} are up to date (${total}).`);
    return 0;
  } catch (error) {
    console.error(`check-typegen could not regenerate the types: ${error instanceof Error ? error.message : error}`);
    return 1;
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}

process.exitCode = main();
