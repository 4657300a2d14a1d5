// Hostile-input drill: hundreds of generated bad requests to POST /newsletter and POST /api/sanity-webhook (the
// site with SANITY_WEBHOOK_SECRET set), written byte for byte on sockets: oversized bodies, wrong content types,
// malformed URL encodings, invalid UTF-8, injection strings, forged and missing Origin, bad, truncated and
// replayed signatures, huge headers, other methods. Must hold: no 5xx, no hang, no row stored in
// newsletter_subscribers, no cache invalidation (the webhook prints "Content cache invalidated by the Sanity
// webhook" on success; the home page must not be rendered again either: its renders are counted in the request log).
// Controls afterwards prove both detectors work; probes afterwards report behaviour worth knowing.

// The request tables are in hostile/; the abuse cases (forged hosts, mail-bombing, opt-outs, erasure, replays,
// forged X-Forwarded-For, click floods), each counting what it caused, are in hostile/abuse-*.ts.

import { NEWSLETTER_BODY_LIMIT_BYTES, WEBHOOK_BODY_LIMIT_BYTES } from "@casinolupa/domain";
import { encodeSignatureHeader } from "@sanity/webhook";
import { Checks, type DrillReport, ms, Tally, table } from "../lib/report.ts";
import { startSite } from "../lib/site.ts";
import { inParallel } from "./hostile/abuse.ts";
import { runAbuseCases } from "./hostile/abuse-cases.ts";
import { INVALIDATED } from "./hostile/abuse-replays-clicks.ts";
import { type Case, FORM, form, SECRET, SITE_PORT, validOrigin } from "./hostile/cases.ts";
import { newsletterCases } from "./hostile/newsletter-cases.ts";
import { webhookCases } from "./hostile/webhook-cases.ts";
import { createDatabase } from "./lib/postgres.ts";
import { type RawResponse, rawRequest } from "./lib/raw-http.ts";

const CONCURRENCY = 8;
const NEWSLETTER_LIMIT = NEWSLETTER_BODY_LIMIT_BYTES;
const WEBHOOK_LIMIT = WEBHOOK_BODY_LIMIT_BYTES;

/** Sends every case on its own socket, CONCURRENCY at a time, keeping the cases' order in the results. */
function runAll(cases: Case[], port: number): Promise<(Case & { response: RawResponse })[]> {
  return inParallel(cases, CONCURRENCY, async (item) => ({ ...item, response: await rawRequest(port, item) }));
}

