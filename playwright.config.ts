// Browser journeys: real Chromium against the built production server, on its own port and database.

import { availableParallelism } from "node:os";
import { QUIET_CHROMIUM_ARGS } from "@casinolupa/tools/chromium-args";
import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable } from "./tests/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two at least: most of a journey's time is spent waiting on a server or the Studio, not on a core.
  workers: Number(process.env.E2E_WORKERS) || Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL,
    // A failed journey keeps its trace: actions, console and network. The DOM snapshots and the screencast a
    // trace can also hold cost a third of the suite's time on two cores, so they are recorded only on request
    // (E2E_TRACE=full), when the actions alone do not explain a failure.
    trace:
      process.env.E2E_TRACE === "full"
        ? "retain-on-failure"
        : { mode: "retain-on-failure", snapshots: false, screenshots: false, sources: false },
    launchOptions: { executablePath: chromiumExecutable(), args: QUIET_CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node tests/e2e/start-server.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    env: { PORT: String(PORT), HOST: "127.0.0.1", NODE_ENV: "production", SHUTDOWN_DRAIN_SECONDS: "0" },
  },
});
