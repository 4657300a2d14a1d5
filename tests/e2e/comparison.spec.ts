import { mayLinkToOperator, todayIso, withoutStaleOfferProse } from "@casinolupa/domain";
import { datasetCasinos, offerToday } from "../support/dataset";
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

test("a card shows the first four payment methods and '+N' for the rest", async ({ page }) => {
  const withMore = casinos.filter((casino) => casino.paymentMethods.length > 4);
  expect(withMore.length, "the dataset has a casino with more than four payment methods").toBeGreaterThan(0);
  await page.goto("/comparacion");
  for (const casino of casinos) {
    const card = page
      .getByTestId("comparison-card")
      .filter({ has: page.getByRole("heading", { name: casino.name, exact: true }) });
    // A card names payment methods in one place only, its «Métodos de pago» list, so the card is the scope.
    for (const method of casino.paymentMethods.slice(0, 4)) {
      await expect(card.getByText(method, { exact: true })).toBeVisible();
    }
    const more = card.getByTestId("more-methods");
    const rest = casino.paymentMethods.length - 4;
    if (rest > 0) {
      await expect(more.getByText(`+${rest}`, { exact: true })).toBeVisible();
      await expect(more).toContainText(`y ${rest} más`);
      for (const hidden of casino.paymentMethods.slice(4)) {
        await expect(card.getByText(hidden, { exact: true })).toHaveCount(0);
      }
    } else {
      await expect(more).toHaveCount(0);
    }
  }
});

test("each card lists at most three pros and three cons", async ({ page }) => {
  await page.goto("/comparacion");
  const cards = page.getByTestId("comparison-card");
  for (const [index, casino] of casinos.entries()) {
    const card = cards.nth(index);
    // Past its 90 days, an offer's terms are left out of the pros and cons too.
    const { pros, cons } = withoutStaleOfferProse(casino, todayIso());
    await expect(card.getByTestId("pros").getByRole("listitem")).toHaveText(pros.slice(0, 3));
    await expect(card.getByTestId("cons").getByRole("listitem")).toHaveText(cons.slice(0, 3));
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

  // About 1,500 px before the details moved behind a tap; 688 px once the play and review buttons shared a row.
  test("a card is at most 700 px tall, with its details one tap away", async ({ page }) => {
    await page.goto("/comparacion");
    const cards = page.getByTestId("comparison-card");
    await expect(cards).toHaveCount(casinos.length);
    for (const card of await cards.all()) {
      const box = await card.boundingBox();
      expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(700);
    }
    const first = cards.first();
    await expect(first.getByTestId("pros")).toBeHidden();
    await expect(first.getByRole("link", { name: /^Jugar en/ })).toBeVisible();
    await first.getByTestId("comparison-card-more").click();
    await expect(first.getByTestId("pros")).toBeVisible();
    await expect(first.getByRole("heading", { name: "Métodos de pago" })).toBeVisible();
  });
});

test("with four ticked, the three compared are the first three chosen, in the order chosen", async ({ page }) => {
  const [first, second, third, fourth] = casinos;
  if (!first || !second || !third || !fourth) throw new Error("The dataset needs at least four casinos");
  await page.goto("/comparacion");
  await pageModuleRan(page);
  // Chosen out of list order: the fourth of the list second.
  const chosen = [first, fourth, second, third];
  for (const casino of chosen) {
    await page.getByRole("checkbox", { name: `Comparar ${casino.name}`, exact: true }).check();
  }
  await page.getByRole("button", { name: "Comparar seleccionados" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?${chosen.map((casino) => `comparar=${casino.slug}`).join("&")}`));
  await expect(page.getByTestId("compare-section")).toContainText(`hemos dejado fuera ${third.name}`);
  await expect(page.getByTestId("compare-section")).toContainText(`(${first.name}, ${fourth.name} y ${second.name})`);
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
