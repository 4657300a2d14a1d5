// The hostile drill's abuse cases run one after the other against the drill's site and database, each counting
// what it caused. A case that cannot run counts as a failed must-hold figure.

import { type Site, startSite } from "../../lib/site.ts";
import type { Database } from "../lib/postgres.ts";
import type { AbuseOutcome } from "./abuse.ts";
import { httpHygiene } from "./abuse-http.ts";
import { erasure, forgedHost, mailboxFlood, optOutKept } from "./abuse-newsletter.ts";
import { clickFlood, forgedForwardedFor, replays } from "./abuse-replays-clicks.ts";
import { SECRET, SITE_PORT } from "./cases.ts";

/** A second web process on the same database, and a site on SQLite for the erasure case. */
const OTHER_PORT = SITE_PORT + 1;
const ERASE_PORT = SITE_PORT + 2;

/**
 * A second process on the same database stands behind "one proxy" whose range excludes loopback, so the drill's
 * direct connections are clients, not proxies. Every case must hold, and a case that cannot run fails the drill
 * too (the click case follows the flag given to it).
 */
export async function runAbuseCases(site: Site, db: Database): Promise<AbuseOutcome[]> {
  const abuse: AbuseOutcome[] = [];
  const attempt = async (name: string, work: () => Promise<AbuseOutcome[]>) => {
    try {
      abuse.push(...(await work()));
    } catch (error) {
      const detail = error instanceof Error ? error.message.split("\n")[0] : String(error);
      abuse.push({ name, counted: `could not run: ${detail}`, expected: "–", ok: false, must: true });
    }
  };
  await attempt("HTTP/1.0, no Host, slow body, log lines", () => httpHygiene(site));
  await attempt("Forged Host", () => forgedHost(site, db));
  await attempt("Mailbox flood", () => mailboxFlood(site, db));
  await attempt("Opt-out kept", () => optOutKept(site, db));
  let other: Site | undefined;
  await attempt("Second process on the database", async () => {
    other = await startSite(OTHER_PORT, {
      DATABASE_URL: db.url,
      SANITY_WEBHOOK_SECRET: SECRET,
      TRUST_PROXY_HOPS: "1",
      TRUSTED_PROXY_RANGES: "10.0.0.0/8",
    });
    return [];
  });
  if (other) {
    const second = other;
    await attempt("Replays", () => replays(site, second));
    await attempt("Forged X-Forwarded-For", () => forgedForwardedFor(second, db, true));
    await second.stop();
  }
  await attempt("Click flood", () => clickFlood(site, db, true));
  await attempt("Erasure", () => erasure(ERASE_PORT));
  return abuse;
}
