// The bonus (wagering) calculator's arithmetic: what releasing a bonus costs on average. Pure; amounts are euros,
// results are rounded to cents.
import type { WageringBase } from "@casinolupa/domain";
import { formatEuros } from "../format";
import { formatPercent, roundToCents } from "./number-es";
import { type FieldErrors, MAX_AMOUNT, type Outcome } from "./outcome";

export type { WageringBase };

export type WageringField = "bonus" | "deposit" | "multiple" | "base" | "rtpPercent";

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

export const MULTIPLE_RANGE = { min: 0, max: 100 } as const;
/** Published slot RTPs fall in this range. */
export const RTP_RANGE = { min: 80, max: 99.9 } as const;

export function wageringErrors(input: WageringInput): FieldErrors<WageringField> {
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

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
