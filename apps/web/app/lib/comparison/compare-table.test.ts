import { describe, expect, test } from "vitest";
import { buildCompareTable } from "./compare-table";
import { casino, hours, slugs, TODAY } from "./test-casino";

describe("buildCompareTable", () => {
  test("marks no best bonus term while a compared offer is past its 90 days, and still compares the rest", () => {
    const table = buildCompareTable(
      [casino("a", 1, { wageringRequirement: 10, maxBet: 10 }), casino("b", 2, { bonusCheckedAt: "2025-11-12" })],
      ["a", "b"],
      TODAY,
    );
    for (const key of ["bonus", "wagering", "maxBet"]) {
      expect(table?.rows.find((item) => item.key === key)).toEqual({ key, verdict: "none", best: [false, false] });
    }
    expect(table?.rows.find((item) => item.key === "rating")?.verdict).toBe("best");
  });

  const row = (table: ReturnType<typeof buildCompareTable>, key: string) =>
    table?.rows.find((candidate) => candidate.key === key);

  test("fewer than two known casinos make no table", () => {
    const list = [casino("a", 1), casino("b", 2)];
    expect(buildCompareTable(list, [], TODAY)).toBeNull();
    expect(buildCompareTable(list, ["a"], TODAY)).toBeNull();
    expect(buildCompareTable(list, ["a", "nadie"], TODAY)).toBeNull();
  });

  test("columns follow the order chosen, and only the first three are used", () => {
    const list = [casino("a", 1), casino("b", 2), casino("c", 3), casino("d", 4)];
    expect(slugs(buildCompareTable(list, ["c", "a", "d", "b"], TODAY)?.casinos ?? [])).toEqual(["c", "a", "d"]);
  });

  test("the better value is marked: higher rating, lower deposit, faster payout, more methods", () => {
    const list = [
      casino("a", 1, {
        rating: 9.5,
        minDeposit: 5,
        withdrawalTime: hours(1, 48),
        paymentMethods: ["Visa"],
      }),
      casino("b", 2, {
        rating: 9,
        minDeposit: 10,
        withdrawalTime: hours(1, 24),
        paymentMethods: ["Visa", "Bizum"],
      }),
    ];
    const table = buildCompareTable(list, ["a", "b"], TODAY);
    expect(row(table, "rating")).toEqual({ key: "rating", verdict: "best", best: [true, false] });
    expect(row(table, "minDeposit")?.best).toEqual([true, false]);
    expect(row(table, "withdrawal")?.best).toEqual([false, true]);
    expect(row(table, "paymentCount")?.best).toEqual([false, true]);
  });

  test("withdrawal: on the same maximum, the shorter minimum wins", () => {
    const list = [casino("a", 1, { withdrawalTime: hours(2, 72) }), casino("b", 2, { withdrawalTime: hours(1, 72) })];
    expect(row(buildCompareTable(list, ["a", "b"], TODAY), "withdrawal")?.best).toEqual([false, true]);
  });

  test("ties for the best value mark every casino that shares it", () => {
    const list = [
      casino("a", 1, { minDeposit: 10 }),
      casino("b", 2, { minDeposit: 5 }),
      casino("c", 3, { minDeposit: 5 }),
    ];
    expect(row(buildCompareTable(list, ["a", "b", "c"], TODAY), "minDeposit")).toEqual({
      key: "minDeposit",
      verdict: "best",
      best: [false, true, true],
    });
  });

  test("a service one casino lacks is marked on the others; the same value everywhere marks none", () => {
    const list = [casino("a", 1, { liveDealer: false }), casino("b", 2), casino("c", 3)];
    const table = buildCompareTable(list, ["a", "b", "c"], TODAY);
    expect(row(table, "liveDealer")?.best).toEqual([false, true, true]);
    expect(row(table, "casino")).toEqual({ key: "casino", verdict: "equal", best: [false, false, false] });
    expect(row(table, "maxBet")?.verdict).toBe("equal");
  });

  test("wagering is compared in euros to wager per euro of bonus, across bases", () => {
    const same = [casino("a", 1, { wageringRequirement: 35 }), casino("b", 2, { wageringRequirement: 25 })];
    expect(row(buildCompareTable(same, ["a", "b"], TODAY), "wagering")?.best).toEqual([false, true]);
    // ×35 on the bonus beats ×20 on bonus + deposit (×40 of the bonus).
    const mixed = [
      casino("a", 1, { wageringRequirement: 35 }),
      casino("b", 2, { wageringRequirement: 20, wageringBase: "bonusDeposit" }),
    ];
    expect(row(buildCompareTable(mixed, ["a", "b"], TODAY), "wagering")).toEqual({
      key: "wagering",
      verdict: "best",
      best: [true, false],
    });
  });

  test("rows that are not better or worse mark none", () => {
    const table = buildCompareTable([casino("a", 1), casino("b", 2, { rating: 1 })], ["a", "b"], TODAY);
    for (const key of ["bonus", "licences", "paymentList", "support"]) {
      expect(row(table, key)).toEqual({ key, verdict: "none", best: [false, false] });
    }
  });

  test("every row marks best values for each compared casino, in the order chosen", () => {
    const table = buildCompareTable([casino("a", 1), casino("b", 2), casino("c", 3)], ["c", "a"], TODAY);
    expect(table?.casinos.map((candidate) => candidate.slug)).toEqual(["c", "a"]);
    expect(new Set(table?.rows.map((row) => row.key)).size).toBe(table?.rows.length);
    for (const row of table?.rows ?? []) expect(row.best, row.key).toHaveLength(2);
  });
});
