// (f) Varnish in front of HAProxy (deploy/varnish.vcl): a publish seen through Varnish, a flood of tracking
// parameters, cached throughput against one process, the purge's ACL and the headers a visitor gets (through
// Varnish and from HAProxy alone: deploy/haproxy.cfg's request id and surrogate keys), Varnish
// stopped (traffic straight to HAProxy), and every process down (Varnish serves its stale pages). Runs last: it
// ends with the three processes killed. The quick form has fewer publishes, a smaller flood and shorter windows.
import autocannon from "autocannon";
import { sleep } from "../../lib/processes.ts";
import type { Checks } from "../../lib/report.ts";
import { Tally } from "../../lib/report.ts";
import { type DrillMode, sized } from "../lib/mode.ts";
import { rawRequest } from "../lib/raw-http.ts";
import type { Row } from "./restart-publish.ts";
import { type Cluster, LB, PORTS } from "./setup.ts";

const PAGES = ["/", "/bet365", "/comparacion", "/ruleta-online", "/codere"];
const BROWSER = { "accept-encoding": "br, gzip" };

const get = (url: string) =>
  fetch(url, { headers: BROWSER, redirect: "manual", signal: AbortSignal.timeout(10_000) }).then(async (response) => ({
    status: response.status,
    headers: response.headers,
    body: await response.text(),
  }));

/** A page's copy left stale by a publish: the origin marks it `s-maxage=0`, and no cache should keep it. */
const leftStale = (headers: Headers) => /s-maxage=0\b/.test(headers.get("cache-control") ?? "");

/**
 * Requests `path` through Varnish until it is answered from Varnish's cache, fresh for at least 30 s more (its
 * s-maxage is 60 s) and not left stale by a publish, so that nothing the drill counts next sets off a refetch (for
 * at most `withinMs`); false if it never is.
 */
async function cached(cluster: Cluster, path: string, withinMs = 2_000): Promise<boolean> {
  for (const deadline = performance.now() + withinMs; performance.now() < deadline; await sleep(50)) {
    const { headers } = await get(`${cluster.varnish.url}${path}`);
    // Not a copy a publish left stale: Varnish would fetch it again on the next request.
    if (headers.get("x-cache") === "hit" && !leftStale(headers) && Number(headers.get("age") ?? 60) < 30) return true;
  }
  return false;
}

/**
 * `url` from one process until its answer is not a copy a publish left stale (s-maxage=0): the first request to
 * such a copy sets off its render in the background, and a later one gets the new copy (for at most `withinMs`;
 * the last answer either way).
 */
async function freshFromOrigin(url: string, withinMs = 5_000): Promise<Awaited<ReturnType<typeof get>>> {
  for (const deadline = performance.now() + withinMs; ; await sleep(50)) {
    const answer = await get(url);
    if (!leftStale(answer.headers) || performance.now() >= deadline) return answer;
  }
}

/** PURGE from `from` (127.0.0.1 is the one allowed address) with `keys`. */
function purge(from: string, keys: string) {
  return rawRequest(PORTS.varnish, { method: "PURGE", path: "/", localAddress: from, headers: [["xkey-purge", keys]] });
}

