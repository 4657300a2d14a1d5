// Fails a browser build that carries a server module: the database package, the newsletter's sending side,
// Prisma, a mail or SQL driver, a Node built-in or a `.server` file. No page runs such a module; it only reaches
// the browser build through an import a route module keeps for its component or `meta`, and then is served as
// files (once 9 MB of them: Prisma's query compilers).
import { relative } from "node:path";
import type { Plugin } from "vite";

const SERVER_PACKAGES = /[\\/]node_modules[\\/](@prisma|prisma|nodemailer|pg|better-sqlite3)[\\/]/;
/** The one module of @casinolupa/newsletter written for the browser too: the form's messages. */
const NEWSLETTER_MESSAGES = /[\\/]packages[\\/]newsletter[\\/]src[\\/]messages\.ts$/;

/** What makes module `id` server-only, or undefined when a browser may load it. */
export function serverOnly(id: string): string | undefined {
  if (id.startsWith("__vite-browser-external") || id.startsWith("node:")) return "a Node built-in";
  if (/[\\/]packages[\\/]db[\\/]/.test(id)) return "@casinolupa/db";
  if (/[\\/]packages[\\/]newsletter[\\/]/.test(id) && !NEWSLETTER_MESSAGES.test(id)) return "@casinolupa/newsletter";
  const serverPackage = SERVER_PACKAGES.exec(id);
  if (serverPackage) return serverPackage[1];
  if (/\.server\.[cm]?[jt]sx?$/.test(id) || /[\\/]\.server[\\/]/.test(id)) return "a .server module";
  return undefined;
}

export function browserBuildCheck(root = process.cwd()): Plugin {
  const shown = (id: string) => (id.startsWith("/") ? relative(root, id) : id);
  return {
    name: "casinolupa:browser-build-check",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    generateBundle(_options, bundle) {
      const included = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") for (const id of output.moduleIds) included.add(id);
      }
      // Name the imports that cross into server code, not every module behind them: first those our own code
      // writes, else those of the browser-side packages.
      const ours: string[] = [];
      const theirs: string[] = [];
      for (const id of included) {
        const what = serverOnly(id);
        if (!what) continue;
        for (const importer of this.getModuleInfo(id)?.importers ?? []) {
          if (!included.has(importer) || serverOnly(importer)) continue;
          const crossing = `${shown(importer)} imports ${shown(id)} (${what})`;
          (importer.includes("/node_modules/") ? theirs : ours).push(crossing);
        }
      }
      const crossings = ours.length > 0 ? ours : theirs;
      if (crossings.length === 0) return;
      this.error(
        [
          "The browser build carries server modules, which no page runs. Import them only from a loader, an action or a",
          ".server.ts module (React Router leaves those out of the browser build):",
          ...crossings.map((crossing) => `  ${crossing}`),
        ].join("\n"),
      );
    },
  };
}
