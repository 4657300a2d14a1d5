// The published rating is the weighted average of the sub-scores, rounded.
import { expectedRating, isCompleteBreakdown, ratingMatchesBreakdown } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, isObject } from "../helpers.ts";

export function ratingBreakdowns(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const breakdown = isObject(casino.ratingBreakdown) ? casino.ratingBreakdown : undefined;
    if (typeof casino.rating !== "number" || !isCompleteBreakdown(breakdown)) return [];
    if (ratingMatchesBreakdown(casino.rating, breakdown)) return [];
    return [
      {
        documentId,
        path: "rating",
        message: `rating ${casino.rating} does not match its breakdown, whose weighted average rounds to ${expectedRating(breakdown)}`,
      },
    ];
  });
}
