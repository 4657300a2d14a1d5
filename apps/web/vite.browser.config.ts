// Vite build of the browser code (app/browser/*): the loader every page inlines, the module it loads and the
// islands' entry, into build/client/assets beside React Router's build. `pnpm build` runs it after
// `react-router build`.
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { browserBuildCheck } from "./vite-plugins/browser-build-check.ts";

const outDir = "build/client";

export default defineConfig({
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: false,
    rolldownOptions: {
      input: { loader: "app/browser/loader.ts", page: "app/browser/page.ts", islands: "app/browser/islands.ts" },
      output: { entryFileNames: "assets/[name]-[hash].js", chunkFileNames: "assets/[name]-[hash].js" },
    },
  },
  plugins: [entriesList(), browserBuildCheck()],
});

/** Writes build/browser-entries.json, `{ "page": "/assets/page-<hash>.js", ... }`, which the server reads. */
function entriesList(): Plugin {
  return {
    name: "casinolupa:browser-entries",
    async writeBundle(_options, bundle) {
      const entries: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.isEntry) entries[chunk.name] = `/${chunk.fileName}`;
      }
      await writeFile(resolve(outDir, "../browser-entries.json"), `${JSON.stringify(entries, null, 2)}\n`);
    },
  };
}
