import { describe, expect, test } from "vitest";
import { robotsTxt } from "./robots";
import { sitemapEntries, sitemapXml } from "./sitemap";

const result = {
  origin: "https://ignored.example",
  home: "2025-11-25T10:00:00Z",
  casinosUpdated: "2025-11-18T09:00:00Z",
  documents: [
    { slug: "bet365", _updatedAt: "2025-11-10T09:00:00Z" },
    { slug: "ruleta-online", _updatedAt: "2025-11-04T09:00:00Z" },
  ],
  paymentMethods: [
    { notRanked: null, paymentMethods: ["Visa" as const, "Bizum" as const] },
    // Only a casino «no clasificado» accepts Paysafecard here: no page for it.
    { notRanked: true, paymentMethods: ["Paysafecard" as const] },
  ],
  paymentPages: [{ method: "Bizum" as const, _updatedAt: "2025-11-20T09:00:00Z" }],
  authors: [{ slug: "equipo-editorial", _updatedAt: "2025-11-01T09:00:00Z" }],
};

describe("sitemap", () => {
  test("lists home, the comparison, the change log, the calculator, every document, the payment pages a ranked casino has and the authors on the configured origin", () => {
    expect(sitemapEntries(result, "https://www.casinolupa.es")).toEqual([
      { loc: "https://www.casinolupa.es/", lastmod: "2025-11-25T10:00:00Z" },
      { loc: "https://www.casinolupa.es/comparacion", lastmod: "2025-11-18T09:00:00Z" },
      // A change is recorded only when a casino is published.
      { loc: "https://www.casinolupa.es/cambios", lastmod: "2025-11-18T09:00:00Z" },
      { loc: "https://www.casinolupa.es/calculadora-bonos", lastmod: result.home },
      { loc: "https://www.casinolupa.es/bet365", lastmod: "2025-11-10T09:00:00Z" },
      { loc: "https://www.casinolupa.es/ruleta-online", lastmod: "2025-11-04T09:00:00Z" },
      { loc: "https://www.casinolupa.es/casinos-con-visa", lastmod: "2025-11-18T09:00:00Z" },
      { loc: "https://www.casinolupa.es/casinos-con-bizum", lastmod: "2025-11-20T09:00:00Z" },
      { loc: "https://www.casinolupa.es/autores/equipo-editorial", lastmod: "2025-11-18T09:00:00Z" },
    ]);
  });

  test("home changes with the newest casino when the settings are older", () => {
    const [home] = sitemapEntries({ ...result, home: "2025-01-01T00:00:00Z" }, "https://www.casinolupa.es");
    expect(home?.lastmod).toBe("2025-11-18T09:00:00Z");
  });

  test("writes valid, escaped XML and leaves out an unknown lastmod", () => {
    const xml = sitemapXml([{ loc: "https://www.casinolupa.es/a?b=1&c=2", lastmod: null }]);
    expect(xml).toContain("<loc>https://www.casinolupa.es/a?b=1&amp;c=2</loc>");
    expect(xml).not.toContain("<lastmod>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

test("robots.txt keeps /ir/ and /search out and names the sitemap", () => {
  const lines = robotsTxt("https://www.casinolupa.es").split("\n");
  expect(lines).toEqual(expect.arrayContaining(["User-agent: *", "Disallow: /ir/", "Disallow: /search"]));
  expect(lines).toContain("Sitemap: https://www.casinolupa.es/sitemap.xml");
});
