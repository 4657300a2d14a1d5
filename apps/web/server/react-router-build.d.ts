// React Router's server build, provided by its Vite plugin (in development and in the server bundle).
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}
