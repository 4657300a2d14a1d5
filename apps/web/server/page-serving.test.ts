// The page cache and the render limit as a visitor meets them, over HTTP, with a stand-in for React Router.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, expect, test } from "vitest";
import { createPageCache } from "../app/page-cache.server";
import { securityHeaders } from "../app/security.server";
import { withSecurityHeaders } from "./guards";
import { type RenderPage, servePages } from "./page-serving";
import { createRenderLimiter } from "./render-limit";
import type { RouteTable } from "./route-table";

// `/search` reads `q`; paths under /no-existe/ can only be the 404 page (route-table.ts tells them apart).
const pageRoute = (pathname: string) => ({
  searchParams: pathname === "/search" ? ["q"] : [],
  notFound: pathname.startsWith("/no-existe/"),
});
const routes: RouteTable = { page: pageRoute, pageParams: (pathname) => pageRoute(pathname).searchParams };
const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** As server/app.ts puts it together: cached pages answered before Express, the rest through it. */
async function site(render: RenderPage, limits = { concurrency: 4, queueSize: 16, queueTimeoutMs: 2_000 }) {
  const pages = servePages({
    cache: createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 }),
    routes,
    render,
    limiter: createRenderLimiter(limits),
  });
  const app = express();
  app.use(withSecurityHeaders());
  app.use(pages.middleware);
  app.use((_req, res) => res.status(418).send("React Router"));
  const head = Object.entries(securityHeaders()).flat();
  const server = createServer((req, res) => {
    if (!pages.beforeApp(req, res, head)) app(req, res);
  }).listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const page = (text: string) =>
  new Response(`<!doctype html><p>${text}</p>`, { headers: { "Content-Type": "text/html; charset=utf-8" } });

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

test("past the queue a visitor gets 503 with Retry-After and a Spanish page, with the security headers", async () => {
  let release: () => void = () => {};
  const blocked = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started: () => void = () => {};
  const rendering = new Promise<void>((resolve) => {
    started = resolve;
  });
  const url = await site(
    async () => {
      started();
      await blocked;
      return page("lenta");
    },
    { concurrency: 1, queueSize: 0, queueTimeoutMs: 1_000 },
  );
  const first = fetch(`${url}/search?q=a`);
  await rendering;
  const refused = await fetch(`${url}/search?q=b`);
  expect(refused.status).toBe(503);
  expect(refused.headers.get("retry-after")).toBe("5");
  expect(refused.headers.get("x-frame-options")).toBe("DENY");
  expect(refused.headers.get("content-security-policy")).toContain("default-src 'self'");
  expect(await refused.text()).toContain("Ahora mismo hay demasiadas visitas");
  release();
  expect((await first).status).toBe(200);
  // Once rendered, the page is served from memory however busy the process is.
  expect((await fetch(`${url}/search?q=a`)).status).toBe(200);
});

test("a HEAD for an uncached page, and a form post, go on to React Router", async () => {
  const url = await site(async () => page("x"));
  expect((await fetch(`${url}/bet365`, { method: "HEAD" })).status).toBe(418);
  expect((await fetch(`${url}/bet365`, { method: "POST" })).status).toBe(418);
});

const notFound = () =>
  new Response("<!doctype html><h1>Página no encontrada</h1>", {
    status: 404,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

test("a flood of paths that can only be the 404 page costs one render, and each gets the 404 page", async () => {
  const rendered: string[] = [];
  const url = await site(async (path) => {
    rendered.push(path);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return notFound();
  });
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, n) => fetch(`${url}/no-existe/${n}.php`, { headers: { "accept-encoding": "br" } })),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(404));
  expect(new Set(await Promise.all(answers.map((answer) => answer.text())))).toEqual(
    new Set(["<!doctype html><h1>Página no encontrada</h1>"]),
  );
  const later = await fetch(`${url}/no-existe/otra`);
  expect(later.status).toBe(404);
  expect(later.headers.get("x-frame-options")).toBe("DENY");
  expect(later.headers.has("etag")).toBe(false);
  expect(rendered).toHaveLength(1);
});

test("a 404 for a path only a render can tell is cached under that path", async () => {
  let renders = 0;
  const url = await site(async () => {
    renders += 1;
    return notFound();
  });
  for (let visit = 0; visit < 3; visit += 1) expect((await fetch(`${url}/bet366`)).status).toBe(404);
  expect(renders).toBe(1);
  expect((await fetch(`${url}/bet367`)).status).toBe(404);
  expect(renders).toBe(2);
});

test("the shared 404 entry never keeps an answer that is not a 404", async () => {
  let renders = 0;
  const url = await site(async () => {
    renders += 1;
    return page("no debería");
  });
  expect((await fetch(`${url}/no-existe/a`)).status).toBe(200);
  expect((await fetch(`${url}/no-existe/b`)).status).toBe(200);
  expect(renders).toBe(2);
});
