import { mayLinkToOperator } from "@casinolupa/domain";
import { type DatasetCasino, datasetCasinos, offerToday } from "../support/dataset";
import { answerOperators } from "../support/operators";
import { expect, expectNoAxeViolations, pageModuleRan, test } from "./fixtures";

// What the page should show comes from the committed dataset the site serves, not from copied values.
const casinos = await datasetCasinos();
const operatorHosts = new Set(casinos.map((casino) => new URL(casino.playUrl).host));

test("the comparison shows every casino as a card in rank order", async ({ page }) => {
  expect(casinos.length).toBeGreaterThan(0);
  await page.goto("/comparacion");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comparativa de casinos online en España");
  const cards = page.getByTestId("comparison-card");
  await expect(cards).toHaveCount(casinos.length);
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(casinos.map((casino) => casino.name));
  for (const [index, casino] of casinos.entries()) {
    await expect(cards.nth(index)).toContainText(`Puesto ${casino.rank}`);
  }
  // Today's casinos fit on one page of results (20): no pager.
  expect(casinos.length).toBeLessThanOrEqual(20);
  await expect(page.getByTestId("result-count")).toHaveText(`Mostrando los ${casinos.length} casinos`);
  await expect(page.getByRole("navigation", { name: "Páginas de resultados" })).toHaveCount(0);
});

// The page's weight in elements is what a phone lays out and styles before the first paint (1,496 before the cards'
// details became lines of text and the stars one box; a review is about 750). A count, not a timing: the same
// HTML always has the same elements.
test("the comparison of every casino is at most 800 elements of HTML", async ({ request }) => {
  const response = await request.get("/comparacion");
  expect(response.status()).toBe(200);
  // Script contents (JSON-LD, the loader) are text, not elements: only their tags count.
  const html = (await response.text()).replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, "$1");
  expect(html.match(/<article\b/g)?.length, "a card per casino").toBe(casinos.length);
  expect(html.match(/<[a-z][a-z0-9-]*\b/gi)?.length).toBeLessThanOrEqual(800);
});

test("a card names the first four payment methods and how many more it takes", async ({ page }) => {
  const withMore = casinos.filter((casino) => casino.paymentMethods.length > 4);
  expect(withMore.length, "the dataset has a casino with more than four payment methods").toBeGreaterThan(0);
  await page.goto("/comparacion");
  for (const casino of casinos) {
    const card = page
      .getByTestId("comparison-card")
      .filter({ has: page.getByRole("heading", { name: casino.name, exact: true }) });
    const methods = card.getByRole("definition").filter({ hasText: casino.paymentMethods[0] ?? "" });
    const rest = casino.paymentMethods.length - 4;
    if (rest > 0) {
      await expect(methods).toHaveText(`${casino.paymentMethods.slice(0, 4).join(", ")} y ${rest} más`);
      await expect(card.getByTestId("more-methods")).toHaveAttribute(
        "title",
        casino.paymentMethods.slice(4).join(", "),
      );
    } else {
      await expect(methods).toContainText(casino.paymentMethods.at(-1) ?? "");
      await expect(card.getByTestId("more-methods")).toHaveCount(0);
    }
  }
});

test("each card says which services the casino offers and how long it takes to process a withdrawal", async ({
  page,
}) => {
  await page.goto("/comparacion");
  const cards = page.getByTestId("comparison-card");
  for (const [index, casino] of casinos.entries()) {
    const facts = cards.nth(index).getByTestId("comparison-facts");
    await expect(facts).toContainText(casino.liveDealer ? "casino en directo" : "sin casino en directo");
    await expect(facts).toContainText(casino.mobileApp ? "app móvil" : "ni app móvil");
    await expect(facts).toContainText("Tiempo de procesamiento de las retiradas");
  }
});

