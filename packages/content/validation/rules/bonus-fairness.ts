// «Bonos justos» is computed from the bonus terms by the published formula wherever it is shown, so it is not stored.
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, isObject } from "../helpers.ts";

export function bonusFairness(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const breakdown = isObject(casino.ratingBreakdown) ? casino.ratingBreakdown : undefined;
    if (!breakdown || !("bonusFairness" in breakdown)) return [];
    return [
      {
        documentId,
        path: "ratingBreakdown.bonusFairness",
        message: "«Bonos justos» is stored; it is computed from the bonus terms by the published formula",
      },
    ];
  });
}
