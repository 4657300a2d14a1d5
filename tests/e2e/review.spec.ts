import { mayLinkToOperator, rankCasinos } from "@casinolupa/domain";
import type { Page } from "@playwright/test";
import { datasetReview, offerToday } from "../support/dataset";
import { disclosure, expect, expectNoAxeViolations, test } from "./fixtures";

// Which casino has which flags comes from the committed dataset the site serves.
const casino = datasetReview;

test("a review shows the header, the bonus with its conditions and the breadcrumb", async ({ page }) => {
  const bet365 = await casino("bet365");
  await page.goto("/bet365");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bet365.name);
  // The rank is computed from the published ratings, as the comparison computes it.
  await expect(page.getByText(`Nº ${bet365.rank}`, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Última revisión:/)).toBeVisible();

  const breadcrumb = page.getByRole("navigation", { name: "Ruta de navegación" });
  await expect(breadcrumb.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.getByRole("link", { name: "Comparativa" })).toHaveAttribute("href", "/comparacion");
  await expect(breadcrumb.locator("[aria-current=page]")).toHaveText(bet365.name);

  const bonus = page.getByRole("region", { name: "Bono de bienvenida" });
  const offer = offerToday(bet365);
  if (offer.shown) {
    await expect(bonus).toContainText("Depósito mínimo");
    await expect(bonus).toContainText("Requisito de apuesta");
    await expect(bonus).toContainText("Apuesta máxima");
    await expect(bonus).toContainText("Condiciones sujetas a cambios");
  } else {
    // Past its 90 days: when it was checked and where to look, in the header box and in the terms section.
    await expect(bonus.getByTestId("offer-stale")).toHaveText(offer.notice);
    await expect(bonus).not.toContainText(bet365.bonus);
    await expect(bonus).not.toContainText("Requisito de apuesta");
    const terms = page.getByRole("region", { name: "Términos y condiciones del bono" });
    await expect(terms.getByTestId("offer-stale")).toHaveText(offer.notice);
    await expect(terms).not.toContainText("%");
    await expect(terms).not.toContainText("€");
    await expect(terms.getByRole("link", { name: "Las fuentes que consultamos" })).toHaveAttribute("href", "#fuentes");
  }

  const play = page.getByRole("link", { name: `Jugar en ${bet365.name}` });
  await expect(play).toHaveAttribute("href", "/ir/bet365");
  await expect(play).toHaveAttribute("target", "_blank");
  await expect(play).toHaveAttribute("rel", /\bsponsored\b/);
  await expect(page.getByText("+18 · Se aplican términos y condiciones")).toBeVisible();
});

test("a casino scored under 7,0 keeps its review, score and rank, with no link to the operator", async ({ page }) => {
  const marca = await casino("marca");
  // Its rating and rank as every page computes them.
  const scored = rankCasinos([marca]).ranked[0];
  expect(scored && !mayLinkToOperator(marca), "Marca Apuestas scores under 7,0 in the dataset").toBe(true);
  await page.goto("/marca");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(marca.name);
  await expect(page.getByText(`Nº ${marca.rank}`, { exact: true })).toBeVisible();
  await expect(page.locator('a[href^="/ir/"]')).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^(Jugar|Ir) en / })).toHaveCount(0);
  await expect(page.getByTestId("not-recommended")).toContainText(
    `Sin enlace a ${marca.name}: con una nota por debajo de 7,0 no lo recomendamos`,
  );
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const json of structured) expect(json).not.toContain(new URL(marca.playUrl).host);
});

