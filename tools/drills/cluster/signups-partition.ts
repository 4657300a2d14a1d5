// (c) 300 sign-ups (120 in the quick form) spread over the processes by the load balancer while one process is
// killed with SIGKILL (and started again, as a process manager would): every accepted sign-up stored once, every
// e-mail sent exactly once, none later than 60 s. (d) A 10 s partition (5 s in the quick form) between the
// processes and PostgreSQL (the drill's TCP proxy refuses and cuts every connection; the shared server is never
// touched): pages, clicks and sign-ups meanwhile.

import { sleep } from "../../lib/processes.ts";
import { type Checks, ms, percentile, Tally } from "../../lib/report.ts";
import { inParallel } from "../hostile/abuse.ts";
import { type DrillMode, sized } from "../lib/mode.ts";
import type { RawResponse } from "../lib/raw-http.ts";
import type { Row } from "./restart-publish.ts";
import type { Cluster } from "./setup.ts";
import { accepted, click, clientAddress, signup } from "./traffic.ts";

const run = Date.now().toString(36);

export async function signupsWithKill(cluster: Cluster, checks: Checks, mode: DrillMode): Promise<Row[]> {
  const count = sized(mode, { quick: 120, full: 300 });
  const killAt = count / 3;
  const victim = 1;
  const emails = Array.from({ length: count }, (_, n) => `cluster-${run}-${n}@example.es`);
  const statuses = new Tally();
  let restarted: Promise<unknown> = Promise.resolve();
  const answers = await inParallel(emails, 10, async (email) => {
    const n = emails.indexOf(email);
    if (n === killAt) {
      const killed = cluster.webs[victim];
      killed?.site.process.child.kill("SIGKILL");
      restarted = (async () => {
        await killed?.site.process.exited;
        await cluster.restart(victim);
      })();
    }
    const response: RawResponse = await signup(email, clientAddress(3, n));
    statuses.add(response.status);
    return { email, ok: accepted(response) };
  });
  await restarted;
  const acceptedEmails = answers.filter((answer) => answer.ok).map((answer) => answer.email);

  const unsent = () => cluster.db.count(`SELECT count(*) FROM newsletter_outbox WHERE sent_at IS NULL`);
  const waitStarted = performance.now();
  while ((await unsent()) > 0 && performance.now() - waitStarted < 90_000) await sleep(500);
  const left = await unsent();

  const rows = await cluster.db.query<{ email: string; n: unknown }>(
    `SELECT email, count(*) AS n FROM newsletter_subscribers WHERE email LIKE 'cluster-${run}-%' GROUP BY email`,
  );
  const stored = new Map(rows.map((row) => [row.email, Number(row.n)]));
  const storedOnce = acceptedEmails.filter((email) => stored.get(email) === 1).length;
  const received = new Tally();
  for (const recipient of cluster.smtp.recipients) if (recipient.startsWith(`cluster-${run}-`)) received.add(recipient);
  const sentOnce = acceptedEmails.filter((email) => received.get(email) === 1).length;
  const duplicates = [...received.counts.values()].filter((times) => times > 1).length;
  const [delay] = await cluster.db.query<{ worst: unknown; late: unknown }>(
    `SELECT coalesce(max(extract(epoch FROM sent_at - created_at)), 0) AS worst,
            count(*) FILTER (WHERE sent_at - created_at > interval '10 seconds') AS late
     FROM newsletter_outbox WHERE to_address LIKE 'cluster-${run}-%'`,
  );
  const worst = Number(delay?.worst ?? Number.NaN);
  const ok =
    storedOnce === acceptedEmails.length &&
    sentOnce === acceptedEmails.length &&
    duplicates === 0 &&
    left === 0 &&
    worst <= 60;
  checks.must(
    `(c) ${count} sign-ups while one process is killed (SIGKILL): accepted ones stored once and e-mailed exactly once, none after 60 s`,
    ok,
    `accepted ${acceptedEmails.length}, stored once ${storedOnce}, e-mailed once ${sentOnce}, duplicates ${duplicates}, ` +
      `unsent ${left}, slowest e-mail ${worst.toFixed(1)} s`,
  );
  return [
    [
      `(c) ${count} sign-ups, web2 killed after ${killAt}`,
      `answers ${statuses.toString()}; accepted ${acceptedEmails.length}; stored once ${storedOnce}; ` +
        `e-mailed exactly once ${sentOnce}; duplicates ${duplicates}; unsent ${left}; ` +
        `slowest e-mail ${worst.toFixed(1)} s after its sign-up (${Number(delay?.late ?? 0)} took over 10 s: ` +
        "the killed process's leases)",
    ],
  ];
}

type Phase = "before" | "during" | "after";

