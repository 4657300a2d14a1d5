// The published cap on «Seguridad y licencia»: a score cannot be high on licence facts we could not verify
// (docs/decisions/017-safety-cap-and-the-checks-we-claim.md, published on /como-puntuamos).
import type { OperatorFact } from "./operator-facts.ts";
import type { RatingBreakdownScores } from "./rating.ts";

/**
 * The highest «Seguridad y licencia» score while a licence fact is marked «sin verificar». Without a confirmed licensee
 * we do not know who answers for the casino; without its licence numbers nobody can look the titles up quickly.
 */
export const SAFETY_CAPS = [
  { fact: "licensee", cap: 6, reason: "no hemos podido verificar qué empresa es la titular de la licencia" },
  { fact: "licenceNumbers", cap: 7.5, reason: "no hemos podido verificar sus números de licencia" },
] as const satisfies readonly { fact: OperatorFact; cap: number; reason: string }[];

export interface SafetyCap {
  /** The highest score «Seguridad y licencia» may have. */
  cap: number;
  /** Why, in Spanish, for the review and the editor («no hemos podido verificar…»). */
  reason: string;
}

/** The cap that applies to a casino with these facts marked «sin verificar», or undefined when none does. */
export function safetyCap(unverified: readonly string[] | null | undefined): SafetyCap | undefined {
  const marked = new Set(unverified ?? []);
  const applying = SAFETY_CAPS.filter((rule) => marked.has(rule.fact));
  if (applying.length === 0) return undefined;
  const lowest = Math.min(...applying.map((rule) => rule.cap));
  const first = applying.find((rule) => rule.cap === lowest) ?? applying[0];
  return { cap: lowest, reason: first?.reason ?? "" };
}

/** The «Seguridad y licencia» score after the cap: the editor's score, or the cap when that is lower. */
export function cappedSafety(score: number, unverified: readonly string[] | null | undefined): number {
  const rule = safetyCap(unverified);
  return rule ? Math.min(score, rule.cap) : score;
}

/** True when the score respects the cap (the dataset validator and the Studio both ask this). */
export function safetyWithinCap(score: number, unverified: readonly string[] | null | undefined): boolean {
  const rule = safetyCap(unverified);
  return !rule || score <= rule.cap + 1e-9;
}

/** The breakdown with the cap applied to «Seguridad y licencia»; the other sub-scores are untouched. */
export function applySafetyCap(
  breakdown: RatingBreakdownScores,
  unverified: readonly string[] | null | undefined,
): RatingBreakdownScores {
  return { ...breakdown, safety: cappedSafety(breakdown.safety, unverified) };
}
