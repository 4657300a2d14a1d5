// (a) A rolling restart of every web process (the quick form restarts one: each restart is the same path, and
// each costs a process's start-up), and a reload of HAProxy, under load through the load balancer (at least 30 s
// of it in the full form): how many requests failed at the client. (b) A publish in the Content Lake,
// whose webhook reaches one process through the load balancer: every process serves the new content, and the
// seconds until then, polled on each process directly (5 runs in the full form, 2 in the quick one).
import { sleep, withTimeout } from "../../lib/processes.ts";
import type { Checks } from "../../lib/report.ts";
import { type DrillMode, sized } from "../lib/mode.ts";
import type { Cluster } from "./setup.ts";
import { startLoad } from "./traffic.ts";

export type Row = [string, string];

const PAGES = ["/", "/bet365", "/comparacion", "/ruleta-online", "/codere"];

export async function rollingRestart(cluster: Cluster, checks: Checks, mode: DrillMode): Promise<Row[]> {
  const load = startLoad(PAGES, 8);
  const started = performance.now();
  const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
  await sleep(2_000);
  const steps: string[] = [];
  let exitsClean = true;
  const restarted = [...cluster.webs.entries()].slice(0, sized(mode, { quick: 1, full: cluster.webs.length }));
  for (const [index, web] of restarted) {
    const stopAt = performance.now();
    web.site.process.child.kill("SIGTERM");
    const out = await cluster.waitForState(web.name, "DOWN", 10_000);
    const outAfter = seconds(stopAt);
    await withTimeout(web.site.process.exited, 45_000, `${web.name} stopping`);
    const { exitCode } = web.site.process.child;
    exitsClean &&= exitCode === 0;
    const exitAfter = seconds(stopAt);
    await cluster.restart(index);
    const back = await cluster.waitForState(web.name, "UP", 20_000);
    steps.push(
      `${web.name}: out of rotation ${out ? `after ${outAfter} s` : "never"}, exit ${exitCode} after ${exitAfter} s, ` +
        `back ${back ? `after ${seconds(stopAt)} s` : "never"}`,
    );
  }
  // A configuration reload, as a deploy of HAProxy itself would do (SIGUSR2 to the master process).
  cluster.haproxy.child.kill("SIGUSR2");
  steps.push("HAProxy reloaded");
  // The quick form stops the load once the reload is done: what it guards is the restarts and the reload.
  const left = sized(mode, { quick: 2_000, full: 30_000 }) - (performance.now() - started);
  if (left > 0) await sleep(left);
  const result = await load.stop();
  const failed = result.failures.total;
  checks.must(
    `(a) Rolling restart of ${restarted.length === cluster.webs.length ? "every process" : `${restarted.length} of ${cluster.webs.length} processes`} (and an HAProxy reload) under load: failed requests at the client`,
    failed === 0 && exitsClean,
    `${failed} failed of ${result.requests} (${result.failures.toString()}); every process exited 0: ${exitsClean}`,
  );
  return [
    [
      "(a) Rolling restart under load",
      `${result.requests} requests in ${result.seconds.toFixed(1)} s (8 at a time, ${PAGES.length} pages): ` +
        `${result.statuses.toString()}; failed ${failed}; slowest ${Math.round(result.maxMs)} ms`,
    ],
    ["(a) Restart steps", steps.join("; ")],
  ];
}

export async function publishEverywhere(cluster: Cluster, checks: Checks, mode: DrillMode): Promise<Row[]> {
  const runs: number[] = [];
  const perProcess: string[] = [];
  const count = sized(mode, { quick: 2, full: 5 });
  for (let run = 1; run <= count; run++) {
    const marker = `Bono del simulacro ${run}-${Date.now().toString(36)}`;
    const published = performance.now();
    cluster.lake.publish("casino-bet365", { bonus: marker });
    const times = await Promise.all(
      cluster.webs.map(async (web) => {
        for (const deadline = published + 15_000; performance.now() < deadline; await sleep(50)) {
          const body = await fetch(`${web.url}/bet365`, { signal: AbortSignal.timeout(5_000) })
            .then((response) => response.text())
            .catch(() => "");
          if (body.includes(marker)) return (performance.now() - published) / 1000;
        }
        return Number.POSITIVE_INFINITY;
      }),
    );
    runs.push(Math.max(...times));
    perProcess.push(times.map((time) => time.toFixed(2)).join(" / "));
    await sleep(300);
  }
  const worst = Math.max(...runs);
  const times = `worst ${worst.toFixed(2)} s; runs ${runs.map((time) => time.toFixed(2)).join(", ")} s`;
  checks.must(
    `(b) A publish through the load balancer is served by every process (${count} runs, each given 15 s)`,
    Number.isFinite(worst),
    times,
  );
  checks.should("(b) … within 2 s of the publish", worst <= 2, times);
  return [
    [
      "(b) Publish → every process serves it",
      `runs: ${runs.map((time) => `${time.toFixed(2)} s`).join(", ")}; worst ${worst.toFixed(2)} s ` +
        `(per process, web1 / web2 / web3: ${perProcess.join("; ")})`,
    ],
  ];
}