test("the 'Términos y condiciones' button jumps to the bonus conditions", async ({ page }) => {
  await page.goto("/bet365");
  const conditions = page.getByRole("heading", { name: "Términos y condiciones del bono" });
  await page.getByRole("main").getByRole("link", { name: "Términos y condiciones", exact: true }).click();
  await expect(page).toHaveURL(/#condiciones-del-bono$/);
  await expect(conditions).toBeInViewport();
});

/** A review's questions, in the section «Preguntas frecuentes sobre …»: native disclosures opened by their words. */
const faqOf = (page: Page, name: string) => {
  const section = page.getByRole("region", { name: `Preguntas frecuentes sobre ${name}` });
  const words = (text: string) => section.getByText(text, { exact: true });
  return {
    all: section.locator("details"),
    question: (text: string) => disclosure(section, text),
    toggle: (text: string) => words(text).click(),
  };
};

test("on /bet365 opening one FAQ closes the other, and a second click collapses it", async ({ page }) => {
  const bet365 = await casino("bet365");
  await page.goto("/bet365");
  const faq = faqOf(page, bet365.name);
  await expect(faq.all).toHaveCount(10);
  const [first, second] = [`¿Cómo me registro en ${bet365.name}?`, `¿Cuál es el depósito mínimo en ${bet365.name}?`];
  await expect(faq.all.first()).toContainText(first);
  await expect(faq.all.nth(1)).toContainText(second);

  await faq.toggle(first);
  await expect(faq.question(first)).toHaveAttribute("open");
  await expect(faq.question(first).getByText(/RGIAJ/)).toBeVisible();

  await faq.toggle(second);
  await expect(faq.question(second)).toHaveAttribute("open");
  await expect(faq.question(first)).not.toHaveAttribute("open");
  await expect(faq.question(first).getByText(/RGIAJ/)).toBeHidden();

  await faq.toggle(second);
  await expect(faq.question(second)).not.toHaveAttribute("open");
  await expect(faq.all.and(page.locator("[open]"))).toHaveCount(0);
});

test("a casino without live dealers says so and points to the live-casino guide", async ({ page }) => {
  const marca = await casino("marca");
  expect(marca.liveDealer, "marca has no live dealers in the dataset").toBe(false);
  await page.goto("/marca");
  const live = (name: string) => `¿Tiene ${name} casino en directo?`;
  const marcaFaq = faqOf(page, marca.name);
  await marcaFaq.toggle(live(marca.name));
  const question = marcaFaq.question(live(marca.name));
  await expect(question).toContainText(`No. ${marca.name} no tiene casino en directo con crupieres reales`);
  await expect(question.getByRole("link", { name: /casino en directo/ })).toHaveAttribute("href", "/casino-en-directo");

  const bet365 = await casino("bet365");
  expect(bet365.liveDealer, "bet365 has live dealers in the dataset").toBe(true);
  await page.goto("/bet365");
  const bet365Faq = faqOf(page, bet365.name);
  await bet365Faq.toggle(live(bet365.name));
  await expect(bet365Faq.question(live(bet365.name))).toContainText(`Sí. ${bet365.name} tiene casino en directo`);
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

test("a review shows public sanctions with date, amount and source, and a fine for letting barred people play caps «Juego responsable»", async ({
  page,
}) => {
  const bwin = await casino("bwin");
  const [sanction] = bwin.sanctions ?? [];
  expect(sanction, "the dataset records bwin's sanction").toBeTruthy();
  await page.goto("/bwin");
  const sanctions = page.getByRole("region", { name: "Sanciones públicas" });
  await expect(sanctions).toContainText("25 de noviembre de 2025");
  await expect(sanctions).toContainText("512.000 €");
  await expect(sanctions.getByRole("link", { name: /Fuente/ })).toHaveAttribute("href", sanction?.sourceUrl ?? "");
  await expect(page.getByRole("region", { name: "Empresa y licencias" })).toContainText("ElectraWorks (Ceuta), S.A.");
  // The fine was partly for letting people barred from gambling play: «Juego responsable» is capped, and says why.
  expect(sanction?.protectedPlayers).toBe(true);
  await expect(sanctions).toContainText("«Juego responsable» no puede pasar de 5,0");
  const capNote = page.getByTestId("sanction-cap-note");
  await expect(capNote).toContainText("Como máximo 5,0");
  await expect(capNote.getByRole("link", { name: "Por qué hay un tope" })).toHaveAttribute(
    "href",
    "/como-puntuamos#tope-juego-responsable",
  );
  await page.goto("/como-puntuamos#tope-juego-responsable");
  await expect(page.getByRole("heading", { name: "El tope de «Juego responsable» tras una sanción" })).toBeVisible();

  await page.goto("/codere");
  await expect(page.getByRole("region", { name: "Sanciones públicas" })).toContainText("17.500 €");
  await expect(page.getByTestId("sanction-cap-note")).toHaveCount(0);

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

test("an unverified licensee caps «Seguridad y licencia», and /como-puntuamos publishes the cap", async ({ page }) => {
  const bet365 = await casino("bet365");
  expect(bet365.unverified).toContain("licensee");
  await page.goto("/bet365");
  const breakdown = page.getByTestId("rating-breakdown");
  await expect(breakdown).toContainText(/Seguridad y licencia\s*peso 25\s%\s*6,0\/10/);
  await expect(breakdown.getByTestId("safety-cap-note")).toContainText(
    "Como máximo 6,0: no hemos podido verificar qué empresa es la titular de la licencia.",
  );
  await expect(page.getByRole("main")).not.toContainText("Comprobada el");
  await breakdown.getByRole("link", { name: "Por qué hay un tope" }).click();
  await expect(page).toHaveURL(/\/como-puntuamos#tope-seguridad$/);
  const rule = page.getByTestId("safety-cap-rule");
  await expect(rule.getByTestId("safety-cap-licensee")).toHaveText("6,0");
  await expect(rule.getByTestId("safety-cap-licenceNumbers")).toHaveText("7,5");
  // The method claims only the checks the data shows.
  const main = page.getByRole("main");
  await expect(main).not.toContainText(/cuenta real|datos reales|dinero propio|al menos una vez cada tres meses/);
  await expect(main).toContainText("No abrimos cuentas ni hacemos depósitos o retiradas");
});

test("licence numbers from the operator's own terms are shown with where they come from", async ({ page }) => {
  const pokerstars = await casino("pokerstars");
  expect(pokerstars.unverified).not.toContain("licenceNumbers");
  await page.goto("/pokerstars");
  const company = page.getByRole("region", { name: "Empresa y licencias" });
  for (const licence of pokerstars.licenceNumbers ?? []) await expect(company).toContainText(licence.number);
  await expect(company.getByTestId("licence-numbers-source")).toContainText(
    "no los hemos contrastado en el registro de operadores de la DGOJ",
  );
  await expect(page.getByRole("region", { name: "Fuentes" })).toContainText("versión del 29 de diciembre de 2021");
  await expect(page.getByTestId("rating-breakdown").getByTestId("safety-cap-note")).toHaveCount(0);
});
