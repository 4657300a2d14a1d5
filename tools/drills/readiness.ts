// Readiness drill: three processes of the built site behind HAProxy (deploy/haproxy.cfg as committed), with a
// visitor asking for cached pages one request after another, through HAProxy, while 60 connections ask for pages
// never asked for before (`/search?q=<unique>`: each a render, most of them refused with 503):
//   (a) 20 s of that (8 s in the quick form: lib/mode.ts): the visitor gets 200 on every request, and HAProxy
//       takes no process out of rotation (readiness does not fail because renders are refused);
//   (b) under the same load, all three processes restarted at once (SIGTERM, then started again as each exits):
//       how long the site answers the visitor 503, and from where. Must hold: no process that is up answers a
//       cached page 503; every 503 comes from HAProxy while no process is up (ready: its top pages rendered).
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { onCleanup, sleep } from "../lib/processes.ts";
import { Checks, type DrillReport, ms, percentile, Tally, table } from "../lib/report.ts";
import { type Site, startSite } from "../lib/site.ts";
import { startHaproxy } from "./lib/haproxy.ts";
import { type DrillMode, sized } from "./lib/mode.ts";

const PORTS = [3571, 3572, 3573];
const LB_PORT = 3570;
const STATS_PORT = 3579;
const MISS_CONNECTIONS = 60;
const CACHED_PAGES = ["/", "/comparacion", "/bet365", "/ruleta-online"];
const ENV = { SHUTDOWN_DRAIN_SECONDS: "3", LOG_LEVEL: "warn" };
/** Each process's own SQLite file, migrated once: a restart starts the process alone, as a deploy would. */
const database = (port: number) => ({
  DATABASE_URL: `file:${join(tmpdir(), `casinolupa-readiness-${process.pid}-${port}.db`)}`,
});
const HAPROXY_503 = "No server is available";

type Answer = { at: number; status: number | string; fromHaproxy: boolean; ms: number };

/** Asks for the cached pages in turn until stopped; each answer with its time and whether HAProxy made it. */
function startVisitor(url: string) {
  const answers: Answer[] = [];
  let running = true;
  const done = (async () => {
    for (let n = 0; running; n++) {
      const started = performance.now();
      const path = CACHED_PAGES[n % CACHED_PAGES.length] ?? "/";
      try {
        const response = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(10_000) });
        const body = await response.text();
        answers.push({
          at: started,
          status: response.status,
          fromHaproxy: body.includes(HAPROXY_503),
          ms: performance.now() - started,
        });
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        answers.push({
          at: started,
          status: `error (${cause.slice(0, 60)})`,
          fromHaproxy: false,
          ms: performance.now() - started,
        });
      }
      await sleep(20);
    }
  })();
  return {
    answers,
    async stop() {
      running = false;
      await done;
    },
  };
}

function startMisses(url: string, seconds: number) {
  const instance = autocannon({
    url: `${url}/search?q=lectura-[<id>]`,
    idReplacement: true,
    connections: MISS_CONNECTIONS,
    duration: seconds,
    timeout: 10,
    headers: { "accept-encoding": "br, gzip" },
  });
  const unregister = onCleanup(async () => instance.stop());
  return instance.then((result) => {
    unregister();
    return result;
  });
}

const statuses = (answers: Answer[]) => {
  const tally = new Tally();
  for (const answer of answers)
    tally.add(answer.status === 503 && answer.fromHaproxy ? "503 (HAProxy)" : answer.status);
  return tally;
};

