// Play buttons go through /ir/<casino>: a 302 to the operator, counted per casino and day on whichever
// database the site uses. The journey runs against a site on SQLite and one on PostgreSQL. An operator scored under
// 7,0 is never linked to: its /ir/ leads to its review.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, utcDay } from "@casinolupa/db";
import { createThrowawayDatabase, type ThrowawayDatabase } from "@casinolupa/db/testing";
import { mayLinkToOperator } from "@casinolupa/domain";
import { type Site, startSite } from "@casinolupa/tools/site";
import { datasetPlayUrl, datasetReview } from "../support/dataset";
import { answerOperators } from "../support/operators";
import { expect, test } from "./fixtures";

const playUrl = await datasetPlayUrl("bet365");

for (const [provider, port] of [
  ["sqlite", 3310],
  ["postgresql", 3311],
] as const) {
  test.describe(`outbound clicks on ${provider}`, () => {
    test.describe.configure({ mode: "serial" });
    test.use({ baseURL: `http://127.0.0.1:${port}` });
    let database: ThrowawayDatabase | undefined;
    let databaseUrl = "";
    let site: Site | undefined;

    test.beforeAll(async () => {
      if (provider === "postgresql") {
        database = await createThrowawayDatabase("postgresql");
        databaseUrl = database.url;
      } else {
        databaseUrl = `file:${join(mkdtempSync(join(tmpdir(), "casinolupa-clicks-")), "clicks.db")}`;
      }
      site = await startSite(port, { DATABASE_URL: databaseUrl });
    });

    test.afterAll(async () => {
      await site?.stop();
      await database?.drop();
    });

    async function clicksToday(slug: string): Promise<number> {
      const db = createDb(databaseUrl);
      try {
        const today = utcDay(new Date());
        const rows = await db.clicks.between(today, today);
        return rows.find((row) => row.casinoSlug === slug)?.count ?? 0;
      } finally {
        await db.disconnect();
      }
    }

    test("a play button opens the operator in a new tab through /ir/ and the click is counted", async ({
      page,
      context,
    }) => {
      const redirects = await answerOperators(context, new Set([new URL(playUrl).host]));
      const before = await clicksToday("bet365");
      await page.goto("/bet365");
      const play = page.getByRole("link", { name: "Jugar en bet365" }).first();
      await expect(play).toHaveAttribute("href", "/ir/bet365");
      await expect(play).toHaveAttribute("rel", /\bsponsored\b/);
      const [popup] = await Promise.all([context.waitForEvent("page"), play.click()]);
      await popup.waitForLoadState();
      expect(redirects).toEqual([`302 ${playUrl}`]);
      await expect.poll(() => popup.url()).toBe(new URL(playUrl).href);
      await expect.poll(() => clicksToday("bet365")).toBe(before + 1);
    });

    test("/ir/ answers 302 to the play URL, kept out of search engines and caches", async ({ request }) => {
      const response = await request.get("/ir/bet365", { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(playUrl);
      expect(response.headers()["x-robots-tag"]).toContain("noindex");
      expect(response.headers()["cache-control"]).toContain("no-store");
      expect(response.headers()["set-cookie"]).toBeUndefined();
    });

    test("an unknown casino gives the 404 page and counts nothing", async ({ page }) => {
      const response = await page.goto("/ir/no-es-un-casino");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "¡Vaya! Página no encontrada" })).toBeVisible();
      expect(await clicksToday("no-es-un-casino")).toBe(0);
    });
  });
}

test("robots.txt keeps /ir/ out of search engines", async ({ request }) => {
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /ir/");
});

test("/ir/ for an operator scored under 7,0 leads to its review on this site, never to the operator", async ({
  request,
}) => {
  const marca = await datasetReview("marca");
  expect(mayLinkToOperator(marca), "Marca Apuestas scores under 7,0 in the dataset").toBe(false);
  const response = await request.get("/ir/marca", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/marca");
  expect(response.headers()["x-robots-tag"]).toContain("noindex");
});
