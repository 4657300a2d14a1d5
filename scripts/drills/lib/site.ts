// Starts the built site (apps/web/build) in its own process with a configuration of its own, like
// tests/support/site-server.ts's startSite(port, env), but with its output captured instead of inherited: the
// drills read the server's log (the webhook's "Content cache invalidated…" line, sign-up errors) and print only
// their tables. Migrates the database first, as startSite does.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Child, onCleanup, runChild, sleep, startChild, stopChild } from "./processes.ts";

export const repo = new URL("../../../", import.meta.url).pathname;

export type Site = {
  url: string;
  origin: string;
  port: number;
  process: Child;
  /** The server's output lines so far. */
  log(): string[];
  stop(): Promise<void>;
};

/** Variables of the site that must come from the drill, never from the shell that runs it. */
const siteVariables = [
  "DATABASE_URL",
  "SITE_ORIGIN",
  "TRUST_PROXY_HOPS",
  "CONTENT_CACHE_TTL_SECONDS",
  "SMTP_URL",
  "MAIL_FROM",
  "MAIL_OUTBOX_DIR",
  "NEWSLETTER_SENDER",
  "NEWSLETTER_MAILS_PER_CLIENT_HOUR",
  "NEWSLETTER_MAILS_PER_DOMAIN_HOUR",
  "NEWSLETTER_SEND_BATCH_SIZE",
  "NEWSLETTER_SEND_INTERVAL_SECONDS",
  "DATABASE_CONNECT_TIMEOUT_SECONDS",
  "DATABASE_STATEMENT_TIMEOUT_SECONDS",
  "DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS",
  "DATABASE_BUSY_TIMEOUT_SECONDS",
  "SHUTDOWN_DRAIN_SECONDS",
  "SHUTDOWN_TIMEOUT_SECONDS",
  "SANITY_PROJECT_ID",
  "SANITY_DATASET",
  "SANITY_API_VERSION",
  "SANITY_API_TOKEN",
  "SANITY_API_HOST",
  "SANITY_IMAGE_ORIGIN",
  "SANITY_WEBHOOK_SECRET",
];

/**
 * `env` is added to this process's environment (minus the site's own variables). DATABASE_URL defaults to a
 * fresh SQLite file, deleted on stop; the outbox sender is off unless `env` sets NEWSLETTER_SENDER, so no drill
 * ever writes .eml files into the repository's data/outbox/. Stopped processes exit at once
 * (SHUTDOWN_DRAIN_SECONDS=0) unless `env` gives a drain. `migrate: false` skips the migration (already done).
 */
export async function startSite(
  port: number,
  env: Record<string, string> = {},
  { migrate = true }: { migrate?: boolean } = {},
): Promise<Site> {
  if (!existsSync(join(repo, "apps/web/build/server/index.js"))) {
    throw new Error(
      "apps/web/build is missing: run `pnpm --config.verify-deps-before-run=false --filter @casinolupa/web build` once",
    );
  }
  const inherited = { ...process.env };
  for (const name of siteVariables) delete inherited[name];
  let sqliteDir: string | undefined;
  if (!env.DATABASE_URL) sqliteDir = mkdtempSync(join(tmpdir(), "casinolupa-drill-"));
  const fullEnv = {
    ...inherited,
    NEWSLETTER_SENDER: "off",
    // Stopped processes exit at once, unless a load balancer is waiting to see /readyz fail.
    SHUTDOWN_DRAIN_SECONDS: "0",
    ...(sqliteDir ? { DATABASE_URL: `file:${join(sqliteDir, "site.db")}` } : {}),
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
  };
  const removeSqlite = async () => {
    if (sqliteDir) rmSync(sqliteDir, { recursive: true, force: true });
  };
  const unregisterSqlite = onCleanup(removeSqlite);
  if (migrate) {
    await runChild("migrate", process.execPath, ["src/migrate-cli.ts"], {
      cwd: join(repo, "packages/db"),
      env: fullEnv,
      timeoutMs: 60_000,
    });
  }
  const server = startChild(`site:${port}`, process.execPath, ["server.ts"], {
    cwd: join(repo, "apps/web"),
    env: fullEnv,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(server);
    unregisterSqlite();
    await removeSqlite();
  };
  const site: Site = { url, origin: url, port, process: server, log: () => server.output, stop };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return site;
    await sleep(100);
  }
  await stop();
  throw new Error(`The site on port ${port} did not start:\n${server.output.slice(-30).join("\n")}`);
}