test("play buttons are sponsored links to each operator in a new tab, beside the full review", async ({ page }) => {
  await page.goto("/comparacion");
  const cards = page.getByTestId("comparison-card");
  expect(
    casinos.some((casino) => !mayLinkToOperator(casino)),
    "the dataset has a casino under 7,0",
  ).toBe(true);
  for (const [index, casino] of casinos.entries()) {
    const card = cards.nth(index);
    if (!mayLinkToOperator(casino)) {
      // Under 7,0: the card, its score and its rank stay; no link to the operator, and the card says why.
      await expect(card.locator('a[href^="/ir/"]')).toHaveCount(0);
      await expect(card.getByTestId("not-recommended")).toContainText(`Sin enlace a ${casino.name}`);
      await expect(card).toContainText(`Puesto ${casino.rank}`);
      continue;
    }
    const play = card.getByRole("link", { name: `Jugar en ${casino.name}` });
    await expect(play).toHaveAttribute("href", `/ir/${casino.slug}`);
    await expect(play).toHaveAttribute("target", "_blank");
    await expect(play).toHaveAttribute("rel", /\bsponsored\b/);
    await expect(card.getByText(/puede recibir una comisión/)).toBeVisible();
    await expect(card.getByRole("link", { name: `Análisis completo de ${casino.name}` })).toHaveAttribute(
      "href",
      `/${casino.slug}`,
    );
  }
});

test("clicking a play button opens the operator's site in a new tab", async ({ page, context }) => {
  // The popup is a new page, outside the fixture's page.route: answer operator URLs here so nothing leaves.
  const redirects = await answerOperators(context, operatorHosts);
  const [first] = casinos;
  if (!first) throw new Error("The dataset has no casinos");
  await page.goto("/comparacion");
  const newPage = context.waitForEvent("page");
  await page
    .getByTestId("comparison-card")
    .first()
    .getByRole("link", { name: `Jugar en ${first.name}` })
    .click();
  const popup = await newPage;
  await popup.waitForLoadState();
  expect(redirects).toEqual([`302 ${first.playUrl}`]);
  await expect.poll(() => popup.url()).toBe(new URL(first.playUrl).href);
  await expect(page).toHaveURL(/\/comparacion$/);
});

test("the notes box explains the ranking and links to the responsible-gambling guide", async ({ page }) => {
  await page.goto("/comparacion");
  const notes = page.getByRole("region", { name: "Notas sobre esta comparativa" });
  await expect(notes).toContainText("Cómo puntuamos");
  await expect(notes).toContainText("mayores de 18 años");
  await expect(notes.getByRole("link", { name: "guía de juego responsable" })).toHaveAttribute(
    "href",
    "/guia-juego-responsable",
  );
});

test("the comparison page has no accessibility violations", async ({ page }) => {
  await page.goto("/comparacion");
  await expectNoAxeViolations(page);
});

test("every card says when its bonus conditions were last checked; past 90 days it shows no figure of the offer", async ({
  page,
}) => {
  await page.goto("/comparacion");
  const cards = page.getByTestId("comparison-card");
  for (const casino of casinos) {
    const card = cards.filter({ has: page.getByRole("heading", { name: casino.name, exact: true }) });
    const offer = offerToday(casino);
    if (offer.shown) {
      await expect(card.getByTestId("bonus-checked").locator("time")).toHaveAttribute(
        "datetime",
        casino.bonusCheckedAt,
      );
      await expect(card).toContainText(casino.bonus);
    } else {
      await expect(card.getByTestId("offer-stale")).toHaveText(offer.notice);
      await expect(card).not.toContainText(casino.bonus);
      await expect(card).not.toContainText("con el bono");
      await expect(card).not.toContainText(`×${casino.wageringRequirement}`);
    }
  }
});

