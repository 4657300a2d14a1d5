// The side-by-side table of /comparacion: for two or three chosen casinos, which rows it has and, row by row,
// which casino has the better value. Pure functions; components/comparison/compare-table.tsx renders it.
import { effectiveWageringMultiple, offerIsCurrent } from "@casinolupa/domain";
import type { FilterableCasino } from "./results";
import { MAX_COMPARED } from "./state";

export type CompareRowKey =
  | "rating"
  | "bonus"
  | "minDeposit"
  | "wagering"
  | "maxBet"
  | "withdrawal"
  | "sportsbook"
  | "casino"
  | "liveDealer"
  | "mobileApp"
  | "licences"
  | "paymentCount"
  | "paymentList"
  | "support";

/**
 * How a row compares: `best` marks the best value (every casino that shares it); `equal` when all have the same
 * value, so no column is better; `none` for values that are not better or worse (the bonus headline, licences,
 * the list of methods, support channels). Wagering is ranked in effective terms (euros to wager per euro of
 * bonus), so multiples on different bases compare too.
 */
export type CompareVerdict = "best" | "equal" | "none";

export type CompareRow = {
  key: CompareRowKey;
  verdict: CompareVerdict;
  /** One flag per compared casino, in column order: true where that casino has the row's best value. */
  best: boolean[];
};

export type CompareTable<C> = { casinos: C[]; rows: CompareRow[] };

/** The rows of the table, top to bottom. */
export const COMPARE_ROW_KEYS: readonly CompareRowKey[] = [
  "rating",
  "bonus",
  "minDeposit",
  "wagering",
  "maxBet",
  "withdrawal",
  "sportsbook",
  "casino",
  "liveDealer",
  "mobileApp",
  "licences",
  "paymentCount",
  "paymentList",
  "support",
];

/**
 * A score per casino where higher is better, for the rows that can be ranked; null for the others.
 * Withdrawal time: the shortest maximum wins, then the shortest minimum. Max bet with a bonus: a higher cap
 * leaves more room to play. Payment methods: more ways to pay.
 */
function rowScore(key: CompareRowKey, casino: FilterableCasino): number | null {
  switch (key) {
    case "rating":
      return casino.rating;
    case "minDeposit":
      return -casino.minDeposit;
    case "wagering":
      return -effectiveWageringMultiple(casino);
    case "maxBet":
      return casino.maxBet;
    case "withdrawal":
      // Hours fit well below 10 000, so one number orders by maximum first, then minimum.
      return -(casino.withdrawalTime.maxHours * 10_000 + casino.withdrawalTime.minHours);
    case "sportsbook":
    case "casino":
    case "liveDealer":
    case "mobileApp":
      return casino[key] ? 1 : 0;
    case "paymentCount":
      return casino.paymentMethods.length;
    default:
      return null;
  }
}

/** The rows that show an offer's terms: not compared while any compared offer is past its 90 days (decision 034). */
const OFFER_ROWS: readonly CompareRowKey[] = ["bonus", "wagering", "maxBet"];

function compareRow(key: CompareRowKey, casinos: readonly FilterableCasino[], today: string): CompareRow {
  const none = casinos.map(() => false);
  if (OFFER_ROWS.includes(key) && casinos.some((casino) => !offerIsCurrent(casino.bonusCheckedAt, today))) {
    return { key, verdict: "none", best: none };
  }
  const scores = casinos.map((casino) => rowScore(key, casino));
  if (scores.some((score) => score === null)) return { key, verdict: "none", best: none };
  const numbers = scores as number[];
  const top = Math.max(...numbers);
  if (numbers.every((score) => score === top)) return { key, verdict: "equal", best: none };
  return { key, verdict: "best", best: numbers.map((score) => score === top) };
}

/**
 * The side-by-side table for the compared slugs, in the order chosen; null with fewer than two casinos (nothing
 * to compare). Compared casinos need not be among the filtered ones.
 */
export function buildCompareTable<C extends FilterableCasino>(
  casinos: readonly C[],
  slugs: readonly string[],
  today: string,
): CompareTable<C> | null {
  const chosen = slugs
    .slice(0, MAX_COMPARED)
    .map((slug) => casinos.find((casino) => casino.slug === slug))
    .filter((casino) => casino !== undefined);
  if (chosen.length < 2) return null;
  return { casinos: chosen, rows: COMPARE_ROW_KEYS.map((key) => compareRow(key, chosen, today)) };
}
