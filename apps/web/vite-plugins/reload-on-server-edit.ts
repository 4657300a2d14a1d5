// `pnpm dev`: reloads the open page when an edit touches only server code, such as a route module's component.
// Pages are rendered on the server and never hydrated (docs/decisions/005-pages-without-framework-javascript.md),
// so the browser holds no copy of those modules and Vite has nothing to update there; since Vite 6 an edit to a
// module only the server loads no longer reloads the page by itself. This is the plugin Vite's migration guide
// gives for that. (server.ts empties the page cache on every edit, before this runs.)
import type { EnvironmentModuleNode, Plugin } from "vite";

export function reloadOnServerEdit(): Plugin {
  return {
    name: "casinolupa:reload-on-server-edit",
    apply: "serve",
    hotUpdate: {
      order: "post",
      handler({ modules, server, timestamp }) {
        if (this.environment.name !== "ssr") return;
        const invalidated = new Set<EnvironmentModuleNode>();
        let serverOnly = false;
        for (const module of modules) {
          // A module the browser loads too (an island's component) is updated there by React Refresh.
          if (!module.id || server.environments.client.moduleGraph.getModuleById(module.id)) continue;
          // Invalidated before the reload goes out, so the page the browser asks for next is rendered by the edit.
          this.environment.moduleGraph.invalidateModule(module, invalidated, timestamp, true);
          serverOnly = true;
        }
        if (serverOnly) server.environments.client.hot.send({ type: "full-reload", path: "*" });
      },
    },
  };
}
