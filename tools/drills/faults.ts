// Faults drill: the site on PostgreSQL through a TCP proxy, its content from the stand-in Content Lake and its
// mail to a local SMTP server. While visitors keep requesting pages and signing up, the drill takes each
// dependency away in turn and brings it back, each for 10 s (5 s in the quick form: lib/mode.ts):
//   1. the database (the proxy cuts every connection and refuses new ones), then back;
//   2. the Content Lake (closed), then a new one on the same port;
//   3. the SMTP server (stopped), then back.
// Pages must keep answering 200; every sign-up must succeed or get the generic error (500, 'Hubo un problema al
// suscribirte…'), never hang past 10 s; the process must not crash. Afterwards nothing may be half-written
// (every pending subscriber has exactly one outbox message, no message lacks its subscriber) and the mail queued
// while SMTP was down must be delivered once it is back (bounded wait; the sender retries after 5 s, doubling).
//
// Sign-ups carry X-Forwarded-For (TRUST_PROXY_HOPS=1) with a new address each, as many visitors would: the rate
// limit (5 a minute per address, not configurable) would otherwise refuse nearly all of them (see load.ts).
import { defaultLeaseMs } from "@casinolupa/db";
import { onCleanup, sleep } from "../lib/processes.ts";
import type { DrillReport } from "../lib/report.ts";
import { startSite } from "../lib/site.ts";
import { PAGES, REQUEST_TIMEOUT_MS, type Sample, Traffic } from "./faults/traffic.ts";
import { faultsVerdict } from "./faults/verdict.ts";
import { startRestartableLake } from "./lib/content-lake.ts";
import { type DrillMode, sized } from "./lib/mode.ts";
import { createDatabase } from "./lib/postgres.ts";
import { startCountingSmtp } from "./lib/smtp.ts";
import { startTcpProxy } from "./lib/tcp-proxy.ts";

const SITE_PORT = 3520;
const SMTP_PORT = 3521;
const PROXY_PORT = 3522;
const LAKE_PORT = 3523;
const COLD_SITE_PORT = 3524;
/** How long the outbox may take to deliver the mail queued while SMTP was down, once it is back. */
const DELIVERY_TIMEOUT_MS = 60_000;
/** The outbox sender's lease on the messages it claims, renewed while it sends (packages/newsletter/src/outbox-sender.ts). */
const LEASE_MS = defaultLeaseMs;

