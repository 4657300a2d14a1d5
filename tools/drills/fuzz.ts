// Fuzz drill: generated requests (fast-check) written byte for byte on raw sockets, against one process of the
// built site and through HAProxy (deploy/haproxy.cfg, its three servers all that one process): request lines in
// origin, absolute, authority and asterisk form, `//` paths, percent and Unicode escapes (valid and not), overlong
// and malformed headers and Hosts, odd methods, HTTP/1.0 and 1.1, and up to three requests pipelined on one
// connection. Must hold: the process never exits, no answer is a 5xx other than 503 (a refused render), and no
// connection is left waiting 10 s for an answer that is due. Should hold (a timing, which a busy machine can miss
// by chance): every answer arrives within 2 s of the moment the server could start on it: the connection's opening,
// or for a pipelined request the answer before it, since a server answers a connection's requests in order (a
// connection closed without an answer, after a request the server could not read, is counted apart). One answer is
// HAProxy's and not the origin's, and is counted apart too: when pipelined requests fill its 16 kB buffer before the
// last head ends, HAProxy waits for the rest until its `timeout http-request` (10 s) and answers 408 (HAProxy 2.6;
// the same request alone gets its 400 at once). FUZZ_REQUESTS sets the requests per target (default 100,000 in the
// full form, 10,000 in the quick one: the same generators and checks, lib/mode.ts); the seed is printed, and
// FUZZ_SEED replays a run.
import { connect } from "node:net";
import fc from "fast-check";
import { Checks, type DrillReport, ms, percentile, Tally, table } from "../lib/report.ts";
import { startSite } from "../lib/site.ts";
import { startHaproxy } from "./lib/haproxy.ts";
import { type DrillMode, sized } from "./lib/mode.ts";

const SITE_PORT = 3560;
const LB_PORT = 3568;
const STATS_PORT = 3569;
const CONNECTIONS = 48;
const ANSWER_MS = 2_000;
/** A connection with no answer this long after it was due is hung: a server bug, not a slow machine. */
const HUNG_MS = 10_000;
/** deploy/haproxy.cfg's `timeout http-request`, and a margin: how long HAProxy may take over its own 408. */
const HAPROXY_REQUEST_TIMEOUT_MS = 10_000;
const HAPROXY_WAIT_MS = HAPROXY_REQUEST_TIMEOUT_MS + 2_000;

type Generated = { method: string; head: string; body: string };

