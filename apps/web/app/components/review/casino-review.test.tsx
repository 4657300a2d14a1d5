// @vitest-environment jsdom
import { topLevelPageQuery } from "@casinolupa/content";
import { computedBreakdown, rankCasinos, withoutStaleOfferProse } from "@casinolupa/domain";
import { expect, test } from "vitest";
import { bonusCalculatorState } from "../../lib/calculators/form-state";
import { datasetContent } from "../../testing/dataset";
import { readText, renderServerHtml } from "../../testing/server-html";
import { CasinoReview } from "./casino-review";
import type { ReviewCasino } from "./review-types";

const TODAY = "2026-12-03";

/** A review as the page's loader builds it on TODAY, with its offer checked on `bonusCheckedAt`. */
async function review(slug: string, bonusCheckedAt?: string) {
  const { casino, ranking, settings } = await datasetContent.fetch(topLevelPageQuery, { slug });
  const ranked = rankCasinos(ranking).ranked.find((candidate) => candidate.slug === slug);
  const breakdown = casino && computedBreakdown(casino);
  if (!casino || !ranked || !breakdown) throw new Error(`The dataset has no ranked casino "${slug}"`);
  const reviewed: ReviewCasino = withoutStaleOfferProse(
    {
      ...casino,
      bonusCheckedAt: bonusCheckedAt ?? casino.bonusCheckedAt,
      ratingBreakdown: breakdown,
      rating: ranked.rating,
      rank: ranked.rank,
    },
    TODAY,
  );
  const calculator = bonusCalculatorState(new URLSearchParams());
  const view = renderServerHtml(
    <CasinoReview casino={reviewed} settings={settings} calculator={calculator} today={TODAY} changes={[]} />,
  );
  return { casino: reviewed, html: document.body.innerHTML, text: readText(document.body), view };
}

test("a review of a casino scored 6,4 keeps its score and rank but has no link to the operator", async () => {
  const { casino, html, text } = await review("marca");
  expect(casino.rating).toBe(6.4);
  expect(text).toContain(`Nº ${casino.rank}`);
  expect(html).not.toContain('href="/ir/');
  expect(text).not.toMatch(/Jugar en|Ir a Marca/);
  expect(text).toContain("Sin enlace a Marca Apuestas: con una nota por debajo de 7,0 no lo recomendamos");
});

test("a review keeps its play buttons for a casino scored 7,0 or more", async () => {
  const { html, text } = await review("bet365");
  expect(html).toContain('href="/ir/bet365"');
  expect(text).toContain("Jugar en bet365");
});

test("a bonus checked 89 days ago is shown in the review; one checked 91 days ago shows no figure anywhere in it", async () => {
  const fresh = await review("bet365", "2026-09-05");
  expect(fresh.text).toContain(fresh.casino.bonus);
  expect(fresh.text).toContain(`${fresh.casino.bonusMatchPercent} % de tu primer depósito`);
  expect(fresh.text).toContain(`×${fresh.casino.wageringRequirement}: apostar`);

  const stale = await review("bet365", "2026-09-03");
  expect(stale.text).toContain(
    "Oferta comprobada por última vez el 3 de septiembre de 2026, hace 91 días: consulta las condiciones vigentes en la web del operador.",
  );
  expect(stale.text).not.toContain(stale.casino.bonus);
  expect(stale.text).not.toContain("de tu primer depósito");
  // The calculator's own worked example (×35 of 100 €) is not the casino's, and stays.
  expect(stale.text).not.toContain(`×${stale.casino.wageringRequirement}: apostar`);
  expect(stale.text).not.toContain("Bono máximo");
  expect(stale.text).not.toContain(`Bono de bienvenida: ${stale.casino.bonus}`);
});

test("a current bonus whose period and maximum bet no source gives shows them «sin verificar»", async () => {
  const { view } = await review("bet365", "2026-11-20");
  const terms = view.getByRole("region", { name: "Términos y condiciones del bono" });
  const text = readText(terms);
  expect(text).toMatch(/5 € por jugada\s*sin verificar/);
  expect(text).toMatch(/30 días desde que lo recibes\s*sin verificar/);
  expect(text).not.toMatch(/Depósito mínimo\s*5 €\s*sin verificar/);
});
