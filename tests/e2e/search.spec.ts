import { datasetCasinos, datasetNotRanked } from "../support/dataset";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const results = (page: import("@playwright/test").Page) => page.getByTestId("search-result");

test("«ruleta» lists the roulette guide first, saying it is a guide, in one list by relevance", async ({ page }) => {
  await page.goto("/search?q=ruleta");
  const first = results(page).first();
  await expect(first.getByRole("link")).toHaveText(/^Ruleta online/);
  await expect(first.getByTestId("search-result-kind")).toHaveText("Guía");
  // Casinos that mention roulette are in the same list, each marked as a casino.
  await expect(
    results(page).filter({ has: page.getByTestId("search-result-kind").getByText("Casino") }),
  ).not.toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("searching without accents finds the accented guide, with the match highlighted", async ({ page }) => {
  await page.goto("/search?q=POQUER");
  await expect(results(page).first().getByTestId("search-result-kind")).toHaveText("Guía");
  await expect(results(page).first().locator("mark").first()).toHaveText(/^póquer$/i);
});

test("the words the site avoids still find its pages: «tragamonedas», «poker», «ludopatía»", async ({ page }) => {
  await page.goto("/search?q=tragamonedas");
  await expect(results(page).first().getByRole("link")).toHaveText(/^Tragaperras online/);
  await page.goto("/search?q=poker");
  await expect(results(page).getByRole("link", { name: /^Póquer online/ })).toBeVisible();
  await page.goto("/search?q=ludopat%C3%ADa");
  await expect(
    results(page)
      .getByRole("link", { name: /juego responsable/i })
      .first(),
  ).toBeVisible();
});

test("operators as people type them: «bet 365», «william», «marca apuestas»", async ({ page }) => {
  const operators: [string, string][] = [
    ["bet 365", "bet365"],
    ["william", "William Hill"],
    ["marca apuestas", "Marca Apuestas"],
  ];
  for (const [query, name] of operators) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(results(page).first().getByRole("link")).toHaveText(name);
  }
});

test("a typo still finds the page and offers the right spelling: «rulta» -> ¿Quisiste decir ruleta?", async ({
  page,
}) => {
  await page.goto("/search?q=rulta");
  await expect(results(page).first().getByRole("link")).toHaveText(/^Ruleta online/);
  await page.getByRole("link", { name: "ruleta", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=ruleta$/);
  await expect(page.getByText("¿Quisiste decir")).toHaveCount(0);
});

test('the "Casinos" filter lists exactly the casinos that take Bizum', async ({ page }) => {
  // Operators «no clasificado» keep their page, so search finds them too.
  const expected = [...(await datasetCasinos()), ...(await datasetNotRanked())]
    .filter((casino) => casino.paymentMethods.includes("Bizum"))
    .map((casino) => casino.name)
    .sort();
  expect(expected.length).toBeGreaterThan(0);
  await page.goto("/search?q=bizum");
  await page
    .getByRole("navigation", { name: "Filtrar resultados" })
    .getByRole("link", { name: /^Casinos/ })
    .click();
  await expect(page).toHaveURL(/tipo=casinos/);
  const names = await results(page).getByRole("link").allTextContents();
  expect(names.sort()).toEqual(expected);
  await expect(page.getByRole("link", { name: /^Casinos/ })).toHaveAttribute("aria-current", "page");
});

test("the header search box leads to the results page, which is not indexed", async ({ page }) => {
  await page.goto("/");
  const box = page.getByRole("search").getByRole("searchbox", { name: "Buscar en CasinoLupa" }).first();
  await box.fill("Ruleta");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=Ruleta/);
  await expect(page.getByText(/resultados? para «Ruleta»/)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("an empty query and a query with no results offer suggestions", async ({ page }) => {
  await page.goto("/search");
  await expect(page.getByRole("heading", { name: "¿Qué quieres encontrar?" })).toBeVisible();
  await page.goto("/search?q=zzzqqq");
  await expect(page.getByRole("heading", { name: /No hemos encontrado nada/ })).toBeVisible();
  await page.getByRole("link", { name: "ruleta", exact: true }).click();
  await expect(results(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a missing page links to what its address resembles and offers the search box", async ({ page }) => {
  const response = await page.goto("/ruleta-europea-online");
  expect(response?.status()).toBe(404);
  const resembling = page.getByRole("navigation", { name: "Quizá buscabas" });
  await expect(resembling.getByRole("link").first()).toHaveText(/^Ruleta online/);
  const box = page.getByRole("main").getByRole("searchbox", { name: "Buscar en CasinoLupa" });
  await box.fill("blackjack");
  await box.press("Enter");
  await expect(results(page).first().getByRole("link")).toHaveText(/^Blackjack online/);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search, its filters and the 404 page's links work", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("search").getByRole("searchbox", { name: "Buscar en CasinoLupa" }).first().fill("blakjack");
    await page.getByRole("search").getByRole("searchbox", { name: "Buscar en CasinoLupa" }).first().press("Enter");
    await expect(results(page).first().getByRole("link")).toHaveText(/^Blackjack online/);
    await page
      .getByRole("link", { name: /^Preguntas frecuentes|^Juegos y guías/ })
      .first()
      .click();
    await expect(results(page).first()).toBeVisible();
    await page.goto("/juegos/tragaperras-clasicas");
    await page.getByRole("navigation", { name: "Quizá buscabas" }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Tragaperras clásicas/);
  });
});