const segment = fc.oneof(
  fc.constantFrom("comparacion", "bet365", "search", "newsletter", "ir", "content-images", "sitemap.xml", "robots.txt"),
  fc.constantFrom("api", "sanity-webhook", "assets", "confirmar", "baja", "..", ".", "", "%2e%2e", "%2F", "%zz"),
  fc.constantFrom("%", "%E0%A4%A", "%C3%B1", "ñ", "é", "BET365", "Comparacion", "wp-login.php", ".env", "_root.data"),
  fc.stringMatching(/^[a-z0-9-]{1,24}$/),
  fc.string({ unit: "binary", maxLength: 12 }).map((text) => encodeURI(text).replace(/%25/g, "%")),
  fc.string({ unit: "grapheme", maxLength: 6 }),
);
const query = fc.option(
  fc
    .array(
      fc.tuple(
        fc.constantFrom("q", "utm_source", "pagina", "comparar", "orden", "w", "token", "x", "", "%zz"),
        fc.oneof(fc.stringMatching(/^[\w%.-]{0,16}$/), fc.string({ unit: "grapheme", maxLength: 8 })),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => `?${pairs.map(([name, value]) => `${name}=${value}`).join("&")}`),
);
const path = fc
  .tuple(fc.array(segment, { minLength: 0, maxLength: 5 }), query)
  .map(([parts, q]) => `/${parts.join("/")}${q ?? ""}`);
const target = fc.oneof(
  { weight: 8, arbitrary: path },
  { weight: 1, arbitrary: path.map((p) => `/${p}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("//a:b/", "//[", "//%zz/", "//1.2.3.4.5/", "//x:99999/", "/\\evil.example/"),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom("http://", "https://", "HTTP://", "ftp://"),
        fc.constantFrom("localhost", "[", "a:b", "127.0.0.1:80", ""),
        path,
      )
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: fc.constantFrom("*", "localhost:80", "127.0.0.1:443", "[::1]:80", "a", "") },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => `/${"a".repeat(n)}`) },
);
const method = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom("GET", "HEAD") },
  {
    weight: 3,
    arbitrary: fc.constantFrom("POST", "OPTIONS", "PUT", "DELETE", "PATCH", "TRACE", "PROPFIND", "get", "CONNECT"),
  },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Z!#$%&'*+.^_`|~-]{1,12}$/) },
);
const version = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom("HTTP/1.1", "HTTP/1.0") },
  { weight: 1, arbitrary: fc.constantFrom("HTTP/2.0", "HTTP/1.2", "HTTP/1.1x", "http/1.1", "HTTP/0.9") },
);
const header = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(
      fc.constantFrom("Accept-Encoding"),
      fc.constantFrom(
        "br, gzip",
        "gzip",
        "identity",
        "gzip;q=0",
        "br;q=abc",
        ",,,",
        "*;q=0, identity;q=0",
        "x".repeat(3000),
      ),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.tuple(
      fc.constantFrom("If-None-Match"),
      fc.oneof(fc.constantFrom("*", 'W/"x"', '"'), fc.string({ maxLength: 40 })),
    ),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(
      fc.constantFrom(
        "X-Request-Id",
        "X-Forwarded-For",
        "Origin",
        "Referer",
        "Cookie",
        "Accept",
        "User-Agent",
        "Range",
      ),
      fc.string({ unit: "grapheme-ascii", maxLength: 60 }),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/), fc.string({ unit: "binary", maxLength: 40 })),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom("Bad Header", "Bad:Colon", "", "X\u0000Y"), fc.constant("1")) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom("X-Long"),
      fc.integer({ min: 1, max: 20_000 }).map((n) => "v".repeat(n)),
    ),
  },
);
const host = fc.oneof(
  { weight: 16, arbitrary: fc.constant<string | null>("HOST") },
  {
    weight: 2,
    arbitrary: fc.constantFrom<string | null>(
      null,
      "",
      "[",
      "a b",
      "x:99999",
      "%zz",
      "localhost:abc",
      "évil.example",
      "[::1]",
      "a".repeat(300),
    ),
  },
);
const request = fc
  .record({
    method,
    target,
    version,
    host,
    headers: fc.array(header, { maxLength: 3 }),
    body: fc.option(fc.string({ unit: "binary-ascii", maxLength: 200 })),
    chunked: fc.boolean(),
  })
  .map(({ method, target, version, host, headers, body, chunked }) => {
    // A line feed inside a value would end the head early and leave a request the server must wait for (the
    // slow-client drills' ground); a lone carriage return is kept: it is malformed, and answered at once.
    const inline = (text: string) => text.replace(/\n/g, "\r");
    const lines = [`${method} ${inline(target)} ${version}`];
    if (host !== null) lines.push(`Host: ${host}`);
    for (const [name, value] of headers) lines.push(`${name}: ${inline(value)}`);
    let payload = "";
    if (body !== null) {
      if (chunked) {
        lines.push("Transfer-Encoding: chunked");
        payload = `${body.length > 0 ? `${Buffer.byteLength(body, "latin1").toString(16)}\r\n${body}\r\n` : ""}0\r\n\r\n`;
      } else {
        lines.push(`Content-Length: ${Buffer.byteLength(body, "latin1")}`);
        payload = body;
      }
    }
    return { method: method.toUpperCase(), head: lines.join("\r\n"), body: payload };
  });
/** One connection's requests: up to three pipelined, the last asking the server to close. */
const batch = fc.array(request, { minLength: 1, maxLength: 3 });

type Outcome = { statuses: number[]; latencies: number[]; unanswered: number; hung: boolean; sent: number };

/** Sends one batch on a fresh socket and reads the answers, each parsed by its framing; a connection with no
 * answer due after `waitMs` is hung. */
