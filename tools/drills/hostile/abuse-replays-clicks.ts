// Abuse of the webhook, the client address and the click counter, each case counted: a captured webhook delivery
// replayed to this process and to a second one on the same database, a signature dated in the future, sign-ups
// with a forged X-Forwarded-For from a client that is no proxy, and 1,000 clicks from one client.
import { encodeSignatureHeader } from "@sanity/webhook";
import { sleep } from "../../lib/processes.ts";
import { Tally } from "../../lib/report.ts";
import type { Site } from "../../lib/site.ts";
import type { Database } from "../lib/postgres.ts";
import { rawRequest } from "../lib/raw-http.ts";
import { type AbuseOutcome, inParallel, run, signup } from "./abuse.ts";
import { SECRET } from "./cases.ts";

export const INVALIDATED = "Content cache invalidated by the Sanity webhook";

const invalidations = (site: Site) => site.log().filter((line) => line.includes(INVALIDATED)).length;

function webhook(site: Site, body: string, signature: string) {
  return fetch(`${site.url}/api/sanity-webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "sanity-webhook-signature": signature },
    body,
  });
}

/** One delivery, then 50 replays of it (to both processes, in a row and at once), then a future-dated one. */
export async function replays(site: Site, other: Site): Promise<AbuseOutcome[]> {
  const body = JSON.stringify({ _id: "casino-bet365", _type: "casino", _rev: `drill-${run}` });
  const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
  const before = invalidations(site) + invalidations(other);
  const first = await webhook(site, body, signature);
  await sleep(200);
  const applied = invalidations(site) + invalidations(other) - before;

  const statuses = new Tally();
  const replay = async (target: Site) => {
    const response = await webhook(target, body, signature);
    statuses.add(response.status);
    await response.arrayBuffer();
  };
  for (let i = 0; i < 10; i++) await replay(site);
  await inParallel(
    Array.from({ length: 20 }, () => site),
    20,
    replay,
  );
  await inParallel(
    Array.from({ length: 20 }, () => other),
    20,
    replay,
  );
  const futureBody = JSON.stringify({ _id: "casino-bet365", _type: "casino", _rev: `drill-future-${run}` });
  const future = await webhook(
    site,
    futureBody,
    await encodeSignatureHeader(futureBody, Date.now() + 9 * 60_000, SECRET),
  );
  await sleep(300);
  const replayed = invalidations(site) + invalidations(other) - before - applied;
  return [
    {
      name: "A signed webhook delivery replayed 50 times (30 to this process, 20 to a second one on the database): replays applied",
      counted: `${replayed} (first delivery ${first.status}, applied ${applied}; replays answered ${statuses})`,
      expected: "0, the first applied once",
      ok: replayed === 0 && applied === 1 && first.status === 200,
      must: true,
    },
    {
      name: "A delivery signed 9 minutes in the future",
      counted: `${future.status}`,
      expected: "401, nothing applied",
      ok: future.status === 401 && replayed === 0,
      must: true,
    },
  ];
}

/**
 * `site` runs behind "one proxy" (TRUST_PROXY_HOPS=1) whose range excludes loopback: a client connecting
 * directly from 127.0.7.1 sends 12 sign-ups, each claiming another address in X-Forwarded-For.
 */
export async function forgedForwardedFor(site: Site, db: Database, must: boolean): Promise<AbuseOutcome[]> {
  const statuses = new Tally();
  for (let i = 1; i <= 12; i++) {
    const response = await signup(site, `reenvio-${run}-${i}@example.es`, {
      from: "127.0.7.1",
      headers: [["X-Forwarded-For", `203.0.113.${i}`]],
    });
    statuses.add(response.status);
  }
  const rows = await db.query<{ ip: unknown }>(
    `SELECT ip_address AS ip FROM newsletter_subscribers WHERE email LIKE 'reenvio-${run}-%'`,
  );
  const forged = rows.filter((row) => String(row.ip).startsWith("203.0.113.")).length;
  return [
    {
      name: "12 sign-ups from one client that is no proxy, each with a forged X-Forwarded-For (TRUST_PROXY_HOPS=1)",
      counted: `${rows.length} accepted, ${forged} stored with a forged address (answers ${statuses})`,
      expected: "<= 5 accepted (the per-client limit), 0 forged addresses",
      ok: rows.length <= 5 && forged === 0,
      must,
    },
  ];
}

/** 1,000 clicks on /ir/bet365 from one client, 20 at a time. */
export async function clickFlood(site: Site, db: Database, must: boolean): Promise<AbuseOutcome[]> {
  const total = () => db.count(`SELECT coalesce(sum(count), 0) FROM outbound_clicks WHERE casino_slug = 'bet365'`);
  const before = await total();
  const statuses = new Tally();
  const started = performance.now();
  await inParallel(Array.from({ length: 1_000 }), 20, async () => {
    const response = await rawRequest(site.port, {
      method: "GET",
      path: "/ir/bet365",
      localAddress: "127.0.8.1",
      headers: [["User-Agent", "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0"]],
    });
    statuses.add(response.status);
  });
  const seconds = (performance.now() - started) / 1000;
  // Clicks may be written in batches: wait until the count stops moving.
  let counted = (await total()) - before;
  for (let stable = 0, deadline = Date.now() + 15_000; stable < 4 && Date.now() < deadline; ) {
    await sleep(500);
    const now = (await total()) - before;
    stable = now === counted ? stable + 1 : 0;
    counted = now;
  }
  return [
    {
      name: "1,000 clicks on /ir/bet365 from one client: clicks counted",
      counted: `${counted} (answers ${statuses}, ${(1_000 / seconds).toFixed(0)} redirects/s)`,
      expected: "1",
      ok: counted === 1,
      must,
    },
  ];
}
