// Pure content rules shared by the Studio schema and the dataset validator. NOTE: keep this file free of imports
// (no Sanity, no Node built-ins) so that plain Node and vitest can load it next to the committed dataset.
// The shapes these rules guard are described in docs/content-model.md.

// ---------------------------------------------------------------------------------------------------------------
// Casinos

/** The ten casinos hold ranks 1 to 10, one each. */
export const RANK_MIN = 1;
export const RANK_MAX = 10;

/** Ratings and sub-scores are out of 10 with one decimal (DECISIONS.md 16). */
export const RATING_MIN = 0;
export const RATING_MAX = 10;

/** Reviews show at least this many pros and this many cons. */
export const MIN_PROS_AND_CONS = 3;

/** The only payment methods a casino may list: the eleven the spec names. */
export const PAYMENT_METHODS = [
  "Visa",
  "Mastercard",
  "PayPal",
  "Bizum",
  "Skrill",
  "Neteller",
  "Paysafecard",
  "Transferencia",
  "Trustly",
  "Apple Pay",
  "Google Pay",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

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

/** What the wagering multiple applies to. */
export const WAGERING_BASES = ["bonus", "bonusDeposit"] as const;
export type WageringBase = (typeof WAGERING_BASES)[number];

/** Licensing authorities a casino may list; `dgoj` (Spain's regulator) is mandatory (DECISIONS.md 10). */
export const LICENCE_AUTHORITIES = ["dgoj", "mga", "gibraltar", "ukgc"] as const;
export type LicenceAuthority = (typeof LICENCE_AUTHORITIES)[number];

export interface LicenceLike {
  authority?: string | null;
  reference?: string | null;
  checkedAt?: string | null;
}

/**
 * Checks that a casino lists exactly one DGOJ licence, with its reference and the date it was checked.
 * Returns a Spanish message for the editor, or `undefined` when the list is valid.
 */
export function licencesProblem(licences: readonly LicenceLike[] | null | undefined): string | undefined {
  const dgoj = (licences ?? []).filter((licence) => licence.authority === "dgoj");
  if (dgoj.length === 0) {
    return "Falta la licencia de la DGOJ: solo listamos operadores con licencia en España.";
  }
  if (dgoj.length > 1) {
    return `Hay ${dgoj.length} licencias de la DGOJ; debe haber exactamente una.`;
  }
  const [licence] = dgoj;
  if (!licence?.reference?.trim()) {
    return "La licencia de la DGOJ necesita su referencia (tal como figura en el registro de operadores).";
  }
  if (!licence.checkedAt || !isIsoDate(licence.checkedAt)) {
    return "La licencia de la DGOJ necesita la fecha en que se comprobó en el registro (AAAA-MM-DD).";
  }
  return undefined;
}

/** Typical payout time: the minimum cannot exceed the maximum. */
export function withdrawalTimeProblem(
  time: { minHours?: number | null; maxHours?: number | null } | null | undefined,
): string | undefined {
  if (typeof time?.minHours !== "number" || typeof time.maxHours !== "number") return undefined;
  if (time.minHours > time.maxHours) {
    return "El mínimo de horas no puede ser mayor que el máximo.";
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Pages, FAQs and calls to action

export const GAME_CATEGORIES = [
  "slots",
  "roulette",
  "blackjack",
  "poker",
  "baccarat",
  "live",
  "table",
  "general",
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const FAQ_PLACEMENTS = ["home", "ayuda", "guia"] as const;
export type FaqPlacement = (typeof FAQ_PLACEMENTS)[number];

export const CALLOUT_TONES = ["info", "warning"] as const;
export type CalloutTone = (typeof CALLOUT_TONES)[number];

export const CTA_TARGETS = ["comparison", "operator", "page"] as const;
export type CtaTarget = (typeof CTA_TARGETS)[number];

export interface CtaLike {
  target?: string | null;
  path?: string | null;
  casino?: { _ref?: string } | null;
}

/**
 * A call to action needs what its target needs: `page` an internal path, `operator` a casino.
 * Returns a Spanish message, or `undefined` when the button is complete.
 */
export function ctaProblem(cta: CtaLike | null | undefined): string | undefined {
  if (!cta) return undefined;
  if (cta.target === "page") {
    if (!cta.path) return "Un botón a una página necesita la ruta interna (por ejemplo, /ruleta-online).";
    if (!isInternalPath(cta.path)) return "La ruta debe ser interna y empezar por «/» (por ejemplo, /ruleta-online).";
  }
  if (cta.target === "operator" && !cta.casino?._ref) {
    return "Un botón al operador necesita el casino al que enlaza.";
  }
  return undefined;
}

/** SEO lengths: Google truncates longer titles and descriptions in results. */
export const SEO_TITLE_MAX_LENGTH = 60;
export const SEO_DESCRIPTION_MIN_LENGTH = 120;
export const SEO_DESCRIPTION_MAX_LENGTH = 160;

// ---------------------------------------------------------------------------------------------------------------
// Slugs, links and dates

/** Lowercase words of a-z and 0-9 joined by single hyphens: `ruleta-online`, `bet365`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 96;

/**
 * Casinos, game pages and pages all live at the top level (`/bet365`, `/ruleta-online`, `/ayuda`), so their slugs
 * share one namespace, and none may take a route the app owns.
 */
export const ROUTED_DOCUMENT_TYPES = ["casino", "gamePage", "page"] as const;
export const RESERVED_SLUGS = ["comparacion", "search"] as const;

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}

/** Returns a Spanish message when `slug` cannot be used as a route, or `undefined` when it can. */
export function slugProblem(slug: string | null | undefined): string | undefined {
  if (!slug) return "Falta el slug.";
  if (slug.length > SLUG_MAX_LENGTH) return `El slug no puede superar ${SLUG_MAX_LENGTH} caracteres.`;
  if (!SLUG_PATTERN.test(slug)) {
    return "Usa solo minúsculas sin tildes, números y guiones simples (por ejemplo, ruleta-online).";
  }
  if ((RESERVED_SLUGS as readonly string[]).includes(slug)) {
    return `«${slug}» es una ruta reservada del sitio; elige otro slug.`;
  }
  return undefined;
}

/** Turns a title into a valid slug: "Ruleta Online España" -> "ruleta-online-espana". */
export function slugify(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, "");
}

/** An absolute `https://` URL with a host and no credentials. */
export function isHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
}

/** A path inside the site: starts with one "/" (not "//", which would be another host) and has no spaces. */
export function isInternalPath(value: string): boolean {
  return /^\/(?!\/)\S*$/.test(value);
}

const MAILTO_PATTERN = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEL_PATTERN = /^tel:\+?[0-9][0-9 ().-]{2,}$/;

/** Where a link in content may point: `https://…`, `mailto:…`, `tel:…` or an internal path such as `/comparacion`. */
export function isValidHref(value: string): boolean {
  return isHttpsUrl(value) || isInternalPath(value) || MAILTO_PATTERN.test(value) || TEL_PATTERN.test(value);
}

/** Spanish message for an invalid link, shared by every `href` field. */
export const HREF_MESSAGE =
  "El enlace debe empezar por https://, mailto: o tel:, o ser una ruta interna que empiece por «/» (por ejemplo, /comparacion).";

/** A calendar date `YYYY-MM-DD` that exists. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
