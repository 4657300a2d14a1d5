// Studio endpoints drill (docs/decisions/029-studio-endpoints-need-an-editor.md): against the built site, the
// newsletter endpoints only the Studio calls refuse a caller without an editor's token (401), a 50 MB body is refused
// before it is read (413, the process's memory does not grow with it), the way out of preview never sends a browser
// to another host (`volver=/..//evil.example`), a Host with userinfo (`a@b`) is a 400 on every kind of request, and
// one client past its views a minute is refused (429).
import { readFileSync } from "node:fs";
import { STUDIO_CALLS_PER_MINUTE } from "@casinolupa/domain";
import { Checks, type DrillReport, table } from "../lib/report.ts";
import { startSite } from "../lib/site.ts";
import { rawRequest } from "./lib/raw-http.ts";

const SITE_PORT = 3545;
const MB = 1024 * 1024;

/** The resident memory of process `pid`, in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

export async function studioEndpointsDrill(): Promise<DrillReport> {
  const started = Date.now();
  const checks = new Checks();
  const rows: (string | number)[][] = [];
  const site = await startSite(SITE_PORT, {});
  try {
    const pid = site.process.child.pid ?? 0;
    const draft = JSON.stringify({
      subject: "Novedades",
      intro: "Hola.",
      periodStart: "2026-11-01",
      periodEnd: "2026-11-30",
    });

    const view = await fetch(`${site.url}/api/boletin/vista`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost:9999" },
      body: draft,
    });
    const report = await fetch(`${site.url}/api/boletin/informe/x`);
    const forged = await fetch(`${site.url}/api/boletin/informe/x`, { headers: { Authorization: "Bearer forged" } });
    rows.push(
      ["anonymous POST /api/boletin/vista", view.status, view.headers.get("access-control-allow-origin") ?? "no CORS"],
      ["anonymous GET /api/boletin/informe/x", report.status, ""],
      ["GET /api/boletin/informe/x, forged token", forged.status, ""],
    );
    checks.must(
      "the Studio's endpoints refuse a caller without an editor's token",
      view.status === 401 && report.status === 401 && forged.status === 401,
      `${view.status}, ${report.status}, ${forged.status}`,
    );
    checks.must(
      "no CORS for an origin that is not the Studio's",
      view.headers.get("access-control-allow-origin") === null,
      view.headers.get("access-control-allow-origin") ?? "none",
    );

    // The drill's earlier calls count too: the 61st view of this minute is refused before anything else is done.
    const viewStatuses = new Set<number>();
    for (let call = 0; call < STUDIO_CALLS_PER_MINUTE.view; call++) {
      const response = await fetch(`${site.url}/api/boletin/vista`, { method: "POST", body: draft });
      viewStatuses.add(response.status);
    }
    const seen = [...viewStatuses].join(", ");
    rows.push([`${STUDIO_CALLS_PER_MINUTE.view} more anonymous views in a row`, seen, ""]);
    checks.must("a client past its views a minute gets 429", viewStatuses.has(429), seen);

    const before = rssMb(pid);
    const big = await rawRequest(
      SITE_PORT,
      {
        method: "POST",
        path: "/api/boletin/vista",
        headers: [["Content-Type", "application/json"]],
        body: Buffer.alloc(50 * MB, 0x20),
      },
      20_000,
    );
    const after = rssMb(pid);
    rows.push([
      "POST /api/boletin/vista, 50 MB",
      big.status,
      `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB, ${Math.round(big.ms)} ms`,
    ]);
    checks.must("a 50 MB body is refused (413)", big.status === 413, String(big.status));
    checks.must("…without growing the process by 20 MB", after - before < 20, `+${(after - before).toFixed(1)} MB`);

    const targets = ["/..//evil.example", "/%2e%2e//evil.example", "/\\evil.example"];
    const locations: string[] = [];
    for (const target of targets) {
      const response = await fetch(`${site.url}/api/salir-vista-previa?volver=${encodeURIComponent(target)}`, {
        redirect: "manual",
      });
      const location = response.headers.get("location") ?? "";
      locations.push(location);
      rows.push([`GET /api/salir-vista-previa?volver=${target}`, response.status, `Location: ${location}`]);
    }
    checks.must(
      "the way out of preview stays on this site",
      locations.every((location) => new URL(location, site.url).origin === site.url),
      locations.join(", "),
    );

    const hostRequests = [
      { method: "OPTIONS", path: "/comparacion" },
      { method: "GET", path: "/sitemap.xml" },
      { method: "GET", path: "/api/boletin/informe/x" },
      { method: "POST", path: "/newsletter", body: "email=x%40example.es" },
    ];
    const statuses: (number | string)[] = [];
    for (const request of hostRequests) {
      const answer = await rawRequest(SITE_PORT, { ...request, headers: [["Host", "a@b"]] });
      statuses.push(answer.status);
      rows.push([`${request.method} ${request.path}, Host: a@b`, answer.status, answer.bodyStart.slice(0, 40)]);
    }
    const errorLines = site.log().filter((line) => /"level":(50|60)/.test(line));
    checks.must(
      "a Host with userinfo is a 400 on every kind of request, with no error in the log",
      statuses.every((status) => status === 400) && errorLines.length === 0,
      `${statuses.join(", ")}; ${errorLines.length} level-50 lines`,
    );
  } finally {
    await site.stop();
  }
  const markdown = `${table(["Request", "Status", "Figures"], rows)}\n\n${checks.markdown()}`;
  return { name: "studio-endpoints", markdown, checks: checks.list, seconds: (Date.now() - started) / 1000 };
}
