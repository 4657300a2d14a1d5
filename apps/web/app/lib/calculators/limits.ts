// The gambling-limit calculator's arithmetic: the Lower-Risk Gambling Guidelines (gamblingguidelines.ca) and
// nothing else. At most 1 % of the household's gross monthly income, on at most 4 days a month, at most 2 kinds
// of game; going past any of the three raises the risk. No daily, weekly or "ceiling" figures
// (docs/decisions/030-spending-limits-follow-the-law-and-the-evidence.md).
import { formatEuros } from "../format";
import { roundToCents } from "./number-es";
import { MAX_AMOUNT, type Outcome } from "./outcome";

/** The Lower-Risk Gambling Guidelines, for people who gamble at all. */
export const LOWER_RISK_GUIDELINE = { monthlyShare: 0.01, daysPerMonth: 4, gameKinds: 2 } as const;
export type GamblingLimits = {
  monthlyIncome: number;
  /** The most to spend on gambling in a month (1 % of income before tax). */
  recommendedMonthly: number;
};
export type LimitField = "income";

/** The guideline's monthly most for a monthly income, rounded to cents. */
export function gamblingLimits(monthlyIncome: number): Outcome<GamblingLimits, LimitField> {
  if (!Number.isFinite(monthlyIncome)) return { ok: false, errors: { income: "Escribe tus ingresos como un número." } };
  if (monthlyIncome < 0) return { ok: false, errors: { income: "Los ingresos no pueden ser negativos." } };
  if (monthlyIncome > MAX_AMOUNT) {
    return { ok: false, errors: { income: `Escribe unos ingresos mensuales de hasta ${formatEuros(MAX_AMOUNT)}.` } };
  }
  return {
    ok: true,
    value: { monthlyIncome, recommendedMonthly: roundToCents(monthlyIncome * LOWER_RISK_GUIDELINE.monthlyShare) },
  };
}
