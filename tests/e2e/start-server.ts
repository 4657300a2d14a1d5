// Starts the built site for the browser tests on a fresh SQLite database of its own.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const webDir = new URL("../../apps/web/", import.meta.url).pathname;
const databaseUrl =
  process.env.E2E_DATABASE_URL ?? `file:${join(mkdtempSync(join(tmpdir(), "casinolupa-e2e-")), "e2e.db")}`;
const env = { ...process.env, DATABASE_URL: databaseUrl };

const migrate = spawn(process.execPath, ["src/migrate-cli.ts"], {
  cwd: new URL("../../packages/db/", import.meta.url).pathname,
  env,
  stdio: "inherit",
});
migrate.on("exit", (code) => {
  if (code !== 0) process.exit(code ?? 1);
  const server = spawn(process.execPath, ["server.ts"], { cwd: webDir, env, stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (serverCode) => process.exit(serverCode ?? 0));
});
