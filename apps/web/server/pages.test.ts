// Pages as a visitor meets them, over HTTP: the page cache, its key, the shared 404 entry, redirects to a page's
// own path and the render limit, with a stand-in for React Router's handler and a small route table in its
// build's shape.
import { createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterEach, expect, test } from "vitest";
import { securityHeaders } from "../app/security.server";
import { withSecurityHeaders } from "./guards";
import { createPageCache } from "./page-cache";
import { send, servePages } from "./pages";
import { createRenderLimiter } from "./render-limit";

const Page = () => null;
const route = (id: string, parentId: string | undefined, path?: string, module: object = { default: Page }) => ({
  [id]: { id, parentId, path, index: path === undefined && parentId === "layout", module },
});
const build = {
  routes: {
    ...route("root", undefined, ""),
    ...route("layout", "root"),
    ...route("home", "layout"),
    ...route("comparison", "layout", "comparacion"),
    ...route("search", "layout", "search", { default: Page, handle: { searchParams: ["q"] } }),
    ...route("outbound", "layout", "ir/:casino", { default: Page, handle: { uncached: true, renderless: true } }),
    ...route("slug", "layout", ":slug"),
    ...route("splat", "layout", "*"),
    ...route("sitemap", "root", "sitemap.xml", {}),
  },
} as unknown as Pick<ServerBuild, "routes">;

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

type Render = (path: string) => Promise<Response>;

async function site(
  render: Render,
  limits = { concurrency: 4, queueSize: 16, queueTimeoutMs: 2_000 },
  notFoundVariant?: (pathname: string) => string,
  knownSlugs?: () => ReadonlySet<string> | null,
) {
  const app = express();
  app.use(withSecurityHeaders("default-src 'self'"));
  app.use(
    servePages({
      build,
      cache: createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 }),
      limiter: createRenderLimiter(limits),
      render: (path) => render(path),
      notFoundVariant,
      knownSlugs,
    }),
  );
  app.use((_req, res) => res.status(418).send("React Router"));
  const server = createServer(app).listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const page = (text: string, status = 200) =>
  new Response(`<!doctype html><p>${text}</p>`, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });

