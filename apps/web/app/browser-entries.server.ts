// Where the browser finds the Vite-built code (app/browser/*): `pnpm build` writes the hashed names to
// build/browser-entries.json (vite.browser.config.ts), and the loader's source, which every page inlines, is read
// once from its built file; in development Vite serves the page module itself, with no loader.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { type BrowserEntries, developmentIslands } from "./components/browser-scripts";

const DEVELOPMENT_ENTRIES: BrowserEntries = {
  page: "/app/browser/page.ts",
  islands: "/app/browser/islands.ts",
  preview: "/app/browser/preview.ts",
  development: true,
};

let built: BrowserEntries | undefined;

export function browserEntries(): BrowserEntries {
  if (import.meta.env.DEV) return DEVELOPMENT_ENTRIES;
  // The server bundle is build/server/index.js; the list sits beside its folder, the files in build/client.
  built ??= readBuiltEntries(new URL("../", import.meta.url));
  return built;
}

export function readBuiltEntries(buildDir: URL): BrowserEntries {
  const file = new URL("browser-entries.json", buildDir);
  const entries = JSON.parse(readFileSync(file, "utf8")) as Partial<
    Record<"loader" | "page" | "islands" | "preview", string>
  >;
  if (!entries.loader || !entries.page || !entries.islands || !entries.preview) {
    throw new Error(`${file.pathname} must name the loader, page, islands and preview modules`);
  }
  return {
    page: entries.page,
    islands: entries.islands,
    preview: entries.preview,
    loader: inlineLoader(buildDir, entries.loader),
    development: false,
  };
}

/**
 * The loader's built source as a classic script's text: wrapped in a function so that its top-level names stay
 * out of the page's global scope. The build leaves it a module with no imports or exports.
 */
function inlineLoader(buildDir: URL, path: string): string {
  const source = readFileSync(new URL(`client${path}`, buildDir), "utf8").trim();
  if (/^\s*(?:import|export)\b/m.test(source) || /<\/script/i.test(source)) {
    throw new Error(`${path} must have no imports or exports and must not contain "</script"`);
  }
  return `(()=>{${source}})()`;
}

/**
 * The CSP sources (`sha256-…`) of the inline scripts pages carry (components/browser-scripts.tsx): the built
 * loader, or in development the islands' module. Their text is fixed for a build, so the hash is made once.
 */
export function inlineScriptHashes(entries: BrowserEntries): string[] {
  const scripts = entries.loader ? [entries.loader] : [developmentIslands(entries.islands)];
  return scripts.map((script) => `sha256-${createHash("sha256").update(script).digest("base64")}`);
}
