// Publish-storm drill: one process of the built site on the live source (the stand-in Content Lake, which signs
// and delivers the publish webhook as Sanity does), with visitors reading cached pages and pages never asked for
// before (`/search?q=<unique>`), while 20 publishes of one casino arrive within 2 s. Must hold: no visitor gets
// a 5xx (a publish marks pages stale; it never fails a render under way), every webhook is answered 200, and the
// last publish is on the page within 2 s (publishes that arrive together are applied together:
// docs/decisions/008-serving-under-load.md).

import { sleep } from "../lib/processes.ts";
import { Checks, type DrillReport, ms, percentile, Tally, table } from "../lib/report.ts";
import { startSite } from "../lib/site.ts";
import { startContentLakeOn } from "./lib/content-lake.ts";

const LAKE_PORT = 3580;
const SITE_PORT = 3581;
const SECRET = "publish-storm-drill-secret";
const CACHED_PAGES = [
  "/",
  "/comparacion",
  "/bet365",
  "/codere",
  "/ruleta-online",
  "/cambios",
  "/ayuda",
  "/calculadora-bonos",
];
const CACHED_READERS = 12;
const SEARCH_READERS = 2;
const PUBLISHES = 20;
const PUBLISH_EVERY_MS = 100;

type Answer = { at: number; status: number | string; ms: number };

