// Casino facts in Spanish words, shared by the review template and the comparison page: licences, payout
// times, wagering, and the four services. Pure functions, so both pages word things the same way.

import {
  effectiveWageringMultiple,
  LICENCE_NAMES,
  type LicenceAuthority,
  SERVICE_LABELS,
  type Service,
  type WageringBase,
} from "@casinolupa/domain";

export type { LicenceAuthority, WageringBase };
export type WithdrawalTime = { minHours: number; maxHours: number };

export function licenceName(authority: LicenceAuthority): string {
  return LICENCE_NAMES[authority];
}

/** The DGOJ licence first (the one that lets an operator take Spanish players), then the others as entered. */
export function sortLicences<T extends { authority: LicenceAuthority }>(licences: readonly T[]): T[] {
  return [...licences].sort((a, b) => Number(b.authority === "dgoj") - Number(a.authority === "dgoj"));
}

/**
 * Only the DGOJ licence lets an operator take players in Spain: comparisons show it alone, so a foreign licence
 * never reads as extra protection (the review lists the others and says what they are for).
 */
export function spanishLicences<T extends { authority: LicenceAuthority }>(licences: readonly T[]): T[] {
  return licences.filter((licence) => licence.authority === "dgoj");
}

const HOURS_PER_DAY = 24;

function hours(value: number): string {
  return `${value} ${value === 1 ? "hora" : "horas"}`;
}

function days(value: number): string {
  return `${value} ${value === 1 ? "día" : "días"}`;
}

/**
 * A payout time range in Spanish: "1-24 horas", "1-72 horas"; whole days when both ends are (from 24 h),
 * "1-5 días"; and "12 horas a 5 días" when a range ends in whole days past three days.
 */
export function formatWithdrawalTime({ minHours, maxHours }: WithdrawalTime): string {
  const wholeDay = (value: number) => value >= HOURS_PER_DAY && value % HOURS_PER_DAY === 0;
  if (wholeDay(minHours) && wholeDay(maxHours)) {
    const [from, to] = [minHours / HOURS_PER_DAY, maxHours / HOURS_PER_DAY];
    return from === to ? days(to) : `${from}-${days(to)}`;
  }
  if (minHours === maxHours) return hours(maxHours);
  if (maxHours > 72 && wholeDay(maxHours)) return `${hours(minHours)} a ${days(maxHours / HOURS_PER_DAY)}`;
  return `${minHours}-${hours(maxHours)}`;
}

/**
 * A payout time range in running text: "de 1 a 72 horas", "de 1 a 5 días", "de 12 horas a 5 días", "24 horas". Tables
 * and data blocks keep the hyphen of {@link formatWithdrawalTime}; prose spells the range out.
 */
export function withdrawalTimeInWords(time: WithdrawalTime): string {
  const short = formatWithdrawalTime(time);
  const range = /^(\d+)-(\d+ \S+)$/.exec(short);
  if (range) return `de ${range[1]} a ${range[2]}`;
  return short.includes(" a ") ? `de ${short}` : short;
}

/**
 * How long money takes to arrive once the casino has processed a withdrawal, by kind of method: the sector's
 * usual ranges for e-wallets and cards, which the review's withdrawal FAQ states too, and for a bank transfer the
 * legal maximum inside the euro payments area, one business day (the sources on /casinos-con-transferencia). Each
 * applies when the casino offers one of `methods`.
 */
export const ARRIVAL_TIMES = [
  { kind: "Monedero electrónico", methods: ["PayPal", "Skrill", "Neteller"], minHours: 0, maxHours: 24 },
  { kind: "Tarjeta", methods: ["Visa", "Mastercard"], minHours: 24, maxHours: 120 },
  { kind: "Transferencia bancaria", methods: ["Transferencia"], businessDays: 1 },
] as const;

/** A bank transfer in euros inside the SEPA area arrives at the latest the next business day. */
export const SEPA_TRANSFER_ARRIVAL = "como máximo el día hábil siguiente, si es en euros dentro de la zona SEPA";

/** A total payout time in Spanish: "hasta 48 horas" up to two days, else whole days rounded up ("2-6 días"). */
function formatTotal(minHours: number, maxHours: number): string {
  if (maxHours <= 2 * HOURS_PER_DAY) return `hasta ${hours(maxHours)}`;
  const [from, to] = [Math.max(1, Math.ceil(minHours / HOURS_PER_DAY)), Math.ceil(maxHours / HOURS_PER_DAY)];
  return from === to ? days(to) : `${from}-${days(to)}`;
}

