// Vite build for the web app: React Router's plugin plus Tailwind 4.
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserBuildCheck } from "./vite-plugins/browser-build-check.ts";
import { precompress } from "./vite-plugins/precompress.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), browserBuildCheck(), precompress()],
  build: {
    // Rolldown's note on how long plugins took names React Router's and Tailwind's transforms, which we do not
    // write; the build's time is what matters and is seen anyway.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    ssr: {
      build: {
        // Workspace packages export TypeScript source; Node 24 runs it natively, so the server loads them at
        // run time instead of bundling them (their files, such as the committed dataset, stay where they are).
        // The server bundle is the Express app (server/app.ts), which imports React Router's build.
        rolldownOptions: { input: "./server/app.ts", external: [/^@casinolupa\//] },
      },
    },
  },
});
