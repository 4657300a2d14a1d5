// Derived values, computed and never typed: «Bonos justos» from the bonus terms, the rating from the breakdown, and
// each casino's rank as its position in the order by rating (docs/decisions/015-ranks-follow-the-score.md).
import type { WageringBase } from "./casino.ts";
import { expectedRating, type RatingBreakdownScores, type RatingCategory } from "./rating.ts";
import { bonusFairnessScore, effectiveWageringMultiple } from "./wagering.ts";

/** The sub-scores editors give; «Bonos justos» is not one of them: it comes from the bonus terms. */
export const EDITOR_RATING_CATEGORIES = [
  "safety",
  "payments",
  "games",
  "support",
  "mobile",
  "responsibleTools",
] as const satisfies readonly RatingCategory[];

/** What a rating and a rank are computed from: the stored document, as any query projects it. */
export interface ScoredCasinoInput {
  name: string;
  slug?: string | null;
  notRanked?: boolean | null;
  ratingBreakdown?: Partial<Record<RatingCategory, number | null>> | null;
  wageringRequirement?: number | null;
  wageringBase?: WageringBase | null;
  bonusMatchPercent?: number | null;
  /** The rating the Studio stored; used only while the breakdown is incomplete. */
  rating?: number | null;
}

/** «Bonos justos» by the published formula, or `undefined` while a bonus term is missing. */
export function computedBonusFairness(casino: Omit<ScoredCasinoInput, "name">): number | undefined {
  const { wageringRequirement, wageringBase, bonusMatchPercent } = casino;
  if (typeof wageringRequirement !== "number" || !wageringBase || typeof bonusMatchPercent !== "number") {
    return undefined;
  }
  return bonusFairnessScore(effectiveWageringMultiple({ wageringRequirement, wageringBase, bonusMatchPercent }));
}

/** The seven sub-scores: the six the editor gave and «Bonos justos» from the terms; `undefined` if any is missing. */
export function computedBreakdown(casino: Omit<ScoredCasinoInput, "name">): RatingBreakdownScores | undefined {
  const bonusFairness = computedBonusFairness(casino);
  if (bonusFairness === undefined) return undefined;
  const scores: Partial<RatingBreakdownScores> = { bonusFairness };
  for (const category of EDITOR_RATING_CATEGORIES) {
    const score = casino.ratingBreakdown?.[category];
    if (typeof score !== "number" || !Number.isFinite(score)) return undefined;
    scores[category] = score;
  }
  return scores as RatingBreakdownScores;
}

/** The rating the breakdown gives, or the stored one while the breakdown is incomplete (then 0 if none). */
export function computedRating(casino: Omit<ScoredCasinoInput, "name">): number {
  const breakdown = computedBreakdown(casino);
  if (breakdown) return expectedRating(breakdown);
  return typeof casino.rating === "number" ? casino.rating : 0;
}

/** The tie-break, as /como-puntuamos states it. */
export const RANK_TIE_BREAK =
  "Si dos casinos tienen la misma nota, va antes el que tiene mejor nota en «Seguridad y licencia»; si también empatan ahí, el orden es alfabético por nombre.";

const byName = new Intl.Collator("es", { sensitivity: "base", numeric: true });

/**
 * The published order: rating from high to low; on equal ratings the higher «Seguridad y licencia» first, then the
 * name in Spanish alphabetical order, then the slug (two casinos never share one), so the order is always the same.
 */
export function compareByScore(
  a: ScoredCasinoInput & { rating: number },
  b: ScoredCasinoInput & { rating: number },
): number {
  return (
    b.rating - a.rating ||
    (b.ratingBreakdown?.safety ?? 0) - (a.ratingBreakdown?.safety ?? 0) ||
    byName.compare(a.name, b.name) ||
    (a.slug ?? "").localeCompare(b.slug ?? "")
  );
}

export type RankedCasino<T> = Omit<T, "rating"> & { rating: number; rank: number };
export type UnrankedCasino<T> = Omit<T, "rating"> & { rating: number };

/**
 * Ranks the casinos: the computed rating replaces the stored one, the operators marked «no clasificado» leave the
 * ranking, and the others get ranks 1, 2, 3… in the published order, one each, with no gap.
 */
export function rankCasinos<T extends ScoredCasinoInput>(
  casinos: readonly T[],
): { ranked: RankedCasino<T>[]; notRanked: UnrankedCasino<T>[] } {
  const scored = casinos.map((casino) => ({ ...casino, rating: computedRating(casino) }));
  const ranked = scored
    .filter((casino) => !casino.notRanked)
    .sort(compareByScore)
    .map((casino, index) => ({ ...casino, rank: index + 1 }));
  const notRanked = scored.filter((casino) => casino.notRanked).sort((a, b) => byName.compare(a.name, b.name));
  return { ranked, notRanked };
}

/** "1.º", "2.º"…: a rank as Spanish writes an ordinal. */
export function formatRank(rank: number): string {
  return `${rank}.º`;
}
