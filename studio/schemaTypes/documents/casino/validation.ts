// The casino document's own validation: a rating that matches its breakdown (with «Bonos justos» from the bonus
// terms), operator facts required unless marked «sin verificar», and what an operator «no clasificado» needs.
import {
  type CappingSanction,
  computedBreakdown,
  expectedRating,
  formatRating,
  type OperatorFact,
  type ScoredCasinoInput,
  safetyCap,
  sanctionCap,
  todayIso,
} from "@casinolupa/domain";
import type { ValidationContext } from "sanity";

/**
 * The rating must be what the sub-scores and the bonus terms give, so the number and the breakdown never disagree.
 * «Bonos justos» is not stored: the published formula gives it from the wagering requirement.
 */
export function ratingMatchesItsBreakdown(rating: number | undefined, context: ValidationContext) {
  const breakdown = computedBreakdown((context.document ?? {}) as Omit<ScoredCasinoInput, "name">);
  if (typeof rating !== "number" || !breakdown) return true;
  const expected = expectedRating(breakdown);
  if (Math.abs(rating - expected) < 1e-9) return true;
  return `La nota ${formatRating(rating)} no coincide con el desglose y las condiciones del bono: dan ${formatRating(
    expected,
  )}. Pulsa «Usar ${formatRating(expected)}».`;
}

/** True when the editor has set the operator «no clasificado». */
export function isNotRanked(context: ValidationContext): boolean {
  return (context.document as { notRanked?: boolean } | undefined)?.notRanked === true;
}

/** Required only for an operator «no clasificado»: its page shows it. */
export function requiredWhenNotRanked(message: string) {
  return (value: unknown, context: ValidationContext) =>
    isNotRanked(context) && (value === undefined || value === null || (typeof value === "string" && !value.trim()))
      ? message
      : true;
}

/** The operator facts the editor has marked «sin verificar» on this document. */
export function unverifiedFacts(context: ValidationContext): Set<string> {
  return new Set((context.document as { unverified?: string[] } | undefined)?.unverified ?? []);
}

/**
 * Required unless the editor has marked the fact «sin verificar» (then the review says so instead), or the operator
 * is «no clasificado» (its page states no company facts, only why it is not ranked).
 */
export function requiredUnlessUnverified(fact: OperatorFact, message: string) {
  return (value: unknown, context: ValidationContext) => {
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === "string" && !value.trim()) ||
      (Array.isArray(value) && value.length === 0);
    return empty && !unverifiedFacts(context).has(fact) && !isNotRanked(context) ? message : true;
  };
}

/** «Seguridad y licencia» cannot be above the published cap while the licensee or licence numbers are «sin verificar». */
export function safetyWithinTheCap(breakdown: { safety?: number } | undefined, context: ValidationContext) {
  const rule = safetyCap([...unverifiedFacts(context)]);
  if (typeof breakdown?.safety !== "number" || !rule || breakdown.safety <= rule.cap + 1e-9) return true;
  return `«Seguridad y licencia» no puede pasar de ${formatRating(rule.cap)} mientras ${rule.reason} (tope publicado en /como-puntuamos).`;
}

/** «Juego responsable» cannot be above the published cap for three years after a fine for letting barred people play. */
export function responsibleToolsWithinTheCap(
  breakdown: { responsibleTools?: number } | undefined,
  context: ValidationContext,
) {
  const sanctions = (context.document as { sanctions?: CappingSanction[] } | undefined)?.sanctions;
  const rule = sanctionCap(sanctions, todayIso());
  if (typeof breakdown?.responsibleTools !== "number" || !rule || breakdown.responsibleTools <= rule.cap + 1e-9) {
    return true;
  }
  return `«Juego responsable» no puede pasar de ${formatRating(rule.cap)}: ${rule.reason} (multa del ${rule.date.split("-").reverse().join("/")}; tope publicado en /como-puntuamos).`;
}
