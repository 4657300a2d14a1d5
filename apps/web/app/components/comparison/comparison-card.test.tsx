// @vitest-environment jsdom
import { comparisonQuery } from "@casinolupa/content";
import { rankCasinos } from "@casinolupa/domain";
import { expect, test } from "vitest";
import { datasetContent } from "../../testing/dataset";
import { readText, renderServerHtml, termsAndDefinitions } from "../../testing/server-html";
import { listEs } from "../review/casino-facts";
import { ComparisonCard, type ComparisonCasino } from "./comparison-card";
import { COMPARISON_LIMITS } from "./comparison-limits";

const queried = await datasetContent.fetch(comparisonQuery);
// Ranked as the page's loader ranks them.
const dataset = { ...queried, casinos: rankCasinos(queried.casinos).ranked };
const { settings } = dataset;
const [first] = dataset.casinos;
if (!first) throw new Error("The dataset has no casino");

const renderCard = (casino: ComparisonCasino, shown = settings, today = "2026-11-26") =>
  renderServerHtml(<ComparisonCard casino={casino} settings={shown} today={today} />);

/** What the card's «Métodos de pago» line says. */
const methodsLine = (casino: ComparisonCasino) =>
  termsAndDefinitions(renderCard(casino))["Métodos de pago"]?.join(" ") ?? "";

test("a card names the first payment methods it has room for and counts every other one", () => {
  for (const casino of dataset.casinos) {
    const view = renderCard(casino);
    const shown = casino.paymentMethods.slice(0, COMPARISON_LIMITS.paymentMethods);
    const rest = casino.paymentMethods.slice(COMPARISON_LIMITS.paymentMethods);
    const line = termsAndDefinitions(view)["Métodos de pago"]?.join(" ");
    if (rest.length === 0) {
      expect(line).toBe(listEs(shown));
      expect(view.queryByTestId("more-methods")).toBeNull();
    } else {
      expect(line).toBe(`${shown.join(", ")} y ${rest.length} más`);
      expect(view.getByTestId("more-methods").getAttribute("title")).toBe(rest.join(", "));
    }
  }
});

test("a casino with few payment methods shows them all, with nothing counted", () => {
  const few = { ...first, paymentMethods: first.paymentMethods.slice(0, 2) };
  expect(methodsLine(few)).toBe(`${few.paymentMethods[0]} y ${few.paymentMethods[1]}`);
});

test("the services are one line: those the casino offers, then those it lacks", () => {
  const all = { ...first, sportsbook: true, casino: true, liveDealer: true, mobileApp: true };
  const services = (casino: ComparisonCasino) => termsAndDefinitions(renderCard(casino)).Servicios?.join(" ");
  expect(services(all)).toBe("Apuestas deportivas, casino, casino en directo y app móvil");
  expect(services({ ...all, sportsbook: false, mobileApp: false })).toBe(
    "Casino y casino en directo; sin apuestas deportivas ni app móvil",
  );
  expect(services({ ...all, mobileApp: false })).toBe("Apuestas deportivas, casino y casino en directo; sin app móvil");
});

test("a card leaves the pros and cons to the review it links to", () => {
  const view = renderCard(first);
  expect(view.queryByRole("heading", { name: "Ventajas" })).toBeNull();
  for (const pro of first.pros) expect(readText(view.getByRole("article"))).not.toContain(pro);
  // jsdom joins the visible and the screen-reader-only words without their space: the link is found by its target.
  expect(readText(view.getByRole("article").querySelector(`a[href="/${first.slug}"]`) as HTMLElement)).toBe(
    `Análisis completo de ${first.name}`,
  );
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
