// Fails when a Markdown file in the repository links to a relative path that does not exist, so a renamed or
// deleted file cannot leave a dead link behind in the docs. Run by `pnpm test` as `pnpm docs:check`.
//
//   node scripts/docs/check-links.ts
//
// Checks relative links only (`[text](docs/x.md)`, `[text](../README.md#anchor)`); web addresses and in-page
// anchors are left alone. The anchor part is not checked, only the file.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Markdown files git tracks or would track (untracked but not ignored), so dependencies are never read. */
function markdownFiles(): string[] {
  const output = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.md"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return [...new Set(output.split("\n").filter(Boolean))].filter((file) => existsSync(join(ROOT, file)));
}

/** Inline links and images `[text](target)`, outside fenced code blocks and inline code. */
function linkTargets(markdown: string): { line: number; target: string }[] {
  const found: { line: number; target: string }[] = [];
  let fenced = false;
  markdown.split("\n").forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced) return;
    const withoutCode = text.replace(/`[^`]*`/g, "");
    for (const match of withoutCode.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (match[1]) found.push({ line: index + 1, target: match[1] });
    }
  });
  return found;
}

function isRelative(target: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("#") && !target.startsWith("//");
}

const broken: string[] = [];
const files = markdownFiles();
for (const file of files) {
  for (const { line, target } of linkTargets(readFileSync(join(ROOT, file), "utf8"))) {
    if (!isRelative(target)) continue;
    const path = decodeURIComponent(target.replace(/[#?].*$/, ""));
    if (path === "") continue;
    const resolved = path.startsWith("/") ? join(ROOT, path) : join(ROOT, dirname(file), path);
    if (!existsSync(resolved)) broken.push(`${file}:${line}: ${target} does not exist`);
  }
}

if (broken.length > 0) {
  console.error(`${broken.length} broken relative link(s) in Markdown:\n${broken.join("\n")}`);
  process.exitCode = 1;
} else {
  console.log(`check-links: every relative link in ${files.length} Markdown files points to a file that exists.`);
}
