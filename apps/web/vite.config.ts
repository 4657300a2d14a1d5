// Vite build for the web app: React Router's plugin plus Tailwind 4.
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
