// A casino for the comparison's unit tests: every field the filters, sorts and table read, with plain values
// that a test overrides where it matters.
import type { FilterableCasino } from "./results";

/** The day the unit tests run on, as far as the 90-day rule knows; the fixture's offer was checked 13 days before. */
export const TODAY = "2026-12-03";

export function casino(slug: string, rank: number, overrides: Partial<FilterableCasino> = {}): FilterableCasino {
  return {
    slug,
    name: slug.toUpperCase(),
    rank,
    rating: 10 - rank / 2,
    minDeposit: 10,
    wageringRequirement: 30,
    wageringBase: "bonus",
    bonusMatchPercent: 100,
    maxBet: 5,
    bonusCheckedAt: "2026-11-20",
    withdrawalTime: hours(1, 48),
    sportsbook: true,
    casino: true,
    liveDealer: true,
    mobileApp: true,
    paymentMethods: ["Visa", "Mastercard"],
    ...overrides,
  };
}

/** A withdrawal time of `minHours` to `maxHours`, as the query returns it. */
export const hours = (minHours: number, maxHours: number): FilterableCasino["withdrawalTime"] => ({
  _type: "withdrawalTime",
  minHours,
  maxHours,
});

export const slugs = (list: readonly FilterableCasino[]) => list.map((item) => item.slug);
