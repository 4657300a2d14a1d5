// The publish webhook's purge of the CDN, against a stand-in CDN on a real socket: what it sends, that it tries
// again when the CDN fails, and that it gives up with one error line rather than ever throwing.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { createCdnPurger, withSiteKey } from "./cdn-purge.server";

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A CDN that answers each PURGE with the next status of `statuses` (the last one from then on). */
async function cdn(statuses: number[]) {
  const received: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    received.push(req);
    res.writeHead(statuses[Math.min(received.length, statuses.length) - 1] ?? 200).end();
  }).listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received };
}

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at = (level: string) => (_fields: object, message: string) => void lines.push({ level, message });
  return { lines, log: { info: at("info"), warn: at("warn"), error: at("error") } as never };
}

test("a publish purges the site's key with PURGE, now and once more a moment later", async () => {
  const target = await cdn([200]);
  const { lines, log } = recordingLog();
  const purger = createCdnPurger({ urls: [target.url], repeatAfterMs: 10, log });
  await purger.purge();
  expect(target.received.map((req) => [req.method, req.headers["xkey-purge"]])).toEqual([
    ["PURGE", "site"],
    ["PURGE", "site"],
  ]);
  expect(lines.map((line) => line.level)).toEqual(["info"]);
});

test("a purge the CDN refuses is retried, and one that keeps failing is logged as an error and never throws", async () => {
  const flaky = await cdn([503, 200]);
  const refusing = await cdn([403]);
  const { lines, log } = recordingLog();
  const purger = createCdnPurger({ urls: [flaky.url, refusing.url], retryDelaysMs: [5, 5], repeatAfterMs: 5, log });
  await expect(purger.purge()).resolves.toBeUndefined();
  expect(flaky.received.length).toBe(3);
  expect(refusing.received.length).toBe(6);
  expect(lines.filter((line) => line.level === "error")).toHaveLength(2);
  expect(lines.some((line) => line.level === "info")).toBe(false);
});

test("an unreachable CDN is retried and logged, and the purge still resolves", async () => {
  const gone = await cdn([200]);
  for (const server of servers.splice(0)) server.close();
  const { lines, log } = recordingLog();
  const purger = createCdnPurger({ urls: [gone.url], retryDelaysMs: [5], repeatAfterMs: 5, timeoutMs: 500, log });
  await purger.purge();
  expect(lines.map((line) => line.level)).toEqual(["warn", "error", "warn", "error"]);
});

test("without a CDN configured nothing is sent", async () => {
  const { lines, log } = recordingLog();
  await createCdnPurger({ urls: [], log }).purge();
  expect(lines).toEqual([]);
});

test("every rendered answer carries the site's key, with its status, headers and body unchanged", async () => {
  const page = new Response("<p>hola</p>", { status: 404, headers: { "Content-Type": "text/html" } });
  const tagged = withSiteKey(page);
  expect([tagged.status, tagged.headers.get("xkey"), tagged.headers.get("content-type")]).toEqual([
    404,
    "site",
    "text/html",
  ]);
  expect(await tagged.text()).toBe("<p>hola</p>");
});
