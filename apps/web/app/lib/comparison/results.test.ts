import { describe, expect, test } from "vitest";
import { applyComparisonState, filterCasinos, sortCasinos } from "./results";
import { type ComparisonState, EMPTY_STATE } from "./state";
import { casino, hours, slugs, TODAY } from "./test-casino";

const state = (overrides: Partial<ComparisonState>): ComparisonState => ({ ...EMPTY_STATE, ...overrides });

describe("filterCasinos", () => {
  const alfa = casino("alfa", 1, { paymentMethods: ["Visa", "PayPal", "Apple Pay"], minDeposit: 5 });
  const beta = casino("beta", 2, { paymentMethods: ["Visa", "Bizum", "PayPal"], mobileApp: false });
  const gamma = casino("gamma", 3, { paymentMethods: ["Bizum", "Google Pay"], liveDealer: false, minDeposit: 20 });
  const delta = casino("delta", 4, { paymentMethods: ["Visa"], sportsbook: false, minDeposit: 10 });
  const all = [alfa, beta, gamma, delta];

  test("by one payment method: only the casinos that accept it, in the order given", () => {
    expect(slugs(filterCasinos(all, state({ payments: ["bizum"] })))).toEqual(["beta", "gamma"]);
    expect(slugs(filterCasinos(all, state({ payments: ["apple-pay"] })))).toEqual(["alfa"]);
    expect(slugs(filterCasinos(all, state({ payments: ["google-pay"] })))).toEqual(["gamma"]);
  });

  test("several payment methods: casinos that accept all of them", () => {
    expect(slugs(filterCasinos(all, state({ payments: ["paypal", "bizum"] })))).toEqual(["beta"]);
  });

  test("by service: live casino, mobile app and sportsbook", () => {
    expect(slugs(filterCasinos(all, state({ services: ["en-vivo"] })))).toEqual(["alfa", "beta", "delta"]);
    expect(slugs(filterCasinos(all, state({ services: ["app"] })))).toEqual(["alfa", "gamma", "delta"]);
    expect(slugs(filterCasinos(all, state({ services: ["apuestas"] })))).toEqual(["alfa", "beta", "gamma"]);
    expect(slugs(filterCasinos(all, state({ services: ["en-vivo", "app", "apuestas"] })))).toEqual(["alfa"]);
  });

  test("by maximum minimum deposit, the limit itself included", () => {
    expect(slugs(filterCasinos(all, state({ maxDeposit: 5 })))).toEqual(["alfa"]);
    expect(slugs(filterCasinos(all, state({ maxDeposit: 10 })))).toEqual(["alfa", "beta", "delta"]);
    expect(slugs(filterCasinos(all, state({ maxDeposit: 20 })))).toEqual(["alfa", "beta", "gamma", "delta"]);
  });

  test("filters combine, and may leave nothing", () => {
    expect(slugs(filterCasinos(all, state({ payments: ["bizum"], services: ["en-vivo"] })))).toEqual(["beta"]);
    expect(filterCasinos(all, state({ payments: ["bizum"], maxDeposit: 5 }))).toEqual([]);
    expect(filterCasinos(all, state({ payments: ["trustly"] }))).toEqual([]);
  });

  test("no filters keep every casino", () => {
    expect(filterCasinos(all, EMPTY_STATE)).toEqual(all);
  });
});

describe("sortCasinos", () => {
  test("by rating, best first; equal ratings keep the ranking order", () => {
    const list = [
      casino("c", 3, { rating: 8 }),
      casino("a", 1, { rating: 9 }),
      casino("d", 4, { rating: 9.5 }),
      casino("b", 2, { rating: 8 }),
    ];
    expect(slugs(sortCasinos(list, "puntuacion", TODAY))).toEqual(["d", "a", "b", "c"]);
  });

  test("by minimum deposit, lowest first; ties keep the ranking order", () => {
    const list = [
      casino("b", 2, { minDeposit: 10 }),
      casino("c", 3, { minDeposit: 5 }),
      casino("a", 1, { minDeposit: 10 }),
      casino("d", 4, { minDeposit: 20 }),
    ];
    expect(slugs(sortCasinos(list, "deposito", TODAY))).toEqual(["c", "a", "b", "d"]);
  });

  test("by withdrawal speed: shortest maximum first, then shortest minimum, then the ranking", () => {
    const list = [
      casino("a", 1, { withdrawalTime: hours(1, 72) }),
      casino("b", 2, { withdrawalTime: hours(2, 24) }),
      casino("c", 3, { withdrawalTime: hours(1, 24) }),
      casino("d", 4, { withdrawalTime: hours(1, 48) }),
      casino("e", 5, { withdrawalTime: hours(1, 24) }),
    ];
    expect(slugs(sortCasinos(list, "retirada", TODAY))).toEqual(["c", "e", "b", "d", "a"]);
  });

  test("by wagering, fewest euros to wager per euro of bonus first: ×20 on bonus + deposit counts as ×40", () => {
    const list = [
      casino("a", 1, { wageringRequirement: 25 }),
      casino("b", 2, { wageringRequirement: 20, wageringBase: "bonusDeposit" }),
      casino("c", 3, { wageringRequirement: 35 }),
      casino("d", 4, { wageringRequirement: 20, wageringBase: "bonus" }),
      casino("e", 5, { wageringRequirement: 25 }),
      casino("f", 6, { wageringRequirement: 15, wageringBase: "bonusDeposit", bonusMatchPercent: 50 }),
    ];
    // Effective: a 25, b 40, c 35, d 20, e 25, f 45 (a 50 % match puts 2 € of deposit behind each bonus euro).
    expect(slugs(sortCasinos(list, "requisito", TODAY))).toEqual(["d", "a", "e", "c", "b", "f"]);
  });

  test("by wagering, an offer not checked in the last 90 days orders nothing: it follows the others, by rank", () => {
    const list = [
      casino("a", 1, { wageringRequirement: 10, bonusCheckedAt: "2025-11-10" }),
      casino("b", 2, { wageringRequirement: 35 }),
      casino("c", 3, { wageringRequirement: 5, bonusCheckedAt: "2025-11-12" }),
      casino("d", 4, { wageringRequirement: 25 }),
    ];
    expect(slugs(sortCasinos(list, "requisito", TODAY))).toEqual(["d", "b", "a", "c"]);
  });

  test("sorting does not change the list it was given", () => {
    const list = [casino("b", 2, { minDeposit: 10 }), casino("a", 1, { minDeposit: 5 })];
    sortCasinos(list, "deposito", TODAY);
    expect(slugs(list)).toEqual(["b", "a"]);
  });

  test("filtering then sorting: what the page shows", () => {
    const list = [
      casino("a", 1, { minDeposit: 10, paymentMethods: ["Bizum"] }),
      casino("b", 2, { minDeposit: 5, paymentMethods: ["Visa"] }),
      casino("c", 3, { minDeposit: 5, paymentMethods: ["Bizum"] }),
    ];
    expect(slugs(applyComparisonState(list, state({ payments: ["bizum"], sort: "deposito" }), TODAY))).toEqual([
      "c",
      "a",
    ]);
  });
});
