// The dataset and the web app's copy use the site's vocabulary: no banned phrase anywhere.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { copyProblems } from "@casinolupa/domain";
import { describe, expect, test } from "vitest";

const root = new URL("../../../", import.meta.url).pathname;

/** Every string in a document except identifiers, references and asset paths. */
function textsOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return /^_|^(slug|href|path|current)$/.test(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => textsOf(v, k));
  return [];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the site's vocabulary", () => {
  test("no document of the committed dataset uses a banned phrase", () => {
    const lines = readFileSync(join(root, "packages/content/dataset/production.ndjson"), "utf8").split("\n");
    const found = lines.filter(Boolean).flatMap((line) => {
      const document = JSON.parse(line) as { _id: string };
      return textsOf(document).flatMap((text) =>
        copyProblems(text).map((problem) => `${document._id}: «${text.slice(0, 80)}» (${problem.why})`),
      );
    });
    expect(found).toEqual([]);
  });

  test("no UI copy in the web app uses a banned phrase", () => {
    const found = sourceFiles(join(root, "apps/web/app")).flatMap((file) =>
      copyProblems(readFileSync(file, "utf8")).map((problem) => `${file.slice(root.length)}: ${problem.why}`),
    );
    expect(found).toEqual([]);
  });
});
