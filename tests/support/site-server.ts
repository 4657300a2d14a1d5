// Starts the built site in its own process, for tests that need it with a configuration of their own (another
// database, the live content source, an SMTP server). Migrates the database first.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type SiteServer = { url: string; stop(): Promise<void> };

const repo = new URL("../../", import.meta.url).pathname;

function run(command: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, { cwd, env, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command.join(" ")} exited ${code}`))));
  });
}

/** `env` is added to this process's; DATABASE_URL defaults to a fresh SQLite file. */
export async function startSite(port: number, env: Record<string, string> = {}): Promise<SiteServer> {
  const fullEnv = {
    ...process.env,
    DATABASE_URL: `file:${join(mkdtempSync(join(tmpdir(), "casinolupa-site-")), "site.db")}`,
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    // Stopped processes exit at once: no load balancer is waiting to see /readyz fail.
    SHUTDOWN_DRAIN_SECONDS: "0",
  };
  await run(["src/migrate-cli.ts"], join(repo, "packages/db"), fullEnv);
  const server: ChildProcess = spawn(process.execPath, ["server.ts"], {
    cwd: join(repo, "apps/web"),
    env: fullEnv,
    stdio: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once("exit", () => resolve());
      server.kill();
    });
  for (let attempt = 0; attempt < 150; attempt++) {
    if (server.exitCode !== null) throw new Error(`The site on port ${port} exited with ${server.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The site on port ${port} did not start`);
}

/**
 * The variables that make the site read a (stand-in) Content Lake as its live source and take its signed webhook,
 * with a cache long enough that only the webhook can make it follow a publish within a test's seconds.
 */
export function liveContentEnv(
  lake: { projectId: string; dataset: string; origin: string },
  webhookSecret: string,
): Record<string, string> {
  return {
    SANITY_PROJECT_ID: lake.projectId,
    SANITY_DATASET: lake.dataset,
    SANITY_API_HOST: lake.origin,
    SANITY_IMAGE_ORIGIN: lake.origin,
    SANITY_WEBHOOK_SECRET: webhookSecret,
    CONTENT_CACHE_TTL_SECONDS: "3600",
  };
}
