// Fails when a Markdown file in the repository links to a relative path that does not exist, so a renamed or
// deleted file cannot leave a dead link behind in the docs; and when a doc or a comment cites a reason a clone
// cannot follow: a decision that is no ADR in docs/decisions/, an outside tracker's issue, or files beside the
// repository. Run by `pnpm test` as `pnpm docs:check`.
//
//   node scripts/docs/check-links.ts
//
// Checks relative links only (`[text](docs/x.md)`, `[text](../README.md#anchor)`); web addresses and in-page
// anchors are left alone. The anchor part is not checked, only the file.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
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

/** Text files git tracks or would track, except those generated from others. */
function textFiles(): string[] {
  const output = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  const text = /\.(ts|tsx|js|mjs|cjs|md|vcl|cfg|css|yaml|yml|json|toml|prisma|sql|sh|example)$|^\.ci\/run$/;
  const generated = new Set(["pnpm-lock.yaml", "packages/content/schema.json", "packages/content/src/sanity.types.ts"]);
  return [...new Set(output.split("\n").filter(Boolean))].filter(
    (file) => text.test(file) && !generated.has(file) && existsSync(join(ROOT, file)),
  );
}

/** The numbers of the ADRs in docs/decisions/ (`031-title.md` → "031"). */
const ADR_NUMBERS = new Set(
  readdirSync(join(ROOT, "docs/decisions"))
    .map((name) => /^(\d{3})-.+\.md$/.exec(name)?.[1])
    .filter((number) => number !== undefined),
);

/** A line's comment, for code files; the whole line for Markdown, where every line is prose. */
function proseOf(file: string, line: string): string {
  if (file.endsWith(".md")) return line;
  const trimmed = line.trimStart();
  if (/^(\/\/|\/?\*|#)/.test(trimmed)) return trimmed;
  const comment = line.search(/(?<![:"'`])\/\/ /);
  return comment >= 0 ? line.slice(comment) : "";
}

/**
 * What a reader without the team's other files could not follow on this line. A decision is cited by its ADR's
 * three-digit number («decision 015», or a link to the file); any other number names a list outside the repository.
 */
function outsideReferences(file: string, line: string): string[] {
  const found: string[] = [];
  for (const match of line.matchAll(/\bdecisi(?:on|ón)(?:es|s)?\s+((?:\d+(?:\s*(?:,|and|or|y|o)\s*)?)+)/gi)) {
    for (const number of match[1]?.match(/\d+/g) ?? []) {
      if (!ADR_NUMBERS.has(number))
        found.push(`"decision ${number}" is no ADR in docs/decisions/ (cite its 0NN-title.md)`);
    }
  }
  for (const match of line.matchAll(/\bissues?\s+#?\d+/gi))
    found.push(`"${match[0]}" names an outside tracker's issue`);
  // A hash and two or three digits in prose is an issue number; a Unicode standard (UTS) or an HTML entity is not.
  for (const match of proseOf(file, line).matchAll(/(?<![\w&]|UTS )#\d{2,3}\b/g)) {
    found.push(`"${match[0]}" names an outside tracker's issue`);
  }
  if (file !== ".ci/run" && /\.\.\/shared\b|\bshared\/reviews\b/.test(line)) {
    found.push("names files beside the repository, which a clone does not have");
  }
  if (/\b(?:DECISIONS|SPEC)\.md\b/.test(line)) found.push("names a document that is not in the repository");
  return found;
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

const outside: string[] = [];
const scanned = textFiles();
for (const file of scanned) {
  readFileSync(join(ROOT, file), "utf8")
    .split("\n")
    .forEach((text, index) => {
      for (const problem of outsideReferences(file, text)) outside.push(`${file}:${index + 1}: ${problem}`);
    });
}

if (broken.length > 0) {
  console.error(`${broken.length} broken relative link(s) in Markdown:\n${broken.join("\n")}`);
  process.exitCode = 1;
} else {
  console.log(`check-links: every relative link in ${files.length} Markdown files points to a file that exists.`);
}
if (outside.length > 0) {
  console.error(`${outside.length} reference(s) a clone of the repository cannot follow:\n${outside.join("\n")}`);
  process.exitCode = 1;
} else {
  console.log(`check-links: no doc or comment in ${scanned.length} files cites a reason outside the repository.`);
}
