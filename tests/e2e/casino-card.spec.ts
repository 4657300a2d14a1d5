import { effectiveWageringMultiple } from "@casinolupa/domain";
import { datasetHomeCasinos, offerToday } from "../support/dataset";
import { expect, test } from "./fixtures";

// The home page's casino cards state the bonus with the conditions a reader needs to judge it (R7 of the copy
// review): the requirement, what it means in euros per euro of bonus when the base changes it, and the period. An
// offer past its 90 days shows none of that, only when it was checked.
const casinos = await datasetHomeCasinos(6);

test("each home card gives the bonus period, and the euros to wager per euro of bonus where the base changes them", async ({
  page,
}) => {
  await page.goto("/");
  const cards = page.getByTestId("casino-card");
  await expect(cards).toHaveCount(6);
  for (const [index, casino] of casinos.slice(0, 6).entries()) {
    const offer = offerToday(casino);
    if (!offer.shown) {
      await expect(cards.nth(index).getByTestId("offer-stale")).toHaveText(offer.notice);
      await expect(cards.nth(index).getByTestId("casino-card-conditions")).toHaveCount(0);
      await expect(cards.nth(index)).not.toContainText(casino.bonus);
      await expect(cards.nth(index)).not.toContainText(`×${casino.wageringRequirement}`);
      continue;
    }
    const conditions = cards.nth(index).getByTestId("casino-card-conditions");
    await expect(conditions).toContainText(`Plazo de ${casino.bonusValidityDays} días`);
    await expect(conditions).toContainText(`×${casino.wageringRequirement}`);
    const effective = effectiveWageringMultiple(casino);
    if (effective === casino.wageringRequirement) {
      await expect(conditions).not.toContainText("por cada euro de bono");
    } else {
      const perEuro = String(Math.round(effective * 10) / 10).replace(".", ",");
      await expect(conditions).toContainText(`${perEuro} € por cada euro de bono`);
    }
  }
});

test("on a 390 px phone the card's conditions stay within the card", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const cards = page.getByTestId("casino-card");
  await expect(cards).toHaveCount(6);
  for (const [index, card] of (await cards.all()).entries()) {
    const shown = casinos[index] && offerToday(casinos[index]).shown;
    const conditions = card.getByTestId(shown ? "casino-card-conditions" : "offer-stale");
    const [cardBox, conditionsBox] = [await card.boundingBox(), await conditions.boundingBox()];
    expect(cardBox && conditionsBox, "both are laid out").toBeTruthy();
    if (!cardBox || !conditionsBox) return;
    expect(conditionsBox.x + conditionsBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    // text-sm is 20 px a line: an offer's conditions take at most four lines (a stale offer's notice is one
    // sentence, which only has to stay within the card).
    if (shown) expect(conditionsBox.height, "four lines at most").toBeLessThanOrEqual(4 * 20 + 4);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no horizontal scroll").toBeLessThanOrEqual(0);
});
