// The faults drill's verdict: what the database holds after the outages, the tables per phase, and the checks
// that must hold (pages 200, sign-ups succeed or fail cleanly, nothing half-written, queued mail delivered) or
// should hold (reported as findings).

import { Checks, type DrillReport, ms, percentile, Tally, table } from "../../lib/report.ts";
import type { Database } from "../lib/postgres.ts";
import { PAGES, PHASES, REQUEST_TIMEOUT_MS, type Sample, type Traffic } from "./traffic.ts";

/** What the drill saw while it took each dependency away, beyond the traffic's own samples. */
export type Observed = {
  holdMs: number;
  deliveryTimeoutMs: number;
  /** The first request of a page nobody had requested before the Content Lake went down. */
  unvisited: Sample | undefined;
  queuedWhileSmtpDown: number;
  deliveredAfterOutage: number;
  deliveredAfterSmtpBackMs: number;
  /** The addresses that signed up successfully while SMTP was down. */
  smtpDownEmails: string[];
  /** Every recipient the SMTP server received, repeats included. */
  recipients: string[];
  /** "/path → status" from a second site process started while the Content Lake is down. */
  coldAnswers: string[];
  proxyConnections: number;
  /** null while the site process runs; its exit code or signal otherwise. */
  siteExit: number | string | null;
};