/** The same in both forms: it sends a fixed table of cases, and is quick already. */
export async function hostileDrill(): Promise<DrillReport> {
  const started = Date.now();
  const checks = new Checks();
  const db = await createDatabase();
  const site = await startSite(SITE_PORT, {
    DATABASE_URL: db.url,
    SANITY_WEBHOOK_SECRET: SECRET,
    // Pages stay cached for the whole drill, so only a webhook could make the home page render again.
    CONTENT_CACHE_TTL_SECONDS: "3600",
  });
  /**
   * Asks for the home page, then counts its renders so far: its request log lines with "cache":"miss", and the
   * answers marked stale by a publish (`s-maxage=0`), each of which starts a render in the background.
   */
  let outdatedAnswers = 0;
  const homeRenders = async () => {
    const answer = await fetch(`${site.url}/`);
    if (/s-maxage=0\b/.test(answer.headers.get("cache-control") ?? "")) outdatedAnswers += 1;
    await answer.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const misses = site.log().filter((line) => line.includes('"path":"/"') && line.includes('"cache":"miss"'));
    return misses.length + outdatedAnswers;
  };
  const invalidations = () => site.log().filter((line) => line.includes(INVALIDATED)).length;
  /**
   * Waits until the home page has stayed fresh across the publish coalescing window (1 s): the start-up's change-log
   * record may mark pages stale once more just after the site answers, which is no hostile request's doing.
   */
  const settled = async () => {
    const fresh = async () =>
      !/s-maxage=0\b/.test((await fetch(`${site.url}/`).then((answer) => answer.headers.get("cache-control"))) ?? "");
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
      if (await fresh()) {
        await new Promise((resolve) => setTimeout(resolve, 1_200));
        if (await fresh()) return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  try {
    await settled();
    const rendersBefore = await homeRenders();
    const rowsBefore = await db.count("SELECT count(*) FROM newsletter_subscribers");
    const outboxBefore = await db.count("SELECT count(*) FROM newsletter_outbox");
    const invalidationsBefore = invalidations();

    const cases = [...newsletterCases(), ...(await webhookCases())];
    const results = await runAll(cases, SITE_PORT);

    // Let any late work finish before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const alive = site.process.child.exitCode === null;
    const rowsAfter = await db.count("SELECT count(*) FROM newsletter_subscribers");
    const outboxAfter = await db.count("SELECT count(*) FROM newsletter_outbox");
    const invalidationsDuring = invalidations() - invalidationsBefore;
    const rendersAfter = alive ? await homeRenders().catch(() => null) : null;

    // Per endpoint and category: how many, which statuses.
    const groups = new Map<string, { count: number; statuses: Tally; slowest: number }>();
    for (const result of results) {
      const key = `${result.endpoint === "newsletter" ? "POST /newsletter" : "POST /api/sanity-webhook"}\u0000${result.category}`;
      const group = groups.get(key) ?? { count: 0, statuses: new Tally(), slowest: 0 };
      group.count += 1;
      group.statuses.add(result.response.status);
      group.slowest = Math.max(group.slowest, result.response.ms);
      groups.set(key, group);
    }
    // Every answer that is not a plain refusal, for a look: successes, 5xx, no answer.
    const describe = (r: Case) => {
      const body = Buffer.isBuffer(r.body) ? r.body.toString("latin1") : (r.body ?? "");
      const headers = (r.headers ?? [])
        .filter(([name]) => name !== "Content-Type")
        .map(([name, value]) => `${name}: ${value.slice(0, 40)}`);
      return `${r.method} ${(r.path ?? "").slice(0, 40)} ${headers.join(", ").slice(0, 120)} body ${JSON.stringify(body.slice(0, 80))}${body.length > 80 ? "…" : ""}`;
    };
    const notable = results.filter(
      (r) =>
        r.response.status === 200 ||
        r.response.status === "no answer" ||
        r.response.status === "hang" ||
        (typeof r.response.status === "number" && r.response.status >= 500),
    );
    const notableTable = table(
      ["Endpoint", "Category", "Status", "Request"],
      notable.map((r) => [r.endpoint, r.category, r.response.status, describe(r)]),
    );
    const byCategory = table(
      ["Endpoint", "Category", "Requests", "Statuses", "Slowest"],
      [...groups.entries()].map(([key, group]) => {
        const [endpoint = "", category = ""] = key.split("\u0000");
        return [endpoint, category, group.count, group.statuses.toString(), ms(group.slowest)];
      }),
    );

    const serverErrors = results.filter((r) => typeof r.response.status === "number" && r.response.status >= 500);
    const hangs = results.filter((r) => r.response.status === "hang");
    // Node's HTTP server closes the socket of a CONNECT request it has no tunnel handler for: expected.
    const noAnswer = results.filter((r) => r.response.status === "no answer" && r.method !== "CONNECT");
    const oversizedNot413 = results.filter(
      (r) => r.oversized && r.response.status !== 413 && r.response.status !== 431,
    );
    const webhookOk = results.filter((r) => r.endpoint === "webhook" && r.response.status === 200);
    const statuses = new Tally();
    for (const r of results) statuses.add(r.response.status);

    // Controls: a correctly signed webhook and a valid sign-up must be seen by the same detectors.
    const controlBody = JSON.stringify({ _id: "casino-bet365", _type: "casino", control: true });
    const controlWebhook = await fetch(`${site.url}/api/sanity-webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": await encodeSignatureHeader(controlBody, Date.now(), SECRET),
      },
      body: controlBody,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const controlLogged = invalidations() - invalidationsBefore - invalidationsDuring;
    const rendersAfterControl = await homeRenders();
    const controlSignup = await fetch(`${site.url}/newsletter`, {
      method: "POST",
      headers: { origin: site.origin, "content-type": "application/x-www-form-urlencoded" },
      body: form({}),
    });
    const rowsAfterControl = await db.count("SELECT count(*) FROM newsletter_subscribers");

    // Probes, reported and not required: behaviour worth knowing about.
    const oldTimestamp = Date.now() - 24 * 3_600_000;
    const capturedBody = JSON.stringify({ _id: "casino-bet365", _type: "casino", captured: true });
    const captured = await encodeSignatureHeader(capturedBody, oldTimestamp, SECRET);
    const logBeforeReplay = invalidations();
    const replayStatuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const replay = await fetch(`${site.url}/api/sanity-webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "sanity-webhook-signature": captured },
        body: capturedBody,
      });
      replayStatuses.push(replay.status);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const replayInvalidations = invalidations() - logBeforeReplay;

    const rebindHost = `rebind.example:${SITE_PORT}`;
    const rebind = await rawRequest(SITE_PORT, {
      method: "POST",
      path: "/newsletter",
      headers: [["Host", rebindHost], FORM, ["Origin", `http://${rebindHost}`]],
      body: form({}),
    });
    const rowsAfterRebind = await db.count("SELECT count(*) FROM newsletter_subscribers");
    const paddedChunked = await rawRequest(SITE_PORT, {
      method: "POST",
      path: "/newsletter",
      headers: [FORM, validOrigin],
      body: `${form({})}&utm_content=${"a".repeat(1_048_600)}`,
      chunked: true,
    });
    const rowsAfterChunked = await db.count("SELECT count(*) FROM newsletter_subscribers");

    const summary = table(
      ["Figure", "Value"],
      [
        [
          "Bad requests sent",
          `${results.length} (${results.filter((r) => r.endpoint === "newsletter").length} to /newsletter, ${results.filter((r) => r.endpoint === "webhook").length} to /api/sanity-webhook), ${CONCURRENCY} at a time`,
        ],
        ["Statuses", statuses.toString()],
        ["5xx answers", serverErrors.length],
        ["No answer within 10 s (hang) / closed without an answer", `${hangs.length} / ${noAnswer.length}`],
        [
          "Rows in newsletter_subscribers before / after",
          `${rowsBefore} / ${rowsAfter} (outbox ${outboxBefore} / ${outboxAfter})`,
        ],
        [`"${INVALIDATED}" lines during the batch`, invalidationsDuring],
        ["Home page renders before / after the batch", `${rendersBefore} / ${rendersAfter}`],
        [
          "Control: correctly signed webhook",
          `${controlWebhook.status}, ${controlLogged} log line(s), home page renders then ${rendersAfterControl}`,
        ],
        ["Control: valid sign-up with our Origin", `${controlSignup.status}, rows ${rowsAfter} → ${rowsAfterControl}`],
        [
          "Probe: a captured webhook (signed 24 h ago) replayed 3 times",
          `${replayStatuses.join(", ")}; ${replayInvalidations} invalidation(s)`,
        ],
        [
          "Probe: DNS rebinding (Host and Origin both rebind.example, valid sign-up)",
          `${rebind.status}; rows ${rowsAfterControl} → ${rowsAfterRebind}`,
        ],
        [
          "Probe: a valid sign-up padded to 1 MB, sent chunked (no Content-Length)",
          `${paddedChunked.status} in ${ms(paddedChunked.ms)}; rows ${rowsAfterRebind} → ${rowsAfterChunked}`,
        ],
        [
          "Oversized bodies not answered 413",
          oversizedNot413
            .map((r) => `${r.endpoint} ${r.category} ${Buffer.byteLength(r.body ?? "")} B → ${r.response.status}`)
            .join("; ") || "none",
        ],
      ],
    );

    checks.must(
      "Zero 5xx",
      serverErrors.length === 0,
      serverErrors
        .slice(0, 5)
        .map((r) => `${r.endpoint} ${r.category} → ${r.response.status} ${r.response.bodyStart.slice(0, 80)}`)
        .join("; ") || `${results.length} requests`,
    );
    checks.must(
      "No request hung (10 s)",
      hangs.length === 0,
      hangs
        .slice(0, 5)
        .map((r) => `${r.endpoint} ${r.category}`)
        .join("; ") || "0",
    );
    checks.must(
      "The site process did not crash",
      alive,
      alive ? "still running" : `exited ${site.process.child.exitCode}`,
    );
    checks.must(
      "Zero rows stored in newsletter_subscribers",
      rowsAfter === rowsBefore && outboxAfter === outboxBefore,
      `${rowsBefore} → ${rowsAfter}, outbox ${outboxBefore} → ${outboxAfter}`,
    );
    checks.must(
      "Zero cache invalidations",
      invalidationsDuring === 0 && webhookOk.length === 0 && rendersBefore > 0 && rendersBefore === rendersAfter,
      `${invalidationsDuring} log lines, ${webhookOk.length} webhook 200s, home page renders ${rendersBefore} → ${rendersAfter}`,
    );
    checks.must(
      "Control: a correctly signed webhook is detected (200, log line, the home page rendered again)",
      controlWebhook.status === 200 &&
        controlLogged === 1 &&
        rendersAfterControl !== null &&
        rendersAfter !== null &&
        rendersAfterControl > rendersAfter,
      `${controlWebhook.status}, ${controlLogged} line(s)`,
    );
    checks.must(
      "Control: a valid sign-up is stored (the row count works)",
      controlSignup.status === 200 && rowsAfterControl === rowsAfter + 1,
      `${controlSignup.status}, +${rowsAfterControl - rowsAfter}`,
    );
    checks.should(
      "Every request got an answer (none closed without one; CONNECT aside)",
      noAnswer.length === 0,
      noAnswer
        .slice(0, 5)
        .map((r) => `${r.endpoint} ${r.category}`)
        .join("; ") || "0",
    );
    checks.should(
      `Bodies over the limit refused with 413 (newsletter ${NEWSLETTER_LIMIT / 1024} KiB, webhook ${WEBHOOK_LIMIT / 1024} KiB)`,
      oversizedNot413.length === 0,
      oversizedNot413.map((r) => `${r.endpoint} ${r.category} → ${r.response.status}`).join("; ") || "all 413 (or 431)",
    );
    checks.should(
      "A valid sign-up padded past 16 KiB is refused even when sent chunked",
      paddedChunked.status === 413 && rowsAfterChunked === rowsAfterRebind,
      `${paddedChunked.status}, stored ${rowsAfterChunked - rowsAfterRebind}`,
    );
    checks.must(
      "A replayed old webhook signature is refused",
      replayInvalidations === 0,
      `signed 24 h before: ${replayStatuses.join(", ")}, ${replayInvalidations} invalidation(s)`,
    );
    checks.must(
      "A sign-up through DNS rebinding (forged Host and matching Origin) is refused",
      rowsAfterRebind === rowsAfterControl,
      `${rebind.status}, stored ${rowsAfterRebind - rowsAfterControl}`,
    );

    // The abuse cases, each counting what it caused (hostile/abuse-cases.ts).
    const abuse = await runAbuseCases(site, db);
    for (const outcome of abuse) {
      (outcome.must ? checks.must : checks.should).call(checks, outcome.name, outcome.ok, outcome.counted);
    }
    const abuseTable = table(
      ["Abuse case", "Counted", "Must be", "Result"],
      abuse.map((o) => [o.name, o.counted, o.expected, o.ok ? "✓" : o.must ? "✗ FAIL" : "⚠ finding"]),
    );

    return {
      name: "hostile",
      markdown: `### Hostile input: ${results.length} bad requests\n\n${summary}\n\n${byCategory}\n\nAnswers other than a refusal (200, 5xx, none):\n\n${notableTable}\n\n### Abuse cases\n\n${abuseTable}\n\n${checks.markdown()}`,
      checks: checks.list,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await site.stop();
    await db.drop();
  }
}
