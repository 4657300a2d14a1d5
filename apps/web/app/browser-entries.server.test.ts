import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { readBuiltEntries } from "./browser-entries.server";

/** A build folder as `pnpm build` leaves it: the entries' list beside build/client/assets. */
function buildWith(loaderSource: string, entries: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "browser-entries-"));
  mkdirSync(join(dir, "client/assets"), { recursive: true });
  writeFileSync(join(dir, "client/assets/loader-abc.js"), loaderSource);
  const list = {
    loader: "/assets/loader-abc.js",
    page: "/assets/page-abc.js",
    islands: "/assets/islands-abc.js",
    preview: "/assets/preview-abc.js",
  };
  writeFileSync(join(dir, "browser-entries.json"), JSON.stringify({ ...list, ...entries }));
  return pathToFileURL(`${dir}/`);
}

describe("the built browser entries", () => {
  it("inline the loader as a classic script whose names stay out of the page's global scope", () => {
    const entries = readBuiltEntries(buildWith("var e=document.currentScript;e&&import(e.dataset.module);\n"));
    expect(entries).toEqual({
      page: "/assets/page-abc.js",
      islands: "/assets/islands-abc.js",
      preview: "/assets/preview-abc.js",
      loader: "(()=>{var e=document.currentScript;e&&import(e.dataset.module);})()",
      development: false,
    });
  });

  it("refuse a loader that a classic script cannot run or that would close its <script> element", () => {
    expect(() => readBuiltEntries(buildWith('import "./x.js";'))).toThrow(/no imports or exports/);
    expect(() => readBuiltEntries(buildWith("var a=1;\nexport{a};"))).toThrow(/no imports or exports/);
    expect(() => readBuiltEntries(buildWith('var a="</script>";'))).toThrow(/<\/script/);
  });

  it("refuse a list that does not name the loader or the preview's module", () => {
    expect(() => readBuiltEntries(buildWith("", { loader: "" }))).toThrow(/must name the loader/);
    expect(() => readBuiltEntries(buildWith("", { preview: "" }))).toThrow(/preview modules/);
  });
});
