// The casino document's own validation: unique ranks, a rating that matches its breakdown, «Bonos justos» by the
// published formula, and operator facts required unless marked «sin verificar».
import {
  bonusFairnessScore,
  effectiveWageringMultiple,
  expectedRating,
  formatMultiple,
  formatRating,
  isCompleteBreakdown,
  type OperatorFact,
  ratingMatchesBreakdown,
  type WageringBase,
} from "@casinolupa/domain";
import type { ValidationContext } from "sanity";
import { VALIDATION_API_VERSION } from "../../fields";

/**
 * Each rank belongs to one casino. Compares with the other casinos' published documents only: this casino's own
 * draft and versions, and drafts of others (which may be mid-reshuffle), do not count.
 */
export async function uniqueRank(rank: number | undefined, context: ValidationContext) {
  if (typeof rank !== "number" || !context.document) return true;
  const publishedId = context.document._id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
  const client = context.getClient({ apiVersion: VALIDATION_API_VERSION }).withConfig({ perspective: "published" });
  const holder = await client.fetch<string | null>(
    `*[_type == "casino" && rank == $rank && _id != $publishedId][0].name`,
    { rank, publishedId },
    { signal: context.signal, tag: "validation.casino-rank-is-unique" },
  );
  return holder ? `El puesto ${rank} ya es de ${holder}. Cada casino necesita un puesto distinto del 1 al 10.` : true;
}

/** The rating must be what the sub-scores give, so the number and the breakdown never disagree on the site. */
export function ratingMatchesItsBreakdown(rating: number | undefined, context: ValidationContext) {
  const breakdown = (context.document as { ratingBreakdown?: Record<string, unknown> } | undefined)?.ratingBreakdown;
  if (typeof rating !== "number" || !isCompleteBreakdown(breakdown)) return true;
  if (ratingMatchesBreakdown(rating, breakdown)) return true;
  return `La nota ${formatRating(rating)} no coincide con el desglose: su media ponderada redondeada es ${formatRating(
    expectedRating(breakdown),
  )}. Ajusta la nota o las notas del desglose.`;
}

/** The operator facts the editor has marked «sin verificar» on this document. */
export function unverifiedFacts(context: ValidationContext): Set<string> {
  return new Set((context.document as { unverified?: string[] } | undefined)?.unverified ?? []);
}

/** Required unless the editor has marked the fact «sin verificar» (then the review says so instead). */
export function requiredUnlessUnverified(fact: OperatorFact, message: string) {
  return (value: unknown, context: ValidationContext) => {
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === "string" && !value.trim()) ||
      (Array.isArray(value) && value.length === 0);
    return empty && !unverifiedFacts(context).has(fact) ? message : true;
  };
}

/** «Bonos justos» is the published formula applied to the effective multiple, so the editor cannot pick it. */
export function bonusFairnessFollowsTheFormula(
  breakdown: { bonusFairness?: number } | undefined,
  context: ValidationContext,
) {
  const casino = context.document as
    | { wageringRequirement?: number; wageringBase?: WageringBase; bonusMatchPercent?: number }
    | undefined;
  const { wageringRequirement, wageringBase, bonusMatchPercent } = casino ?? {};
  if (
    typeof breakdown?.bonusFairness !== "number" ||
    typeof wageringRequirement !== "number" ||
    !wageringBase ||
    typeof bonusMatchPercent !== "number"
  ) {
    return true;
  }
  const multiple = effectiveWageringMultiple({ wageringRequirement, wageringBase, bonusMatchPercent });
  const expected = bonusFairnessScore(multiple);
  return Math.abs(breakdown.bonusFairness - expected) < 1e-9
    ? true
    : `«Bonos justos» debe ser ${formatRating(expected)}: el requisito equivale a ${formatMultiple(multiple)} del bono y la fórmula publicada da esa nota.`;
}
