// The two calculators' GET forms: field names in the query string, and reading and validating what was sent.
// The route loaders call these with the query string; the components only render the state.
import type { WageringBase } from "@casinolupa/domain";
import { type GamblingLimits, gamblingLimits, type LimitField } from "./limits";
import { formatInputNumber, parseSpanishNumber } from "./number-es";
import type { FieldErrors } from "./outcome";
import {
  RTP_RANGE,
  type WageringField,
  type WageringInput,
  type WageringResult,
  wageringCalculation,
  wageringErrors,
} from "./wagering";

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