export async function faultsVerdict(
  db: Database,
  traffic: Traffic,
  observed: Observed,
): Promise<Omit<DrillReport, "seconds">> {
  const { samples, signedUp, logDuring } = traffic;
  const { holdMs, deliveryTimeoutMs, unvisited, queuedWhileSmtpDown, coldAnswers } = observed;

  // What is stored.
  const subscribers = await db.query<{ email: string; status: string; messages: unknown }>(
    `SELECT s.email, s.status, (SELECT count(*) FROM newsletter_outbox o WHERE o.subscriber_id = s.id) AS messages
     FROM newsletter_subscribers s`,
  );
  const orphans = await db.count(
    `SELECT count(*) FROM newsletter_outbox o
     WHERE o.subscriber_id IS NULL OR NOT EXISTS (SELECT 1 FROM newsletter_subscribers s WHERE s.id = o.subscriber_id)`,
  );
  const unsent = await db.count("SELECT count(*) FROM newsletter_outbox WHERE sent_at IS NULL");
  const lastErrors = await db.query<{ last_error: string }>(
    "SELECT DISTINCT last_error FROM newsletter_outbox WHERE last_error IS NOT NULL LIMIT 3",
  );
  const stuck = await db.query<Record<string, unknown>>(
    `SELECT o.to_address, o.attempts, o.created_at, o.next_attempt_at, o.locked_until, o.locked_by, o.last_error
     FROM newsletter_outbox o WHERE o.sent_at IS NULL ORDER BY o.created_at`,
  );
  const phaseOf = new Map(signedUp.map((s) => [s.email, s.phase]));
  const stuckSummary = new Tally();
  for (const row of stuck) {
    const leased = row.locked_until
      ? `leased until ${new Date(String(row.locked_until)).toISOString().slice(11, 19)}`
      : "not leased";
    stuckSummary.add(
      `signed up in "${phaseOf.get(String(row.to_address)) ?? "?"}", ${row.attempts} attempts, ${leased}${row.last_error ? `, last error ${String(row.last_error).slice(0, 60)}` : ""}`,
    );
  }
  const stored = new Map(subscribers.map((row) => [row.email, row]));
  const notOneMessage = subscribers.filter((row) => row.status === "pending" && Number(row.messages) !== 1);
  const received = new Set(observed.recipients);
  const duplicates = observed.recipients.length - received.size;
  const subscribedNotStored = signedUp.filter((s) => s.outcome === "subscribed" && !stored.has(s.email));
  const errorButStored = signedUp.filter((s) => s.outcome !== "subscribed" && stored.has(s.email));
  const storedNotReceived = [...stored.keys()].filter((email) => !received.has(email));
  const alive = observed.siteExit === null;

  // Per phase and path.
  const rows: (string | number)[][] = [];
  for (const at of PHASES) {
    const inPhase = samples.filter((sample) => sample.phase === at);
    // The six pages of the loop share a row; every other request has its own.
    const pagesRow = `GET ${PAGES.length} pages (${PAGES.join(", ")})`;
    const rowOf = (sample: Sample) => (PAGES.some((path) => sample.what === `GET ${path}`) ? pagesRow : sample.what);
    const whats = [...new Set(inPhase.map(rowOf))];
    for (const what of whats) {
      const these = inPhase.filter((sample) => rowOf(sample) === what);
      const statuses = new Tally();
      for (const sample of these)
        statuses.add(sample.what === "POST /newsletter" ? `${sample.status} ${sample.outcome}` : sample.status);
      rows.push([
        at,
        what,
        these.length,
        statuses.toString(),
        ms(
          percentile(
            these.map((s) => s.ms),
            50,
          ),
        ),
        ms(Math.max(...these.map((s) => s.ms))),
      ]);
    }
  }
  const byPhase = table(["Phase", "Request", "Count", "Answers", "p50", "max"], rows);

  const pageSamples = samples.filter((sample) => PAGES.some((path) => sample.what === `GET ${path}`));
  const badPages = pageSamples.filter((sample) => sample.status !== 200);
  const signupSamples = samples.filter((sample) => sample.what === "POST /newsletter");
  const badSignups = signupSamples.filter((sample) => sample.outcome === "failed");
  const slowest = Math.max(...samples.map((sample) => sample.ms));
  const recovered = (at: Sample["phase"]) => signedUp.some((s) => s.phase === at && s.outcome === "subscribed");
  const firstSuccessAfterDb = (() => {
    const back = signupSamples.filter((sample) => sample.phase === "database back");
    const index = back.findIndex((sample) => sample.outcome === "subscribed");
    return index < 0 ? "never" : `sign-up #${index + 1} of the phase`;
  })();
  const smtpDownSignups = signedUp.filter((s) => s.phase === "SMTP down");
  const lakeWarnings = (logDuring["Content Lake down"] ?? []).filter((line) =>
    line.includes("last good content"),
  ).length;
  const dbErrorsLogged = (logDuring["database down"] ?? []).filter((line) =>
    /sign-up failed|outbox round failed/.test(line),
  ).length;
  const sampleDbError = (logDuring["database down"] ?? []).find((line) => line.includes("sign-up failed")) ?? "–";
  const outboxLines = [
    ...new Set(
      [...(logDuring["database down"] ?? []), ...(logDuring["database back"] ?? [])]
        .filter((line) => /outbox|e-mail .* (failed|sent after)/.test(line))
        .map((line) => line.slice(0, 160)),
    ),
  ];
  const outboxRoundError = outboxLines.slice(0, 4).join(" ⏎ ") || "–";

  const summary = table(
    ["Figure", "Value"],
    [
      ["Fault held", `${holdMs / 1000} s each (database, Content Lake, SMTP)`],
      ["Requests made", samples.length],
      ["Page answers not 200 (any phase)", `${badPages.length} of ${pageSamples.length}`],
      [
        "Sign-ups: success / generic error / anything else",
        `${signupSamples.filter((s) => s.outcome === "subscribed").length} / ${signupSamples.filter((s) => s.outcome === "generic error").length} / ${badSignups.length}`,
      ],
      ["Slowest answer (any request)", ms(slowest)],
      ["First successful sign-up after the database came back", firstSuccessAfterDb],
      [
        "Server log during the database outage",
        `${dbErrorsLogged} sign-up/outbox errors, e.g. ${sampleDbError.slice(0, 160)}`,
      ],
      ["Outbox sender log during and after the database outage (distinct lines)", outboxRoundError],
      ["'last good content' warnings while the Content Lake was down", lakeWarnings],
      [
        `${unvisited?.what ?? "A page first requested during the Content Lake outage"}`,
        unvisited ? `${unvisited.status} (${ms(unvisited.ms)})` : "no candidate page in the sitemap",
      ],
      ["Outbox messages unsent at the end of the SMTP outage", queuedWhileSmtpDown],
      [
        "Delivered after SMTP came back",
        `${observed.deliveredAfterOutage} e-mails; outbox empty ${(observed.deliveredAfterSmtpBackMs / 1000).toFixed(1)} s after (limit ${deliveryTimeoutMs / 1000} s)`,
      ],
      [
        "Still unsent after the wait",
        `${stuck.length}${stuck.length ? `: ${stuckSummary.toString()} (now ${new Date().toISOString().slice(11, 19)})` : ""}`,
      ],
      ["Recorded delivery errors (examples)", lastErrors.map((row) => row.last_error.slice(0, 80)).join(" ⏎ ") || "–"],
      [
        "Subscribers stored / pending without exactly one outbox message / outbox messages without subscriber",
        `${subscribers.length} / ${notOneMessage.length} / ${orphans}`,
      ],
      [
        "Answered success but not stored / answered error but stored",
        `${subscribedNotStored.length} / ${errorButStored.length}`,
      ],
      [
        "Stored subscribers whose e-mail never arrived / delivered twice",
        `${storedNotReceived.length} / ${duplicates}`,
      ],
      ["Proxy connections to PostgreSQL (total)", observed.proxyConnections],
      ["A second site process started while the Content Lake is down", coldAnswers.join(", ")],
      ["Site process alive at the end", alive ? "yes" : `no (exit ${observed.siteExit})`],
    ],
  );

  const checks = new Checks();
  checks.must(
    "Every page answered 200 in every phase",
    badPages.length === 0,
    badPages.length === 0
      ? `${pageSamples.length} requests`
      : badPages
          .slice(0, 5)
          .map((s) => `${s.phase}: ${s.what} → ${s.status}`)
          .join("; "),
  );
  checks.must(
    "Every sign-up succeeded, or got the generic error (500) or the Spanish «try again» (503)",
    badSignups.length === 0,
    badSignups
      .slice(0, 5)
      .map((s) => `${s.phase}: ${s.status} ${s.outcome}`)
      .join("; ") || `${signupSamples.length} sign-ups`,
  );
  checks.must(
    `No request hung (all answered within ${REQUEST_TIMEOUT_MS / 1000} s)`,
    samples.every((s) => s.status !== "hang"),
    `slowest ${ms(slowest)}`,
  );
  checks.must("The site process did not crash", alive, alive ? "still running" : "exited");
  checks.must("Sign-ups work again after the database came back", recovered("database back"), firstSuccessAfterDb);
  checks.must(
    "Sign-ups succeed while SMTP is down (the outbox queues the e-mail)",
    smtpDownSignups.length > 0 && smtpDownSignups.every((s) => s.outcome === "subscribed"),
    `${smtpDownSignups.filter((s) => s.outcome === "subscribed").length} of ${smtpDownSignups.length} succeeded`,
  );
  checks.must(
    "Nothing half-written: each pending subscriber has exactly one outbox message",
    notOneMessage.length === 0,
    `${notOneMessage.length} of ${subscribers.length}`,
  );
  checks.must("Nothing half-written: no outbox message without its subscriber", orphans === 0, `${orphans}`);
  checks.must(
    "Every sign-up answered as a success is stored",
    subscribedNotStored.length === 0,
    `${subscribedNotStored.length} missing`,
  );
  const smtpDownNotReceived = observed.smtpDownEmails.filter((email) => !received.has(email));
  checks.must(
    `Mail queued while SMTP was down delivered within ${deliveryTimeoutMs / 1000} s of its return`,
    observed.smtpDownEmails.length > 0 && smtpDownNotReceived.length === 0,
    `${observed.smtpDownEmails.length} sign-ups during the outage, ${smtpDownNotReceived.length} not delivered; outbox ${queuedWhileSmtpDown} unsent at the end of the outage; waited ${(observed.deliveredAfterSmtpBackMs / 1000).toFixed(1)} s`,
  );
  checks.should(
    `Every stored sign-up's e-mail delivered within ${deliveryTimeoutMs / 1000} s of the last fault ending`,
    unsent === 0 && storedNotReceived.length === 0,
    `${unsent} still unsent, ${storedNotReceived.length} stored never received${stuck.length ? `: ${stuckSummary.toString()}` : ""}`,
  );
  checks.should(
    "No sign-up answered as an error was stored anyway",
    errorButStored.length === 0,
    `${errorButStored.length}`,
  );
  checks.should("No e-mail delivered twice", duplicates === 0, `${duplicates}`);
  checks.should(
    "A page nobody had requested before the Content Lake went down still answers 200",
    unvisited?.status === 200,
    unvisited
      ? `${unvisited.what.replace(/ \(.*/, "")} → ${unvisited.status}: only content read before the outage is kept`
      : "no page",
  );
  checks.should(
    "A site process started while the Content Lake is down serves its pages",
    coldAnswers.slice(0, 2).every((answer) => answer.endsWith("200")),
    `${coldAnswers.join(", ")}${coldAnswers[2]?.endsWith("200") && !coldAnswers[0]?.endsWith("200") ? " (the health check stays green)" : ""}`,
  );
  checks.should(
    "Click-outs (/ir/bet365) kept redirecting while the database was down",
    samples.filter((s) => s.what === "GET /ir/bet365" && s.phase === "database down").every((s) => s.status === 302),
    samples
      .filter((s) => s.what === "GET /ir/bet365" && s.phase === "database down")
      .map((s) => s.status)
      .join(", "),
  );

  return {
    name: "faults",
    markdown: `### Faults: database, Content Lake and SMTP taken away under traffic\n\n${summary}\n\n${byPhase}\n\n${checks.markdown()}`,
    checks: checks.list,
  };
}
