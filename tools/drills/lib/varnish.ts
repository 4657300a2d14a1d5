// Varnish running the repository's deploy/varnish.vcl as committed (copied beside its working directory), in the
// foreground, in front of `backend` (host:port, normally HAProxy). The deployment's own file
// (deploy/varnish-backend.vcl) is the committed one with this deployment's values put in, as docs/deployment.md
// tells an operator to: the site's name (Varnish's own address), the backend's address, and 127.0.0.1 added to the
// purge ACL, which ships empty; so a request from any other loopback address is a stranger's.
import { execFileSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Child, onCleanup, sleep, startChild, stopChild } from "../../lib/processes.ts";
import { repo } from "../../lib/site.ts";

export const VARNISHD = process.env.VARNISHD_BIN || "/usr/sbin/varnishd";
const VARNISHSTAT = process.env.VARNISHSTAT_BIN || "/usr/bin/varnishstat";

export type Varnish = {
  child: Child;
  url: string;
  port: number;
  /** A counter from varnishstat, e.g. MAIN.backend_req (requests Varnish sent to the origin). */
  counter(name: string): number;
  stop(): Promise<void>;
};

export async function startVarnish(port: number, backend: { host: string; port: number }): Promise<Varnish> {
  const dir = mkdtempSync(join(tmpdir(), "casinolupa-varnish-"));
  // varnishd started as root runs its cache process as an unprivileged user, which reads its working directory.
  chmodSync(dir, 0o755);
  onCleanup(async () => rmSync(dir, { recursive: true, force: true }));
  const deploy = join(repo, "deploy");
  let settings = readFileSync(join(deploy, "varnish-backend.vcl"), "utf8");
  for (const [from, to] of [
    [/set req\.http\.Host = "[^"]*";/, `set req.http.Host = "127.0.0.1:${port}";`],
    [/\.host = "[^"]*";/, `.host = "${backend.host}";`],
    [/\.port = "[^"]*";/, `.port = "${backend.port}";`],
    [/acl purgers \{\n/, `acl purgers {\n  "127.0.0.1";\n`],
  ] as const) {
    if (!from.test(settings)) throw new Error(`deploy/varnish-backend.vcl no longer has ${from}`);
    settings = settings.replace(from, to);
  }
  writeFileSync(join(dir, "varnish-backend.vcl"), settings);
  // It reads the VCL as that user too: the committed files are copied here, so a checkout in a private directory
  // (mode 700, as mktemp makes) works as well.
  for (const file of readdirSync(deploy).filter((name) => name.endsWith(".vcl") && name !== "varnish-backend.vcl")) {
    copyFileSync(join(deploy, file), join(dir, file));
  }
  const workdir = join(dir, "instance");
  const child = startChild("varnishd", VARNISHD, [
    "-F",
    ...["-n", workdir, "-a", `127.0.0.1:${port}`, "-T", "none", "-s", "malloc,128m"],
    ...["-f", join(dir, "varnish.vcl"), "-p", `vcl_path=${dir}`],
  ]);
  const url = `http://127.0.0.1:${port}`;
  // It compiles the VCL before it listens: a few seconds on a busy machine.
  for (const deadline = Date.now() + 60_000; ; await sleep(200)) {
    const up = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (up) break;
    if (child.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`varnishd did not start:\n${child.output.slice(-20).join("\n")}`);
    }
  }
  return {
    child,
    url,
    port,
    counter(name) {
      const json = JSON.parse(execFileSync(VARNISHSTAT, ["-n", workdir, "-1", "-j", "-f", name]).toString()) as {
        counters?: Record<string, { value: number }>;
      } & Record<string, { value: number }>;
      return (json.counters ?? json)[name]?.value ?? Number.NaN;
    },
    stop: () => stopChild(child),
  };
}
