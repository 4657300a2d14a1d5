// The arithmetic behind the bonus (wagering) calculator and the gambling-limit calculator, plus reading their
// GET forms. Pure functions: the route loaders call them with the query string, the components only render.
// Amounts are euros; results are rounded to cents. Spanish formatting comes from ./format.ts.
import type { WageringBase } from "@casinolupa/domain";
import { formatEuros } from "./format";

// ---------------------------------------------------------------------------------------------------------------
// Spanish numbers

export type ParsedNumber = { ok: true; value: number } | { ok: false; reason: "empty" | "invalid"; message: string };

const GROUPED_INTEGER = /^\d{1,3}(?:\.\d{3})+$/;
const SPACE_GROUPED_INTEGER = /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+$/;

/**
 * Reads a number the way people in Spain type it: "1.234,56", "1234,56", "96,5", and also "1234.56" (one dot
 * followed by one or two digits is a decimal point; otherwise dots separate thousands: "1.234" is 1234).
 * Spaces around it, a leading minus and a trailing "€" or "%" are allowed. "1,234.56" is ambiguous and refused.
 */
export function parseSpanishNumber(text: string | null | undefined): ParsedNumber {
  let rest = (text ?? "")
    .trim()
    .replace(/\s*[€%]$/, "")
    .trim();
  if (rest === "") return { ok: false, reason: "empty", message: "Escribe un número." };
  const invalid: ParsedNumber = { ok: false, reason: "invalid", message: "Escribe un número, por ejemplo 100 o 96,5." };

  let sign = 1;
  if (/^[-−–]/.test(rest)) {
    sign = -1;
    rest = rest.slice(1).trimStart();
  }

  let integerPart: string;
  let fractionPart = "";
  const commas = rest.split(",").length - 1;
  if (commas > 1) return invalid;
  if (commas === 1) {
    // The comma is the decimal separator; dots (or spaces) before it can only group thousands.
    [integerPart = "", fractionPart = ""] = rest.split(",");
    if (!/^\d+$/.test(fractionPart)) return invalid;
  } else {
    const dots = rest.split(".").length - 1;
    const decimalDot = /^(\d*)\.(\d{1,2})$/.exec(rest);
    if (dots === 1 && decimalDot) {
      integerPart = decimalDot[1] ?? "";
      fractionPart = decimalDot[2] ?? "";
    } else {
      integerPart = rest;
    }
  }

  if (integerPart === "" && fractionPart === "") return invalid;
  let digits: string;
  if (integerPart === "" || /^\d+$/.test(integerPart)) digits = integerPart || "0";
  else if (GROUPED_INTEGER.test(integerPart)) digits = integerPart.replaceAll(".", "");
  else if (SPACE_GROUPED_INTEGER.test(integerPart)) digits = integerPart.replace(/\D/g, "");
  else return invalid;

  const value = sign * Number(fractionPart ? `${digits}.${fractionPart}` : digits);
  if (!Number.isFinite(value)) return { ok: false, reason: "invalid", message: "El número es demasiado grande." };
  // `+ 0` turns -0 ("-0") into 0.
  return { ok: true, value: value + 0 };
}

// ---------------------------------------------------------------------------------------------------------------
// Formatting

const plain = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2, useGrouping: false });
const grouped = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 });

/** Rounds to cents, halves away from zero, without turning 0 into -0. */
export function roundToCents(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100 + 1e-7) / 100;
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** 96 -> "96 %", 96.5 -> "96,5 %" (Spanish writes a space before the sign). */
export function formatPercent(value: number): string {
  return `${grouped.format(value)}\u00a0%`;
}

/** 35 -> "×35", 35.5 -> "×35,5". */
export function formatMultiple(value: number): string {
  return `×${grouped.format(value)}`;
}

/** A number as it goes back into a form field: 96.5 -> "96,5", 1000 -> "1000". */
export function formatInputNumber(value: number): string {
  return plain.format(value);
}

/** Euros with the Spanish minus sign for losses: -40 -> "−40 €". */
export function formatSignedEuros(amount: number): string {
  return amount < 0 ? `−${formatEuros(-amount)}` : formatEuros(amount);
}

// ---------------------------------------------------------------------------------------------------------------
// Wagering requirement

export type { WageringBase };
export type WageringField = "bonus" | "deposit" | "multiple" | "base" | "rtpPercent";
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type WageringInput = {
  bonus: number;
  deposit: number;
  multiple: number;
  base: WageringBase;
  rtpPercent: number;
};

