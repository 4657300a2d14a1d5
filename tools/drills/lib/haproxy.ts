// HAProxy running the repository's deploy/haproxy.cfg as committed, with its addresses given through the
// environment variables the file reads, plus a stats page the drill reads each server's state from.
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Child, onCleanup, sleep, startChild } from "../../lib/processes.ts";
import { repo } from "../../lib/site.ts";

export const HAPROXY = process.env.HAPROXY_BIN || "/usr/sbin/haproxy";

export type Haproxy = {
  child: Child;
  url: string;
  /** Each server's state as HAProxy sees it: "UP", "DOWN", "UP 1/2"… */
  states(): Promise<Record<string, string>>;
  waitForState(name: string, state: "UP" | "DOWN", timeoutMs: number): Promise<boolean>;
};

/** Starts HAProxy on `bind` (port) in front of the three `webs` (host:port each; the same one may repeat). */
export function startHaproxy(port: number, webs: [string, string, string], statsPort: number): Haproxy {
  const extra = join(tmpdir(), `casinolupa-drill-haproxy-${process.pid}-${port}.cfg`);
  writeFileSync(extra, `listen drill-stats\n  bind 127.0.0.1:${statsPort}\n  stats enable\n  stats uri /stats\n`);
  onCleanup(async () => rmSync(extra, { force: true }));
  const child = startChild("haproxy", HAPROXY, ["-W", "-db", "-f", join(repo, "deploy/haproxy.cfg"), "-f", extra], {
    env: {
      ...process.env,
      CASINOLUPA_LB_BIND: `127.0.0.1:${port}`,
      CASINOLUPA_WEB1: webs[0],
      CASINOLUPA_WEB2: webs[1],
      CASINOLUPA_WEB3: webs[2],
    },
  });
  const states = async (): Promise<Record<string, string>> => {
    const csv = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.text(),
    );
    const result: Record<string, string> = {};
    for (const line of csv.split("\n")) {
      const fields = line.split(",");
      if (fields[0] === "web" && fields[1]?.startsWith("web")) result[fields[1]] = fields[17] ?? "";
    }
    return result;
  };
  const waitForState = async (name: string, state: "UP" | "DOWN", timeoutMs: number) => {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
      const now = await states().catch(() => ({}) as Record<string, string>);
      if (now[name] === state) return true;
    }
    return false;
  };
  return { child, url: `http://127.0.0.1:${port}`, states, waitForState };
}