export async function readinessDrill(mode: DrillMode): Promise<DrillReport> {
  const FLOOD_SECONDS = sized(mode, { quick: 8, full: 20 });
  // Long enough to cover the restart of all three (about 10 s), so they come back under the load.
  const RESTART_FLOOD_SECONDS = sized(mode, { quick: 20, full: 40 });
  const started = Date.now();
  const checks = new Checks();
  const sites: Site[] = await Promise.all(PORTS.map((port) => startSite(port, { ...ENV, ...database(port) })));
  onCleanup(async () => {
    for (const port of PORTS) {
      for (const suffix of ["", "-wal", "-shm"])
        rmSync(`${database(port).DATABASE_URL.slice(5)}${suffix}`, { force: true });
    }
  });
  const haproxy = startHaproxy(
    LB_PORT,
    PORTS.map((port) => `127.0.0.1:${port}`) as [string, string, string],
    STATS_PORT,
  );
  const names = ["web1", "web2", "web3"];
  try {
    for (const name of names) {
      if (!(await haproxy.waitForState(name, "UP", 30_000))) throw new Error(`HAProxy never saw ${name} UP`);
    }
    const downs = () => haproxy.child.output.filter((line) => /is DOWN/.test(line)).length;

    // (a) Misses and a visitor of cached pages.
    const downsBefore = downs();
    let visitor = startVisitor(haproxy.url);
    const flood = await startMisses(haproxy.url, FLOOD_SECONDS);
    await visitor.stop();
    const a = visitor.answers;
    const aDowns = downs() - downsBefore;
    const aOk = a.filter((answer) => answer.status === 200).length;
    checks.must(
      "(a) The visitor of cached pages gets 200 on every request",
      aOk === a.length && a.length > 0,
      `${aOk} of ${a.length}: ${statuses(a).toString()}`,
    );
    checks.must("(a) HAProxy takes no process out of rotation", aDowns === 0, `${aDowns} DOWN events`);

    // (b) All three restarted at once, under the same load.
    visitor = startVisitor(haproxy.url);
    const floodB = startMisses(haproxy.url, RESTART_FLOOD_SECONDS);
    await sleep(3_000);
    const restartAt = performance.now();
    for (const site of sites) site.process.child.kill("SIGTERM");
    const restarted = await Promise.all(
      sites.map(async (site, index) => {
        await site.process.exited;
        const exitedAt = performance.now() - restartAt;
        const port = PORTS[index] ?? 0;
        sites[index] = await startSite(port, { ...ENV, ...database(port) }, { migrate: false });
        return exitedAt;
      }),
    );
    const upAgain = await Promise.all(names.map((name) => haproxy.waitForState(name, "UP", 30_000)));
    const upAt = performance.now() - restartAt;
    const resultB = await floodB;
    await visitor.stop();
    const b = visitor.answers.filter((answer) => answer.at >= restartAt);
    const refused = b.filter((answer) => answer.status !== 200);
    const fromProcesses = refused.filter((answer) => typeof answer.status === "number" && !answer.fromHaproxy);
    const unanswered = refused.filter((answer) => typeof answer.status === "string");
    const first = refused[0]?.at ?? restartAt;
    const last = refused.at(-1);
    const window = last ? (last.at + last.ms - first) / 1000 : 0;
    checks.must(
      "(b) No process that is up answers a cached page with an error: only HAProxy, while none is ready",
      fromProcesses.length === 0,
      `${fromProcesses.length} answers from processes: ${statuses(fromProcesses).toString()}`,
    );
    checks.must(
      "(b) Every process is back in rotation within 30 s",
      upAgain.every(Boolean),
      `UP after ${(upAt / 1000).toFixed(1)} s`,
    );
    checks.should(
      "(b) Every request for a cached page is answered within 10 s (HAProxy queues while one process is back)",
      unanswered.length === 0,
      `${unanswered.length} not answered: ${statuses(unanswered).toString()}`,
    );
    checks.should(
      "(b) The site answers cached pages while all three restart",
      refused.length === 0,
      `${refused.length} of ${b.length} visitor requests not 200, over ${window.toFixed(1)} s`,
    );

    const rows = [
      [
        `(a) 60 connections of misses, ${FLOOD_SECONDS} s`,
        `${flood.requests.total} requests: ${Object.entries(flood.statusCodeStats)
          .map(([status, stat]) => `${status}×${stat.count}`)
          .join(", ")}; ${flood.errors} errors`,
      ],
      [
        "(a) Visitor of cached pages meanwhile",
        `${statuses(a).toString()}; p50 ${ms(
          percentile(
            a.map((x) => x.ms),
            50,
          ),
        )}, p99 ${ms(
          percentile(
            a.map((x) => x.ms),
            99,
          ),
        )}, slowest ${ms(Math.max(0, ...a.map((x) => x.ms)))}`,
      ],
      ["(a) HAProxy DOWN events", aDowns],
      [
        "(b) Restart of all three at once",
        `exited after ${restarted.map((s) => (s / 1000).toFixed(1)).join(" / ")} s (3 s drain); all UP again after ${(upAt / 1000).toFixed(1)} s`,
      ],
      [
        "(b) Visitor from the restart on",
        `${statuses(b).toString()}; not 200 for ${window.toFixed(1)} s (from ${((first - restartAt) / 1000).toFixed(1)} s after the signal); slowest answer ${ms(Math.max(0, ...b.map((x) => x.ms)))} (HAProxy's queue holds a request while no process is ready, up to 10 s)`,
      ],
      [
        "(b) Misses meanwhile",
        `${resultB.requests.total} requests: ${Object.entries(resultB.statusCodeStats)
          .map(([status, stat]) => `${status}×${stat.count}`)
          .join(", ")}`,
      ],
    ];
    return {
      name: "readiness",
      markdown: `### Three processes behind HAProxy, a visitor of cached pages beside 60 connections of misses\n\n${table(["Measurement", "Figures"], rows)}\n\n${checks.markdown()}`,
      checks: checks.list,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await Promise.all(sites.map((site) => site.stop()));
  }
}