function sendBatch(port: number, hostValue: string, requests: Generated[], waitMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { statuses: [], latencies: [], unanswered: 0, hung: false, sent: requests.length };
    const socket = connect({ port, host: "127.0.0.1" });
    let buffer = Buffer.alloc(0);
    let started = 0;
    let settled = false;
    const finish = (hung = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      outcome.hung = hung && outcome.statuses.length < requests.length;
      outcome.unanswered = requests.length - outcome.statuses.length;
      resolve(outcome);
    };
    // Restarted at each answer: the next request's time begins when the one before it is answered.
    let timer = setTimeout(() => finish(true), waitMs);
    socket.on("connect", () => {
      started = performance.now();
      const wire = requests
        .map((item, index) => {
          const head = item.head.replace(/^Host: HOST$/m, `Host: ${hostValue}`);
          return `${head}${index === requests.length - 1 ? "\r\nConnection: close" : ""}\r\n\r\n${item.body}`;
        })
        .join("");
      socket.write(Buffer.from(wire, "latin1"));
    });
    socket.on("data", (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      for (;;) {
        const parsed = parseResponse(buffer, requests[outcome.statuses.length]?.method ?? "GET", false);
        if (!parsed) break;
        buffer = buffer.subarray(parsed.length);
        if (parsed.status < 200) continue;
        outcome.statuses.push(parsed.status);
        outcome.latencies.push(performance.now() - started);
        started = performance.now();
        clearTimeout(timer);
        timer = setTimeout(() => finish(true), waitMs);
      }
      if (outcome.statuses.length >= requests.length) finish();
    });
    const closed = () => {
      // An answer framed by the end of the connection (no length given) is complete now.
      const parsed = parseResponse(buffer, requests[outcome.statuses.length]?.method ?? "GET", true);
      if (parsed && parsed.status >= 200) {
        outcome.statuses.push(parsed.status);
        outcome.latencies.push(performance.now() - started);
      }
      finish();
    };
    socket.on("end", closed);
    socket.on("close", closed);
    socket.on("error", () => finish());
  });
}

/** The first complete response in `buffer`: its status and byte length; null while incomplete. */
function parseResponse(buffer: Buffer, method: string, ended: boolean): { status: number; length: number } | null {
  const end = buffer.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const head = buffer.subarray(0, end).toString("latin1");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  const bodyStart = end + 4;
  const noBody = method === "HEAD" || status < 200 || status === 204 || status === 304;
  if (noBody) return { status, length: bodyStart };
  if (/^transfer-encoding:\s*chunked/im.test(head)) {
    let offset = bodyStart;
    for (;;) {
      const line = buffer.indexOf("\r\n", offset);
      if (line < 0) return null;
      const size = Number.parseInt(buffer.subarray(offset, line).toString("latin1"), 16);
      offset = line + 2 + size + 2;
      if (offset > buffer.length) return null;
      if (size === 0) return { status, length: offset };
    }
  }
  const declared = /^content-length:\s*(\d+)/im.exec(head)?.[1];
  if (declared !== undefined) {
    const length = bodyStart + Number(declared);
    return buffer.length >= length ? { status, length } : null;
  }
  return ended ? { status, length: buffer.length } : null;
}

type Run = {
  label: string;
  statuses: Tally;
  latencies: number[];
  sent: number;
  unanswered: number;
  hung: number;
  serverErrors: string[];
  /** Answers after ANSWER_MS, but for HAProxy's own 408s (counted in `haproxyTimeouts`). */
  lateAnswers: number;
  haproxyTimeouts: number;
  /** The first few batches answered late or not at all, so a failed run names what to replay. */
  late: string[];
  seconds: number;
};

async function fuzz(
  label: string,
  port: number,
  hostValue: string,
  seed: number,
  viaHaproxy: boolean,
  total: number,
): Promise<Run> {
  const started = performance.now();
  const run: Run = {
    label,
    statuses: new Tally(),
    latencies: [],
    sent: 0,
    unanswered: 0,
    hung: 0,
    lateAnswers: 0,
    haproxyTimeouts: 0,
    serverErrors: [],
    late: [],
    seconds: 0,
  };
  const batches: Generated[][] = [];
  let generated = 0;
  let round = 0;
  const next = (): Generated[] | undefined => {
    if (batches.length === 0 && generated < total) {
      for (const item of fc.sample(batch, { numRuns: 500, seed: seed + round++ })) {
        if (generated >= total) break;
        batches.push(item);
        generated += item.length;
      }
    }
    return batches.shift();
  };
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let requests = next(); requests; requests = next()) {
        const outcome = await sendBatch(port, hostValue, requests, viaHaproxy ? HAPROXY_WAIT_MS : HUNG_MS);
        run.sent += outcome.sent;
        run.unanswered += outcome.unanswered;
        if (outcome.hung) run.hung += 1;
        let late = false;
        outcome.latencies.forEach((latency, index) => {
          if (latency <= ANSWER_MS) run.latencies.push(latency);
          else if (viaHaproxy && outcome.statuses[index] === 408) run.haproxyTimeouts += 1;
          else {
            run.latencies.push(latency);
            run.lateAnswers += 1;
            late = true;
          }
        });
        if ((outcome.hung || late) && run.late.length < 5) {
          const heads = requests.map((item) => JSON.stringify(item.head.slice(0, 160))).join(" + ");
          run.late.push(`${outcome.hung ? "no answer" : ms(Math.max(...outcome.latencies))} ← ${heads}`);
        }
        outcome.statuses.forEach((status, index) => {
          run.statuses.add(status);
          if (status >= 500 && status !== 503 && run.serverErrors.length < 5) {
            run.serverErrors.push(`${status} ← ${JSON.stringify(requests[index]?.head.slice(0, 160))}`);
          }
        });
      }
    }),
  );
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

