// Operators «no clasificado» (decision 015): Paston's licence could not be
// verified, so it is out of every ranking and top list, its outbound link never reaches the operator, and its page
// answers 200 saying why and how to check the DGOJ register; /comparacion ends with the list of them.
import { datasetCasinos, datasetNotRanked, datasetReview } from "../support/dataset";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const ranked = await datasetCasinos();
const notRanked = await datasetNotRanked();
const paston = await datasetReview("paston").catch(() => undefined);

test("the committed dataset has Paston «no clasificado», with its reason", () => {
  expect(notRanked.map((operator) => operator.slug)).toEqual(["paston"]);
  expect(notRanked[0]?.notRanked).toBe(true);
  // datasetReview finds ranked casinos only.
  expect(paston).toBeUndefined();
});

test("/paston answers 200 with the page that says why it is not ranked and how to check the DGOJ register", async ({
  page,
}) => {
  const response = await page.goto("/paston");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paston: por qué no está en nuestra clasificación");
  await expect(page.getByText("No clasificado", { exact: true })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("No hemos podido verificar su licencia");
  await expect(page.getByRole("main")).toContainText("Comprobado el 24 de noviembre de 2026");
  const register = page.getByRole("link", { name: /web de la Dirección General de Ordenación del Juego/ });
  await expect(register).toHaveAttribute("href", "https://www.ordenacionjuego.es");
  // No rank, no rating, no link to the operator.
  await expect(page.getByRole("main")).not.toContainText("Nº ");
  await expect(page.locator('a[href^="/ir/"]')).toHaveCount(0);
  await expect(page.locator('a[href*="paston.es"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("/ir/paston does not send the visitor to the operator: it leads to Paston's page on this site", async ({
  request,
}) => {
  const response = await request.get("/ir/paston", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/paston");
  const followed = await request.get("/ir/paston");
  expect(followed.status()).toBe(200);
  expect(followed.url()).toMatch(/\/paston$/);
});

test("/comparacion ranks the others 1 to n and ends with the operators not ranked", async ({ page }) => {
  await page.goto("/comparacion");
  const cards = page.getByTestId("comparison-card");
  await expect(cards).toHaveCount(ranked.length);
  await expect(cards.filter({ hasText: "Paston" })).toHaveCount(0);
  await expect(page.getByTestId("result-count")).toContainText(String(ranked.length));
  const ranks = await cards.getByText(/^Puesto \d+$/).allTextContents();
  expect(ranks).toEqual(ranked.map((_, index) => `Puesto ${index + 1}`));

  const list = page.getByRole("region", { name: "Operadores no clasificados" });
  await expect(list.getByRole("link", { name: "Paston" })).toHaveAttribute("href", "/paston");
  await expect(list).toContainText("No hemos podido verificar su licencia");
  // It is the last section of the page's main content.
  const lastHeading = page.getByRole("main").getByRole("heading", { level: 2 }).last();
  await expect(lastHeading).toHaveText("Operadores no clasificados");
});

test("Paston is in no top list: not on home, not in the menu", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("casino-card").filter({ hasText: "Paston" })).toHaveCount(0);
  // Closed menus count too: their links are in the page, only hidden.
  const menuLinks = page.getByRole("banner").getByRole("link", { includeHidden: true });
  await expect(menuLinks.filter({ hasText: ranked[0]?.name ?? "" }).first()).toBeAttached();
  await expect(menuLinks.filter({ hasText: "Paston" })).toHaveCount(0);
});
