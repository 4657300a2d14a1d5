// How a casino is rated: seven weighted sub-scores out of 10, averaged and rounded to one decimal.

/** Ratings and sub-scores are out of 10 with one decimal, so two casinos can differ by 0.1 and no less. */
export const RATING_MIN = 0;
export const RATING_MAX = 10;

/** Weight of each sub-score in the overall rating, in percent (they add up to 100). */
export const RATING_WEIGHTS = {
  safety: 25,
  bonusFairness: 15,
  payments: 15,
  games: 15,
  support: 10,
  mobile: 10,
  responsibleTools: 10,
} as const;
export type RatingCategory = keyof typeof RATING_WEIGHTS;
export type RatingBreakdownScores = Record<RatingCategory, number>;

/** The sub-score names in display order. */
export const RATING_CATEGORIES = Object.keys(RATING_WEIGHTS) as RatingCategory[];

/** True when every sub-score is present and a finite number. */
export function isCompleteBreakdown(
  breakdown: Partial<Record<RatingCategory, unknown>> | null | undefined,
): breakdown is RatingBreakdownScores {
  if (!breakdown) return false;
  return RATING_CATEGORIES.every((category) => {
    const score = breakdown[category];
    return typeof score === "number" && Number.isFinite(score);
  });
}

/** The weighted average of the sub-scores, unrounded. */
export function weightedRating(scores: RatingBreakdownScores): number {
  let total = 0;
  for (const category of RATING_CATEGORIES) {
    total += scores[category] * RATING_WEIGHTS[category];
  }
  return total / 100;
}

/**
 * Rounds to one decimal, halves up. The tiny nudge absorbs binary floating-point error, so that a weighted
 * average that is exactly x.x5 on paper (e.g. 8.45, stored as 8.4499999…) rounds the way a person would.
 */
export function roundToTenth(value: number): number {
  return Math.round(value * 10 + 1e-9) / 10;
}

/** The overall rating the sub-scores give: their weighted average rounded to one decimal. */
export function expectedRating(scores: RatingBreakdownScores): number {
  return roundToTenth(weightedRating(scores));
}

/** True when `rating` is what the sub-scores give. */
export function ratingMatchesBreakdown(rating: number, scores: RatingBreakdownScores): boolean {
  return Math.abs(rating - expectedRating(scores)) < 1e-9;
}

/** True for numbers with at most one decimal (8, 8.7), false for 8.75. */
export function hasAtMostOneDecimal(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;
}

/** Formats a rating the Spanish way for editor messages: 8.7 -> "8,7". */
export function formatRating(value: number): string {
  return value.toFixed(1).replace(".", ",");
}
