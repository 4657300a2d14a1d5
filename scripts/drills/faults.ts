// Faults drill: the site on PostgreSQL through a TCP proxy, its content from the stand-in Content Lake and its
// mail to a local SMTP server. While visitors keep requesting pages and signing up, the drill takes each
// dependency away in turn and brings it back:
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
import { startRestartableLake } from "./lib/content-lake.ts";
import { createDatabase } from "./lib/postgres.ts";
import { onCleanup, sleep } from "./lib/processes.ts";
import { Checks, type DrillReport, ms, percentile, Tally, table } from "./lib/report.ts";
import { startSite } from "./lib/site.ts";
import { startCountingSmtp } from "./lib/smtp.ts";
import { startTcpProxy } from "./lib/tcp-proxy.ts";

const SITE_PORT = 3520;
const SMTP_PORT = 3521;
const PROXY_PORT = 3522;
const LAKE_PORT = 3523;
const COLD_SITE_PORT = 3524;
const HOLD_MS = Number(process.env.DRILL_FAULT_HOLD_MS ?? 10_000);
const REQUEST_TIMEOUT_MS = 10_000;
/** How long the outbox may take to deliver the mail queued while SMTP was down, once it is back. */
const DELIVERY_TIMEOUT_MS = 60_000;
/** The outbox sender's lease on the messages it claims, renewed while it sends (packages/newsletter/src/sender.ts). */
const LEASE_MS = defaultLeaseMs;
const PAGES = ["/", "/comparacion", "/bet365", "/ruleta-online", "/search?q=ruleta", "/newsletter"];
const SUCCESS_TEXT = "Suscripción exitosa";
const ERROR_TEXT = "Hubo un problema al suscribirte";
const PHASES = [
  "baseline",
  "database down",
  "database back",
  "Content Lake down",
  "Content Lake back",
  "SMTP down",
  "SMTP back",
] as const;
type Phase = (typeof PHASES)[number];

type Sample = { phase: Phase; what: string; status: number | "hang" | "network error"; ms: number; outcome: string };

