import type { Page } from "@playwright/test";
import { type DatasetCasino, datasetCasinos } from "../support/dataset";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Filters, sorting and the side-by-side table of /comparacion. What each view should show is worked out from
// the committed dataset the site serves, not from copied values.
const casinos = await datasetCasinos();
const names = (list: readonly DatasetCasino[]) => list.map((casino) => casino.name);

const cardHeadings = (page: Page) => page.getByTestId("comparison-card").getByRole("heading", { level: 2 });

/** Ticks Bizum in the filter form and applies it; the page must list exactly the casinos that accept Bizum. */
async function filterByBizum(page: Page) {
  const withBizum = casinos.filter((casino) => casino.paymentMethods.includes("Bizum"));
  expect(withBizum.length, "the dataset has casinos with and without Bizum").toBeGreaterThan(0);
  expect(withBizum.length).toBeLessThan(casinos.length);

  await page.goto("/comparacion");
  const filters = page.getByRole("region", { name: "Filtra y ordena los casinos" });
  // Only the methods some casino accepts are offered (Google Pay, which none takes, led to an empty list).
  const accepted = new Set(casinos.flatMap((casino) => casino.paymentMethods));
  await expect(filters.getByRole("group", { name: "Métodos de pago" }).getByRole("checkbox")).toHaveCount(
    accepted.size,
  );
  await expect(filters.getByRole("checkbox", { name: "Google Pay" })).toHaveCount(accepted.has("Google Pay") ? 1 : 0);
  await filters.getByRole("checkbox", { name: "Bizum", exact: true }).check();
  await filters.getByRole("button", { name: "Aplicar" }).click();

  // The form's empty fields and defaults are dropped: the address is the short, shareable one.
  await expect(page).toHaveURL(/\/comparacion\?pago=bizum(#resultados)?$/);
  await expect(cardHeadings(page)).toHaveText(names(withBizum));
  await expect(page.getByTestId("result-count")).toHaveText(
    `Mostrando ${withBizum.length} de ${casinos.length} casinos`,
  );
  await expect(page.getByRole("checkbox", { name: "Bizum", exact: true })).toBeChecked();
  await expect(page.getByTestId("filter-chip")).toHaveText(["Quitar el filtro Con Bizum"]);
}

/**
 * Ticks "Comparar" on three casinos of the default list and sends them. The table has one column per casino,
 * in the order of the list (by rank); returns that order.
 */
async function compareThree(page: Page, chosen: readonly DatasetCasino[]) {
  await page.goto("/comparacion");
  for (const casino of chosen) {
    await page.getByRole("checkbox", { name: `Comparar ${casino.name}`, exact: true }).check();
  }
  await page.getByRole("button", { name: "Comparar seleccionados" }).click();
  const columns = [...chosen].sort((a, b) => a.rank - b.rank);
  const query = columns.map((casino) => `comparar=${casino.slug}`).join("&");
  await expect(page).toHaveURL(new RegExp(`/comparacion\\?${query}(#comparacion-lado-a-lado)?$`));
  await expectCompareTable(page, columns);
  return columns;
}

async function expectCompareTable(page: Page, chosen: readonly DatasetCasino[]) {
  const table = page.getByTestId("compare-table");
  await expect(table).toBeVisible();
  const columns = table.getByRole("columnheader");
  await expect(columns).toHaveCount(chosen.length);
  for (const [index, casino] of chosen.entries()) {
    await expect(columns.nth(index).getByRole("link", { name: casino.name, exact: true })).toHaveAttribute(
      "href",
      `/${casino.slug}`,
    );
  }
  // The best rating is marked in words on its column only.
  const bestRating = Math.max(...chosen.map((casino) => casino.rating));
  const ratingCells = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: /^Puntuación/ }) })
    .getByRole("cell");
  await expect(ratingCells).toHaveCount(chosen.length);
  for (const [index, casino] of chosen.entries()) {
    if (casino.rating === bestRating) await expect(ratingCells.nth(index)).toContainText("Mejor");
    else await expect(ratingCells.nth(index)).not.toContainText("Mejor");
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filtering by Bizum shows exactly the casinos that accept Bizum", async ({ page }) => {
    await filterByBizum(page);
  });

  test("ticking three casinos and sending the form compares them in one table", async ({ page }) => {
    await compareThree(
      page,
      [casinos[4], casinos[1], casinos[7]].filter((casino) => casino !== undefined),
    );
  });
});

test("with JavaScript, filtering by Bizum shows exactly the casinos that accept Bizum", async ({ page }) => {
  await filterByBizum(page);
});

