// Varnish keys pages as the origin's page cache does: deploy/varnish-pages.vcl is generated from the same route
// handles server/pages.ts reads, and this test fails when they drift apart (`vitest run -u` rewrites the file).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "vitest";
import { type RouteHandle, readSearchParams } from "../app/lib/route-handle";
import routes from "../app/routes";
import { type PageQueryRule, varnishPageQuery } from "./varnish-pages";

/** Every page route (one with a component) the page cache serves, with its full path and the handles above it. */
async function cachedPages(entries: readonly RouteConfigEntry[], parent = "", handles: unknown[] = []) {
  const pages: PageQueryRule[] = [];
  for (const entry of entries) {
    const module = (await import(/* @vite-ignore */ new URL(`../app/${entry.file}`, import.meta.url).href)) as {
      default?: unknown;
      handle?: RouteHandle;
    };
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const chain = [...handles, module.handle];
    if (entry.children) pages.push(...(await cachedPages(entry.children, path, chain)));
    const isPage = module.default !== undefined && (entry.path !== undefined || entry.index === true);
    const uncached = chain.some((handle) => (handle as RouteHandle | undefined)?.uncached === true);
    if (isPage && !uncached && !path.includes("*")) pages.push({ path, searchParams: readSearchParams(chain) });
  }
  return pages;
}

test("deploy/varnish-pages.vcl keeps, for each cached page, the query parameters its route reads", async () => {
  const pages = await cachedPages(routes);
  expect(pages.find((page) => page.path === "comparacion")?.searchParams).toContain("orden");
  expect(pages.find((page) => page.path === ":slug")?.searchParams).toContain("bono");
  await expect(varnishPageQuery(pages)).toMatchFileSnapshot("../../../deploy/varnish-pages.vcl");
});

test("the generated VCL drops utm_* and click ids and keeps a page's own parameters", () => {
  const vcl = varnishPageQuery([
    { path: "comparacion", searchParams: ["orden", "pago"] },
    { path: ":slug", searchParams: [] },
  ]);
  const keep = /regsuball\(req\.url, "(.*)", "\\1"\)/.exec(vcl)?.[1] ?? "";
  const strip = (url: string) =>
    url.replace(new RegExp(keep, "g"), "$1").replace(/&{2,}/g, "&").replace("?&", "?").replace(/[?&]$/, "");
  expect(strip("/comparacion?utm_source=x&orden=nota&fbclid=1&pago=bizum&pago=paypal&gclid=2")).toBe(
    "/comparacion?orden=nota&pago=bizum&pago=paypal",
  );
  expect(strip("/comparacion?utm_medium=a&ordenx=1")).toBe("/comparacion");
  expect(vcl.indexOf('"^/comparacion(\\?|$)"')).toBeLessThan(vcl.indexOf("[a-z0-9]+(-[a-z0-9]+)*"));
  expect(vcl).toContain('set req.url = regsub(req.url, "\\?.*$", "");');
});
