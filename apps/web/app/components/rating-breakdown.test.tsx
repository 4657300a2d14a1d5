// @vitest-environment jsdom
import { comparisonQuery, topLevelPageQuery } from "@casinolupa/content";
import { computedBreakdown, computedRating, RATING_CATEGORIES, RATING_WEIGHTS, rankCasinos } from "@casinolupa/domain";
import { expect, test } from "vitest";
import { datasetContent } from "../testing/dataset";
import { renderServerHtml } from "../testing/server-html";
import { RATING_CRITERIA, RatingBreakdown } from "./rating-breakdown";

// The best-ranked casino of the committed dataset, as its review reads it: «Bonos justos» and the rating computed.
const [top] = rankCasinos((await datasetContent.fetch(comparisonQuery)).casinos).ranked;
const { casino: queried } = await datasetContent.fetch(topLevelPageQuery, { slug: top?.slug ?? "" });
const breakdown = queried && computedBreakdown(queried);
if (!queried || !breakdown) throw new Error("The dataset has no casino to review");
const casino = { ...queried, ratingBreakdown: breakdown, rating: computedRating(queried) };

/** A score as Spanish readers write it: one decimal, after a comma. */
const spanish = (score: number) =>
  score.toLocaleString("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

test("each criterion is a bar named by the criterion and its weight, at the casino's sub-score", () => {
  const view = renderServerHtml(
    <RatingBreakdown breakdown={casino.ratingBreakdown} rating={casino.rating} name={casino.name} />,
  );
  expect(view.getByRole("heading", { level: 2 }).textContent).toBe(`Puntuación de ${casino.name}, apartado a apartado`);
  expect(view.getAllByRole("meter")).toHaveLength(RATING_CATEGORIES.length);
  for (const category of RATING_CATEGORIES) {
    const name = `${RATING_CRITERIA[category].label} peso ${RATING_WEIGHTS[category]}\u00a0%`;
    const bar = view.getByRole("meter", { name });
    expect(bar.getAttribute("value")).toBe(String(casino.ratingBreakdown[category]));
    expect(bar.textContent).toBe(`${spanish(casino.ratingBreakdown[category])} sobre 10`);
  }
});

test("the weighted average it shows rounds to the published rating, which is the final score", () => {
  const view = renderServerHtml(
    <RatingBreakdown breakdown={casino.ratingBreakdown} rating={casino.rating} name={casino.name} />,
  );
  const average = /Media ponderada: (\d+,\d{2})/.exec(view.getByText(/Media ponderada/).textContent ?? "")?.[1];
  expect(average).toBeDefined();
  expect(Math.round(Number(average?.replace(",", ".")) * 10) / 10).toBe(casino.rating);
  expect(view.getByText(/Nota final/).textContent).toBe(`Nota final: ${spanish(casino.rating)}/10`);
});

test("it links to how we score, except where it is shown on that page itself", () => {
  const onReview = renderServerHtml(<RatingBreakdown breakdown={casino.ratingBreakdown} rating={casino.rating} />);
  expect(onReview.getByRole("link", { name: /Cómo puntuamos/ }).getAttribute("href")).toBe("/como-puntuamos");

  const onMethod = renderServerHtml(
    <RatingBreakdown
      breakdown={casino.ratingBreakdown}
      rating={casino.rating}
      showMethodLink={false}
      headingLevel={3}
    />,
  );
  expect(onMethod.queryByRole("link")).toBeNull();
  expect(onMethod.getByRole("heading", { level: 3 }).textContent).toBe("Puntuación, apartado a apartado");
});