export async function faultsDrill(): Promise<DrillReport> {
  const started = Date.now();
  const checks = new Checks();
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
    NEWSLETTER_MAILS_PER_CLIENT_HOUR: "1000000",
    SANITY_PROJECT_ID: lake.projectId,
    SANITY_DATASET: lake.dataset,
    SANITY_API_HOST: lake.origin,
    SANITY_IMAGE_ORIGIN: lake.origin,
    // Short, so pages are rendered again and content read again from the source while it is down.
    CONTENT_CACHE_TTL_SECONDS: "2",
  });

  let phase: Phase = "baseline";
  let running = true;
  onCleanup(async () => {
    running = false;
  });
  const samples: Sample[] = [];
  const signedUp: { email: string; phase: Phase; outcome: string }[] = [];
  let sequence = 0;

  async function timed(
    what: string,
    request: () => Promise<Response>,
    classify: (response: Response, body: string) => string,
  ) {
    const at = phase;
    const begun = performance.now();
    try {
      const response = await request();
      const body = await response.text();
      samples.push({
        phase: at,
        what,
        status: response.status,
        ms: performance.now() - begun,
        outcome: classify(response, body),
      });
      return samples.at(-1);
    } catch (error) {
      const hang = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      samples.push({
        phase: at,
        what,
        status: hang ? "hang" : "network error",
        ms: performance.now() - begun,
        outcome: "failed",
      });
      return samples.at(-1);
    }
  }

  const get = (path: string) => () =>
    fetch(site.url + path, { redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

  async function pageLoop(offset: number) {
    for (let index = offset; running; index++) {
      const path = PAGES[index % PAGES.length] ?? "/";
      await timed(`GET ${path}`, get(path), (response) => (response.status === 200 ? "ok" : "failed"));
    }
  }

  async function signupLoop() {
    while (running) {
      sequence += 1;
      const email = `fallo-${sequence}-${Date.now().toString(36)}@example.es`;
      const client = `10.88.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
      const sample = await timed(
        "POST /newsletter",
        () =>
          fetch(`${site.url}/newsletter`, {
            method: "POST",
            headers: {
              origin: site.origin,
              "x-forwarded-for": client,
              "content-type": "application/x-www-form-urlencoded",
            },
            body: new URLSearchParams({ email, ageConfirmed: "true", source: "drill-faults", website: "", page: "/" }),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          }),
        (response, body) =>
          response.status === 200 && body.includes(SUCCESS_TEXT)
            ? "subscribed"
            : response.status === 500 && body.includes(ERROR_TEXT)
              ? "generic error"
              : "failed",
      );
      if (sample) signedUp.push({ email, phase: sample.phase, outcome: sample.outcome });
      await sleep(250);
    }
  }

  /** Side paths whose behaviour is reported, not required: a click-out, the health check, an image. */
  async function sideLoop(image: string) {
    while (running) {
      await timed("GET /ir/bet365", get("/ir/bet365"), (response) => (response.status === 302 ? "ok" : "failed"));
      await timed("GET /healthz", get("/healthz"), (response) => (response.status === 200 ? "ok" : "failed"));
      await timed(`GET ${image}`, get(image), (response) => (response.status === 200 ? "ok" : "failed"));
      await sleep(500);
    }
  }

  let unvisited: Sample | undefined;
  let deliveredAfterSmtpBackMs = Number.NaN;
  let queuedWhileSmtpDown = 0;
  let logMark = 0;
  const logDuring: Partial<Record<Phase, string[]>> = {};
  const enter = (next: Phase) => {
    logDuring[phase] = site.log().slice(logMark);
    logMark = site.log().length;
    phase = next;
  };

  try {
    const home = await (await fetch(`${site.url}/`)).text();
    const image = /src="(\/content-images\/[^"?]+)/.exec(home)?.[1] ?? "/content-images/missing.svg";
    // A page nobody requests before the Content Lake goes down: it has no "last good content".
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const candidates = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? "/");
    // The sitemap lists the casino reviews together: the one after /bet365 is a review nobody has requested yet.
    const unvisitedPath =
      candidates[candidates.indexOf("/bet365") + 1] ?? candidates.find((path) => !PAGES.includes(path));

    const loops = [pageLoop(0), pageLoop(3), signupLoop(), sideLoop(image)];

    await sleep(HOLD_MS / 2);
    await proxy.stop();
    enter("database down");
    await sleep(HOLD_MS);
    await proxy.start();
    enter("database back");
    await sleep(HOLD_MS);

    await lake.stop();
    enter("Content Lake down");
    await sleep(HOLD_MS / 2);
    if (unvisitedPath)
      unvisited = await timed(`GET ${unvisitedPath} (first request, during the outage)`, get(unvisitedPath), (r) =>
        r.status === 200 ? "ok" : "failed",
      );
    await sleep(HOLD_MS / 2);
    await lake.start();
    enter("Content Lake back");
    await sleep(HOLD_MS / 2);

    await smtp.stop();
    enter("SMTP down");
    const receivedBeforeOutage = smtp.received;
    await sleep(HOLD_MS);
    queuedWhileSmtpDown = await db.count("SELECT count(*) FROM newsletter_outbox WHERE sent_at IS NULL");
    await smtp.start();
    enter("SMTP back");
    const smtpBack = Date.now();
    await sleep(HOLD_MS / 2);
    running = false;
    await Promise.all(loops);
    logDuring["SMTP back"] = site.log().slice(logMark);

    // Delivery of everything queued, with a bounded wait. Messages still leased by a round that began (or last
    // renewed its lease) before SMTP came back wait for that lease, so the wait ends early for them.
    const smtpDownEmails = signedUp
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
    deliveredAfterSmtpBackMs = Date.now() - smtpBack;
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
    const received = new Set(smtp.recipients);
    const duplicates = smtp.recipients.length - received.size;
    const subscribedNotStored = signedUp.filter((s) => s.outcome === "subscribed" && !stored.has(s.email));
    const errorButStored = signedUp.filter((s) => s.outcome !== "subscribed" && stored.has(s.email));
    const storedNotReceived = [...stored.keys()].filter((email) => !received.has(email));
    const alive = site.process.child.exitCode === null && site.process.child.signalCode === null;

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
    const recovered = (at: Phase) => signedUp.some((s) => s.phase === at && s.outcome === "subscribed");
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
        ["Fault held", `${HOLD_MS / 1000} s each (database, Content Lake, SMTP)`],
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
          `${deliveredAfterOutage} e-mails; outbox empty ${(deliveredAfterSmtpBackMs / 1000).toFixed(1)} s after (limit ${DELIVERY_TIMEOUT_MS / 1000} s)`,
        ],
        [
          "Still unsent after the wait",
          `${stuck.length}${stuck.length ? `: ${stuckSummary.toString()} (now ${new Date().toISOString().slice(11, 19)})` : ""}`,
        ],
        [
          "Recorded delivery errors (examples)",
          lastErrors.map((row) => row.last_error.slice(0, 80)).join(" ⏎ ") || "–",
        ],
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
        ["Proxy connections to PostgreSQL (total)", proxy.connections.total],
        ["A second site process started while the Content Lake is down", coldAnswers.join(", ")],
        [
          "Site process alive at the end",
          alive ? "yes" : `no (exit ${site.process.child.exitCode ?? site.process.child.signalCode})`,
        ],
      ],
    );

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
      "Every sign-up succeeded or got the generic error (500)",
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
    const smtpDownNotReceived = smtpDownEmails.filter((email) => !received.has(email));
    checks.must(
      `Mail queued while SMTP was down delivered within ${DELIVERY_TIMEOUT_MS / 1000} s of its return`,
      smtpDownEmails.length > 0 && smtpDownNotReceived.length === 0,
      `${smtpDownEmails.length} sign-ups during the outage, ${smtpDownNotReceived.length} not delivered; outbox ${queuedWhileSmtpDown} unsent at the end of the outage; waited ${(deliveredAfterSmtpBackMs / 1000).toFixed(1)} s`,
    );
    checks.should(
      `Every stored sign-up's e-mail delivered within ${DELIVERY_TIMEOUT_MS / 1000} s of the last fault ending`,
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
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    running = false;
    await site.stop();
    await smtp.stop();
    await lake.stop();
    await proxy.stop();
    await db.drop();
  }
}
