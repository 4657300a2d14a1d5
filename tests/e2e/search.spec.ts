import { datasetCasinos } from "../support/dataset";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test("searching without accents finds the accented guide, with the match highlighted", async ({ page }) => {
  await page.goto("/search?q=POQUER");
  const guides = page.locator("section", { has: page.getByRole("heading", { name: /^Juegos y guías/ }) });
  await expect(guides.getByTestId("search-result").first()).toBeVisible();
  await expect(guides.locator("mark").first()).toHaveText(/^póquer$/i);
});

test("the words the site avoids still find its pages: «tragamonedas», «poker», «ludopatía»", async ({ page }) => {
  await page.goto("/search?q=tragamonedas");
  await expect(page.getByTestId("search-result").getByRole("link", { name: /^Tragaperras online/ })).toBeVisible();
  await page.goto("/search?q=poker");
  await expect(page.getByTestId("search-result").getByRole("link", { name: /^Póquer online/ })).toBeVisible();
  await page.goto("/search?q=ludopat%C3%ADa");
  await expect(
    page
      .getByTestId("search-result")
      .getByRole("link", { name: /juego responsable/i })
      .first(),
  ).toBeVisible();
});

test('"bizum" finds exactly the casinos that take it', async ({ page }) => {
  const expected = (await datasetCasinos())
    .filter((casino) => casino.paymentMethods.includes("Bizum"))
    .map((casino) => casino.name)
    .sort();
  expect(expected.length).toBeGreaterThan(0);
  await page.goto("/search?q=bizum");
  const casinos = page.locator("section", { has: page.getByRole("heading", { name: /^Casinos/ }) });
  const names = await casinos.getByTestId("search-result").getByRole("link").allTextContents();
  expect(names.sort()).toEqual(expected);
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
  await expect(page.getByTestId("search-result").first()).toBeVisible();
  await expectNoAxeViolations(page);
});
