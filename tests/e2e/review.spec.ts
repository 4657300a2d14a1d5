import { datasetReview } from "../support/dataset";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Which casino has which flags comes from the committed dataset the site serves.
const casino = datasetReview;

test("a review shows the header, the bonus with its conditions and the breadcrumb", async ({ page }) => {
  const bet365 = await casino("bet365");
  await page.goto("/bet365");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bet365.name);
  await expect(page.getByText(`Nº ${bet365.rank}`, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Última revisión:/)).toBeVisible();

  const breadcrumb = page.getByRole("navigation", { name: "Ruta de navegación" });
  await expect(breadcrumb.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.getByRole("link", { name: "Comparativa" })).toHaveAttribute("href", "/comparacion");
  await expect(breadcrumb.locator("[aria-current=page]")).toHaveText(bet365.name);

  const bonus = page.getByRole("region", { name: "Bono de bienvenida" });
  await expect(bonus).toContainText("Depósito mínimo");
  await expect(bonus).toContainText("Requisito de apuesta");
  await expect(bonus).toContainText("Apuesta máxima");
  await expect(bonus).toContainText("Condiciones sujetas a cambios");

  const play = page.getByRole("link", { name: `Jugar en ${bet365.name}` });
  await expect(play).toHaveAttribute("href", "/ir/bet365");
  await expect(play).toHaveAttribute("target", "_blank");
  await expect(play).toHaveAttribute("rel", /\bsponsored\b/);
  await expect(page.getByText("+18 · Se aplican términos y condiciones")).toBeVisible();
});

