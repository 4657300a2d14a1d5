// Which casinos a view of /comparacion lists, and in which order: the filters and the sort of its state
// (state.ts) applied to the casinos. Pure functions over whatever the comparison query returned.
import type { ComparisonQueryResult } from "@casinolupa/content";
import { effectiveWageringMultiple, offerIsCurrent, type RankedCasino } from "@casinolupa/domain";
import { type ComparisonState, paymentLabel, SERVICE_FILTERS, type SortValue } from "./state";

/** A casino of the comparison query with its computed rating and rank (rankCasinos in @casinolupa/domain). */
export type ComparisonCasino = RankedCasino<ComparisonQueryResult["casinos"][number]>;

/** What filtering, sorting and comparing read from a casino: those fields of the ranked comparison casinos. */
export type FilterableCasino = Pick<
  ComparisonCasino,
  | "slug"
  | "name"
  | "rank"
  | "rating"
  | "minDeposit"
  | "wageringRequirement"
  | "wageringBase"
  | "bonusMatchPercent"
  | "maxBet"
  | "bonusCheckedAt"
  | "withdrawalTime"
  | "sportsbook"
  | "casino"
  | "liveDealer"
  | "mobileApp"
  | "paymentMethods"
>;

/** The casinos that meet every chosen filter, in the order given. */
export function filterCasinos<C extends FilterableCasino>(casinos: readonly C[], state: ComparisonState): C[] {
  const methods = state.payments.map((value) => paymentLabel(value).toLowerCase());
  const services = SERVICE_FILTERS.filter((service) => state.services.includes(service.value));
  return casinos.filter((casino) => {
    const accepted = new Set(casino.paymentMethods.map((method) => method.toLowerCase()));
    return (
      methods.every((method) => accepted.has(method)) &&
      services.every((service) => casino[service.key]) &&
      (state.maxDeposit === null || casino.minDeposit <= state.maxDeposit)
    );
  });
}

/** Ascending by each key in turn; the ranking breaks the remaining ties. */
function byKeys<C extends FilterableCasino>(...keys: ((casino: C) => number)[]) {
  return (a: C, b: C) => {
    for (const key of keys) {
      const difference = key(a) - key(b);
      if (difference !== 0) return difference;
    }
    return a.rank - b.rank;
  };
}

/**
 * A copy of the list in the chosen order. Ties keep the ranking order. The wagering of an offer not checked in the
 * last 90 days on `today` is not shown, so it orders nothing: those casinos follow the others, by rank (decision 034).
 */
export function sortCasinos<C extends FilterableCasino>(casinos: readonly C[], sort: SortValue, today: string): C[] {
  const compare = {
    puntuacion: byKeys<C>((casino) => -casino.rating),
    deposito: byKeys<C>((casino) => casino.minDeposit),
    retirada: byKeys<C>(
      (casino) => casino.withdrawalTime.maxHours,
      (casino) => casino.withdrawalTime.minHours,
    ),
    // Compared in effective terms: euros to wager per euro of bonus (×20 on bonus + deposit is ×40 of the bonus).
    requisito: byKeys<C>(
      (casino) => (offerIsCurrent(casino.bonusCheckedAt, today) ? 0 : 1),
      (casino) => (offerIsCurrent(casino.bonusCheckedAt, today) ? effectiveWageringMultiple(casino) : 0),
    ),
  }[sort];
  return [...casinos].sort(compare);
}

/** The list the page shows, before paging: filtered, then sorted. */
export function applyComparisonState<C extends FilterableCasino>(
  casinos: readonly C[],
  state: ComparisonState,
  today: string,
): C[] {
  return sortCasinos(filterCasinos(casinos, state), state.sort, today);
}
