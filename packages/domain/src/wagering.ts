// Wagering compared in effective terms: euros to bet per euro of bonus, and the one formula that turns that
// multiple into the «Bonos justos» sub-score (published on /como-puntuamos; docs/decisions/033-copy-informs-it-never-incites.md).
import type { WageringBase } from "./casino.ts";
import { roundToTenth } from "./rating.ts";

export interface WageringTerms {
  wageringRequirement: number;
  wageringBase: WageringBase;
  /** Percentage of the deposit added as bonus: the deposit behind each euro of bonus is 100 / match euros. */
  bonusMatchPercent: number;
}

/**
 * Euros to wager per euro of bonus. A multiple on the bonus alone is already that; a multiple on bonus + deposit
 * also counts the deposit that earns each bonus euro: ×20 on bonus + deposit with a 100 % match is ×40 of the bonus.
 */
export function effectiveWageringMultiple(terms: WageringTerms): number {
  if (terms.wageringBase === "bonus") return terms.wageringRequirement;
  if (!(terms.bonusMatchPercent > 0)) return Number.POSITIVE_INFINITY;
  return terms.wageringRequirement * (1 + 100 / terms.bonusMatchPercent);
}

/** The published formula: full marks up to ×10 of the bonus, one point less for every 5 more, never below 0. */
export const BONUS_FAIRNESS_FORMULA = { fullMarksUpTo: 10, multiplePerPoint: 5 } as const;

/** The «Bonos justos» sub-score for an effective multiple: 10 − (multiple − 10) ÷ 5, between 0 and 10, one decimal. */
export function bonusFairnessScore(effectiveMultiple: number): number {
  const { fullMarksUpTo, multiplePerPoint } = BONUS_FAIRNESS_FORMULA;
  const score = 10 - Math.max(0, effectiveMultiple - fullMarksUpTo) / multiplePerPoint;
  return Math.min(10, Math.max(0, roundToTenth(score)));
}

/** "×40" with the multiplication sign and a decimal comma when needed ("×37,5"). */
export function formatMultiple(multiple: number): string {
  return `×${String(Math.round(multiple * 10) / 10).replace(".", ",")}`;
}
