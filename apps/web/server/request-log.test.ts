// The request log as whoever reads the logs meets it: its level follows what a request cost and who erred, and a
// request id is taken from the caller only when the caller is a trusted proxy.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterEach, expect, test } from "vitest";
import { createRequestLog } from "./request-log";

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server that answers each path's status (and cache status, after `?cache=`), logging into `lines`. */
async function site(trusted: boolean) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "debug" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const log = createRequestLog(logger, () => trusted);
  const server = createServer((req, res) => {
    log(req, res);
    const url = new URL(req.url ?? "/", "http://x");
    Object.assign(res, { locals: { pageCache: url.searchParams.get("cache") ?? undefined } });
    if (url.pathname === "/boom") Object.assign(res, { err: new Error("boom") });
    res.writeHead(Number(url.pathname.slice(1)) || 500).end();
  }).listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, lines };
}

const levels = { 20: "debug", 30: "info", 40: "warn", 50: "error" } as Record<number, string>;

test("answers from memory at debug, renders at info, a client's error at warn without a stack, a server's with it", async () => {
  const { origin, lines } = await site(false);
  for (const path of ["/200?cache=hit", "/301?cache=redirect", "/200?cache=miss", "/400", "/404?cache=miss", "/boom"]) {
    await (await fetch(`${origin}${path}`, { redirect: "manual" })).arrayBuffer();
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(lines.map((line) => [line.status, levels[Number(line.level)], "err" in line])).toEqual([
    [200, "debug", false],
    [301, "debug", false],
    [200, "info", false],
    [400, "warn", false],
    [404, "warn", false],
    [500, "error", true],
  ]);
});

test("refused renders are one line a second, with the count since the last one", async () => {
  const { origin, lines } = await site(false);
  for (let n = 0; n < 5; n += 1) await (await fetch(`${origin}/503?cache=refused`)).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(lines).toHaveLength(1);
  expect(lines[0]?.refusedSinceLastLine).toBe(1);
});

test("X-Request-Id is taken only from a trusted proxy; anyone else gets a new one", async () => {
  for (const trusted of [true, false]) {
    const { origin } = await site(trusted);
    const answer = await fetch(`${origin}/200`, { headers: { "X-Request-Id": "lb-1234" } });
    expect(answer.headers.get("x-request-id") === "lb-1234").toBe(trusted);
  }
});
