// Load drill: the site on PostgreSQL (a throwaway database) with a local SMTP server, under 200 concurrent
// connections for 60 s (15 s in the quick form, with fewer simulated clients: lib/mode.ts): pages, search and 5 % newsletter sign-ups (a unique address each). It checks that no
// request fails, that every sign-up answered as a success is stored, and that every stored sign-up's e-mail
// reaches the SMTP server once the outbox has drained.
//
// The rate limit of 5 sign-ups a minute per client address has no setting. Everything here comes from 127.0.0.1,
// which would allow 5 sign-ups in the whole run. So the site runs with TRUST_PROXY_HOPS=1, as behind one reverse
// proxy of our own, and each sign-up carries X-Forwarded-For with one of SIMULATED_CLIENTS addresses (10.77.x.1,
// each in its own /24 for the per-network limit): a crowd of visitors who each keep posting.
// Each may have 5 sign-ups accepted; the rest are answered 429, which is expected and counted on its own row.
// "Accepted" (200 with the success message) is the reference that rows stored and e-mails received must match.

import { messages } from "@casinolupa/newsletter";
import autocannon from "autocannon";
import { onCleanup, sleep } from "../lib/processes.ts";
import { Checks, type DrillReport, ms, percentile, Tally, table } from "../lib/report.ts";
import { startSite } from "../lib/site.ts";
import { type DrillMode, sized } from "./lib/mode.ts";
import { createDatabase } from "./lib/postgres.ts";
import { startCountingSmtp } from "./lib/smtp.ts";

const SITE_PORT = 3510;
const SMTP_PORT = 3511;
const CONNECTIONS = 200;
const SIGNUPS_PER_CLIENT_PER_MINUTE = 5;
/** How long the outbox may take to deliver what is left after the load ends. */
const DRAIN_TIMEOUT_MS = 90_000;
const PAGES = ["/", "/comparacion", "/bet365", "/ruleta-online", "/search?q=ruleta"];
// What an accepted sign-up answers (double opt-in: «Revisa tu correo»), from the one place the site says it.
const SUCCESS_TEXT = messages.subscribed.title;
const ERROR_TEXT = messages.error.description;

