// The cluster drill's deployment, on 127.0.0.1: three web processes of the built site sharing one throwaway
// PostgreSQL database (reached through a TCP proxy the drill can cut), the Content Lake stand-in as their live
// content source (it delivers the signed publish webhook to the load balancer, as Sanity would), an SMTP
// catcher, HAProxy running the repository's deploy/haproxy.cfg, with the addresses given through its
// environment variables and a small generated file adding a stats page the drill reads, and Varnish in front of
// HAProxy running deploy/varnish.vcl (lib/varnish.ts), which the processes purge after a publish.
import { join } from "node:path";
import { type Child, runChild } from "../../lib/processes.ts";
import { repo, type Site, startSite } from "../../lib/site.ts";
import { startContentLakeOn } from "../lib/content-lake.ts";
import { startHaproxy } from "../lib/haproxy.ts";
import { createDatabase, type Database } from "../lib/postgres.ts";
import { type CountingSmtp, startCountingSmtp } from "../lib/smtp.ts";
import { startTcpProxy, type TcpProxy } from "../lib/tcp-proxy.ts";
import { startVarnish, type Varnish } from "../lib/varnish.ts";

export const PORTS = {
  pgProxy: 4201,
  lake: 4202,
  smtp: 4203,
  web: [4211, 4212, 4213],
  lb: 4290,
  stats: 4291,
  varnish: 4292,
};
export const LB = `http://127.0.0.1:${PORTS.lb}`;
export const SECRET = "cluster-drill-webhook-secret";
/** Longer than HAProxy's check interval × fall count in deploy/haproxy.cfg (1 s × 2). */
export const DRAIN_SECONDS = 3;

export type Web = { name: string; port: number; url: string; site: Site };

export type Cluster = {
  db: Database;
  pgProxy: TcpProxy;
  smtp: CountingSmtp;
  lake: Awaited<ReturnType<typeof startContentLakeOn>>;
  webs: Web[];
  haproxy: Child;
  /** Varnish in front of HAProxy; `startVarnish` replaces it after it was stopped. */
  varnish: Varnish;
  startVarnish(): Promise<Varnish>;
  /** Starts web process `index` again on its port (after it stopped or was killed) and waits until it is ready. */
  restart(index: number): Promise<Web>;
  /** HAProxy's view of each server: "UP", "DOWN", "UP 1/2"… */
  states(): Promise<Record<string, string>>;
  waitForState(name: string, state: "UP" | "DOWN", timeoutMs: number): Promise<boolean>;
};

export async function startCluster(): Promise<Cluster> {
  const db = await createDatabase();
  await runChild("migrate", process.execPath, ["src/migrate-cli.ts"], {
    cwd: join(repo, "packages/db"),
    env: { ...process.env, DATABASE_URL: db.url },
    timeoutMs: 60_000,
  });
  const target = new URL(db.url);
  const pgProxy = await startTcpProxy(PORTS.pgProxy, { host: target.hostname, port: Number(target.port || 5432) });
  const viaProxy = new URL(db.url);
  viaProxy.port = String(PORTS.pgProxy);
  const smtp = await startCountingSmtp(PORTS.smtp);
  const lake = await startContentLakeOn(PORTS.lake);
  lake.sendWebhooksTo({ url: `${LB}/api/sanity-webhook`, secret: SECRET });

  const env: Record<string, string> = {
    DATABASE_URL: viaProxy.toString(),
    SITE_ORIGIN: LB,
    TRUST_PROXY_HOPS: "1",
    // Only publishes change content during the drill, never an expiry.
    CONTENT_CACHE_TTL_SECONDS: "3600",
    SANITY_PROJECT_ID: lake.projectId,
    SANITY_DATASET: lake.dataset,
    SANITY_API_HOST: lake.origin,
    SANITY_IMAGE_ORIGIN: lake.origin,
    SANITY_WEBHOOK_SECRET: SECRET,
    CDN_PURGE_URL: `http://127.0.0.1:${PORTS.varnish}/`,
    SMTP_URL: smtp.url,
    NEWSLETTER_SENDER: "on",
    // Every address of the drill is at example.es: the per-domain cap would refuse most of them.
    NEWSLETTER_MAILS_PER_DOMAIN_HOUR: "100000",
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    LOG_LEVEL: "warn",
  };
  const startWeb = async (index: number): Promise<Web> => {
    const port = PORTS.web[index] ?? 0;
    const site = await startSite(port, env, { migrate: false });
    return { name: `web${index + 1}`, port, url: site.url, site };
  };
  const webs = await Promise.all(PORTS.web.map((_, index) => startWeb(index)));

  // HAProxy runs the deployment's configuration; its stats page is the drill's only addition (lib/haproxy.ts).
  const lb = startHaproxy(
    PORTS.lb,
    PORTS.web.map((port) => `127.0.0.1:${port}`) as [string, string, string],
    PORTS.stats,
  );
  for (const web of webs) {
    if (!(await lb.waitForState(web.name, "UP", 20_000))) {
      throw new Error(`HAProxy never saw ${web.name} UP:\n${lb.child.output.slice(-20).join("\n")}`);
    }
  }
  const frontOfHaproxy = () => startVarnish(PORTS.varnish, { host: "127.0.0.1", port: PORTS.lb });
  const cluster: Cluster = {
    db,
    pgProxy,
    smtp,
    lake,
    webs,
    haproxy: lb.child,
    varnish: await frontOfHaproxy(),
    async startVarnish() {
      cluster.varnish = await frontOfHaproxy();
      return cluster.varnish;
    },
    async restart(index) {
      const web = await startWeb(index);
      webs[index] = web;
      return web;
    },
    states: lb.states,
    waitForState: lb.waitForState,
  };
  return cluster;
}
