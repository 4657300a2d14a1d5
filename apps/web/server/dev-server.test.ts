// `pnpm dev` runs the same Express app as production: pages carry the same security headers, health checks
// and the method filter answer first, and a request without Host gets 400.
import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "../app/security.server";

const webDir = new URL("..", import.meta.url).pathname;
let server: ChildProcess;
let origin: string;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["--conditions=development", "server.ts"], {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(mkdtempSync(join(tmpdir(), "casinolupa-dev-")), "dev.db")}`,
      NEWSLETTER_SENDER: "off",
      SHUTDOWN_DRAIN_SECONDS: "0",
    },
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) throw new Error(`pnpm dev exited with ${server.exitCode}`);
    if (
      await fetch(`${origin}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("pnpm dev did not start");
}, 90_000);

afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  await new Promise((resolve) => {
    server.once("exit", resolve);
    server.kill("SIGTERM");
  });
});

/** The status of a method fetch() refuses to send. */
function status(path: string, method: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, origin);
    const req = httpRequest({ host: url.hostname, port: url.port, path, method }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

/** An HTTP/1.0 request without Host, as HAProxy's classic `option httpchk GET /healthz` sends. */
function statusWithoutHost(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const socket = connect(Number(url.port), url.hostname, () => socket.write(`GET ${path} HTTP/1.0\r\n\r\n`));
    let head = "";
    socket.on("data", (chunk) => {
      head += chunk.toString();
    });
    socket.on("end", () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0)));
    socket.on("error", reject);
  });
}

describe("pnpm dev", () => {
  test("serves pages with the production security headers, its inline script allowed by its hash", async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(securityHeaders())) expect(response.headers.get(name)).toBe(value);
    const html = await response.text();
    const inline = [...html.matchAll(/<script type="module">([^<]+)<\/script>/g)].map((match) => match[1] ?? "");
    expect(inline).toHaveLength(1);
    const hash = `sha256-${createHash("sha256")
      .update(inline[0] ?? "")
      .digest("base64")}`;
    expect(response.headers.get("Content-Security-Policy")).toBe(contentSecurityPolicy([hash]));
    expect(html).not.toContain("nonce");
    expect(response.headers.has("X-Powered-By")).toBe(false);
  });

  test("only a page about one visitor keeps other sites' windows out (Cross-Origin-Opener-Policy)", async () => {
    const home = await fetch(`${origin}/`);
    await home.arrayBuffer();
    expect(home.headers.has("Cross-Origin-Opener-Policy")).toBe(false);
    const signup = await fetch(`${origin}/newsletter`);
    await signup.arrayBuffer();
    expect(signup.headers.has("Cross-Origin-Opener-Policy")).toBe(false);
    const link = await fetch(`${origin}/newsletter/baja?token=x`);
    await link.arrayBuffer();
    expect(link.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(link.headers.get("Cache-Control")).toBe("no-store");
  });

  test("refuses TRACE and answers a request without Host with 400", async () => {
    expect(await status("/", "TRACE")).toBe(405);
    expect(await statusWithoutHost("/")).toBe(400);
    expect(await statusWithoutHost("/healthz")).toBe(200);
  });

  test("is ready, and its health checks are not cached", async () => {
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("Cache-Control")).toBe("no-store");
    expect(ready.headers.get("X-Frame-Options")).toBe("DENY");
  });
});