export async function loadDrill(mode: DrillMode): Promise<DrillReport> {
  const DURATION_SECONDS = Number(process.env.DRILL_LOAD_SECONDS ?? sized(mode, { quick: 15, full: 60 }));
  // Fewer clients in the quick form: fewer accepted sign-ups for the outbox to drain, the same limit to hold.
  const SIMULATED_CLIENTS = sized(mode, { quick: 5, full: 20 });
  const started = Date.now();
  const checks = new Checks();
  const db = await createDatabase();
  const smtp = await startCountingSmtp(SMTP_PORT);
  const site = await startSite(SITE_PORT, {
    DATABASE_URL: db.url,
    SMTP_URL: smtp.url,
    NEWSLETTER_SENDER: "on",
    TRUST_PROXY_HOPS: "1",
    // Every sign-up here goes to example.es: this drill is about delivery, the hostile drill about the caps.
    NEWSLETTER_MAILS_PER_DOMAIN_HOUR: "1000000",
    NEWSLETTER_SIGNUPS_PER_CLIENT_HOUR: "1000000",
  });
  try {
    // Traffic only once the start-up warm-up is done, as HAProxy sends it (its check is /readyz): a burst of 200
    // connections during the warm-up waits behind it (up to 9 s seen), which is the readiness drill's subject.
    await site.ready();
    // Each page once, as the first visitors would (the page cache then holds it).
    for (const path of PAGES) {
      const response = await fetch(site.url + path);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status} before the load`);
    }

    const byPath = new Map<string, Tally>(PAGES.map((path) => [path, new Tally()]));
    const signups = new Tally();
    const accepted = new Set<string>();
    const perClient = new Map<string, number>();
    // Sign-ups sent and not answered yet (address → client): those still open when the load stops were never
    // answered to it, and the site may store them after, within their clock minute's allowance.
    const inFlight = new Map<string, string>();
    const signupLatencies: number[] = [];
    let sequence = 0;

    const page = (path: string) => ({
      method: "GET",
      path,
      onResponse: (status: number) => byPath.get(path)?.add(status),
    });
    const signup = {
      method: "POST",
      path: "/newsletter",
      setupRequest(request: { headers?: Record<string, string> }, context: Record<string, unknown>) {
        sequence += 1;
        const email = `carga-${sequence}-${Date.now().toString(36)}@example.es`;
        // Each client in a /24 of its own, so that only the per-client limit applies (not the per-network one).
        const client = `10.77.${(sequence % SIMULATED_CLIENTS) + 1}.1`;
        context.email = email;
        context.client = client;
        inFlight.set(email, client);
        context.sentAt = performance.now();
        return {
          ...request,
          headers: {
            ...request.headers,
            "content-type": "application/x-www-form-urlencoded",
            // Uncompressed, so the answer's text can be read.
            "accept-encoding": "identity",
            origin: site.origin,
            "x-forwarded-for": client,
          },
          body: new URLSearchParams({
            email,
            ageConfirmed: "true",
            source: "drill-load",
            website: "",
            page: "/",
          }).toString(),
        };
      },
      onResponse(status: number, body: string, context: Record<string, unknown>) {
        signupLatencies.push(performance.now() - Number(context.sentAt));
        inFlight.delete(String(context.email));
        if (status === 200 && body.includes(SUCCESS_TEXT)) {
          signups.add("200 accepted");
          accepted.add(String(context.email));
          perClient.set(String(context.client), (perClient.get(String(context.client)) ?? 0) + 1);
        } else if (status === 429) signups.add("429 rate-limited");
        else if (status === 500 && body.includes(ERROR_TEXT)) signups.add("500 generic error");
        else signups.add(`${status} other`);
      },
    };
    // 20 requests per round on each connection, one of them a sign-up: 5 %.
    const requests = [...PAGES, ...PAGES, ...PAGES, ...PAGES].map(page);
    requests.splice(10, 1, signup as never);

    const smtpBefore = smtp.received;
    const loadStarted = Date.now();
    const instance = autocannon({
      url: site.url,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      timeout: 10,
      headers: { "accept-encoding": "br, gzip", "user-agent": "CasinoLupa load drill" },
      requests,
    });
    // Stopped with everything else if the drill times out.
    const unregister = onCleanup(async () => instance.stop());
    const result = await instance;
    unregister();
    const loadEnded = Date.now();
    // The limit counts clock minutes (windows from :00), so a run over parts of two minutes may accept 5 in each.
    const clockMinutes = Math.floor(loadEnded / 60_000) - Math.floor(loadStarted / 60_000) + 1;
    const allowedPerClient = SIGNUPS_PER_CLIENT_PER_MINUTE * clockMinutes;
    const receivedDuringLoad = smtp.received - smtpBefore;

    // Drain: every stored sign-up's e-mail must arrive (bounded wait). Read again each time: a sign-up the load's
    // end cut off is still being stored.
    const storedNow = async () =>
      new Set((await db.query<{ email: string }>("SELECT email FROM newsletter_subscribers")).map((row) => row.email));
    let unsent = Number.NaN;
    while (Date.now() - loadEnded < DRAIN_TIMEOUT_MS) {
      unsent = await db.count("SELECT count(*) FROM newsletter_outbox WHERE sent_at IS NULL");
      if (unsent === 0 && new Set(smtp.recipients).size >= (await storedNow()).size) break;
      await sleep(500);
    }
    const drainSeconds = (Date.now() - loadEnded) / 1000;
    await sleep(1_000); // anything sent twice would show now
    const stored = await storedNow();
    // Stored without an answer to the load: cut off by its end, and counted against their client's allowance.
    const storedUnanswered = [...stored].filter((email) => !accepted.has(email) && inFlight.has(email));
    for (const email of storedUnanswered) {
      const client = inFlight.get(email) as string;
      perClient.set(client, (perClient.get(client) ?? 0) + 1);
    }
    const received = new Set(smtp.recipients);
    const outboxRows = await db.count("SELECT count(*) FROM newsletter_outbox");
    const duplicates = smtp.recipients.length - received.size;

    const pageStatuses = new Tally();
    for (const tally of byPath.values()) for (const [status, count] of tally.counts) pageStatuses.add(status, count);
    const pageFailures = pageStatuses.total - pageStatuses.get(200);
    const signupFailures = signups.total - signups.get("200 accepted") - signups.get("429 rate-limited");
    const acceptedNotStored = [...accepted].filter((email) => !stored.has(email));
    const storedNotAccepted = [...stored].filter((email) => !accepted.has(email) && !inFlight.has(email));
    const storedNotReceived = [...stored].filter((email) => !received.has(email));
    const receivedUnknown = [...received].filter((email) => !stored.has(email));
    const maxPerClient = Math.max(0, ...perClient.values());
    const serverErrors = site.log().filter((line) => /sign-up failed|outbox round failed|Error|ECONN/i.test(line));

    const summary = table(
      ["Figure", "Value", "Note"],
      [
        [
          "Connections × duration",
          `${CONNECTIONS} × ${result.duration.toFixed(0)} s`,
          "autocannon, keep-alive, br/gzip",
        ],
        ["Requests", result.requests.total, `${Math.round(result.requests.average)} req/s on average`],
        ["Connection errors / timeouts (10 s)", `${result.errors} / ${result.timeouts}`, "must be 0"],
        [
          "Latency p50 / p99 (all)",
          `${ms(result.latency.p50)} / ${ms(result.latency.p99)}`,
          `max ${ms(result.latency.max)}`,
        ],
        ...PAGES.map((path) => [`GET ${path}`, byPath.get(path)?.toString() ?? "–", "must all be 200"]),
        ["Page answers not 200", pageFailures, "must be 0"],
        [
          "Answers not 2xx/3xx (all requests)",
          `${Object.entries(result.statusCodeStats)
            .filter(([status]) => Number(status) >= 400)
            .reduce((sum, [, stat]) => sum + stat.count, 0)}`,
          `all of them must be sign-up 429s: ${Object.entries(result.statusCodeStats)
            .map(([status, stat]) => `${status}×${stat.count}`)
            .join(", ")}`,
        ],
        [
          "POST /newsletter sign-ups sent",
          signups.total,
          `5 % of requests; unique address each; ${SIMULATED_CLIENTS} client addresses via X-Forwarded-For`,
        ],
        [
          "… answered 200 with the success message (accepted)",
          signups.get("200 accepted"),
          `the reference; at most ${SIGNUPS_PER_CLIENT_PER_MINUTE} per client address in each clock minute`,
        ],
        ["… answered 429 (rate limit, expected)", signups.get("429 rate-limited"), "counted apart: not a failure"],
        ["… any other answer", `${signupFailures} (${signups.toString()})`, "must be 0 (a 500 is the generic error)"],
        [
          "Sign-up latency p50 / p99 / max",
          `${ms(percentile(signupLatencies, 50))} / ${ms(percentile(signupLatencies, 99))} / ${ms(Math.max(0, ...signupLatencies))}`,
          "measured in autocannon's hooks",
        ],
        [
          "Most accepted for one client address",
          maxPerClient,
          `must be ≤ ${allowedPerClient} (${SIGNUPS_PER_CLIENT_PER_MINUTE} in each of the ${clockMinutes} clock minutes the load touched)`,
        ],
        [
          "Rows in newsletter_subscribers",
          stored.size,
          `must equal accepted, plus sign-ups stored after the load's end cut off their answer: ${storedUnanswered.length}`,
        ],
        ["Outbox messages", outboxRows, "one per stored sign-up"],
        [
          "E-mails received by SMTP during the load",
          receivedDuringLoad,
          "the site's own outbox sender (10 per 2 s round)",
        ],
        [
          "E-mails received after draining (distinct / total)",
          `${received.size} / ${smtp.recipients.length}`,
          `must equal stored; drained in ${drainSeconds.toFixed(1)} s after the load (limit ${DRAIN_TIMEOUT_MS / 1000} s)`,
        ],
        ["Server log lines with errors", serverErrors.length, serverErrors.slice(0, 3).join(" ⏎ ") || "–"],
      ],
    );

    checks.must(
      "No connection errors or timeouts",
      result.errors === 0 && result.timeouts === 0,
      `${result.errors} errors, ${result.timeouts} timeouts`,
    );
    checks.must("Every page request answered 200", pageFailures === 0, pageStatuses.toString());
    checks.must("Every sign-up answered 200 or 429 (no 5xx, nothing else)", signupFailures === 0, signups.toString());
    checks.must("Some sign-ups were accepted", accepted.size > 0, `${accepted.size} accepted`);
    checks.must(
      `Rate limit held (≤ ${SIGNUPS_PER_CLIENT_PER_MINUTE} accepted per client address in each clock minute)`,
      maxPerClient <= allowedPerClient,
      `max ${maxPerClient} for one address (stored without an answer counted), ${accepted.size} accepted and ${storedUnanswered.length} stored without an answer for ${perClient.size} addresses`,
    );
    checks.must(
      "Stored equals accepted (same addresses; a sign-up still open when the load stopped may be stored)",
      acceptedNotStored.length === 0 && storedNotAccepted.length === 0,
      `accepted ${accepted.size}, stored ${stored.size}, accepted but not stored ${acceptedNotStored.length}, stored but not accepted ${storedNotAccepted.length}, stored while unanswered ${storedUnanswered.length}`,
    );
    checks.must(
      "Received equals stored after the outbox drained",
      storedNotReceived.length === 0 && receivedUnknown.length === 0 && unsent === 0,
      `stored ${stored.size}, received ${received.size}, not received ${storedNotReceived.length}, unsent in outbox ${unsent}`,
    );
    checks.should("No e-mail delivered twice", duplicates === 0, `${duplicates} duplicate deliveries`);
    checks.should("No errors in the server log", serverErrors.length === 0, `${serverErrors.length} lines`);

    return {
      name: "load",
      markdown: `### Load: ${CONNECTIONS} connections for ${DURATION_SECONDS} s on PostgreSQL\n\n${summary}\n\n${checks.markdown()}`,
      checks: checks.list,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await site.stop();
    await smtp.stop();
    await db.drop();
  }
}