test("50 visitors arriving together at an uncached page cause one render, and all get the page", async () => {
  const rendered: string[] = [];
  const url = await site(async (path) => {
    rendered.push(path);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return page("bet365");
  });
  const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${url}/bet365`).then((r) => r.text())));
  expect(rendered).toEqual(["/bet365"]);
  expect(new Set(answers)).toEqual(new Set(["<!doctype html><p>bet365</p>"]));
});

test("utm_* and unknown parameters get the page's own entry, rendered without them", async () => {
  const rendered: string[] = [];
  const url = await site(async (path) => {
    rendered.push(path);
    return page(path);
  });
  await fetch(`${url}/search?utm_source=mail&q=ruleta&x=1`);
  const again = await fetch(`${url}/search?q=ruleta&fbclid=abc`);
  expect(await again.text()).toContain("/search?q=ruleta<");
  expect(rendered).toEqual(["/search?q=ruleta"]);
});

test("a page is revalidated per encoding: 304 for the ETag of the encoding asked for, the body for another", async () => {
  const url = await site(async () => page("comparación"));
  const br = await fetch(`${url}/comparacion`, { headers: { "accept-encoding": "br" } });
  const etag = br.headers.get("etag") ?? "";
  expect(br.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
  const again = await fetch(`${url}/comparacion`, { headers: { "accept-encoding": "br", "if-none-match": etag } });
  expect(again.status).toBe(304);
  const gzip = await fetch(`${url}/comparacion`, { headers: { "accept-encoding": "gzip", "if-none-match": etag } });
  expect([gzip.status, gzip.headers.get("content-encoding")]).toEqual([200, "gzip"]);
  expect(await gzip.text()).toBe("<!doctype html><p>comparación</p>");
});

test("a variant of a page's path is redirected to the page's own, with its query", async () => {
  const url = await site(async (path) => page(path));
  for (const [variant, canonical] of [
    ["/COMPARACION?q=1", "/comparacion?q=1"],
    ["/comparacion/", "/comparacion"],
    ["/BET365", "/bet365"],
    ["/b%65t365/", "/bet365"],
  ]) {
    const answer = await fetch(`${url}${variant}`, { redirect: "manual" });
    expect([variant, answer.status, answer.headers.get("location")]).toEqual([variant, 301, canonical]);
  }
});

test("paths that can only be the 404 page share one entry: a flood of them costs one render", async () => {
  const rendered: string[] = [];
  const url = await site(async (path) => {
    rendered.push(path);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return page("Página no encontrada", 404);
  });
  const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => fetch(`${url}/no/existe/${n}.php`)));
  expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(404));
  expect((await fetch(`${url}/wp-login.php`)).status).toBe(404);
  expect((await fetch(`${url}/Casino_Raro`)).status).toBe(404);
  const later = await fetch(`${url}/.env`);
  expect([later.status, later.headers.get("x-frame-options"), later.headers.has("etag")]).toEqual([404, "DENY", false]);
  expect(rendered).toHaveLength(1);
});

test("missing paths that resemble different pages get their own 404 page; made-up ones still share one", async () => {
  const rendered: string[] = [];
  const url = await site(
    async (path) => {
      rendered.push(path);
      return page(`No encontrada: ${path}`, 404);
    },
    undefined,
    (pathname) => (pathname.includes("ruleta") ? "/ruleta-online" : ""),
  );
  const text = async (path: string) => (await fetch(`${url}${path}`)).text();
  expect(await text("/juegos/ruleta.html")).toContain("/juegos/ruleta.html");
  expect(await text("/no/existe.php")).toContain("/no/existe.php");
  // Each resembles what the first path of its kind resembled: served from that path's entry.
  expect(await text("/ruleta/europea/")).toContain("/juegos/ruleta.html");
  expect(await text("/wp-login.php")).toContain("/no/existe.php");
  expect(rendered).toEqual(["/juegos/ruleta.html", "/no/existe.php"]);
});

test("paths whose slug no document has share the 404 entry: a flood of them costs one render", async () => {
  const rendered: string[] = [];
  const url = await site(
    async (path) => {
      rendered.push(path);
      return path === "/bet365" ? page("Bet365") : page("Página no encontrada", 404);
    },
    undefined,
    undefined,
    () => new Set(["bet365"]),
  );
  const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => fetch(`${url}/casino-${n}`)));
  expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(404));
  expect((await fetch(`${url}/bet365`)).status).toBe(200);
  expect(rendered).toHaveLength(2);
  expect(rendered).toContain("/bet365");
});

test("an outbound click never waits for a render slot; one to a casino no document has does", async () => {
  let release: () => void = () => {};
  const blocked = new Promise<void>((resolve) => {
    release = resolve;
  });
  const url = await site(
    async (path) => {
      await blocked;
      return page(path);
    },
    { concurrency: 1, queueSize: 0, queueTimeoutMs: 1_000 },
    undefined,
    () => new Set(["bet365"]),
  );
  const first = fetch(`${url}/comparacion`);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect((await fetch(`${url}/ir/bet365`)).status).toBe(418);
  expect((await fetch(`${url}/ir/no-existe`)).status).toBe(503);
  release();
  expect((await first).status).toBe(200);
});

test("past the queue a visitor gets 503 with Retry-After and a Spanish page, while cached pages are answered", async () => {
  let release: () => void = () => {};
  const blocked = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started: () => void = () => {};
  const rendering = new Promise<void>((resolve) => {
    started = resolve;
  });
  let slow = false;
  const url = await site(
    async (path) => {
      if (slow) {
        started();
        await blocked;
      }
      return page(path);
    },
    { concurrency: 1, queueSize: 0, queueTimeoutMs: 1_000 },
  );
  expect((await fetch(`${url}/comparacion`)).status).toBe(200);
  slow = true;
  const first = fetch(`${url}/search?q=a`);
  await rendering;
  const refused = await fetch(`${url}/search?q=b`);
  expect(refused.status).toBe(503);
  expect(refused.headers.get("retry-after")).toBe("5");
  expect(refused.headers.get("x-frame-options")).toBe(securityHeaders()["X-Frame-Options"]);
  expect(await refused.text()).toContain("Ahora mismo hay demasiadas visitas");
  expect((await fetch(`${url}/comparacion`)).status).toBe(200);
  release();
  expect((await first).status).toBe(200);
});

test("form posts, resource routes and pages made for each request go on to React Router", async () => {
  const url = await site(async () => page("x"));
  expect((await fetch(`${url}/bet365`, { method: "POST" })).status).toBe(418);
  expect((await fetch(`${url}/sitemap.xml`)).status).toBe(418);
  expect((await fetch(`${url}/ir/bet365`)).status).toBe(418);
  expect((await fetch(`${url}/comparacion.data`)).status).toBe(418);
});

test("a path asked again goes where it went the first time (each path's route is kept after the first)", async () => {
  const url = await site(async (path) => page(path));
  const visit = async (path: string) => {
    const answer = await fetch(`${url}${path}`, { redirect: "manual" });
    return [answer.status, answer.headers.get("location"), await answer.text()];
  };
  for (const path of ["/sitemap.xml", "/ir/bet365", "/Bet365/", "/bet365", "/no/such/page"]) {
    const first = await visit(path);
    expect(await visit(path)).toEqual(first);
  }
  expect(await visit("/sitemap.xml")).toEqual([418, null, "React Router"]);
  expect(await visit("/Bet365/")).toEqual([301, "/bet365", ""]);
  expect(await visit("/bet365")).toEqual([200, null, "<!doctype html><p>/bet365</p>"]);
});

test("a resource a CDN may keep gets a validator, 304 for it and compression; a private answer gets neither", async () => {
  const sitemap = `<?xml version="1.0"?><urlset>${"<url><loc>https://example.es/x</loc></url>".repeat(60)}</urlset>`;
  const app = express();
  app.use(compression());
  app.get("/{*path}", (req, res) => {
    const cacheControl = req.path === "/sitemap.xml" ? "public, max-age=3600" : "private, no-store";
    void send(
      res,
      new Response(sitemap, { headers: { "Content-Type": "application/xml", "Cache-Control": cacheControl } }),
      req,
    );
  });
  const server = createServer(app).listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const first = await fetch(`${url}/sitemap.xml`, { headers: { "Accept-Encoding": "gzip" } });
  expect(first.headers.get("Content-Encoding")).toBe("gzip");
  expect(await first.text()).toBe(sitemap);
  const etag = first.headers.get("ETag") ?? "";
  expect(etag).toMatch(/^W\//);
  // Sent with node:http: fetch adds `Cache-Control: no-cache` to a request with If-None-Match.
  const status = (path: string, ifNoneMatch: string) =>
    new Promise<number>((resolve, reject) =>
      get(`${url}${path}`, { headers: { "If-None-Match": ifNoneMatch } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on("error", reject),
    );
  expect(await status("/sitemap.xml", etag)).toBe(304);
  expect(await status("/sitemap.xml", 'W/"other"')).toBe(200);
  expect(await status("/newsletter", etag)).toBe(200);
  expect((await fetch(`${url}/newsletter`)).headers.get("ETag")).toBeNull();
});
