// Crawls the site as a search engine would: from sitemap.xml to every page it lists, checking each page's
// status, metadata, structured data and accessibility.
import { copyProblems } from "@casinolupa/domain";
import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** Every page of the site, one per route and content type. */
const CASINO_ROUTES = [
  "/bet365",
  "/codere",
  "/betway",
  "/williamhill",
  "/bwin",
  "/pokerstars",
  "/luckia",
  "/paf",
  "/marca",
];
// «No clasificado»: out of every ranking, with no review, but its page stays and /comparacion names it at the end.
const NOT_RANKED_ROUTES = ["/paston"];
const GAME_ROUTES = [
  "/ruleta-clasica",
  "/slots-premium",
  "/poker-online",
  "/casino-en-vivo",
  "/slots-clasicos",
  "/jackpots-millonarios",
  "/experiencia-premium",
  "/slots-online",
  "/ruleta-online",
  "/blackjack-online",
  "/poker-texas-holdem",
  "/baccarat-online",
  "/tragaperras-gratis",
  "/casino-en-directo",
  "/juegos-mesa",
];
const GUIDE_ROUTES = ["/guia-juego-responsable"];
const SPEC_ROUTES = [
  "/",
  "/comparacion",
  "/cambios",
  ...GUIDE_ROUTES,
  "/terminos-condiciones",
  "/politica-privacidad",
  "/aviso-legal",
  "/ayuda",
  ...CASINO_ROUTES,
  ...NOT_RANKED_ROUTES,
  ...GAME_ROUTES,
];

/** Phrases no page may contain, whatever an editor writes. */
const BANNED_COPY = [
  { pattern: /juega ahora/i, why: "an invitation to play («Juega ahora»)" },
  {
    pattern: /600\s?€ al mes|600 euros al mes|600\s?€ (?:mensuales|cada mes)/i,
    why: "the false 600 € monthly deposit rule (the legal defaults are 600 € a day, 1.500 € a week, 3.000 € a month)",
  },
  { pattern: /(?:tres|3) primeros meses/i, why: "the false three-month rule for new players" },
];

type SitemapUrl = { loc: string; lastmod: string | undefined };
type JsonLd = Record<string, unknown>;

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? "",
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
  }));
}

/** Every JSON-LD node of a block: the block itself, each item of an array, or each node of an @graph. */
function nodesOf(block: unknown): JsonLd[] {
  if (Array.isArray(block)) return block.flatMap(nodesOf);
  if (block && typeof block === "object") {
    const graph = (block as JsonLd)["@graph"];
    return Array.isArray(graph) ? graph.flatMap(nodesOf) : [block as JsonLd];
  }
  return [];
}

function typesOf(node: JsonLd): string[] {
  const type = node["@type"];
  return Array.isArray(type) ? type.map(String) : type ? [String(type)] : [];
}

const isoDate = /^\d{4}-\d{2}-\d{2}/;

async function sitemapUrls(request: APIRequestContext): Promise<SitemapUrl[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status(), "sitemap.xml").toBe(200);
  return parseSitemap(await response.text());
}

/** The sitemap holds the canonical origin; the same path is fetched from the server under test. */
function pathOf(loc: string): string {
  const { pathname, search } = new URL(loc);
  return `${pathname}${search}`;
}

test("robots.txt allows crawling, keeps redirects and search out, and points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Disallow: /ir/");
  expect(lines).toContain("Disallow: /search");
  expect(lines).not.toContain("Disallow: /");
  const sitemapLine = lines.find((line) => line.startsWith("Sitemap: "));
  expect(sitemapLine).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/);

  const [home] = await sitemapUrls(request);
  expect(sitemapLine).toBe(`Sitemap: ${new URL("/sitemap.xml", home?.loc).href}`);
});

