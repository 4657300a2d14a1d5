// @vitest-environment jsdom
import { comparisonQuery } from "@casinolupa/content";
import { within } from "@testing-library/dom";
import { expect, test } from "vitest";
import { bonusSettings } from "../../lib/bonus-settings";
import { datasetContent } from "../../testing/dataset";
import { readAloud, readText, renderServerHtml } from "../../testing/server-html";
import { ComparisonCard, type ComparisonCasino } from "./comparison-card";
import { COMPARISON_LIMITS } from "./comparison-limits";

const dataset = await datasetContent.fetch(comparisonQuery);
const settings = bonusSettings(dataset.settings);
const [first] = dataset.casinos;
if (!first) throw new Error("The dataset has no casino");

const renderCard = (casino: ComparisonCasino, shown = settings) =>
  renderServerHtml(<ComparisonCard casino={casino} settings={shown} lazyLogo={false} />);

/** The items of the list under the card's heading `title`. */
function listUnder(view: ReturnType<typeof renderCard>, title: string): HTMLElement[] {
  const column = view.getByRole("heading", { name: title }).parentElement as HTMLElement;
  return within(column).getAllByRole("listitem");
}

test("a card shows the first payment methods it has room for and counts every other one", () => {
  for (const casino of dataset.casinos) {
    const items = listUnder(renderCard(casino), "Métodos de pago");
    const more = items.find((item) => /^y \d+ más$/.test(readAloud(item)));
    const shown = items.filter((item) => item !== more).map(readText);
    expect(shown.length).toBeLessThanOrEqual(COMPARISON_LIMITS.paymentMethods);
    expect(shown).toEqual(casino.paymentMethods.slice(0, shown.length));
    const rest = casino.paymentMethods.slice(shown.length);
    expect(more ? readAloud(more) : undefined).toBe(rest.length ? `y ${rest.length} más` : undefined);
    expect(more ? readText(more) : "").toContain(rest.length ? `+${rest.length}` : "");
    expect(more?.getAttribute("title") ?? "").toBe(rest.join(", "));
  }
});

test("a casino with few payment methods shows them all, with nothing counted", () => {
  const few = { ...first, paymentMethods: first.paymentMethods.slice(0, 2) };
  expect(listUnder(renderCard(few), "Métodos de pago").map(readText)).toEqual(few.paymentMethods);
});

test("pros and cons are the casino's first ones, as many as the card has room for", () => {
  for (const casino of dataset.casinos) {
    const view = renderCard(casino);
    const pros = listUnder(view, "Ventajas").map(readText);
    const cons = listUnder(view, "Inconvenientes").map(readText);
    expect(pros).toEqual(casino.pros.slice(0, Math.min(casino.pros.length, COMPARISON_LIMITS.pros)));
    expect(cons).toEqual(casino.cons.slice(0, Math.min(casino.cons.length, COMPARISON_LIMITS.cons)));
  }
});

test("the bonus comes with its conditions, and the settings' switch hides every amount", () => {
  const card = renderCard(first).getByRole("article", { name: first.name });
  expect(readText(card)).toContain(first.bonus);
  expect(readText(card)).toContain(settings.bonusConditionsNote);

  const hidden = renderCard(first, { ...settings, hideBonusAmounts: true }).getByRole("article", { name: first.name });
  expect(readText(hidden)).not.toContain(first.bonus);
  expect(readText(hidden)).toContain("Consulta la oferta vigente en la web del operador");
});
