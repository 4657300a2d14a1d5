// The one way the bench, the drills and the browser tests start the site: the built production server
// (apps/web/build) in its own process, with the Node flags `pnpm start` gives it, on a port and with a
// configuration of its own, its database migrated first. Its output is captured (a drill reads the server's log) and, with `echo`, also printed.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Child, onCleanup, portIsFree, runChild, sleep, startChild, stopChild } from "./processes.ts";

export const repo = new URL("../../", import.meta.url).pathname;

export type Site = {
  url: string;
  origin: string;
  port: number;
  process: Child;
  /** The server's output lines so far. */
  log(): string[];
  /** Resolves once /readyz answers 200 (the start-up warm-up is done), as a load balancer waits before sending traffic. */
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
};

/** Variables of the site that must come from the caller, never from the shell that runs it. */
const siteVariables = [
  "DATABASE_URL",
  "SITE_ORIGIN",
  "ALLOW_SAMPLE_OWNER",
  "TRUST_PROXY_HOPS",
  "CONTENT_CACHE_TTL_SECONDS",
  "SMTP_URL",
  "MAIL_FROM",
  "MAIL_OUTBOX_DIR",
  "NEWSLETTER_SENDER",
  "NEWSLETTER_SIGNUPS_PER_CLIENT_HOUR",
  "NEWSLETTER_SIGNUPS_PER_NETWORK_HOUR",
  "NEWSLETTER_MAILS_PER_DOMAIN_HOUR",
  "NEWSLETTER_SEND_BATCH_SIZE",
  "NEWSLETTER_DIGEST_PER_MINUTE",
  "STUDIO_ORIGIN",
  "CDN_PURGE_URL",
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
  "SANITY_PREVIEW_TOKEN",
  "SANITY_API_HOST",
  "SANITY_IMAGE_ORIGIN",
  "SANITY_WEBHOOK_SECRET",
];

export type StartSiteOptions = {
  /** false skips the migration (the caller has migrated this database already). */
  migrate?: boolean;
  /** Print the server's output as it comes, besides capturing it. */
  echo?: boolean;
  /** Node flags and variables instead of those `pnpm start` gives (the memory drill leaves each one out in turn). */
  runtime?: Runtime;
  /** How long the server may take to answer /healthz (a large dataset is read before it listens). */
  startTimeoutMs?: number;
};

/**
 * `env` is added to this process's environment (minus the site's own variables). DATABASE_URL defaults to a
 * fresh SQLite file, deleted on stop; the outbox sender is off unless `env` sets NEWSLETTER_SENDER, so nothing
 * ever writes .eml files into the repository's data/outbox/. Stopped processes exit at once
 * (SHUTDOWN_DRAIN_SECONDS=0) unless `env` gives a drain.
 */
export async function startSite(
  port: number,
  env: Record<string, string> = {},
  { migrate = true, echo = false, runtime = startCommand(), startTimeoutMs = 30_000 }: StartSiteOptions = {},
): Promise<Site> {
  if (!existsSync(join(repo, "apps/web/build/server/index.js"))) {
    throw new Error(
      "apps/web/build is missing: run `pnpm --config.verify-deps-before-run=false --filter @casinolupa/web build` once",
    );
  }
  // Another server on the port would answer the health check below in this one's place.
  if (!(await portIsFree(port))) throw new Error(`Port ${port} is already in use: the site cannot start there`);
  const inherited = { ...process.env };
  for (const name of siteVariables) delete inherited[name];
  let sqliteDir: string | undefined;
  if (!env.DATABASE_URL) sqliteDir = mkdtempSync(join(tmpdir(), "casinolupa-site-"));
  const fullEnv = {
    ...inherited,
    ...runtime.env,
    NEWSLETTER_SENDER: "off",
    // Tests, drills and benches run the committed dataset, whose owner is a sample: with SITE_ORIGIN set, a
    // production process refuses it unless told it is wanted (decision 031). A caller may pass "" to see the refusal.
    ALLOW_SAMPLE_OWNER: "1",
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
  if (migrate) await migrateDatabase(fullEnv.DATABASE_URL ?? "", fullEnv);
  const server = startChild(`site:${port}`, process.execPath, [...runtime.flags, "server.ts"], {
    cwd: join(repo, "apps/web"),
    env: fullEnv,
    echo,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(server);
    unregisterSqlite();
    await removeSqlite();
  };
  const ready = async (timeoutMs = 30_000) => {
    const until = Date.now() + timeoutMs;
    const isReady = () =>
      fetch(`${url}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
    while (!(await isReady())) {
      if (Date.now() > until) throw new Error(`The site on port ${port} was not ready within ${timeoutMs} ms`);
      await sleep(100);
    }
  };
  const site: Site = { url, origin: url, port, process: server, log: () => server.output, ready, stop };
  const deadline = Date.now() + startTimeoutMs;
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

/** Environment variables and Node flags to run the server with. */
export type Runtime = { env: Record<string, string>; flags: string[] };

/** A runtime's settings as a start command writes them: its variables (`NAME=value`), then its flags. */
export function runtimeSettings({ env, flags }: Runtime): string[] {
  return [...Object.entries(env).map(([name, value]) => `${name}=${value}`), ...flags];
}

/**
 * The environment variables and Node flags `pnpm start` runs the server with (apps/web/package.json: `NAME=value
 * ... node --flag ... server.ts`), so the site runs as deployed.
 */
export function startCommand(): Runtime {
  const manifest = JSON.parse(readFileSync(join(repo, "apps/web/package.json"), "utf8"));
  const words = String(manifest.scripts.start).split(/\s+/);
  const node = words.indexOf("node");
  const assignments = words.slice(0, Math.max(node, 0)).map((word) => word.split("="));
  return {
    env: Object.fromEntries(assignments.map(([name, ...value]) => [name as string, value.join("=")])),
    flags: words.slice(node + 1).filter((word) => word.startsWith("--")),
  };
}

/** Applies the committed migrations to `databaseUrl` (`pnpm db:migrate`'s command), or throws with its output. */
export async function migrateDatabase(databaseUrl: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await runChild("migrate", process.execPath, ["src/migrate-cli.ts"], {
    cwd: join(repo, "packages/db"),
    env: { ...env, DATABASE_URL: databaseUrl },
    timeoutMs: 60_000,
  });
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

/** Requests every page until the page cache answers it (the same ETag on the second and third request). */
export async function warmPageCache(origin: string, pages: string[]): Promise<void> {
  for (const page of pages) {
    const etags: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(`${origin}${page}`, { headers: { "Accept-Encoding": "gzip, br" } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
      etags.push(response.headers.get("etag") ?? "");
    }
    if (!etags[0] || etags[1] !== etags[2]) {
      throw new Error(`${page} is not served from the page cache (ETags ${etags.join(", ") || "missing"})`);
    }
  }
}
