import { describe, expect, it } from "vitest";
import { computedBonusFairness, computedRating, rankCasinos, type ScoredCasinoInput } from "./index.ts";
import { scoredCasino } from "./testing.ts";

function operator(name: string, score: number, overrides: Partial<ScoredCasinoInput> = {}): ScoredCasinoInput {
  return { ...scoredCasino(name, score), ...overrides };
}

describe("derived scores", () => {
  it("computes «Bonos justos» from the terms, whatever was stored", () => {
    expect(computedBonusFairness({ wageringRequirement: 30, wageringBase: "bonus", bonusMatchPercent: 100 })).toBe(6);
    // ×20 on bonus + deposit with a 100 % match is ×40 of the bonus: 4,0.
    expect(
      computedBonusFairness({ wageringRequirement: 20, wageringBase: "bonusDeposit", bonusMatchPercent: 100 }),
    ).toBe(4);
    const stale = operator("Stale", 8, { ratingBreakdown: { ...operator("x", 8).ratingBreakdown, bonusFairness: 10 } });
    // 8 × 85 % + 7 × 15 % = 7,85 → 7,9, not the 8,3 a stored 10 would give.
    expect(computedRating(stale)).toBe(7.9);
  });

  it("falls back to the stored rating while the breakdown is incomplete", () => {
    expect(computedRating({ ratingBreakdown: { safety: 9 }, rating: 8.4 })).toBe(8.4);
  });

  it("follows a wagering change: a higher requirement lowers the rating", () => {
    const before = operator("Uno", 8, { wageringRequirement: 25 });
    const after = { ...before, wageringRequirement: 50 };
    expect(computedRating(after)).toBeLessThan(computedRating(before));
  });
});

describe("ranking", () => {
  it("ranks by rating, 1 to n with no gap or repeat, for any number of operators (12 here)", () => {
    const twelve = Array.from({ length: 12 }, (_, index) => operator(`Casino ${index + 1}`, 9.5 - index * 0.3));
    const { ranked, notRanked } = rankCasinos([...twelve].reverse());
    expect(ranked.map((casino) => casino.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(ranked.map((casino) => casino.name)).toEqual(twelve.map((casino) => casino.name));
    expect(notRanked).toEqual([]);
  });

  it("breaks a tie in rating by «Seguridad y licencia», then by name", () => {
    const safer = operator("Zeta", 8, {
      ratingBreakdown: { ...operator("x", 8).ratingBreakdown, safety: 8.4, payments: 7.6 },
    });
    const plain = operator("Alfa", 8);
    const alsoPlain = operator("Ávila", 8);
    expect(computedRating(safer)).toBe(computedRating(plain));
    const { ranked } = rankCasinos([alsoPlain, plain, safer]);
    expect(ranked.map((casino) => `${casino.rank} ${casino.name}`)).toEqual(["1 Zeta", "2 Alfa", "3 Ávila"]);
  });

  it("gives the same order whatever order the casinos come in", () => {
    const casinos = [operator("B", 8), operator("A", 8), operator("C", 9), operator("D", 7)];
    const names = (list: ScoredCasinoInput[]) => rankCasinos(list).ranked.map((casino) => casino.name);
    expect(names(casinos)).toEqual(["C", "A", "B", "D"]);
    expect(names([...casinos].reverse())).toEqual(["C", "A", "B", "D"]);
  });

  it("leaves operators «no clasificado» out of the ranking, whatever their score, and closes the gap", () => {
    const { ranked, notRanked } = rankCasinos([
      operator("Primero", 9),
      operator("Paston", 9.9, { notRanked: true }),
      operator("Segundo", 8),
    ]);
    expect(ranked.map((casino) => `${casino.rank} ${casino.name}`)).toEqual(["1 Primero", "2 Segundo"]);
    expect(notRanked.map((casino) => casino.name)).toEqual(["Paston"]);
    expect(notRanked[0]).not.toHaveProperty("rank");
  });
});