test("sorting by minimum deposit puts the lowest first, ties in ranking order", async ({ page }) => {
  const byDeposit = [...casinos].sort((a, b) => a.minDeposit - b.minDeposit || a.rank - b.rank);
  expect(byDeposit[0]?.slug).toBe("bet365");
  await page.goto("/comparacion");
  await page.getByLabel("Ordenar por").selectOption({ label: "Depósito mínimo más bajo" });
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/\/comparacion\?orden=deposito(#resultados)?$/);
  await expect(cardHeadings(page)).toHaveText(names(byDeposit));
  await expect(page.getByLabel("Ordenar por")).toHaveValue("deposito");
});

test("three compared casinos survive a reload and open the same from a shared link", async ({ page, context }) => {
  const chosen = await compareThree(page, casinos.slice(0, 3));

  await page.reload();
  await expectCompareTable(page, chosen);
  for (const casino of chosen) {
    await expect(page.getByRole("checkbox", { name: `Comparar ${casino.name}`, exact: true })).toBeChecked();
  }

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expectCompareTable(shared, chosen);
  await shared.close();
});

test("more than three compared: the first three are shown and the page says which were left out", async ({ page }) => {
  // In the order sent, the best-rated casino second: the mark follows the casino, not the first column.
  const [first, second, third, fourth] = casinos;
  if (!first || !second || !third || !fourth) throw new Error("The dataset needs at least four casinos");
  const sent = [second, first, third, fourth];
  await page.goto(`/comparacion?${sent.map((casino) => `comparar=${casino.slug}`).join("&")}`);
  await expectCompareTable(page, sent.slice(0, 3));
  await expect(page.getByTestId("compare-section")).toContainText(`hemos dejado fuera ${fourth.name}`);
});

test("a removable chip per filter, and the empty state offers to clear the filters", async ({ page }) => {
  // A payment method no casino accepts, or failing that two that no casino accepts together.
  type Method = DatasetCasino["paymentMethods"][number];
  const methods: Method[] = [
    ...new Set(casinos.flatMap((casino) => casino.paymentMethods)),
    "Google Pay",
    "Trustly",
    "Bizum",
  ];
  const accepts = (casino: DatasetCasino, list: readonly Method[]) =>
    list.every((method) => casino.paymentMethods.includes(method));
  const pairs = methods.flatMap((a) => methods.map((b) => [a, b]));
  const none = pairs.find((pair) => !casinos.some((casino) => accepts(casino, pair)));
  if (!none) throw new Error("Every pair of payment methods is accepted somewhere: pick another empty filter");
  const param = (method: string) => method.toLowerCase().replace(" ", "-");

  await page.goto(`/comparacion?${[...new Set(none)].map((method) => `pago=${param(method)}`).join("&")}`);
  await expect(page.getByTestId("comparison-card")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Ningún casino cumple todos los filtros" })).toBeVisible();
  await expect(page.getByTestId("result-count")).toHaveText(`Mostrando 0 de ${casinos.length} casinos`);
  const clear = page.getByRole("link", { name: "Quitar los filtros" });
  await expect(clear).toHaveAttribute("href", "/comparacion");
  await clear.click();
  await expect(page).toHaveURL(/\/comparacion$/);
  await expect(page.getByTestId("comparison-card")).toHaveCount(casinos.length);
});

test("removing one chip keeps the other filters", async ({ page }) => {
  await page.goto("/comparacion?pago=bizum&servicio=en-vivo");
  await page.getByRole("link", { name: "Quitar el filtro Con Bizum" }).click();
  await expect(page).toHaveURL(/\/comparacion\?servicio=en-vivo$/);
  await expect(page.getByRole("checkbox", { name: "Casino en directo", exact: true })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Bizum", exact: true })).not.toBeChecked();
});

test("filtered views keep the unfiltered page as canonical and stay indexable", async ({ page }) => {
  await page.goto("/comparacion?pago=bizum&orden=retirada&comparar=bet365&comparar=codere");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/comparacion$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
});

test("junk parameters are ignored: the plain comparison, never an error", async ({ page }) => {
  const response = await page.goto("/comparacion?pago=oro&deposito=mucho&orden=azar&comparar=nadie&servicio=");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/comparacion$/);
  await expect(page.getByTestId("comparison-card")).toHaveCount(casinos.length);
});

test("a filtered view with the compare table has no accessibility violations", async ({ page }) => {
  await page.goto("/comparacion?pago=paypal&servicio=app&orden=retirada&comparar=bet365&comparar=codere&comparar=paf");
  await expect(page.getByTestId("compare-table")).toBeVisible();
  await expectNoAxeViolations(page);
});
