// @vitest-environment jsdom
import { comparisonQuery } from "@casinolupa/content";
import { rankCasinos } from "@casinolupa/domain";
import { within } from "@testing-library/dom";
import { expect, test } from "vitest";
import { datasetContent } from "../../testing/dataset";
import { readAloud, readText, renderServerHtml } from "../../testing/server-html";
import { ComparisonCard, type ComparisonCasino } from "./comparison-card";
import { COMPARISON_LIMITS } from "./comparison-limits";

const queried = await datasetContent.fetch(comparisonQuery);
// Ranked as the page's loader ranks them.
const dataset = { ...queried, casinos: rankCasinos(queried.casinos).ranked };
const { settings } = dataset;
const [first] = dataset.casinos;
if (!first) throw new Error("The dataset has no casino");

const renderCard = (casino: ComparisonCasino, shown = settings, today = "2026-11-26") =>
  renderServerHtml(<ComparisonCard casino={casino} settings={shown} lazyLogo={false} today={today} />);

/** The items of the list under the card's heading `title`: the first list that follows it. */
function listUnder(view: ReturnType<typeof renderCard>, title: string): HTMLElement[] {
  const heading = view.getByRole("heading", { name: title });
  const list = view
    .getAllByRole("list")
    .find((candidate) => heading.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING);
  if (!list) throw new Error(`No list follows the heading «${title}»`);
  return within(list).getAllByRole("listitem");
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

test("the bonus says when its conditions were last checked, and warns once that is more than 90 days ago", () => {
  const checked = { ...first, bonusCheckedAt: "2026-10-01" };
  const checkedOn = /^Condiciones comprobadas el/;
  const fresh = renderCard(checked, settings, "2026-11-26").getByText(checkedOn);
  expect(readText(fresh)).toBe("Condiciones comprobadas el 1 de octubre de 2026.");
  const stale = renderCard(checked, settings, "2027-01-15").getByText(checkedOn);
  expect(readText(stale)).toBe(
    "Condiciones comprobadas el 1 de octubre de 2026: hace más de 90 días, pueden haber cambiado.",
  );
});

test("the bonus tells players aged 18 to 25 that the operator may not offer it to them, and which games count", () => {
  const card = readText(renderCard(first).getByRole("article", { name: first.name }));
  expect(card).toContain("Si tienes de 18 a 25 años, puede que no pueda ofrecerte el bono (Real Decreto 176/2023)");
  expect(card).toContain("Qué juegos cuentan para el requisito: consúltalo en el operador.");
  expect(card).not.toContain("mayores de 18 años");
});
