// The «Bonos justos» sub-score is the published formula applied to the effective wagering multiple.
import { bonusFairnessScore, effectiveWageringMultiple, WAGERING_BASES, type WageringBase } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, isObject } from "../helpers.ts";

export function bonusFairness(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const breakdown = isObject(casino.ratingBreakdown) ? casino.ratingBreakdown : undefined;
    const { wageringRequirement, wageringBase, bonusMatchPercent } = casino;
    if (
      typeof breakdown?.bonusFairness !== "number" ||
      typeof wageringRequirement !== "number" ||
      typeof bonusMatchPercent !== "number" ||
      !(WAGERING_BASES as readonly unknown[]).includes(wageringBase)
    ) {
      return [];
    }
    const multiple = effectiveWageringMultiple({
      wageringRequirement,
      wageringBase: wageringBase as WageringBase,
      bonusMatchPercent,
    });
    const expected = bonusFairnessScore(multiple);
    if (Math.abs(breakdown.bonusFairness - expected) < 1e-9) return [];
    return [
      {
        documentId,
        path: "ratingBreakdown.bonusFairness",
        message: `«Bonos justos» is ${breakdown.bonusFairness}, but the published formula gives ${expected} for an effective multiple of ×${multiple}`,
      },
    ];
  });
}
