// Starts the built site for the browser tests (Playwright's webServer) on a fresh SQLite database of its own, or
// on E2E_DATABASE_URL, the same way the bench and the drills start it (tools/lib/site.ts), and keeps it running
// until Playwright stops this process.
import { cleanupAll } from "@casinolupa/tools/processes";
import { startSite } from "@casinolupa/tools/site";

const port = Number(process.env.PORT ?? 3210);
const databaseUrl = process.env.E2E_DATABASE_URL;
// Warnings and errors only: a JSON line per request would bury the journeys' own report in the CI log.
const logLevel = process.env.E2E_LOG_LEVEL ?? "warn";
const site = await startSite(
  port,
  { LOG_LEVEL: logLevel, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  { echo: true },
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void site
      .stop()
      .then(cleanupAll)
      .finally(() => process.exit(0));
  });
}
// Exits with the server, should it stop on its own.
void site.process.exited.then(() => process.exit(site.process.child.exitCode ?? 1));
