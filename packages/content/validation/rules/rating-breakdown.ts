// The stored rating is the weighted average of the sub-scores, with «Bonos justos» from the bonus terms, rounded.
import { computedBreakdown, expectedRating, type ScoredCasinoInput } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument } from "../helpers.ts";

export function ratingBreakdowns(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const breakdown = computedBreakdown(casino as Omit<ScoredCasinoInput, "name">);
    if (typeof casino.rating !== "number" || !breakdown) return [];
    const expected = expectedRating(breakdown);
    if (Math.abs(casino.rating - expected) < 1e-9) return [];
    return [
      {
        documentId,
        path: "rating",
        message: `rating ${casino.rating} does not match its breakdown and bonus terms, whose weighted average rounds to ${expected}`,
      },
    ];
  });
}
