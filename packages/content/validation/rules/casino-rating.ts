// Casino ratings and sub-scores: out of 10 with one decimal.
import { hasAtMostOneDecimal, RATING_CATEGORIES, RATING_MAX, RATING_MIN } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, isObject } from "../helpers.ts";

/** A score out of 10 with at most one decimal, or a message saying why not. */
function scoreProblem(score: unknown): string | undefined {
  if (typeof score !== "number") return undefined; // The schema check reports a missing or non-numeric score.
  if (score < RATING_MIN || score > RATING_MAX) return `${score} is outside ${RATING_MIN}-${RATING_MAX}`;
  if (!hasAtMostOneDecimal(score)) return `${score} has more than one decimal`;
  return undefined;
}

export function casinoRatings(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const findings: Finding[] = [];
    const problem = scoreProblem(casino.rating);
    if (problem) findings.push({ documentId, path: "rating", message: `rating ${problem}` });
    const breakdown = isObject(casino.ratingBreakdown) ? casino.ratingBreakdown : {};
    for (const category of RATING_CATEGORIES) {
      const subProblem = scoreProblem(breakdown[category]);
      if (subProblem)
        findings.push({ documentId, path: `ratingBreakdown.${category}`, message: `sub-score ${subProblem}` });
    }
    return findings;
  });
}
