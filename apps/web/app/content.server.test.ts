import { sitemapQuery } from "@casinolupa/content";
import { expect, test, vi } from "vitest";
import { createContentServices } from "./content.server";
import { parseEnv } from "./env.server";

test("the slugs of a request are read from the content once, not again on every request, and again after a publish", async () => {
  const services = createContentServices(parseEnv({ NODE_ENV: "test" }));
  const fetch = vi.spyOn(services.content, "fetch");
  const sitemapReads = () => fetch.mock.calls.filter(([query]) => query === sitemapQuery).length;

  expect(services.knownSlugs()).toBeNull(); // unknown until the first read: every path renders
  await expect.poll(() => services.knownSlugs()?.has("bet365")).toBe(true);
  for (let request = 0; request < 20; request++) services.knownSlugs();
  expect(sitemapReads()).toBe(1);

  services.invalidateContent();
  expect(services.knownSlugs()).toBeNull();
  await expect.poll(() => services.knownSlugs()?.has("bet365")).toBe(true);
  expect(sitemapReads()).toBe(2);
});