test("the 'Términos y condiciones' button jumps to the bonus conditions", async ({ page }) => {
  await page.goto("/bet365");
  const conditions = page.getByRole("heading", { name: "Términos y condiciones del bono" });
  await page.getByRole("main").getByRole("link", { name: "Términos y condiciones", exact: true }).click();
  await expect(page).toHaveURL(/#condiciones-del-bono$/);
  await expect(conditions).toBeInViewport();
});

test("on /bet365 opening one FAQ closes the other, and a second click collapses it", async ({ page }) => {
  await page.goto("/bet365");
  const items = page.getByTestId("casino-faq").locator("details");
  await expect(items).toHaveCount(10);
  const [first, second] = [items.nth(0), items.nth(1)];

  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open");
  await expect(first.getByText(/5-15 minutos/)).toBeVisible();

  await second.locator("summary").click();
  await expect(second).toHaveAttribute("open");
  await expect(first).not.toHaveAttribute("open");
  await expect(first.getByText(/5-15 minutos/)).toBeHidden();

  await second.locator("summary").click();
  await expect(second).not.toHaveAttribute("open");
  await expect(page.getByTestId("casino-faq").locator("details[open]")).toHaveCount(0);
});

test("a casino without live dealers says so and points to the live-casino guide", async ({ page }) => {
  const marca = await casino("marca");
  expect(marca.liveDealer, "marca has no live dealers in the dataset").toBe(false);
  await page.goto("/marca");
  const question = page
    .getByTestId("casino-faq")
    .locator("details", { hasText: `¿Tiene ${marca.name} casino en directo?` });
  await question.locator("summary").click();
  await expect(question).toContainText(`No. ${marca.name} no tiene casino en directo con crupieres reales`);
  await expect(question.getByRole("link", { name: /casino en directo/ })).toHaveAttribute("href", "/casino-en-directo");

  await page.goto("/bet365");
  const live = page.getByTestId("casino-faq").locator("details", { hasText: "¿Tiene bet365 casino en directo?" });
  await live.locator("summary").click();
  await expect(live).toContainText("Sí. bet365 tiene casino en directo");
});

test("a review names the DGOJ licensee, its licence numbers and the owner, and lists its dated sources", async ({
  page,
}) => {
  const williamHill = await casino("williamhill");
  await page.goto("/williamhill");
  const company = page.getByRole("region", { name: "Empresa y licencias" });
  await expect(company).toContainText("WHG Ceuta, S.A.");
  await expect(company).toContainText("evoke plc");
  const numbers = williamHill.licenceNumbers ?? [];
  expect(numbers.length, "the dataset lists William Hill's licence numbers").toBeGreaterThanOrEqual(8);
  for (const licence of numbers) await expect(company).toContainText(licence.number);
  await expect(company).not.toContainText("sin verificar");
  await expect(page.getByRole("main")).not.toContainText("punto y banca");

  const sources = page.getByRole("region", { name: "Fuentes" });
  const termsLink = sources.getByRole("link", { name: /Términos y condiciones de William Hill España/ });
  await expect(termsLink).toHaveAttribute("href", "https://help.williamhill.es/hc/es/articles/22670149951645");
  await expect(sources.getByRole("listitem")).toHaveCount(williamHill.sources?.length ?? 0);
  await expect(sources.getByRole("listitem").first()).toContainText("consultada el 24 de noviembre de 2026");
});

test("a review shows public sanctions with date, amount and source", async ({ page }) => {
  const bwin = await casino("bwin");
  const [sanction] = bwin.sanctions ?? [];
  expect(sanction, "the dataset records bwin's sanction").toBeTruthy();
  await page.goto("/bwin");
  const sanctions = page.getByRole("region", { name: "Sanciones públicas" });
  await expect(sanctions).toContainText("25 de noviembre de 2025");
  await expect(sanctions).toContainText("512.000 €");
  await expect(sanctions.getByRole("link", { name: /Fuente/ })).toHaveAttribute("href", sanction?.sourceUrl ?? "");
  await expect(page.getByRole("region", { name: "Empresa y licencias" })).toContainText("ElectraWorks (Ceuta), S.A.");

  await page.goto("/williamhill");
  await expect(page.getByRole("region", { name: "Sanciones públicas" })).toHaveCount(0);
});

test("what could not be verified says «sin verificar» beside it instead of passing as fact", async ({ page }) => {
  const marca = await casino("marca");
  expect(marca.unverified).toEqual(expect.arrayContaining(["licensee", "licenceNumbers", "owner"]));
  expect(marca.licenceNumbers ?? [], "no source gives Marca Apuestas' licence numbers").toEqual([]);
  await page.goto("/marca");
  const company = page.getByRole("region", { name: "Empresa y licencias" });
  await expect(company).toContainText(marca.licensee ?? "");
  await expect(company.getByText("sin verificar", { exact: true })).toHaveCount(3);
  await expect(company).toContainText("Ninguna fuente pública que hayamos podido consultar da sus números");
  await expect(company).toContainText("registro de operadores de la DGOJ");
  await expect(page.getByRole("main")).not.toContainText("Operador español con licencia de la DGOJ");
  const sources = page.getByRole("region", { name: "Fuentes" });
  await expect(sources.getByRole("listitem")).toHaveCount(marca.sources?.length ?? 0);
});

test("Paston, which no public source could identify, is no longer listed", async ({ page }) => {
  const response = await page.goto("/paston");
  expect(response?.status()).toBe(404);
  await page.goto("/comparacion");
  await expect(page.getByRole("main")).not.toContainText("Paston");
});

test("a review checked more than 90 days ago warns that conditions may have changed", async ({ page }) => {
  const bet365 = await casino("bet365");
  const ageInDays = (Date.now() - Date.parse(`${bet365.lastReviewed}T00:00:00Z`)) / 86_400_000;
  expect(ageInDays, "bet365's review in the dataset is older than 90 days").toBeGreaterThan(91);
  await page.goto("/bet365");
  await expect(page.getByTestId("review-freshness")).toContainText("más de 90 días");
  await expect(page.getByTestId("review-freshness")).toContainText("pueden haber cambiado");
});

test("the casino review has no accessibility violations", async ({ page }) => {
  await page.goto("/bet365");
  await expectNoAxeViolations(page);
});

test("a path that is not a casino or a game answers 404", async ({ page }) => {
  const response = await page.goto("/no-es-un-casino");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "¡Vaya! Página no encontrada" })).toBeVisible();
});
