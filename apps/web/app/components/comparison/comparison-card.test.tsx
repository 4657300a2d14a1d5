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

/** `first` with its offer checked `days` before `today`. */
const checkedDaysBefore = (days: number, today = "2026-12-03") => ({
  ...first,
  bonusCheckedAt: new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10),
});

test("the bonus comes with its conditions, and the settings' switch hides every amount", () => {
  const current = checkedDaysBefore(10, "2026-11-26");
  const card = renderCard(current).getByRole("article", { name: first.name });
  expect(readText(card)).toContain(first.bonus);
  expect(readText(card)).toContain(settings.bonusConditionsNote);

  const hidden = renderCard(current, { ...settings, hideBonusAmounts: true }).getByRole("article", {
    name: first.name,
  });
  expect(readText(hidden)).not.toContain(first.bonus);
  expect(readText(hidden)).toContain("Consulta la oferta vigente en la web del operador");
});

test("a bonus checked 89 days ago shows its amount and terms; 91 days ago it shows none, only when it was checked", () => {
  const freshCard = renderCard(checkedDaysBefore(89), settings, "2026-12-03");
  const fresh = readText(freshCard.getByRole("heading", { name: "Bono y depósito" }).parentElement as HTMLElement);
  expect(fresh).toContain(first.bonus);
  expect(fresh).toContain("Condiciones comprobadas el 5 de septiembre de 2026.");
  expect(fresh).toContain("Requisito de apuesta");

  const staleCard = renderCard(checkedDaysBefore(91), settings, "2026-12-03");
  const stale = readText(staleCard.getByRole("heading", { name: "Bono y depósito" }).parentElement as HTMLElement);
  expect(stale).toContain(
    "Oferta comprobada por última vez el 3 de septiembre de 2026, hace 91 días: consulta las condiciones vigentes en la web del operador.",
  );
  expect(stale).not.toContain(first.bonus);
  expect(stale).not.toContain("%");
  expect(stale).not.toContain("Requisito de apuesta");
  expect(stale).not.toContain("Apuesta máxima");
});

test("the bonus tells players aged 18 to 25 that the operator may not offer it to them, and that ×N counts every game at 100 %", () => {
  const card = readText(renderCard(checkedDaysBefore(10, "2026-11-26")).getByRole("article", { name: first.name }));
  expect(card).toContain(
    "Si tienes entre 18 y 25 años, puede que el operador no pueda ofrecerte el bono (Real Decreto 176/2023)",
  );
  expect(card).toContain("El requisito supone que cada apuesta cuenta al 100 %");
  expect(card).toContain("Consulta en sus condiciones qué juegos cuentan.");
  expect(card).not.toContain("mayores de 18 años");
});

test("a casino scored under 7,0 keeps its card but has no play button; one scored 7,0 keeps it", () => {
  // Every sub-score `score` and ×25 on a 100 % bonus («Bonos justos» 7,0), ranked as the page ranks it.
  const scored = (score: number) => {
    const ratingBreakdown = { ...first.ratingBreakdown, safety: score, payments: score, games: score };
    Object.assign(ratingBreakdown, { support: score, mobile: score, responsibleTools: score });
    const casino = { ...first, ratingBreakdown, wageringRequirement: 25, wageringBase: "bonus" as const };
    const [ranked] = rankCasinos([{ ...casino, bonusMatchPercent: 100 }]).ranked;
    if (!ranked) throw new Error("not ranked");
    return renderCard(ranked).getByRole("article", { name: first.name });
  };

  const seven = scored(7);
  expect(readText(seven)).toContain("7,0/10");
  expect(readText(seven.querySelector(`a[href="/ir/${first.slug}"]`) as HTMLElement)).toMatch(/^Jugar en /);

  // 6,3 × 85 % + 7 × 15 % = 6,4
  const under = scored(6.3);
  expect(readText(under)).toContain("6,4/10");
  expect(under.querySelector('a[href^="/ir/"]')).toBeNull();
  expect(readText(under)).toContain(`Sin enlace a ${first.name}: con una nota por debajo de 7,0 no lo recomendamos`);
  expect(under.querySelector(`a[href="/${first.slug}"]`)).not.toBeNull();
});
