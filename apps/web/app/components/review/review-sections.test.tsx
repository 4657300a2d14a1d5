// @vitest-environment jsdom
import { topLevelPageQuery } from "@casinolupa/content";
import { computedBreakdown, rankCasinos } from "@casinolupa/domain";
import { expect, test } from "vitest";
import { datasetContent } from "../../testing/dataset";
import { renderServerHtml, termsAndDefinitions } from "../../testing/server-html";
import { Overview } from "./review-sections";
import type { ReviewCasino } from "./review-types";

/** A casino's review data as the page's loader builds it: the query's fields, the rating and the rank computed. */
async function reviewOf(slug: string): Promise<ReviewCasino> {
  const { casino, ranking } = await datasetContent.fetch(topLevelPageQuery, { slug });
  const ranked = rankCasinos(ranking).ranked.find((candidate) => candidate.slug === slug);
  const breakdown = casino && computedBreakdown(casino);
  if (!casino || !ranked || !breakdown) throw new Error(`The dataset has no ranked casino "${slug}"`);
  return { ...casino, ratingBreakdown: breakdown, rating: ranked.rating, rank: ranked.rank };
}

/** What the overview says under «Atención al cliente», one text per definition, as a reader reads them. */
function customerSupport(casino: ReviewCasino): string[] {
  const said = termsAndDefinitions(renderServerHtml(<Overview casino={casino} />))["Atención al cliente"];
  if (!said) throw new Error("The overview has no term «Atención al cliente»");
  return said;
}

test("the overview names the languages the operator's customer support answers in, under «Atención al cliente»", async () => {
  const bet365 = await reviewOf("bet365");
  expect(customerSupport({ ...bet365, supportLanguages: ["Español", "Inglés"] })).toEqual([
    bet365.support,
    bet365.customerSupportHours,
    "En español e inglés",
  ]);
  expect(customerSupport({ ...bet365, supportLanguages: ["Español"] })).toContain("En español");
});

test("an operator whose support languages no source states gets no line about them", async () => {
  const bet365 = { ...(await reviewOf("bet365")), supportLanguages: [] };
  expect(customerSupport(bet365)).toEqual([bet365.support, bet365.customerSupportHours]);
});