/** Reads `next()`'s paths one after another until stopped; every answer with its time and status. */
function reader(url: string, next: (n: number) => string, answers: Answer[]) {
  let running = true;
  const done = (async () => {
    for (let n = 0; running; n++) {
      const started = performance.now();
      const status = await fetch(`${url}${next(n)}`, {
        headers: { "accept-encoding": "br, gzip" },
        signal: AbortSignal.timeout(10_000),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        (error: unknown) => `error (${String(error).slice(0, 60)})`,
      );
      answers.push({ at: started, status, ms: performance.now() - started });
    }
  })();
  return async () => {
    running = false;
    await done;
  };
}

export async function publishStormDrill(): Promise<DrillReport> {
  const started = Date.now();
  const checks = new Checks();
  const lake = await startContentLakeOn(LAKE_PORT);
  const starting = performance.now();
  const site = await startSite(SITE_PORT, {
    SANITY_PROJECT_ID: lake.projectId,
    SANITY_DATASET: lake.dataset,
    SANITY_API_HOST: lake.origin,
    SANITY_IMAGE_ORIGIN: lake.origin,
    SANITY_WEBHOOK_SECRET: SECRET,
    // Only publishes change content during the drill, never an expiry.
    CONTENT_CACHE_TTL_SECONDS: "3600",
    LOG_LEVEL: "info",
  });
  lake.sendWebhooksTo({ url: `${site.url}/api/sanity-webhook`, secret: SECRET });
  const listening = (performance.now() - starting) / 1000;
  await site.ready();
  const ready = (performance.now() - starting) / 1000;
  const warmUp = site.log().find((line) => line.includes("warm-up")) ?? "no warm-up line";

  const cached: Answer[] = [];
  const searches: Answer[] = [];
  const run = Date.now().toString(36);
  const stops = [
    ...Array.from({ length: CACHED_READERS }, (_, offset) =>
      reader(site.url, (n) => CACHED_PAGES[(n + offset) % CACHED_PAGES.length] ?? "/", cached),
    ),
    ...Array.from({ length: SEARCH_READERS }, (_, r) =>
      reader(site.url, (n) => `/search?q=tormenta-${run}-${r}-${n}`, searches),
    ),
  ];
  await sleep(3_000);

  const stormStarted = performance.now();
  const logBefore = site.log().length;
  let marker = "";
  for (let k = 1; k <= PUBLISHES; k++) {
    marker = `Bono de la tormenta ${run}-${k}`;
    lake.publish("casino-bet365", { bonus: marker });
    if (k < PUBLISHES) await sleep(PUBLISH_EVERY_MS);
  }
  const lastPublished = performance.now();
  let fresh = Number.POSITIVE_INFINITY;
  for (const deadline = lastPublished + 10_000; performance.now() < deadline; await sleep(50)) {
    const body = await fetch(`${site.url}/bet365`).then(
      (response) => response.text(),
      () => "",
    );
    if (body.includes(marker)) {
      fresh = (performance.now() - lastPublished) / 1000;
      break;
    }
  }
  await sleep(4_000);
  await Promise.all(stops.map((stop) => stop()));
  const log = site.log().slice(logBefore);
  await site.stop();

  const tally = (answers: Answer[]) => {
    const counts = new Tally();
    for (const answer of answers) counts.add(answer.status);
    return counts;
  };
  const failed = [...cached, ...searches].filter((answer) => typeof answer.status !== "number" || answer.status >= 500);
  const inStorm = (answers: Answer[]) => answers.filter((answer) => answer.at >= stormStarted);
  const webhooks = lake.requestLog.filter((line) => line.includes("webhook POST"));
  const webhooksOk = webhooks.filter((line) => / -> 200 /.test(line)).length;
  // Publishes applied together log how many they were (a lone one, applied at once, logs nothing of the kind).
  const grouped = log.flatMap((line) => /"publishes":(\d+)/.exec(line)?.[1] ?? []).map(Number);
  const pageRenders = log.filter((line) => line.includes('"cache":"miss"') && !line.includes('"path":"/search"'));
  const p99 = (answers: Answer[]) =>
    ms(
      percentile(
        answers.map((answer) => answer.ms),
        99,
      ),
    );

  checks.must(
    "No visitor gets a 5xx while 20 publishes arrive (cached pages and new searches)",
    failed.length === 0 && cached.length > 0 && searches.length > 0,
    `${failed.length} of ${cached.length + searches.length}: ${tally(failed).toString()}`,
  );
  checks.must(
    "Every publish's webhook is answered 200",
    webhooks.length === PUBLISHES && webhooksOk === PUBLISHES,
    `${webhooksOk} of ${webhooks.length} deliveries answered 200`,
  );
  checks.must(
    "The last publish is on the page within 2 s",
    fresh <= 2,
    `${Number.isFinite(fresh) ? `${fresh.toFixed(2)} s` : "not within 10 s"} after the last publish`,
  );

  const rows = [
    [
      `Cached pages, ${CACHED_READERS} readers`,
      `${tally(cached).toString()}; from the first publish: ${tally(inStorm(cached)).toString()}, p99 ${p99(inStorm(cached))}`,
    ],
    [
      `New searches, ${SEARCH_READERS} readers`,
      `${tally(searches).toString()}; from the first publish: ${tally(inStorm(searches)).toString()}, p99 ${p99(inStorm(searches))}`,
    ],
    [
      `${PUBLISHES} publishes, one every ${PUBLISH_EVERY_MS} ms`,
      `webhooks ${webhooksOk} × 200 of ${webhooks.length}; applied together: ` +
        `${grouped.length > 0 ? `${grouped.join(" + ")} publishes` : "none (each applied alone)"}; ` +
        `visitors of the cached pages who waited for a render: ${pageRenders.length}`,
    ],
    [
      "Start-up (the process's own warm-up of the page cache)",
      `listening ${listening.toFixed(1)} s after the start (its database migrated first), ready ` +
        `${(ready - listening).toFixed(1)} s later; ${warmUp.slice(0, 240)}`,
    ],
    ["Last publish → on /bet365", Number.isFinite(fresh) ? `${fresh.toFixed(2)} s` : "not within 10 s"],
  ];
  const markdown = `${table(["Figure", "Measured"], rows)}\n\n${checks.markdown()}`;
  return { name: "publish-storm", markdown, checks: checks.list, seconds: (Date.now() - started) / 1000 };
}
