// The gambling-limit calculator's arithmetic. The recommendation is the Lower-Risk Gambling Guidelines'
// (gamblingguidelines.ca): at most 1 % of the household's gross monthly income, on at most 4 days a month, at
// most 2 kinds of game. The 2 % a day, 5 % a week and 10 % a month are only ceilings never to exceed; the
// monthly one caps the other two.
import { formatEuros } from "../format";
import { roundToCents } from "./number-es";
import { MAX_AMOUNT, type Outcome } from "./outcome";

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
