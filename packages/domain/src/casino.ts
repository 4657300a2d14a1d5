// What a casino may list: payment methods, licences, wagering terms and payout times, with their Spanish words.
import { isIsoDate } from "./dates.ts";

/** Reviews show at least this many pros and this many cons. */
export const MIN_PROS_AND_CONS = 3;

/** The only payment methods a casino may list, as stored in content, with the value that names each in a URL. */
export const PAYMENT_METHODS = [
  { label: "Visa", slug: "visa" },
  { label: "Mastercard", slug: "mastercard" },
  { label: "PayPal", slug: "paypal" },
  { label: "Bizum", slug: "bizum" },
  { label: "Skrill", slug: "skrill" },
  { label: "Neteller", slug: "neteller" },
  { label: "Paysafecard", slug: "paysafecard" },
  { label: "Transferencia", slug: "transferencia", prose: "transferencia bancaria" },
  { label: "Trustly", slug: "trustly" },
  { label: "Apple Pay", slug: "apple-pay" },
  { label: "Google Pay", slug: "google-pay" },
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]["label"];
export type PaymentMethodSlug = (typeof PAYMENT_METHODS)[number]["slug"];

/** A method's name in running text: the stored name, or the common noun a stored name shortens («transferencia bancaria»). */
export function paymentMethodProse(label: PaymentMethod): string {
  const method = PAYMENT_METHODS.find((candidate) => candidate.label === label);
  return method && "prose" in method ? method.prose : label;
}

/** The stored names, in display order. */
export const PAYMENT_METHOD_NAMES: readonly PaymentMethod[] = PAYMENT_METHODS.map((method) => method.label);

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHOD_NAMES as readonly string[]).includes(value);
}

/** The services a casino may offer, in display order, with one Spanish label each for the Studio and the site. */
export const SERVICE_LABELS = {
  sportsbook: "Apuestas deportivas",
  casino: "Casino",
  liveDealer: "Casino en directo",
  mobileApp: "App móvil",
} as const;
export type Service = keyof typeof SERVICE_LABELS;

/** What the wagering multiple applies to. */
export const WAGERING_BASES = ["bonus", "bonusDeposit"] as const;
export type WageringBase = (typeof WAGERING_BASES)[number];

/** Licensing authorities a casino may list; `dgoj` (Spain's regulator) is mandatory: only DGOJ-licensed operators are listed. */
export const LICENCE_AUTHORITIES = ["dgoj", "mga", "gibraltar", "ukgc"] as const;
export type LicenceAuthority = (typeof LICENCE_AUTHORITIES)[number];

/** Each authority's name as visitors and editors read it. */
export const LICENCE_NAMES: Record<LicenceAuthority, string> = {
  dgoj: "DGOJ España",
  mga: "Malta Gaming Authority",
  gibraltar: "Gibraltar",
  ukgc: "UK Gambling Commission",
};

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