test.describe("on a 390 × 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // About 1,500 px before the details moved behind a tap, 688 px once the play and review buttons shared a row.
  test("a card is at most 700 px tall, with its play and review buttons", async ({ page }) => {
    await page.goto("/comparacion");
    const cards = page.getByTestId("comparison-card");
    await expect(cards).toHaveCount(casinos.length);
    for (const card of await cards.all()) {
      const box = await card.boundingBox();
      expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(700);
    }
    const first = cards.first();
    await expect(first.getByRole("link", { name: /^Jugar en/ })).toBeVisible();
    await expect(first.getByRole("link", { name: /^Análisis completo de/ })).toBeVisible();
    await expect(first.getByText("Métodos de pago", { exact: true })).toBeVisible();
  });

  // The filters came first, open: the first card was 1,571 px down, nearly two screens.
  test("the first casino is on the first screen, with the filters one tap away", async ({ page }) => {
    await page.goto("/comparacion");
    const firstCard = page.getByTestId("comparison-card").first();
    const top = await firstCard.evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
    expect(top, "the first card's top, in px from the top of the page").toBeLessThanOrEqual(640);
    const filters = page.getByRole("region", { name: "Filtra y ordena los casinos" });
    await expect(filters.getByRole("button", { name: "Aplicar" })).toBeHidden();
    await page.getByTestId("filters-toggle").click();
    await expect(filters.getByRole("button", { name: "Aplicar" })).toBeVisible();
  });
});

test("with three ticked the other boxes wait, and the bar counts the choice", async ({ page }) => {
  const [first, second, third, fourth] = casinos;
  if (!first || !second || !third || !fourth) throw new Error("The dataset needs at least four casinos");
  await page.goto("/comparacion");
  await pageModuleRan(page);
  const box = (casino: DatasetCasino) => page.getByRole("checkbox", { name: `Comparar ${casino.name}`, exact: true });
  // Chosen out of list order: the fourth of the list second.
  for (const casino of [first, fourth, second]) await box(casino).check();
  const count = page.getByTestId("compare-count");
  const full = count.getByText("Quita uno para elegir otro", { exact: false });
  await expect(count).toContainText("Has elegido 3 de 3");
  await expect(full).toBeVisible();
  await expect(box(third)).toBeDisabled();
  await box(first).uncheck();
  await expect(box(third)).toBeEnabled();
  await expect(count).toContainText("Has elegido 2 de 3");
  await expect(full).toBeHidden();
  await box(third).check();
  await page.getByRole("button", { name: "Comparar seleccionados" }).click();
  // Sent in the order chosen; the table shows them by rank.
  const sent = [fourth, second, third].map((casino) => `comparar=${casino.slug}`).join("&");
  await expect(page).toHaveURL(new RegExp(`\\?${sent}(#comparacion-lado-a-lado)?$`));
  await expect(page.getByTestId("compare-section")).not.toContainText("hemos dejado fuera");
});

test("ticks made before the page's script runs come first, in page order, then those made after", async ({ page }) => {
  const [first, second, , fourth] = casinos;
  if (!first || !second || !fourth) throw new Error("The dataset needs at least four casinos");
  // The page module loads after the first paint: on a slow phone a visitor can tick before it runs.
  let releaseModule = () => {};
  const held = new Promise<void>((resolve) => {
    releaseModule = resolve;
  });
  await page.route(/\/assets\/page-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for the load event, which a held script may delay.
  await page.goto("/comparacion", { waitUntil: "domcontentloaded" });
  for (const casino of [fourth, first]) {
    await page.getByRole("checkbox", { name: `Comparar ${casino.name}`, exact: true }).check();
  }
  releaseModule();
  await pageModuleRan(page);
  await page.getByRole("checkbox", { name: `Comparar ${second.name}`, exact: true }).check();
  await page.getByRole("button", { name: "Comparar seleccionados" }).click();
  const sent = [first, fourth, second].map((casino) => `comparar=${casino.slug}`).join("&");
  await expect(page).toHaveURL(new RegExp(`\\?${sent}(#comparacion-lado-a-lado)?$`));
});
