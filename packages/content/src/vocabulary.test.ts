// The dataset, the web app's copy, the e-mails and the Studio's labels use the site's vocabulary
// (@casinolupa/domain, vocabulary.ts): no banned variant and no banned phrase in anything a reader sees.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { copyProblems } from "@casinolupa/domain";
import ts from "typescript";
import { describe, expect, test } from "vitest";

const root = new URL("../../../", import.meta.url).pathname;

/**
 * Keys whose strings are identifiers, addresses or search terms, not running text. SEO keywords are what people
 * type into a search engine («slots online», «poker online»): they never show on a page, so they may use the
 * variants the copy avoids.
 */
const NOT_RUNNING_TEXT = /^_|^(slug|href|path|current|link|playUrl|url|category|keywords|style|listItem|marks)$/;

/** Every running-text string of a dataset document: no identifiers, references, addresses or keywords. */
function textsOf(value: unknown, key = ""): string[] {
  if (NOT_RUNNING_TEXT.test(key)) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => textsOf(v, k));
  return [];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name === "generated" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$|^test-support\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** JSX attributes whose values are markup, not copy. */
const MARKUP_ATTRIBUTES = new Set(["className", "href", "to", "id", "htmlFor", "name", "type", "rel", "src", "d"]);

/**
 * The copy of a source file: JSX text and the string and template literals that read as prose (a letter and a
 * space), leaving out comments, imports, class names and other markup attributes.
 */
function copyOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxAttribute(node) && MARKUP_ATTRIBUTES.has(node.name.getText(source))) return;
    if (ts.isJsxText(node)) found.push(node.text);
    else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (/\p{L}/u.test(node.text) && /\s/.test(node.text)) found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Where readers and editors see copy written in code: the site, the e-mails and the Studio. */
const COPY_SOURCES = [
  "apps/web/app",
  "packages/newsletter/src",
  "packages/domain/src",
  "studio/schemaTypes",
  "studio/components",
];
/**
 * The vocabulary itself names the banned variants to explain them; the search's relevance set quotes what readers
 * type, those variants included («casino en vivo»).
 */
const NOT_COPY = new Set(["packages/domain/src/vocabulary.ts", "apps/web/app/lib/search-relevance.ts"]);

describe("the site's vocabulary", () => {
  test("no document of the committed dataset uses a banned variant or phrase", () => {
    const lines = readFileSync(join(root, "packages/content/dataset/production.ndjson"), "utf8").split("\n");
    const found = lines.filter(Boolean).flatMap((line) => {
      const document = JSON.parse(line) as { _id: string };
      return textsOf(document).flatMap((text) =>
        copyProblems(text).map((problem) => `${document._id}: «${text.slice(0, 100)}» (${problem.why})`),
      );
    });
    expect(found.join("\n")).toBe("");
  });

  test("no UI copy, e-mail or Studio label uses a banned variant or phrase", () => {
    const files = COPY_SOURCES.flatMap((dir) => sourceFiles(join(root, dir))).filter(
      (file) => !NOT_COPY.has(file.slice(root.length)),
    );
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      copyOf(file).flatMap((text) =>
        copyProblems(text).map(
          (problem) => `${file.slice(root.length)}: «${text.trim().slice(0, 100)}» (${problem.why})`,
        ),
      ),
    );
    expect(found.join("\n")).toBe("");
  });

  test("the copy extractor sees JSX text and prose literals, not markup", () => {
    // Guards the test above against passing because it reads nothing.
    const texts = copyOf(join(root, "apps/web/app/components/site-footer.tsx"));
    expect(texts.join(" ")).toContain("Enlaces útiles");
    expect(texts.some((text) => /\b(flex|grid|text-sm)\b/.test(text))).toBe(false);
  });
});
