// What load balancers and odd clients send at the HTTP level: HTTP/1.0 health checks without Host (HAProxy's
// classic `option httpchk GET /healthz`), other requests without Host, a body sent too slowly, and CR/LF in a
// path meant to forge log lines. Health checks must answer 200, the rest a 4xx, and nothing a 5xx.
import { connect } from "node:net";
import type { Site } from "../../lib/site.ts";
import { rawRequest } from "../lib/raw-http.ts";
import type { AbuseOutcome } from "./abuse.ts";

type Probe = { name: string; head: string; expect: (status: number | string) => boolean; expected: string };

const PROBES: Probe[] = [
  {
    name: "HTTP/1.0 GET /healthz without Host",
    head: "GET /healthz HTTP/1.0",
    expect: (s) => s === 200,
    expected: "200",
  },
  {
    name: "HTTP/1.0 HEAD /healthz without Host",
    head: "HEAD /healthz HTTP/1.0",
    expect: (s) => s === 200,
    expected: "200",
  },
  {
    name: "HTTP/1.0 GET /readyz without Host",
    head: "GET /readyz HTTP/1.0",
    expect: (s) => s === 200,
    expected: "200",
  },
  {
    name: "HTTP/1.0 GET /healthz with httpchk headers",
    head: "GET /healthz HTTP/1.0\r\nUser-Agent: HAProxy\r\nAccept: */*",
    expect: (s) => s === 200,
    expected: "200",
  },
  {
    name: "HTTP/1.0 OPTIONS / without Host (httpchk default)",
    head: "OPTIONS / HTTP/1.0",
    expect: (s) => s === 400,
    expected: "400",
  },
  { name: "HTTP/1.0 GET / without Host", head: "GET / HTTP/1.0", expect: (s) => s === 400, expected: "400" },
  {
    name: "HTTP/1.0 GET /bet365 without Host",
    head: "GET /bet365 HTTP/1.0",
    expect: (s) => s === 400,
    expected: "400",
  },
  {
    name: "HTTP/1.1 GET /comparacion without Host",
    head: "GET /comparacion HTTP/1.1\r\nConnection: close",
    expect: (s) => s === 400,
    expected: "400",
  },
  {
    name: "HTTP/1.0 POST /newsletter without Host",
    head: "POST /newsletter HTTP/1.0\r\nContent-Length: 0",
    expect: (s) => s === 400,
    expected: "400",
  },
  {
    name: "HTTP/1.0 GET / with Host",
    head: "GET / HTTP/1.0\r\nHost: 127.0.0.1",
    expect: (s) => s === 200,
    expected: "200",
  },
  {
    name: "HTTP/1.0 GET /comparacion?utm_source=x with Host",
    head: "GET /comparacion?utm_source=x HTTP/1.0\r\nHost: 127.0.0.1",
    expect: (s) => s === 200,
    expected: "200",
  },
];

/**
 * Sends a valid sign-up's head announcing a body, then a few bytes of it and nothing more (so the app waits for
 * the rest); how long until the server cuts it.
 */
function slowBody(port: number, origin: string, limitMs: number): Promise<{ ms: number; status: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({ port, host: "127.0.0.1" });
    let text = "";
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ ms: performance.now() - started, status: /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? "closed" });
    };
    const timer = setTimeout(() => done(), limitMs);
    socket.on("data", (data: Buffer) => {
      text += data.toString("latin1");
    });
    socket.on("close", done);
    socket.on("error", done);
    socket.on("connect", () => {
      socket.write(
        `POST /newsletter HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin}\r\nSec-Fetch-Site: same-origin\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 2000\r\n\r\nemail=`,
      );
    });
  });
}

export async function httpHygiene(site: Site): Promise<AbuseOutcome[]> {
  const port = Number(new URL(site.url).port);
  const outcomes: AbuseOutcome[] = [];
  const statuses: (number | string)[] = [];
  for (const probe of PROBES) {
    const response = await rawRequest(port, { method: "", path: "", rawHead: probe.head });
    statuses.push(response.status);
    outcomes.push({
      name: probe.name,
      counted: String(response.status),
      expected: probe.expected,
      ok: probe.expect(response.status),
      must: true,
    });
  }
  const fivexx = statuses.filter((status) => typeof status === "number" && status >= 500).length;
  outcomes.push({
    name: "HTTP/1.0 and Host-less requests: 5xx answers",
    counted: String(fivexx),
    expected: "0",
    ok: fivexx === 0,
    must: true,
  });

  // CR/LF in a path: every log line the requests caused must still be one JSON object.
  const mark = site.log().length;
  const marker = `FORGED${Date.now().toString(36)}`;
  for (const path of [`/x%0A${marker}%20listening`, `/ir/x%0D%0A${marker}`, `/${marker}%1B%5B31mred%0A{"level":30}`]) {
    await rawRequest(port, { method: "GET", path });
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  const forged = site
    .log()
    .slice(mark)
    .filter((line) => line.includes(marker) && !isJsonLine(line));
  outcomes.push({
    name: "CR, LF and ESC in a path write no log line of their own",
    counted: `${forged.length} forged line(s)`,
    expected: "0",
    ok: forged.length === 0,
    must: true,
  });

  const slow = await slowBody(port, site.origin, 20_000);
  outcomes.push({
    name: "A request body sent too slowly is cut within about 10 s",
    counted: `${slow.status} after ${(slow.ms / 1000).toFixed(1)} s`,
    expected: "408 within 12 s",
    ok: slow.ms <= 12_000 && !slow.status.startsWith("5"),
    must: true,
  });
  return outcomes;
}

function isJsonLine(line: string): boolean {
  try {
    return typeof JSON.parse(line) === "object";
  } catch {
    return false;
  }
}