export async function faultsDrill(mode: DrillMode): Promise<DrillReport> {
  const HOLD_MS = Number(process.env.DRILL_FAULT_HOLD_MS ?? sized(mode, { quick: 5_000, full: 10_000 }));
  const started = Date.now();
  const db = await createDatabase();
  const proxy = await startTcpProxy(PROXY_PORT, { host: "127.0.0.1", port: Number(new URL(db.url).port || 5432) });
  const viaProxy = new URL(db.url);
  viaProxy.host = `127.0.0.1:${PROXY_PORT}`;
  const smtp = await startCountingSmtp(SMTP_PORT);
  const lake = await startRestartableLake(LAKE_PORT);
  const site = await startSite(SITE_PORT, {
    DATABASE_URL: viaProxy.toString(),
    SMTP_URL: smtp.url,
    NEWSLETTER_SENDER: "on",
    TRUST_PROXY_HOPS: "1",
    // Every sign-up here goes to example.es: this drill is about delivery, the hostile drill about the caps.
    NEWSLETTER_MAILS_PER_DOMAIN_HOUR: "1000000",
    NEWSLETTER_SIGNUPS_PER_CLIENT_HOUR: "1000000",
    SANITY_PROJECT_ID: lake.projectId,
    SANITY_DATASET: lake.dataset,
    SANITY_API_HOST: lake.origin,
    SANITY_IMAGE_ORIGIN: lake.origin,
    // Short, so pages are rendered again and content read again from the source while it is down.
    CONTENT_CACHE_TTL_SECONDS: "2",
  });

  const traffic = new Traffic(site);
  onCleanup(async () => traffic.halt());

  try {
    const home = await (await fetch(`${site.url}/`)).text();
    const image = /src="(\/content-images\/[^"?]+)/.exec(home)?.[1] ?? "/content-images/missing.svg";
    // A page nobody requests before the Content Lake goes down: it has no "last good content".
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const candidates = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? "/");
    // The sitemap lists the casino reviews together: the one after /bet365 is a review nobody has requested yet.
    const unvisitedPath =
      candidates[candidates.indexOf("/bet365") + 1] ?? candidates.find((path) => !PAGES.includes(path));

    traffic.start(image);

    // 1. The database.
    await sleep(HOLD_MS / 2);
    await proxy.stop();
    traffic.enter("database down");
    await sleep(HOLD_MS);
    await proxy.start();
    traffic.enter("database back");
    await sleep(HOLD_MS);

    // 2. The Content Lake.
    await lake.stop();
    traffic.enter("Content Lake down");
    await sleep(HOLD_MS / 2);
    let unvisited: Sample | undefined;
    if (unvisitedPath)
      unvisited = await traffic.timed(
        `GET ${unvisitedPath} (first request, during the outage)`,
        traffic.get(unvisitedPath),
        (r) => (r.status === 200 ? "ok" : "failed"),
      );
    await sleep(HOLD_MS / 2);
    await lake.start();
    traffic.enter("Content Lake back");
    await sleep(HOLD_MS / 2);

    // 3. The SMTP server.
    await smtp.stop();
    traffic.enter("SMTP down");
    const receivedBeforeOutage = smtp.received;
    await sleep(HOLD_MS);
    const queuedWhileSmtpDown = await db.count("SELECT count(*) FROM newsletter_outbox WHERE sent_at IS NULL");
    await smtp.start();
    traffic.enter("SMTP back");
    const smtpBack = Date.now();
    await sleep(HOLD_MS / 2);
    await traffic.stop();

    // Delivery of everything queued, with a bounded wait. Messages still leased by a round that began (or last
    // renewed its lease) before SMTP came back wait for that lease, so the wait ends early for them.
    const smtpDownEmails = traffic.signedUp
      .filter((s) => s.phase === "SMTP down" && s.outcome === "subscribed")
      .map((s) => s.email);
    while (Date.now() - smtpBack < DELIVERY_TIMEOUT_MS) {
      const waiting = await db.query<{ locked_until: unknown }>(
        "SELECT locked_until FROM newsletter_outbox WHERE sent_at IS NULL",
      );
      const stranded = waiting.filter(
        (row) => row.locked_until && new Date(String(row.locked_until)).getTime() - LEASE_MS < smtpBack - 1_000,
      );
      const received = new Set(smtp.recipients);
      if (waiting.length === stranded.length && smtpDownEmails.every((email) => received.has(email))) break;
      await sleep(500);
    }
    const deliveredAfterSmtpBackMs = Date.now() - smtpBack;
    await sleep(1_000);
    const deliveredAfterOutage = smtp.received - receivedBeforeOutage;

    // A process started while the Content Lake is down (a deploy, a crash restart, a new instance) has no
    // content read before the outage to fall back on.
    await lake.stop();
    const cold = await startSite(COLD_SITE_PORT, {
      SANITY_PROJECT_ID: lake.projectId,
      SANITY_DATASET: lake.dataset,
      SANITY_API_HOST: lake.origin,
      SANITY_IMAGE_ORIGIN: lake.origin,
    });
    const coldAnswers: string[] = [];
    try {
      for (const path of ["/", "/bet365", "/healthz"]) {
        const response = await fetch(cold.url + path, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        await response.arrayBuffer();
        coldAnswers.push(`${path} → ${response.status}`);
      }
    } finally {
      await cold.stop();
    }

    const child = site.process.child;
    const verdict = await faultsVerdict(db, traffic, {
      holdMs: HOLD_MS,
      deliveryTimeoutMs: DELIVERY_TIMEOUT_MS,
      unvisited,
      queuedWhileSmtpDown,
      deliveredAfterOutage,
      deliveredAfterSmtpBackMs,
      smtpDownEmails,
      recipients: smtp.recipients,
      coldAnswers,
      proxyConnections: proxy.connections.total,
      siteExit: child.exitCode === null && child.signalCode === null ? null : (child.exitCode ?? child.signalCode),
    });
    return { ...verdict, seconds: (Date.now() - started) / 1000 };
  } finally {
    traffic.halt();
    await site.stop();
    await smtp.stop();
    await lake.stop();
    await proxy.stop();
    await db.drop();
  }
}
