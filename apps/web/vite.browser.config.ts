// Vite build of the browser code (app/browser/*): the loader every page inlines, the module it loads and the
// islands' entry, then (a second run) the preview's visual editing, into build/client/assets beside React Router's
// build. `pnpm build` runs both after `react-router build`.
import { readFile, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { browserBuildCheck } from "./vite-plugins/browser-build-check.ts";
import { precompress } from "./vite-plugins/precompress.ts";

const outDir = "build/client";
const visitorEntries: Record<string, string> = {
  loader: "app/browser/loader.ts",
  page: "app/browser/page.ts",
  islands: "app/browser/islands.ts",
};
/** Visual editing, named only by an editor's preview pages (app/browser/preview.ts). */
const previewEntry: Record<string, string> = { preview: "app/browser/preview.ts" };

/** Above the visual-editing chunk's size today, so that a dependency that doubles it is still reported. */
const PREVIEW_CHUNK_LIMIT_KB = 1000;

/**
 * `"use client"` at the top of a dependency's module (framer-motion's and @sanity/ui's, in the preview's run) marks
 * a React Server Components boundary. A browser bundle is client code throughout, so the bundler dropping the
 * directive changes nothing, yet it reports it for every such module. A directive in our own code is still reported.
 */
function isDependencyUseClient(log: { code?: string; id?: string; message: string }): boolean {
  if (log.code !== "MODULE_LEVEL_DIRECTIVE" || !log.message.includes('"use client"')) return false;
  // The module's path is in `id`, or else only in the message.
  return /[\\/]node_modules[\\/]/.test(log.id ?? log.message);
}

// `--mode preview` builds the preview's module alone, in a second run: sharing no chunk with the visitors' modules,
// it leaves their files (and so every visitor's bytes) exactly as they are without it.
export default defineConfig(({ mode }) => ({
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: false,
    // The preview's visual editing (its overlays, @sanity/ui and framer-motion) is one lazily loaded chunk of about
    // 840 kB, which only an editor's preview page loads and no visitor's does; splitting it would not make an
    // editor load less. Visitors' modules keep Vite's 500 kB line.
    chunkSizeWarningLimit: mode === "preview" ? PREVIEW_CHUNK_LIMIT_KB : undefined,
    rolldownOptions: {
      input: mode === "preview" ? previewEntry : visitorEntries,
      output: { entryFileNames: "assets/[name]-[hash].js", chunkFileNames: "assets/[name]-[hash].js" },
      onLog(level, log, handler) {
        if (level === "warn" && isDependencyUseClient(log)) return;
        handler(level, log);
      },
    },
  },
  plugins: [entriesList(mode === "preview"), browserBuildCheck(), precompress()],
}));

/**
 * Writes build/browser-entries.json, `{ "page": "/assets/page-<hash>.js", ... }`, which the server reads; the
 * preview's run adds its entry to the list the first run wrote.
 */
function entriesList(addToList: boolean): Plugin {
  return {
    name: "casinolupa:browser-entries",
    async writeBundle(_options, bundle) {
      const file = resolve(outDir, "../browser-entries.json");
      const entries: Record<string, string> = addToList ? JSON.parse(await readFile(file, "utf8")) : {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.isEntry) entries[chunk.name] = `/${chunk.fileName}`;
      }
      await writeFile(file, `${JSON.stringify(entries, null, 2)}\n`);
    },
  };
}