export type WageringResult = WageringInput & {
  /** What the multiple applies to: the bonus, or the bonus plus the deposit. */
  wageringBaseAmount: number;
  /** Total to bet before the bonus can be withdrawn. */
  toWager: number;
  /** 100 − RTP: the share of every bet the game keeps on average. */
  houseEdgePercent: number;
  /**
   * What you lose on average while betting `toWager`, never more than the balance (deposit + bonus): betting
   * stops when the balance reaches zero.
   */
  expectedLoss: number;
  /**
   * Approximately what the bonus is worth on average: bonus − expected loss, never below −deposit (you cannot
   * lose more of your own money than you put in; with no deposit, accepting costs nothing).
   */
  expectedValue: number;
  /**
   * True when the straight-line estimate (`toWager` × house edge) would exceed the balance: the balance most likely
   * runs out before the requirement is met, and the figures shown are the bound, not the estimate.
   */
  bounded: boolean;
};

/** Bonus and deposit amounts above this are refused (no casino offers anything close). */
export const MAX_AMOUNT = 1_000_000;
export const MULTIPLE_RANGE = { min: 0, max: 100 } as const;
/** Published slot RTPs fall in this range. */
export const RTP_RANGE = { min: 80, max: 99.9 } as const;

export type Outcome<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

function wageringErrors(input: WageringInput): FieldErrors<WageringField> {
  const errors: FieldErrors<WageringField> = {};
  const amount = (value: number, what: string) => {
    if (!Number.isFinite(value)) return `Escribe ${what} como un número.`;
    if (value < 0) return `${capitalise(what)} no puede ser negativo.`;
    if (value > MAX_AMOUNT) return `${capitalise(what)} no puede superar ${formatEuros(MAX_AMOUNT)}.`;
    return undefined;
  };
  const bonus = amount(input.bonus, "el bono");
  if (bonus) errors.bonus = bonus;
  const deposit = amount(input.deposit, "el depósito");
  if (deposit) errors.deposit = deposit;
  if (!(input.multiple >= MULTIPLE_RANGE.min && input.multiple <= MULTIPLE_RANGE.max)) {
    errors.multiple = `El requisito debe estar entre ${MULTIPLE_RANGE.min} y ${MULTIPLE_RANGE.max} veces.`;
  }
  if (input.base !== "bonus" && input.base !== "bonusDeposit") {
    errors.base = "Elige sobre qué se aplica el requisito: el bono o el bono más el depósito.";
  }
  if (!(input.rtpPercent >= RTP_RANGE.min && input.rtpPercent <= RTP_RANGE.max)) {
    errors.rtpPercent = `El RTP debe estar entre el ${formatPercent(RTP_RANGE.min)} y el ${formatPercent(RTP_RANGE.max)}.`;
  }
  return errors;
}

/**
 * What releasing a bonus costs on average, as a first-order approximation. Amount to wager = multiple × (bonus,
 * or bonus + deposit); expected loss = that amount × (1 − RTP/100); expected value = bonus − expected loss. Betting
 * stops when the balance (deposit + bonus) runs out, so the loss is capped at the balance and the value at
 * −deposit: the approximation only holds while the expected loss is well below the balance.
 */
