// (e) Sign-ups of one mail domain against sign-ups of distinct domains, through the load balancer to the three
// processes on PostgreSQL: 200 of each (60 in the quick form), 20 at a time, every one from its own client address (and /24), in the
// order distinct, same, same, distinct so that a drift of the machine's load weighs on both alike. Real sign-ups
// mostly share a few domains (gmail.com, hotmail.com), so one domain must cost no more than many: no failure, every
// e-mail sent exactly once, and (a timing, so should hold) at most 1.5× the time.
import { loadavg } from "node:os";
import { sleep } from "../../lib/processes.ts";
import { type Checks, ms, percentile, Tally } from "../../lib/report.ts";
import { inParallel } from "../hostile/abuse.ts";
import { type DrillMode, sized } from "../lib/mode.ts";
import type { Row } from "./restart-publish.ts";
import type { Cluster } from "./setup.ts";
import { accepted, clientAddress, signup } from "./traffic.ts";

const CONCURRENCY = 20;
/** The worst ratio of same-domain to distinct-domain time that holds. */
const MAX_RATIO = 1.5;

type Round = { kind: "same" | "distinct"; seconds: number; latencies: number[]; statuses: Tally; emails: string[] };

export async function signupsByDomain(cluster: Cluster, checks: Checks, mode: DrillMode): Promise<Row[]> {
  const COUNT = sized(mode, { quick: 60, full: 200 });
  const run = Date.now().toString(36);
  const load = loadavg()[0] ?? 0;
  const rounds: Round[] = [];
  for (const [index, kind] of (["distinct", "same", "same", "distinct"] as const).entries()) {
    const emails = Array.from({ length: COUNT }, (_, n) =>
      kind === "same" ? `dominio-${run}-${index}-${n}@mismo-${run}.es` : `dominio-${run}-${index}-${n}@d${n}-${run}.es`,
    );
    const latencies: number[] = [];
    const statuses = new Tally();
    const started = performance.now();
    const answers = await inParallel(emails, CONCURRENCY, async (email) => {
      // A client address per sign-up (phases 6-9: the other phases' addresses keep their own limits).
      const response = await signup(email, clientAddress(6 + index, emails.indexOf(email)));
      latencies.push(response.ms);
      statuses.add(accepted(response) ? "accepted" : response.status);
      return accepted(response) ? email : undefined;
    });
    const seconds = (performance.now() - started) / 1000;
    rounds.push({ kind, seconds, latencies, statuses, emails: answers.filter((email) => email !== undefined) });
  }

  const unsent = () =>
    cluster.db.count(
      `SELECT count(*) FROM newsletter_outbox WHERE sent_at IS NULL AND to_address LIKE 'dominio-${run}-%'`,
    );
  for (const started = Date.now(); (await unsent()) > 0 && Date.now() - started < 90_000; ) await sleep(500);
  await sleep(1_000); // a second delivery of anything would show by now
  const received = new Tally();
  for (const recipient of cluster.smtp.recipients) if (recipient.startsWith(`dominio-${run}-`)) received.add(recipient);

  const of = (kind: Round["kind"]) => rounds.filter((round) => round.kind === kind);
  const seconds = (kind: Round["kind"]) => of(kind).reduce((sum, round) => sum + round.seconds, 0);
  const ratio = seconds("same") / seconds("distinct");
  const sent = COUNT * rounds.length;
  const acceptedEmails = rounds.flatMap((round) => round.emails);
  const failures = sent - acceptedEmails.length;
  const sentOnce = acceptedEmails.filter((email) => received.get(email) === 1).length;
  const duplicates = [...received.counts.values()].filter((times) => times > 1).length;
  const describe = (kind: Round["kind"]) => {
    const latencies = of(kind).flatMap((round) => round.latencies);
    return (
      `${of(kind)
        .map((round) => `${round.seconds.toFixed(1)} s`)
        .join(" + ")} = ${seconds(kind).toFixed(1)} s; ` +
      `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}; ` +
      `answers ${of(kind)
        .map((round) => round.statuses.toString())
        .join(" / ")}`
    );
  };
  checks.should(
    `(e) ${COUNT} sign-ups of one domain take at most ${MAX_RATIO}× the time of ${COUNT} on distinct domains`,
    ratio <= MAX_RATIO,
    `${ratio.toFixed(2)}× (${seconds("same").toFixed(1)} s against ${seconds("distinct").toFixed(1)} s, 2 rounds each; load ${load.toFixed(1)})`,
  );
  checks.must(
    "(e) those sign-ups: none failed, every e-mail sent exactly once",
    failures === 0 && sentOnce === sent && duplicates === 0,
    `${failures} of ${sent} failed; ${sentOnce} e-mailed exactly once; ${duplicates} sent twice`,
  );
  return [
    [`(e) ${COUNT} sign-ups on distinct domains, ${CONCURRENCY} at a time, ×2`, describe("distinct")],
    [`(e) ${COUNT} sign-ups on one domain, ${CONCURRENCY} at a time, ×2`, describe("same")],
    [
      "(e) one domain ÷ distinct domains",
      `${ratio.toFixed(2)}× (load average ${load.toFixed(1)} at the start); ${failures} failed; ` +
        `${sentOnce} of ${sent} e-mailed exactly once, ${duplicates} twice`,
    ],
  ];
}
