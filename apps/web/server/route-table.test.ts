import type { ServerBuild } from "react-router";
import { expect, test } from "vitest";
import { createRouteTable } from "./route-table";

const Page = () => null;
// The shape of React Router's server build: a flat manifest, each route with its module.
const routes = {
  root: { id: "root", path: "", module: { default: Page } },
  layout: { id: "layout", parentId: "root", module: { default: Page, handle: { searchParams: ["shared"] } } },
  home: { id: "home", parentId: "layout", index: true, module: { default: Page } },
  comparison: {
    id: "comparison",
    parentId: "layout",
    path: "comparacion",
    module: { default: Page, handle: { searchParams: ["orden", "pago"] } },
  },
  review: { id: "review", parentId: "layout", path: ":slug", module: { default: Page } },
  notFound: { id: "notFound", parentId: "layout", path: "*", module: { default: Page } },
  sitemap: { id: "sitemap", parentId: "root", path: "sitemap.xml", module: { loader: () => null } },
} as unknown as ServerBuild["routes"];

test("a page reads the query parameters its routes declare, layouts included", () => {
  const table = createRouteTable(routes);
  expect(table.pageParams("/comparacion")?.sort()).toEqual(["orden", "pago", "shared"]);
  expect(table.pageParams("/")).toEqual(["shared"]);
  expect(table.pageParams("/bet365")).toEqual(["shared"]);
});

test("a resource route (no component) is not a page", () => {
  expect(createRouteTable(routes).pageParams("/sitemap.xml")).toBeNull();
});

test("the catch-all route and a slug no document can have are the 404 page; a possible slug is not", () => {
  const table = createRouteTable(routes);
  for (const path of ["/wp-login.php", "/.env", "/Bet365", "/a/b/c", "/x%0Ay"])
    expect(table.page(path)?.notFound, path).toBe(true);
  for (const path of ["/bet365", "/ruleta-online", "/b%65t365", "/comparacion", "/"]) {
    expect(table.page(path)?.notFound, path).toBe(false);
  }
});

test("a path goes where React Router would send it, whatever its case, escapes or trailing slash", () => {
  const table = createRouteTable(routes);
  for (const path of ["/comparacion", "/comparacion/", "/COMPARACION", "/%63omparacion"]) {
    expect(table.pageParams(path)?.sort(), path).toEqual(["orden", "pago", "shared"]);
  }
  expect(table.page("/%73itemap.xml"), "an escaped resource route").toBeNull();
  expect(table.page("/comparacion/x")?.notFound).toBe(true);
  expect(table.page("/bet365/")?.notFound).toBe(false);
  expect(table.page("/bet%2F365")?.notFound, "an escaped slash inside a slug").toBe(true);
});