/** A response header from a raw answer's head. */
const header = (head: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? null;

/**
 * What the proxies give a visitor: HAProxy's own request id in place of a forged one, no surrogate keys from
 * HAProxy alone (not even to a forged `Surrogate-Capability` from another address), one Varnish entry whatever
 * Host a client writes, and no brotli to a client that refuses it (`br;q=0`).
 */
async function whatVisitorsGet(cluster: Cluster, checks: Checks): Promise<Row[]> {
  const forged = "forged-request-id";
  const page = (port: number, headers: [string, string][], localAddress?: string) =>
    rawRequest(port, { method: "GET", path: "/bet365", headers, ...(localAddress ? { localAddress } : {}) });
  const viaLb = await page(PORTS.lb, [["X-Request-Id", forged]]);
  const viaLbForgedCdn = await page(PORTS.lb, [["Surrogate-Capability", 'casinolupa="xkey"']], "127.0.0.2");
  const viaVarnish = await page(PORTS.varnish, [["X-Request-Id", forged], ...Object.entries(BROWSER)]);
  const ids = [viaLb, viaVarnish].map((answer) => header(answer.head, "x-request-id"));
  checks.must(
    "(f) A client's X-Request-Id is replaced by HAProxy's own, from HAProxy alone and through Varnish",
    ids.every((id) => id !== null && id !== forged),
    `from HAProxy: ${ids[0]}; through Varnish: ${ids[1]}`,
  );
  const keys = [viaLb, viaLbForgedCdn].map((answer) => header(answer.head, "xkey"));
  checks.must(
    "(f) HAProxy alone gives a visitor no surrogate keys, even one who claims to be the CDN",
    viaLb.status === 200 && viaLbForgedCdn.status === 200 && keys.every((key) => key === null),
    `xkey: ${keys.map((key) => key ?? "absent").join(" / ")} (${viaLb.status} / ${viaLbForgedCdn.status})`,
  );

  await cached(cluster, "/bet365");
  const before = cluster.varnish.counter("MAIN.backend_req");
  const evil = await page(PORTS.varnish, [["Host", "evil.example"], ...Object.entries(BROWSER)]);
  const evilFetches = cluster.varnish.counter("MAIN.backend_req") - before;
  checks.must(
    "(f) Varnish: a request with another Host is answered from the site's own cache entry",
    evil.status === 200 && header(evil.head, "x-cache") === "hit" && evilFetches === 0,
    `Host: evil.example → ${evil.status}, X-Cache ${header(evil.head, "x-cache")}, origin requests ${evilFetches}`,
  );
  const refused = await page(PORTS.varnish, [["Accept-Encoding", "br;q=0, gzip"]]);
  const refusedEncoding = header(refused.head, "content-encoding");
  checks.must(
    "(f) Varnish: `Accept-Encoding: br;q=0, gzip` gets gzip, never brotli",
    refused.status === 200 && refusedEncoding === "gzip",
    `${refused.status}, Content-Encoding ${refusedEncoding ?? "none"}`,
  );
  return [
    [
      "(f) What the proxies give a visitor",
      `forged X-Request-Id → ${ids.join(" / ")}; xkey from HAProxy alone: ${keys.map((key) => key ?? "absent").join(" / ")}; ` +
        `Host: evil.example → X-Cache ${header(evil.head, "x-cache")}, ${evilFetches} origin requests; ` +
        `br;q=0, gzip → ${refusedEncoding ?? "none"}`,
    ],
  ];
}

export async function throughVarnish(cluster: Cluster, checks: Checks, mode: DrillMode): Promise<Row[]> {
  const rows: Row[] = [];
  const varnish = () => cluster.varnish;

  // What a visitor gets, and what the origin tells Varnish.
  await cached(cluster, "/bet365");
  const visitor = await get(`${varnish().url}/bet365`);
  // After Varnish has it: a page still stale from the start-up's change log would tell Varnish not to keep it.
  // Varnish may have had its copy from another process, so this one's may still be stale: ask until it is not.
  const origin = await freshFromOrigin(`${cluster.webs[0]?.url}/bet365`);
  const originKeys = origin.headers.get("xkey") ?? "";
  const headersOk =
    originKeys === "site" &&
    visitor.headers.get("xkey") === null &&
    visitor.headers.get("vary") === "Accept-Encoding" &&
    visitor.headers.get("content-encoding") === "br" &&
    visitor.headers.get("cache-control") === origin.headers.get("cache-control");
  checks.must(
    "(f) Varnish: the origin names the site's key in xkey; the visitor gets the page without it, in brotli",
    headersOk,
    `origin xkey "${originKeys}"; visitor: xkey ${visitor.headers.get("xkey") ?? "absent"}, ` +
      `Vary ${visitor.headers.get("vary")}, ${visitor.headers.get("content-encoding")}, ` +
      `Cache-Control ${visitor.headers.get("cache-control")} (origin: ${origin.headers.get("cache-control")})`,
  );
  const stranger = await purge("127.0.0.2", "site");
  const allowed = await purge("127.0.0.1", "no-such-key");
  checks.must(
    "(f) Varnish: a PURGE from an address outside the ACL is refused 403, from an allowed one 200",
    stranger.status === 403 && allowed.status === 200,
    `from 127.0.0.2: ${stranger.status}; from 127.0.0.1: ${allowed.status}`,
  );
  rows.push(...(await whatVisitorsGet(cluster, checks)));
  rows.push([
    "(f) Varnish headers and purge ACL",
    `origin xkey: ${originKeys}; to the visitor: no xkey, Vary ${visitor.headers.get("vary")}, ` +
      `${visitor.headers.get("content-encoding")}; PURGE from 127.0.0.2 → ${stranger.status}, from 127.0.0.1 → ${allowed.status}`,
  ]);

  // A publish, through the webhook's purge: until Varnish serves the new content.
  const runs: number[] = [];
  let warm = true;
  const publishes = sized(mode, { quick: 2, full: 5 });
  for (let run = 1; run <= publishes; run++) {
    warm &&= await cached(cluster, "/bet365");
    const marker = `Bono tras Varnish ${run}-${Date.now().toString(36)}`;
    const published = performance.now();
    cluster.lake.publish("casino-bet365", { bonus: marker });
    let seen = Number.POSITIVE_INFINITY;
    for (const deadline = published + 15_000; performance.now() < deadline; await sleep(50)) {
      const body = await get(`${varnish().url}/bet365`).then(
        (page) => page.body,
        () => "",
      );
      if (body.includes(marker)) {
        seen = (performance.now() - published) / 1000;
        break;
      }
    }
    runs.push(seen);
    await sleep(300);
  }
  const worst = Math.max(...runs);
  const publishTimes = `worst ${worst.toFixed(2)} s; runs ${runs.map((time) => time.toFixed(2)).join(", ")} s; cached before each: ${warm}`;
  checks.must(
    `(f) A publish is served through Varnish (a cached page, purged by the webhook), ${publishes} runs, each given 15 s`,
    Number.isFinite(worst) && warm,
    publishTimes,
  );
  checks.should("(f) … within 2 s of the publish", worst <= 2, publishTimes);
  rows.push([
    "(f) Publish → served through Varnish",
    `runs: ${runs.map((time) => `${time.toFixed(2)} s`).join(", ")}; worst ${worst.toFixed(2)} s (the page was a Varnish hit before each)`,
  ]);
  // The webhook repeats its purge a second after the first; let it land before counting origin requests.
  await sleep(1_500);

  // A flood of links with tracking parameters: one cached page each, whatever they add.
  let flooded = true;
  for (const path of PAGES) flooded &&= await cached(cluster, path);
  await sleep(200);
  const before = varnish().counter("MAIN.backend_req");
  const statuses = new Tally();
  const FLOOD = sized(mode, { quick: 1_000, full: 3_000 });
  let next = 0;
  const floodStarted = performance.now();
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let i = next++; i < FLOOD; i = next++) {
        const path = PAGES[i % PAGES.length];
        const query = `utm_source=s${i}&utm_medium=m${i}&utm_campaign=c${i}&fbclid=f${i}&gclid=g${i}`;
        const status = await get(`${varnish().url}${path}?${query}`).then(
          (page) => String(page.status),
          (error: unknown) => String(error).slice(0, 40),
        );
        statuses.add(status);
      }
    }),
  );
  const floodSeconds = (performance.now() - floodStarted) / 1000;
  const originRequests = varnish().counter("MAIN.backend_req") - before;
  checks.must(
    "(f) A flood of unique utm_*/fbclid/gclid URLs through Varnish: requests reaching the origin",
    originRequests === 0 && statuses.get(200) === FLOOD && flooded,
    `${originRequests} origin requests for ${FLOOD} URLs (${statuses.toString()})`,
  );
  rows.push([
    "(f) Tracking-parameter flood through Varnish",
    `${FLOOD} unique URLs on ${PAGES.length} pages in ${floodSeconds.toFixed(1)} s: ${statuses.toString()}; ` +
      `origin requests ${originRequests}`,
  ]);

  // Cached throughput: the same page from Varnish and from one process's page cache, in the same run.
  const rateSeconds = sized(mode, { quick: 2, full: 5 });
  const rate = async (url: string) => {
    const result = await autocannon({ url, connections: 16, duration: rateSeconds, headers: BROWSER });
    return { perSecond: result.requests.average, non2xx: result.non2xx + result.errors + result.timeouts };
  };
  await cached(cluster, "/bet365");
  const backendBefore = varnish().counter("MAIN.backend_req");
  const viaVarnish = await rate(`${varnish().url}/bet365`);
  const backendDuring = varnish().counter("MAIN.backend_req") - backendBefore;
  const direct = await rate(`${cluster.webs[0]?.url}/bet365`);
  const ratio = viaVarnish.perSecond / direct.perSecond;
  // What Varnish buys is that the origin does no work for a cached page: that holds on any machine. The ratio
  // also depends on the load generator, which shares this machine's cores and can be what caps both runs.
  checks.must(
    "(f) Cached throughput through Varnish: every request answered by Varnish alone, none failed",
    backendDuring <= 1 && viaVarnish.non2xx === 0 && direct.non2xx === 0,
    `${backendDuring} origin requests for ${Math.round(viaVarnish.perSecond * rateSeconds)} (failed: ${viaVarnish.non2xx} / ${direct.non2xx})`,
  );
  checks.should(
    "(f) Cached throughput through Varnish against one process, same run (ratio > 1)",
    ratio > 1,
    `${Math.round(viaVarnish.perSecond)} req/s against ${Math.round(direct.perSecond)} req/s: ${ratio.toFixed(1)}×`,
  );
  rows.push([
    `(f) Cached throughput, /bet365 (16 connections, ${rateSeconds} s each)`,
    `through Varnish ${Math.round(viaVarnish.perSecond)} req/s (origin requests meanwhile: ${backendDuring}); ` +
      `one process ${Math.round(direct.perSecond)} req/s; ${ratio.toFixed(1)}× (failed: ${viaVarnish.non2xx} / ${direct.non2xx})`,
  ]);

  // Varnish stopped: traffic goes to HAProxy directly (docs/deployment.md); a publish's purge fails and is retried,
  // and the webhook still answers 200.
  await varnish().stop();
  const direct200 = new Tally();
  for (let i = 0; i < 100; i++) {
    direct200.add(
      await get(`${LB}${PAGES[i % PAGES.length]}?utm_source=sin-varnish`).then(
        (page) => String(page.status),
        (error: unknown) => String(error).slice(0, 40),
      ),
    );
  }
  const marker = `Bono sin Varnish ${Date.now().toString(36)}`;
  const deliveries = cluster.lake.requestLog.length;
  const published = performance.now();
  cluster.lake.publish("casino-bet365", { bonus: marker });
  let seenDirect = Number.POSITIVE_INFINITY;
  for (const deadline = published + 10_000; performance.now() < deadline; await sleep(50)) {
    if ((await get(`${LB}/bet365`).catch(() => ({ body: "" }))).body.includes(marker)) {
      seenDirect = (performance.now() - published) / 1000;
      break;
    }
  }
  const webhook = cluster.lake.requestLog.slice(deliveries).find((line) => line.includes("webhook POST")) ?? "";
  const directOk = direct200.get(200) === 100 && seenDirect <= 2 && / -> 200 /.test(webhook);
  checks.must(
    "(f) Varnish stopped: the site is served straight from HAProxy, and a publish still answers 200 and shows",
    directOk,
    `${direct200.toString()}; publish shown after ${seenDirect.toFixed(2)} s; ${webhook.replace(/^\S+ /, "")}`,
  );
  rows.push([
    "(f) Varnish stopped → straight to HAProxy",
    `100 page requests: ${direct200.toString()}; a publish (its CDN purge failing) shown after ${seenDirect.toFixed(2)} s, ` +
      `webhook ${/ -> (\S+)/.exec(webhook)?.[1] ?? "not delivered"}`,
  ]);

  // Every process down: Varnish answers its stale pages (grace) with 200.
  await cluster.startVarnish();
  // A Varnish just started fetches nothing until its probe has seen HAProxy answer (deploy/varnish-backend.vcl),
  // and the processes may still be refreshing after the publish above: each page is given 10 s to be kept.
  const notKept: string[] = [];
  for (const path of PAGES) if (!(await cached(cluster, path, 10_000))) notKept.push(path);
  const softPurged = await purge("127.0.0.1", "site");
  for (const web of cluster.webs) web.site.process.child.kill("SIGKILL");
  await Promise.all(cluster.webs.map((web) => web.site.process.exited));
  const graceStatuses = new Tally();
  const failedPages = new Tally();
  let stale = 0;
  const graceSeconds = sized(mode, { quick: 4, full: 10 });
  const graceStarted = performance.now();
  for (let i = 0; performance.now() - graceStarted < graceSeconds * 1_000; i++) {
    const path = PAGES[i % PAGES.length] ?? "/";
    const page = await get(`${varnish().url}${path}`).catch(() => null);
    graceStatuses.add(page ? String(page.status) : "no answer");
    if (page?.status !== 200) failedPages.add(path);
    if (page?.status === 200 && page.body.includes("</html>")) stale += 1;
    await sleep(20);
  }
  const lbDown = await get(`${LB}/bet365`).then(
    (page) => page.status,
    () => 0,
  );
  const total = graceStatuses.toString();
  checks.must(
    `(f) All three processes down: Varnish serves its (purged, so stale) pages with 200 for ${graceSeconds} s of its grace`,
    notKept.length === 0 &&
      graceStatuses.get(200) === graceStatuses.total &&
      stale === graceStatuses.total &&
      stale > 0 &&
      lbDown >= 500,
    `${total} (whole pages: ${stale}; pages not answered 200: ${failedPages.toString()}); ` +
      `not kept by Varnish before the kill: ${notKept.join(", ") || "none"}; straight to HAProxy meanwhile: ${lbDown}; ` +
      `soft purge: ${softPurged.status}`,
  );
  rows.push([
    "(f) Every process down → Varnish grace",
    `${graceSeconds} s of requests for ${PAGES.length} pages soft-purged before the kill: ${total}; HAProxy alone answers ${lbDown}`,
  ]);
  return rows;
}