export function wageringCalculation(input: WageringInput): Outcome<WageringResult, WageringField> {
  const errors = wageringErrors(input);
  if (Object.keys(errors).length) return { ok: false, errors };
  const wageringBaseAmount = roundToCents(input.base === "bonus" ? input.bonus : input.bonus + input.deposit);
  const toWager = roundToCents(input.multiple * wageringBaseAmount);
  const houseEdgePercent = Math.round((100 - input.rtpPercent) * 1e6) / 1e6;
  const straightLineLoss = roundToCents((toWager * houseEdgePercent) / 100);
  const balance = roundToCents(input.bonus + input.deposit);
  const bounded = straightLineLoss > balance;
  const expectedLoss = Math.min(straightLineLoss, balance);
  const expectedValue = roundToCents(Math.max(input.bonus - straightLineLoss, -input.deposit));
  return {
    ok: true,
    value: { ...input, wageringBaseAmount, toWager, houseEdgePercent, expectedLoss, expectedValue, bounded },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Spending limits. The recommendation is the Lower-Risk Gambling Guidelines' (gamblingguidelines.ca): at most
// 1 % of the household's gross monthly income, on at most 4 days a month, at most 2 kinds of game. The 2 % a day,
// 5 % a week and 10 % a month are only ceilings never to exceed; the monthly one caps the other two.

/** The Lower-Risk Gambling Guidelines, for people who gamble at all. */
export const LOWER_RISK_GUIDELINE = { monthlyShare: 0.01, daysPerMonth: 4, gameKinds: 2 } as const;
/** Ceilings never to exceed, as shares of monthly income. */
export const CEILING_SHARES = { daily: 0.02, weekly: 0.05, monthly: 0.1 } as const;
export type GamblingLimits = {
  monthlyIncome: number;
  /** The recommended most to spend in a month (1 % of income). */
  recommendedMonthly: number;
  /** Ceilings: never more than these in a day, a week, a month. */
  daily: number;
  weekly: number;
  monthly: number;
};
export type LimitField = "income";

/** The recommended monthly spend and the three ceilings for a monthly income, rounded to cents. */
export function gamblingLimits(monthlyIncome: number): Outcome<GamblingLimits, LimitField> {
  if (!Number.isFinite(monthlyIncome)) return { ok: false, errors: { income: "Escribe tus ingresos como un número." } };
  if (monthlyIncome < 0) return { ok: false, errors: { income: "Los ingresos no pueden ser negativos." } };
  if (monthlyIncome > MAX_AMOUNT) {
    return { ok: false, errors: { income: `Escribe unos ingresos mensuales de hasta ${formatEuros(MAX_AMOUNT)}.` } };
  }
  return {
    ok: true,
    value: {
      monthlyIncome,
      recommendedMonthly: roundToCents(monthlyIncome * LOWER_RISK_GUIDELINE.monthlyShare),
      daily: roundToCents(monthlyIncome * CEILING_SHARES.daily),
      weekly: roundToCents(monthlyIncome * CEILING_SHARES.weekly),
      monthly: roundToCents(monthlyIncome * CEILING_SHARES.monthly),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The GET forms: field names in the query string, reading and validating what was sent.

/** Query-string names of the bonus calculator's fields (Spanish, as visitors see them in the address bar). */
export const WAGERING_PARAMS = {
  bonus: "bono",
  deposit: "deposito",
  multiple: "requisito",
  base: "base",
  rtpPercent: "rtp",
} as const satisfies Record<WageringField, string>;
/** Query-string values of the `base` field. */
export const BASE_PARAM_VALUES = { bonus: "bono", bonusDeposit: "bono-deposito" } as const satisfies Record<
  WageringBase,
  string
>;
export const LIMIT_PARAMS = { income: "ingresos" } as const satisfies Record<LimitField, string>;

export type FormState<F extends string, R> = {
  /** What each field shows: what was sent, or the defaults before any submission. */
  values: Record<F, string>;
  errors: FieldErrors<F>;
  /** The calculation for the values shown, or null when they are incomplete or invalid. */
  result: R | null;
  /** True when the query string carried the form (so errors are the visitor's, worth showing). */
  submitted: boolean;
};

export type WageringDefaults = Partial<WageringInput>;
export type BonusCalculatorState = FormState<WageringField, WageringResult>;

const NUMBER_MESSAGES: Record<Exclude<WageringField, "base">, { empty: string; invalid: string }> = {
  bonus: {
    empty: "Escribe el importe del bono en euros, por ejemplo 100.",
    invalid: "Escribe el bono como un número, por ejemplo 100 o 100,50.",
  },
  deposit: {
    empty: "Escribe tu depósito: en este bono el requisito se aplica al bono más el depósito.",
    invalid: "Escribe el depósito como un número, por ejemplo 50 o 50,50.",
  },
  multiple: {
    empty: "Escribe el requisito de apuesta, por ejemplo 35 si las condiciones dicen ×35.",
    invalid: "Escribe el requisito como un número de veces, por ejemplo 35.",
  },
  rtpPercent: {
    empty: "Escribe el RTP del juego, por ejemplo 96.",
    invalid: "Escribe el RTP como un porcentaje, por ejemplo 96 o 96,5.",
  },
};

function baseFromParam(value: string | null): WageringBase | undefined {
  if (value === BASE_PARAM_VALUES.bonus || value === "bonus") return "bonus";
  if (value === BASE_PARAM_VALUES.bonusDeposit || value === "bonusDeposit") return "bonusDeposit";
  return undefined;
}

/**
 * The bonus calculator's state from a query string. Before the form is sent it shows the defaults (e.g. a
 * casino's bonus and wagering) and their result; after, what was sent, with a Spanish message per bad field.
 */
export function bonusCalculatorState(search: URLSearchParams, defaults: WageringDefaults = {}): BonusCalculatorState {
  const submitted = Object.values(WAGERING_PARAMS).some((name) => search.has(name));
  if (!submitted) {
    const values = {
      bonus: defaults.bonus === undefined ? "" : formatInputNumber(defaults.bonus),
      deposit: defaults.deposit === undefined ? "" : formatInputNumber(defaults.deposit),
      multiple: defaults.multiple === undefined ? "" : formatInputNumber(defaults.multiple),
      base: defaults.base ?? "bonus",
      rtpPercent: defaults.rtpPercent === undefined ? "" : formatInputNumber(defaults.rtpPercent),
    };
    const { bonus, deposit = 0, multiple, rtpPercent } = defaults;
    const complete = bonus !== undefined && multiple !== undefined && rtpPercent !== undefined;
    const outcome = complete ? wageringCalculation({ bonus, deposit, multiple, base: values.base, rtpPercent }) : null;
    return { values, errors: {}, result: outcome?.ok ? outcome.value : null, submitted: false };
  }

  const raw = (field: WageringField) => search.get(WAGERING_PARAMS[field]) ?? "";
  // A missing `base` (a hand-written link) falls back to the default; an unknown value is an error.
  const base = search.has(WAGERING_PARAMS.base)
    ? baseFromParam(search.get(WAGERING_PARAMS.base))
    : (defaults.base ?? "bonus");
  const values: Record<WageringField, string> = {
    bonus: raw("bonus"),
    deposit: raw("deposit"),
    multiple: raw("multiple"),
    base: base ?? raw("base"),
    rtpPercent: raw("rtpPercent"),
  };
  const errors: FieldErrors<WageringField> = {};
  const numbers: Partial<Record<Exclude<WageringField, "base">, number>> = {};
  for (const field of ["bonus", "deposit", "multiple", "rtpPercent"] as const) {
    const parsed = parseSpanishNumber(values[field]);
    if (parsed.ok) numbers[field] = parsed.value;
    // The deposit only matters when the requirement covers it; left empty otherwise, it counts as 0.
    else if (field === "deposit" && parsed.reason === "empty" && base !== "bonusDeposit") numbers.deposit = 0;
    else errors[field] = NUMBER_MESSAGES[field][parsed.reason];
  }
  if (!base) errors.base = "Elige sobre qué se aplica el requisito: el bono o el bono más el depósito.";

  const { bonus, deposit, multiple, rtpPercent } = numbers;
  if (base && bonus !== undefined && deposit !== undefined && multiple !== undefined && rtpPercent !== undefined) {
    const outcome = wageringCalculation({ bonus, deposit, multiple, base, rtpPercent });
    return outcome.ok
      ? { values, errors: {}, result: outcome.value, submitted }
      : { values, errors: outcome.errors, result: null, submitted };
  }
  // Range checks for the fields that did parse, so every problem shows at once.
  const partial = wageringErrors({
    bonus: bonus ?? 0,
    deposit: deposit ?? 0,
    multiple: multiple ?? 0,
    base: base ?? "bonus",
    rtpPercent: rtpPercent ?? RTP_RANGE.max,
  });
  return { values, errors: { ...partial, ...errors }, result: null, submitted };
}

export type LimitCalculatorState = FormState<LimitField, GamblingLimits>;

/** The limit calculator's state from a query string; `defaultIncome` prefills the field before it is sent. */
export function limitCalculatorState(search: URLSearchParams, defaultIncome?: number): LimitCalculatorState {
  const submitted = search.has(LIMIT_PARAMS.income);
  if (!submitted) {
    const outcome = defaultIncome === undefined ? null : gamblingLimits(defaultIncome);
    return {
      values: { income: defaultIncome === undefined ? "" : formatInputNumber(defaultIncome) },
      errors: {},
      result: outcome?.ok ? outcome.value : null,
      submitted: false,
    };
  }
  const income = search.get(LIMIT_PARAMS.income) ?? "";
  const parsed = parseSpanishNumber(income);
  if (!parsed.ok) {
    const message =
      parsed.reason === "empty"
        ? "Escribe los ingresos de tu hogar al mes en euros, por ejemplo 1500."
        : "Escribe tus ingresos como un número, por ejemplo 1500 o 1.500,50.";
    return { values: { income }, errors: { income: message }, result: null, submitted };
  }
  const outcome = gamblingLimits(parsed.value);
  return outcome.ok
    ? { values: { income }, errors: {}, result: outcome.value, submitted }
    : { values: { income }, errors: outcome.errors, result: null, submitted };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
