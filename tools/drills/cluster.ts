// Many-process drill: the deployment docs/deployment.md describes, on one machine. Three web processes of the
// built site behind HAProxy (deploy/haproxy.cfg, as committed), sharing one throwaway PostgreSQL database through
// a TCP proxy, with the Content Lake stand-in as live content source and an SMTP catcher (cluster/setup.ts).
// It measures and prints (the full form's counts; the quick one, in every CI run, has fewer rounds and shorter
// windows, lib/mode.ts; timings are should-hold figures, which a busy machine can miss by chance):
//   (a) a rolling restart of every process (one in the quick form), and an HAProxy reload, under at least 30 s of
//       load: failed requests (must 0);
//   (b) a publish through the load balancer: every process serves it; seconds until then, 5 runs (should <= 2 s);
//   (c) 300 sign-ups while one process is killed with SIGKILL: each accepted one stored once, each e-mail sent
//       exactly once, none later than 60 s;
//   (d) a 10 s database partition: pages 200, clicks lost 0, every sign-up answered (p99 should be <= 4 s);
//   (e) 200 sign-ups of one mail domain against 200 of distinct domains, each e-mailed once (should take at most
//       1.5× the time);
//   (f) Varnish in front (deploy/varnish.vcl): a publish served through it (should be within 2 s, 5 runs), 0
//       origin requests for a flood of tracking parameters, cached throughput against one process (ratio > 1),
//       what a visitor gets (a request id of HAProxy's own, no surrogate keys, one cache entry whatever the Host,
//       no brotli when refused), the site served straight from HAProxy with Varnish stopped, and Varnish's stale
//       pages (200) with every process down.
// Needs HAProxy and Varnish with its xkey module (Debian packages `haproxy`, `varnish`, `varnish-modules`;
// HAPROXY_BIN and VARNISHD_BIN name other binaries) and uses ports 4200-4299.
import { existsSync } from "node:fs";
import { Checks, type DrillReport, table } from "../lib/report.ts";
import { publishEverywhere, type Row, rollingRestart } from "./cluster/restart-publish.ts";
import { type Cluster, startCluster } from "./cluster/setup.ts";
import { signupsByDomain } from "./cluster/signups-domains.ts";
import { partition, signupsWithKill } from "./cluster/signups-partition.ts";
import { throughVarnish } from "./cluster/varnish.ts";
import { HAPROXY } from "./lib/haproxy.ts";
import type { DrillMode } from "./lib/mode.ts";
import { VARNISHD } from "./lib/varnish.ts";

export async function clusterDrill(mode: DrillMode): Promise<DrillReport> {
  const started = Date.now();
  const checks = new Checks();
  const rows: Row[] = [];
  const report = (): DrillReport => ({
    name: "cluster",
    markdown: `${table(["Measurement", "Figures"], rows)}\n\n${checks.markdown()}`,
    checks: checks.list,
    seconds: (Date.now() - started) / 1000,
  });
  if (!existsSync(HAPROXY)) {
    checks.must("HAProxy is installed", false, `${HAPROXY} not found (apt-get install haproxy, or set HAPROXY_BIN)`);
    return report();
  }
  if (!existsSync(VARNISHD)) {
    checks.must("Varnish is installed", false, `${VARNISHD} not found (apt-get install varnish varnish-modules)`);
    return report();
  }
  const cluster = await startCluster();
  const phases: [string, (cluster: Cluster, checks: Checks, mode: DrillMode) => Promise<Row[]>][] = [
    ["(a) rolling restart", rollingRestart],
    ["(b) publish", publishEverywhere],
    ["(c) sign-ups with a killed process", signupsWithKill],
    ["(d) database partition", partition],
    ["(e) sign-ups of one domain", signupsByDomain],
    // Last: it ends with every process killed.
    ["(f) Varnish in front", throughVarnish],
  ];
  for (const [name, phase] of phases) {
    try {
      rows.push(...(await phase(cluster, checks, mode)));
    } catch (error) {
      checks.must(`${name} completed`, false, error instanceof Error ? error.message.slice(0, 300) : String(error));
    }
  }
  const unusual = cluster.haproxy.output.filter((line) => /\s[45]\d\d\s/.test(line) || /\bDOWN\b|\bUP\b/.test(line));
  rows.push([
    "HAProxy",
    `${unusual.length} log lines of failed requests or server state changes; last: ${unusual.slice(-3).join(" · ") || "–"}`,
  ]);
  return report();
}
