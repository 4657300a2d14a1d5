// The route table and the reserved slugs cannot drift apart: a static route that documents could still take as
// their slug would never be reached, because the static route wins.
import { PAGE_SEGMENTS, RESERVED_SLUGS, slugProblem } from "@casinolupa/domain";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test } from "vitest";
import routes from "./routes";

/** Every route path, with the paths of its parents (layouts have none). */
function paths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
    return [...(entry.path === undefined ? [] : [path]), ...paths(entry.children ?? [], path)];
  });
}

const staticSegments = [...new Set(paths(routes).map((path) => path.split("/")[0] ?? ""))].filter(
  (segment) => segment !== "" && !segment.startsWith(":") && segment !== "*",
);

test("the route table has static top-level routes to check", () => {
  expect(staticSegments).toContain("comparacion");
  expect(staticSegments).toContain("newsletter");
});

test("every static top-level route is reserved: no casino or game page can take its slug", () => {
  const unreserved = staticSegments.filter((segment) => !RESERVED_SLUGS.includes(segment));
  expect(unreserved, "add these segments to APP_SEGMENTS or PAGE_SEGMENTS in @casinolupa/domain").toEqual([]);
  for (const segment of staticSegments) expect(slugProblem(segment, "casino"), segment).toBeDefined();
});

test("only the routes that render a page document leave their slug to a page", () => {
  const pageSegments: readonly string[] = Object.values(PAGE_SEGMENTS);
  for (const segment of staticSegments) {
    if (pageSegments.includes(segment)) expect(slugProblem(segment, "page"), segment).toBeUndefined();
    else expect(slugProblem(segment, "page"), segment).toBeDefined();
  }
});