test("sitemap.xml lists every route of the site once, on the canonical origin, with lastmod", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  expect(response.headers()["cache-control"]).toContain("public");
  expect(response.headers()["cache-control"]).toContain("max-age=3600");
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

  const urls = parseSitemap(xml);
  const origins = new Set(urls.map(({ loc }) => new URL(loc).origin));
  expect(origins.size, "one canonical origin").toBe(1);
  const paths = urls.map(({ loc }) => new URL(loc).pathname);
  expect(new Set(paths).size, "no URL twice").toBe(paths.length);
  expect(paths).toEqual(expect.arrayContaining(SPEC_ROUTES));
  for (const { loc, lastmod } of urls) {
    expect(lastmod, loc).toMatch(isoDate);
    expect(Number.isNaN(Date.parse(lastmod ?? "")), loc).toBe(false);
  }
  // The comparison changes whenever a casino does: its lastmod is the newest casino review's.
  const lastmodOf = (path: string) => urls.find(({ loc }) => new URL(loc).pathname === path)?.lastmod ?? "";
  const newestCasino = [...CASINO_ROUTES, ...NOT_RANKED_ROUTES].map(lastmodOf).sort().at(-1);
  expect(lastmodOf("/comparacion")).toBe(newestCasino);
  expect(lastmodOf("/") >= (newestCasino ?? "")).toBe(true);
});

test("an unknown path answers 404 and is not in the sitemap", async ({ request }) => {
  const response = await request.get("/ruta-que-no-existe-en-el-sitemap");
  expect(response.status()).toBe(404);
  // Every 404 page says how long it may be kept, an unknown operator's link too (never kept: it is /ir/).
  expect(response.headers()["cache-control"]).toBeTruthy();
  const outbound = await request.get("/ir/no-es-un-casino", { maxRedirects: 0 });
  expect(outbound.status()).toBe(404);
  expect(outbound.headers()["cache-control"]).toBe("no-store");
  expect(outbound.headers()["x-robots-tag"]).toContain("noindex");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("ruta-que-no-existe");
});