export async function fuzzDrill(mode: DrillMode): Promise<DrillReport> {
  const perTarget = Number(process.env.FUZZ_REQUESTS ?? sized(mode, { quick: 10_000, full: 100_000 }));
  const started = Date.now();
  const checks = new Checks();
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
  const site = await startSite(SITE_PORT, { LOG_LEVEL: "error" });
  const web = `127.0.0.1:${SITE_PORT}`;
  const haproxy = startHaproxy(LB_PORT, [web, web, web], STATS_PORT);
  try {
    if (!(await haproxy.waitForState("web1", "UP", 20_000))) throw new Error("HAProxy never saw the site UP");
    const runs = [
      await fuzz("one process", SITE_PORT, web, seed, false, perTarget),
      await fuzz("through HAProxy", LB_PORT, `127.0.0.1:${LB_PORT}`, seed + 1_000_000, true, perTarget),
    ];
    const alive = site.process.child.exitCode === null && site.process.child.signalCode === null;
    const rows = runs.map((run) => {
      const other5xx = [...run.statuses.counts].filter(([status]) => Number(status) >= 500 && status !== "503");
      checks.must(
        `${run.label}: no 5xx but 503`,
        other5xx.length === 0,
        other5xx.length === 0
          ? "none"
          : `${other5xx.map(([s, n]) => `${s}×${n}`).join(", ")}: ${run.serverErrors.join(" ⏎ ")}`,
      );
      const slowest = Math.max(0, ...run.latencies);
      checks.must(
        `${run.label}: no connection hung (a due answer missing for ${HUNG_MS / 1000} s; through HAProxy ${HAPROXY_WAIT_MS / 1000} s)`,
        run.hung === 0,
        `${run.hung} connections hung${run.late.length > 0 ? `: ${run.late.join(" ⏎ ")}` : ""}`,
      );
      checks.should(
        `${run.label}: every answer within ${ANSWER_MS / 1000} s`,
        run.lateAnswers === 0 && run.hung === 0,
        `slowest ${ms(slowest)}; ${run.lateAnswers} answers later; ${run.hung} connections without a due answer` +
          (run.haproxyTimeouts > 0 ? `; apart: ${run.haproxyTimeouts} × HAProxy's own 408 (its request timeout)` : "") +
          (run.late.length > 0 ? `: ${run.late.join(" ⏎ ")}` : ""),
      );
      return [
        run.label,
        run.sent,
        `${run.seconds.toFixed(1)} s (${Math.round(run.sent / run.seconds)}/s)`,
        run.statuses.toString(),
        run.unanswered,
        `${ms(percentile(run.latencies, 50))} / ${ms(percentile(run.latencies, 99))} / ${ms(slowest)}`,
      ];
    });
    checks.must(
      "The process never exited",
      alive,
      alive
        ? "alive"
        : `exit ${site.process.child.exitCode ?? site.process.child.signalCode}; its last lines: ${site.log().slice(-8).join(" ⏎ ").slice(0, 3_000)}`,
    );
    const summary = table(
      ["Target", "Requests", "Time", "Answers by status", "Closed without an answer", "p50 / p99 / slowest"],
      rows,
    );
    return {
      name: "fuzz",
      markdown: `### ${perTarget} generated requests per target, ${CONNECTIONS} connections, seed ${seed}\n\n${summary}\n\n${checks.markdown()}`,
      checks: checks.list,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await site.stop();
  }
}
