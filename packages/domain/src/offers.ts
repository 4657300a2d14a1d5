// What the site may show of an operator's offer and whether it may link to the operator: an offer not checked in
// the last 90 days shows no figures (docs/decisions/034-an-offer-not-checked-for-90-days-is-not-shown.md), and an
// operator scored under 7,0 gets no affiliate link (docs/decisions/035-no-affiliate-link-under-7.md).
import { isIsoDate } from "./dates.ts";
import { daysBetween, REVIEW_MAX_AGE_DAYS, reviewDue, todayIso } from "./operator-facts.ts";
import { computedBreakdown, type ScoredCasinoInput } from "./ranking.ts";
import { weightedRating } from "./rating.ts";

/** An offer checked longer ago than this many days is not shown as an offer: the same 90 days as a review. */
export const OFFER_MAX_AGE_DAYS = REVIEW_MAX_AGE_DAYS;

/**
 * True while an offer's conditions, checked on `checkedAt`, may be shown as current on `now` (a date, or the
 * calendar day `YYYY-MM-DD` in UTC). Computed on every render, never stored; a missing or malformed date is not current.
 */
export function offerIsCurrent(checkedAt: string | null | undefined, now: Date | string): boolean {
  return !reviewDue(checkedAt, typeof now === "string" ? now : todayIso(now));
}

const longDate = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const YEAR_WORDS = ["un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"] as const;

/** How long ago something checked on `checkedAt` was, in plain Spanish: «hace 120 días», «hace más de un año». */
export function checkedAgoText(checkedAt: string, today: string): string {
  const days = daysBetween(checkedAt, today);
  if (days <= 0) return "hoy";
  if (days === 1) return "ayer";
  if (days < 365) return `hace ${days} días`;
  const years = Math.floor(days / 365);
  const count = YEAR_WORDS[years - 1] ?? String(years);
  const unit = years === 1 ? "año" : "años";
  return days % 365 === 0 ? `hace ${count} ${unit}` : `hace más de ${count} ${unit}`;
}

/**
 * What stands in place of an offer that is not current: the day it was last checked, its real age, and where its
 * terms are. «Oferta comprobada por última vez el 12 de noviembre de 2025, hace más de un año: consulta las
 * condiciones vigentes en la web del operador.»
 */
export function staleOfferNotice(checkedAt: string | null | undefined, today: string): string {
  const where = "consulta las condiciones vigentes en la web del operador.";
  if (!checkedAt || !isIsoDate(checkedAt)) {
    return `No hemos comprobado esta oferta: ${where}`;
  }
  const day = longDate.format(new Date(`${checkedAt}T00:00:00Z`));
  return `Oferta comprobada por última vez el ${day}, ${checkedAgoText(checkedAt, today)}: ${where}`;
}

/**
 * A rating under this, on the average before rounding, means we would not recommend the operator over the licensed
 * alternatives (/como-puntuamos): it keeps its review, score and rank, but no «Jugar» button and no `/ir` link.
 */
export const MIN_RECOMMENDED_RATING = 7;

/** True when the casino's score is at least {@link MIN_RECOMMENDED_RATING} before rounding (6,96 shows 7,0 and is not). */
export function isRecommended(casino: Omit<ScoredCasinoInput, "name">): boolean {
  const breakdown = computedBreakdown(casino);
  const score = breakdown ? weightedRating(breakdown) : (casino.rating ?? 0);
  // The nudge absorbs binary floating-point error: sub-scores that average 7 exactly on paper are recommended.
  return score + 1e-9 >= MIN_RECOMMENDED_RATING;
}

/**
 * True when the site may link to the operator (a «Jugar» button, an `/ir` link): it is ranked (not «no clasificado»,
 * docs/decisions/015-ranks-follow-the-score.md) and recommended.
 */
export function mayLinkToOperator(casino: Omit<ScoredCasinoInput, "name">): boolean {
  return !casino.notRanked && isRecommended(casino);
}

/** Words that tie a sentence to the welcome offer's terms: the bonus, its wagering requirement, a multiple. */
const OFFER_TERMS = /\bbonos?\b|requisito|×\s?\d/i;

/** True when an editor's sentence (a pro, a con, part of a description) states something about the offer. */
export function mentionsOffer(text: string): boolean {
  return OFFER_TERMS.test(text);
}

/** `text` without its sentences about the offer. */
export function withoutOfferSentences(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !mentionsOffer(sentence))
    .join(" ");
}

interface OfferProseLike {
  bonusCheckedAt?: string | null;
  description?: string | null;
  pros?: readonly string[] | null;
  cons?: readonly string[] | null;
}

/**
 * The casino as pages may describe it on `today`: while its offer is current, unchanged; past its 90 days, the pros,
 * cons and description sentences that state the offer's terms are left out, as its figures are (an editor's «×35»
 * or «bono de importe bajo» is as old as the check). The score is not an offer and stays.
 */
export function withoutStaleOfferProse<T extends OfferProseLike>(casino: T, today: string): T {
  if (offerIsCurrent(casino.bonusCheckedAt, today)) return casino;
  const keep = (items: readonly string[] | null | undefined) => items?.filter((item) => !mentionsOffer(item));
  return {
    ...casino,
    ...(casino.description == null ? {} : { description: withoutOfferSentences(casino.description) }),
    ...(casino.pros == null ? {} : { pros: keep(casino.pros) }),
    ...(casino.cons == null ? {} : { cons: keep(casino.cons) }),
  };
}
