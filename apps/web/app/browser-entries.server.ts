// Where the browser finds the Vite-built modules (app/browser/*): `pnpm build` writes their hashed names to
// build/browser-entries.json (vite.browser.config.ts); in development Vite serves the source files themselves.
import { readFileSync } from "node:fs";
import type { BrowserEntries } from "./components/browser-scripts";

const DEVELOPMENT_ENTRIES: BrowserEntries = {
  page: "/app/browser/page.ts",
  islands: "/app/browser/islands.tsx",
  development: true,
};

let built: BrowserEntries | undefined;

export function browserEntries(): BrowserEntries {
  if (import.meta.env.DEV) return DEVELOPMENT_ENTRIES;
  // The server bundle is build/server/index.js; the list sits beside its folder.
  built ??= readBuiltEntries(new URL("../browser-entries.json", import.meta.url));
  return built;
}

function readBuiltEntries(file: URL): BrowserEntries {
  const entries = JSON.parse(readFileSync(file, "utf8")) as Partial<Record<"page" | "islands", string>>;
  if (!entries.page || !entries.islands) throw new Error(`${file.pathname} must name the page and islands modules`);
  return { page: entries.page, islands: entries.islands, development: false };
}