test("every page in the sitemap answers 200 with its own title, description, canonical URL and structured data", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const urls = await sitemapUrls(request);
  expect(urls.length).toBeGreaterThanOrEqual(SPEC_ROUTES.length);

  let currentPath = "";
  const pageErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") pageErrors.push(`${currentPath}: ${message.text()}`);
  });
  page.on("pageerror", (error) => pageErrors.push(`${currentPath}: ${error.message}`));

  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();

  for (const { loc } of urls) {
    const path = pathOf(loc);
    currentPath = path;
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect.soft(response?.status(), `${path} status`).toBe(200);

      expect.soft(await page.locator("html").getAttribute("lang"), `${path} lang`).toBe("es");
      const title = await page.title();
      expect.soft(title, `${path} title`).toMatch(/\S/);
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
      expect.soft(description, `${path} description`).toMatch(/\S/);
      expect.soft(titles.get(title), `${path}: the page with the same title`).toBeUndefined();
      expect.soft(descriptions.get(description), `${path}: the page with the same description`).toBeUndefined();
      titles.set(title, path);
      descriptions.set(description, path);

      await expect.soft(page.locator('link[rel="canonical"]'), `${path} canonical`).toHaveAttribute("href", loc);
      await expect
        .soft(page.locator('meta[property="og:image"]'), `${path} og:image`)
        .toHaveAttribute("content", /^https?:\/\/.+/);
      await expect
        .soft(page.locator('meta[name="twitter:card"]'), `${path} twitter:card`)
        .toHaveAttribute("content", "summary_large_image");
      await expect.soft(page.getByRole("heading", { level: 1 }), `${path} one h1`).toHaveCount(1);

      // Copy informs and never incites, and never states the made-up "600 € a month for new players" rule.
      const text = ((await page.locator("body").textContent()) ?? "").replace(/\s+/g, " ");
      for (const banned of BANNED_COPY) {
        expect.soft(text, `${path}: ${banned.why}`).not.toMatch(banned.pattern);
      }
      // ...and uses the site's one vocabulary (tragaperras, casino en directo, póquer, ×25, +18) in what it shows.
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, not the inline scripts' source.
      const shown = (await page.locator("body").innerText()).replace(/\s+/g, " ");
      for (const problem of copyProblems(shown)) {
        const at = shown.search(problem.pattern);
        expect.soft(`…${shown.slice(Math.max(0, at - 40), at + 40)}…`, `${path}: ${problem.why}`).toBe("");
      }

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const nodes: JsonLd[] = [];
      for (const text of blocks) {
        let parsed: unknown;
        expect
          .soft(() => {
            parsed = JSON.parse(text);
          }, `${path}: JSON-LD parses`)
          .not.toThrow();
        nodes.push(...nodesOf(parsed));
      }
      const ofType = (type: string) => nodes.filter((node) => typesOf(node).includes(type));

      if (path === "/") {
        const [website] = ofType("WebSite");
        const action = website?.potentialAction as JsonLd | undefined;
        expect.soft(action?.["@type"], "home SearchAction").toBe("SearchAction");
        const target = action?.target as string | JsonLd | undefined;
        const template = typeof target === "string" ? target : String(target?.urlTemplate ?? "");
        expect.soft(template, "home search target").toContain("/search?q={search_term_string}");
        expect.soft(ofType("Organization").length, "home Organization").toBeGreaterThan(0);
      }
      if (CASINO_ROUTES.includes(path)) {
        const [review] = ofType("Review");
        expect.soft(review, `${path} Review`).toBeTruthy();
        const rating = review?.reviewRating as JsonLd | undefined;
        expect.soft(Number(rating?.bestRating), `${path} bestRating`).toBe(10);
        expect.soft(Number(rating?.worstRating), `${path} worstRating`).toBe(0);
        expect.soft(Number(rating?.ratingValue), `${path} ratingValue`).toBeGreaterThan(0);
        expect.soft(Number(rating?.ratingValue), `${path} ratingValue`).toBeLessThanOrEqual(10);
        expect.soft((review?.itemReviewed as JsonLd | undefined)?.name, `${path} itemReviewed`).toBeTruthy();
        expect.soft((review?.author as JsonLd | undefined)?.name, `${path} author`).toBeTruthy();
        expect.soft((review?.publisher as JsonLd | undefined)?.name, `${path} publisher`).toBeTruthy();
        expect.soft(String(review?.datePublished), `${path} datePublished`).toMatch(isoDate);
        expect.soft(String(review?.dateModified), `${path} dateModified`).toMatch(isoDate);
      }
      if (GAME_ROUTES.includes(path) || GUIDE_ROUTES.includes(path)) {
        const articles = [...ofType("Article"), ...ofType("WebPage")];
        expect.soft(articles.length, `${path} Article or WebPage`).toBeGreaterThan(0);
        for (const article of articles) {
          expect.soft(article.headline ?? article.name, `${path} headline`).toBeTruthy();
        }
      }
      // Every page below the home page says where it sits, the «no clasificado» ones too.
      if (path !== "/") expect.soft(ofType("BreadcrumbList").length, `${path} BreadcrumbList`).toBeGreaterThan(0);
      for (const list of ofType("BreadcrumbList")) {
        const items = list.itemListElement as JsonLd[] | undefined;
        expect.soft(Array.isArray(items) && items.length > 0, `${path} BreadcrumbList items`).toBe(true);
        for (const item of items ?? []) {
          expect.soft(item.position, `${path} breadcrumb position`).toBeTruthy();
          expect.soft(item.name, `${path} breadcrumb name`).toBeTruthy();
        }
      }
    });
  }
  expect(pageErrors, "console errors, by page").toEqual([]);
});

// axe takes a few seconds a page, so the pages are checked in parts that run in parallel, each part on one page.
const AXE_PARTS = 4;
for (let part = 0; part < AXE_PARTS; part++) {
  test(`every page in the sitemap has no accessibility violations (part ${part + 1} of ${AXE_PARTS})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const urls = (await sitemapUrls(request)).filter((_, index) => index % AXE_PARTS === part);
    expect(urls.length).toBeGreaterThan(0);
    for (const { loc } of urls) {
      const path = pathOf(loc);
      await test.step(path, async () => {
        await page.goto(path);
        await expect.soft(expectNoAxeViolations(page), path).resolves.toBeUndefined();
      });
    }
  });
}