export async function partition(cluster: Cluster, checks: Checks, mode: DrillMode): Promise<Row[]> {
  const seconds = sized(mode, { quick: 5, full: 10 });
  const totalClicks = () =>
    cluster.db.count(`SELECT coalesce(sum(count), 0) FROM outbound_clicks WHERE casino_slug = 'bet365'`);
  const clicksBefore = await totalClicks();
  let phase: Phase = "before";
  let running = true;
  const pages = { before: new Tally(), during: new Tally(), after: new Tally() };
  const clicks = new Tally();
  const clickMs: number[] = [];
  const signups: Record<Phase, { ms: number[]; statuses: Tally }> = {
    before: { ms: [], statuses: new Tally() },
    during: { ms: [], statuses: new Tally() },
    after: { ms: [], statuses: new Tally() },
  };
  let clickNumber = 0;
  let signupNumber = 0;
  const loops = [
    (async () => {
      for (let i = 0; running; i++) {
        const at = phase;
        const path = i % 2 === 0 ? "/" : "/bet365";
        const status = await fetch(`http://127.0.0.1:4290${path}`, { signal: AbortSignal.timeout(10_000) })
          .then(async (response) => {
            await response.arrayBuffer();
            return response.status;
          })
          .catch(() => "error");
        pages[at].add(status);
        await sleep(100);
      }
    })(),
    (async () => {
      while (running) {
        const response = await click(clientAddress(4, clickNumber++));
        clicks.add(response.status);
        clickMs.push(response.ms);
        await sleep(150);
      }
    })(),
    (async () => {
      while (running) {
        const at = phase;
        const response = await signup(`particion-${run}-${signupNumber}@example.es`, clientAddress(5, signupNumber++));
        signups[at].ms.push(response.ms);
        signups[at].statuses.add(response.status);
        await sleep(300);
      }
    })(),
  ];
  await sleep(sized(mode, { quick: 3_000, full: 5_000 }));
  phase = "during";
  await cluster.pgProxy.stop();
  await sleep(seconds * 1_000);
  await cluster.pgProxy.start();
  phase = "after";
  await sleep(sized(mode, { quick: 4_000, full: 6_000 }));
  running = false;
  await Promise.all(loops);

  const redirected = clicks.get(302);
  let counted = (await totalClicks()) - clicksBefore;
  for (const deadline = Date.now() + 30_000; counted < redirected && Date.now() < deadline; await sleep(500)) {
    counted = (await totalClicks()) - clicksBefore;
  }
  const lost = redirected - counted;
  const during = signups.during;
  const p99 = percentile(during.ms, 99);
  const pagesOk = (["before", "during", "after"] as const).every((at) => pages[at].get(200) === pages[at].total);
  checks.must(
    `(d) ${seconds} s database partition: pages answer 200`,
    pagesOk,
    `before ${pages.before}, during ${pages.during}, after ${pages.after}`,
  );
  // A batch that committed while the partition cut its answer is written again (clicks.server.ts): at least once,
  // so a click may count twice; none may be lost.
  checks.must(
    `(d) ${seconds} s database partition: clicks lost`,
    lost <= 0,
    `${Math.max(lost, 0)} of ${redirected} (counted ${counted})`,
  );
  checks.should(
    `(d) ${seconds} s database partition: clicks counted twice`,
    lost === 0,
    `${Math.max(-lost, 0)} of ${redirected}`,
  );
  const unanswered = ["hang", "no answer"].reduce((sum, status) => sum + during.statuses.get(status), 0);
  checks.must(
    `(d) ${seconds} s database partition: every sign-up during it answered`,
    unanswered === 0 && during.statuses.total > 0,
    `${unanswered} of ${during.statuses.total} without an answer (${during.statuses})`,
  );
  checks.should(
    `(d) ${seconds} s database partition: every sign-up during it told in Spanish to try again (503), none a 500`,
    during.statuses.get(500) === 0,
    `${during.statuses}`,
  );
  checks.should(
    `(d) ${seconds} s database partition: sign-up p99 during it within 4 s`,
    p99 <= 4_000,
    `${ms(p99)} (${during.statuses})`,
  );
  return [
    ["(d) Pages (/ and /bet365)", `before ${pages.before}; during ${pages.during}; after ${pages.after}`],
    [
      "(d) Clicks on /ir/bet365",
      `${clicks.toString()}, slowest redirect ${ms(Math.max(...clickMs))}; counted ${counted} of ${redirected}, lost ${Math.max(lost, 0)}, counted twice ${Math.max(-lost, 0)}`,
    ],
    [
      "(d) Sign-ups",
      (["before", "during", "after"] as const)
        .map(
          (at) =>
            `${at}: ${signups[at].statuses} p50 ${ms(percentile(signups[at].ms, 50))} p99 ${ms(percentile(signups[at].ms, 99))}`,
        )
        .join("; "),
    ],
  ];
}