/**
 * The whole wait from asking for a withdrawal to having the money, for each kind of method the casino offers: its
 * processing time (the data's withdrawalTime) plus the method's arrival time.
 */
export function payoutTotals(
  processing: WithdrawalTime,
  paymentMethods: readonly string[],
): { kind: string; total: string }[] {
  return ARRIVAL_TIMES.filter((arrival) => arrival.methods.some((method) => paymentMethods.includes(method))).map(
    (arrival) => ({
      kind: arrival.kind,
      // A business day is not a number of hours (a Friday order arrives on Monday): the two parts stay apart.
      total:
        "businessDays" in arrival
          ? `${formatWithdrawalTime(processing)} + 1 día hábil`
          : formatTotal(processing.minHours + arrival.minHours, processing.maxHours + arrival.maxHours),
    }),
  );
}

/** "×25 sobre el bono" or "×25 sobre bono + depósito". */
export function wageringLabel(multiple: number, base: WageringBase): string {
  return `×${multiple} ${base === "bonus" ? "sobre el bono" : "sobre bono + depósito"}`;
}

/** Euros to wager per euro of bonus, the figure the comparison ranks by: "40 € por cada euro de bono". */
export function effectiveWageringText(offer: {
  wageringRequirement: number;
  wageringBase: WageringBase;
  bonusMatchPercent: number;
}): string {
  const multiple = effectiveWageringMultiple(offer);
  return `${String(Math.round(multiple * 10) / 10).replace(".", ",")} € por cada euro de bono`;
}

/** In a sentence: "el importe del bono" or "la suma del bono y el depósito". */
export function wageringBaseText(base: WageringBase): string {
  return base === "bonus" ? "el importe del bono" : "la suma del bono y el depósito";
}

/**
 * How much must be wagered to release the whole bonus: the deposit that earns the maximum bonus, and the
 * total to bet. Null when the offer has no amount to work from.
 */
export function wageringExample(offer: {
  bonusAmount: number;
  bonusMatchPercent: number;
  wageringRequirement: number;
  wageringBase: WageringBase;
}): { deposit: number; bonus: number; toWager: number } | null {
  if (offer.bonusAmount <= 0 || offer.bonusMatchPercent <= 0 || offer.wageringRequirement <= 0) return null;
  const deposit = Math.round((offer.bonusAmount * 100) / offer.bonusMatchPercent);
  const base = offer.wageringBase === "bonus" ? offer.bonusAmount : offer.bonusAmount + deposit;
  return { deposit, bonus: offer.bonusAmount, toWager: base * offer.wageringRequirement };
}

export type ServiceKey = Service;

/** The four services both pages show as yes/no, in this order. */
export const SERVICES: readonly { key: ServiceKey; label: string }[] = Object.entries(SERVICE_LABELS).map(
  ([key, label]) => ({ key: key as ServiceKey, label }),
);

const conjunction = new Intl.ListFormat("es", { style: "long", type: "conjunction" });

/**
 * Items that contain commas themselves, separated by semicolons as Spanish punctuation asks for a complex series:
 * "William Hill, de 1 a 72 horas; bet365, de 1 a 24 horas; y Codere, 24 horas".
 */
export function listWithSemicolons(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join("; ")}; y ${items.at(-1)}`;
}

/** "Visa, Mastercard y PayPal". */
export function listEs(items: readonly string[]): string {
  return conjunction.format(items);
}

/** Lower-cases the first letter to use a label mid-sentence, but leaves acronyms ("SSL", "DNI") alone. */
export function midSentence(text: string): string {
  const [first = "", second = ""] = text;
  return second && second === second.toUpperCase() && second !== second.toLowerCase()
    ? text
    : first.toLowerCase() + text.slice(1);
}

const SMALL_NUMBERS = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"];

/** A count in running text: in letters below ten («ocho métodos»), in figures from ten on. */
export function countInProse(count: number): string {
  return SMALL_NUMBERS[count] ?? String(count);
}

/** Payment methods that are common nouns, not brands, as they read mid-sentence. */
const COMMON_PAYMENT_NOUNS: Record<string, string> = { Transferencia: "transferencia bancaria" };

/** A list of payment methods for a sentence: brands as written, common nouns in lower case. */
export function paymentMethodsInProse(methods: readonly string[]): string {
  return listEs(methods.map((method) => COMMON_PAYMENT_NOUNS[method] ?? method));
}
