import { describe, expect, test } from "vitest";
import {
  applyComparisonState,
  buildCompareTable,
  type ComparisonState,
  canonicalComparisonUrl,
  comparisonHref,
  EMPTY_STATE,
  type FilterableCasino,
  filterCasinos,
  filterChips,
  hasFilters,
  PAYMENT_METHODS,
  parseComparisonState,
  sortCasinos,
  withoutComparedHref,
  withoutFiltersHref,
} from "./comparison-filters";

function casino(slug: string, rank: number, overrides: Partial<FilterableCasino> = {}): FilterableCasino {
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
    withdrawalTime: { minHours: 1, maxHours: 48 },
    sportsbook: true,
    casino: true,
    liveDealer: true,
    mobileApp: true,
    paymentMethods: ["Visa", "Mastercard"],
    ...overrides,
  };
}

const slugs = (list: readonly FilterableCasino[]) => list.map((item) => item.slug);
const state = (overrides: Partial<ComparisonState>): ComparisonState => ({ ...EMPTY_STATE, ...overrides });
const parse = (query: string, known = ["alfa", "beta", "gamma", "delta", "eta"]) =>
  parseComparisonState(new URLSearchParams(query), known);

describe("parseComparisonState", () => {
  test("no parameters is the default view: no filters, by rating, nothing compared", () => {
    expect(parse("")).toEqual(EMPTY_STATE);
    expect(hasFilters(parse(""))).toBe(false);
  });

  test("reads every parameter of a shared URL", () => {
    expect(parse("pago=bizum&servicio=en-vivo&deposito=5&orden=deposito&comparar=alfa&comparar=beta")).toEqual({
      payments: ["bizum"],
      services: ["en-vivo"],
      maxDeposit: 5,
      sort: "deposito",
      compare: ["alfa", "beta"],
      compareDropped: [],
    });
  });

  test("all eleven payment methods are accepted, and listed in the form's order", () => {
    const query = [...PAYMENT_METHODS]
      .reverse()
      .map((method) => `pago=${method.value}`)
      .join("&");
    expect(parse(query).payments).toEqual(PAYMENT_METHODS.map((method) => method.value));
  });

  test("junk values are ignored: unknown methods, services, deposits and orders", () => {
    const parsed = parse("pago=bitcoin&pago=&servicio=poker&deposito=abc&deposito=7&deposito=-5&orden=azar");
    expect(parsed).toEqual(EMPTY_STATE);
  });

  test("values are read case- and space-insensitively, and repeated ones count once", () => {
    expect(parse("pago=%20Bizum%20&pago=bizum&servicio=APP&servicio=app").payments).toEqual(["bizum"]);
    expect(parse("servicio=APP&servicio=app").services).toEqual(["app"]);
  });

  test("a repeated deposit or order keeps the last valid value (an empty form field does not erase it)", () => {
    expect(parse("deposito=5&deposito=10").maxDeposit).toBe(10);
    expect(parse("deposito=5&deposito=").maxDeposit).toBe(5);
    expect(parse("orden=retirada&orden=nada").sort).toBe("retirada");
  });

  test("unknown and repeated compared slugs are dropped", () => {
    const parsed = parse("comparar=alfa&comparar=casino-pirata&comparar=alfa&comparar=BETA");
    expect(parsed.compare).toEqual(["alfa", "beta"]);
    expect(parsed.compareDropped).toEqual([]);
  });

  test("more than three compared: the first three are compared and the rest are named as left out", () => {
    const parsed = parse("comparar=delta&comparar=alfa&comparar=eta&comparar=beta&comparar=gamma");
    expect(parsed.compare).toEqual(["delta", "alfa", "eta"]);
    expect(parsed.compareDropped).toEqual(["beta", "gamma"]);
  });
});

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
    expect(slugs(sortCasinos(list, "puntuacion"))).toEqual(["d", "a", "b", "c"]);
  });

  test("by minimum deposit, lowest first; ties keep the ranking order", () => {
    const list = [
      casino("b", 2, { minDeposit: 10 }),
      casino("c", 3, { minDeposit: 5 }),
      casino("a", 1, { minDeposit: 10 }),
      casino("d", 4, { minDeposit: 20 }),
    ];
    expect(slugs(sortCasinos(list, "deposito"))).toEqual(["c", "a", "b", "d"]);
  });

  test("by withdrawal speed: shortest maximum first, then shortest minimum, then the ranking", () => {
    const list = [
      casino("a", 1, { withdrawalTime: { minHours: 1, maxHours: 72 } }),
      casino("b", 2, { withdrawalTime: { minHours: 2, maxHours: 24 } }),
      casino("c", 3, { withdrawalTime: { minHours: 1, maxHours: 24 } }),
      casino("d", 4, { withdrawalTime: { minHours: 1, maxHours: 48 } }),
      casino("e", 5, { withdrawalTime: { minHours: 1, maxHours: 24 } }),
    ];
    expect(slugs(sortCasinos(list, "retirada"))).toEqual(["c", "e", "b", "d", "a"]);
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
    expect(slugs(sortCasinos(list, "requisito"))).toEqual(["d", "a", "e", "c", "b", "f"]);
  });

  test("sorting does not change the list it was given", () => {
    const list = [casino("b", 2, { minDeposit: 10 }), casino("a", 1, { minDeposit: 5 })];
    sortCasinos(list, "deposito");
    expect(slugs(list)).toEqual(["b", "a"]);
  });

  test("filtering then sorting: what the page shows", () => {
    const list = [
      casino("a", 1, { minDeposit: 10, paymentMethods: ["Bizum"] }),
      casino("b", 2, { minDeposit: 5, paymentMethods: ["Visa"] }),
      casino("c", 3, { minDeposit: 5, paymentMethods: ["Bizum"] }),
    ];
    expect(slugs(applyComparisonState(list, state({ payments: ["bizum"], sort: "deposito" })))).toEqual(["c", "a"]);
  });
});

describe("URLs", () => {
  test("a state is written in one canonical order without defaults", () => {
    const written = comparisonHref(
      state({ payments: ["bizum", "paypal"], services: ["en-vivo"], maxDeposit: 5, sort: "deposito", compare: ["a"] }),
    );
    expect(written).toBe("/comparacion?pago=bizum&pago=paypal&servicio=en-vivo&deposito=5&orden=deposito&comparar=a");
    expect(comparisonHref(EMPTY_STATE)).toBe("/comparacion");
    expect(comparisonHref(state({ sort: "puntuacion" }))).toBe("/comparacion");
  });

  test("reading a written state gives it back", () => {
    const original = state({
      payments: ["apple-pay"],
      services: ["app", "apuestas"],
      maxDeposit: 10,
      sort: "requisito",
      compare: ["alfa", "beta", "gamma"],
      compareDropped: ["delta"],
    });
    const url = new URL(comparisonHref(original), "https://www.casinolupa.es");
    expect(parseComparisonState(url.searchParams, ["alfa", "beta", "gamma", "delta"])).toEqual(original);
  });

  test("a raw form submission is redirected to its clean URL, and the clean URL is left alone", () => {
    const raw = new URL("https://x.es/comparacion?pago=bizum&deposito=&orden=puntuacion&comparar=alfa");
    const clean = canonicalComparisonUrl(raw, parseComparisonState(raw.searchParams, ["alfa"]));
    expect(clean).toBe("/comparacion?pago=bizum&comparar=alfa");
    const again = new URL(`https://x.es${clean}`);
    expect(canonicalComparisonUrl(again, parseComparisonState(again.searchParams, ["alfa"]))).toBeNull();
  });

  test("an empty form submission goes back to the plain page; junk is dropped; other parameters are kept", () => {
    const empty = new URL("https://x.es/comparacion?deposito=&orden=puntuacion");
    expect(canonicalComparisonUrl(empty, parseComparisonState(empty.searchParams, []))).toBe("/comparacion");
    const junk = new URL("https://x.es/comparacion?utm_source=boletin&pago=oro&comparar=nadie");
    expect(canonicalComparisonUrl(junk, parseComparisonState(junk.searchParams, []))).toBe(
      "/comparacion?utm_source=boletin",
    );
    const plain = new URL("https://x.es/comparacion");
    expect(canonicalComparisonUrl(plain, EMPTY_STATE)).toBeNull();
  });

  test("a data request of the router is sent to the page itself, without the router's own parameters", () => {
    const data = new URL("https://x.es/comparacion.data?pago=bizum&deposito=&_routes=routes%2Fwebsite%2Fcomparison");
    expect(canonicalComparisonUrl(data, parseComparisonState(data.searchParams, []))).toBe("/comparacion?pago=bizum");
    const clean = new URL("https://x.es/comparacion.data?pago=bizum&_routes=routes%2Fwebsite%2Fcomparison");
    expect(canonicalComparisonUrl(clean, parseComparisonState(clean.searchParams, []))).toBeNull();
  });

  test("each active filter is a chip that links to the page without it, keeping order and compared casinos", () => {
    const current = state({
      payments: ["bizum"],
      services: ["en-vivo"],
      maxDeposit: 5,
      sort: "retirada",
      compare: ["a"],
    });
    expect(filterChips(current)).toEqual([
      { label: "Con Bizum", removeHref: "/comparacion?servicio=en-vivo&deposito=5&orden=retirada&comparar=a" },
      { label: "Con casino en directo", removeHref: "/comparacion?pago=bizum&deposito=5&orden=retirada&comparar=a" },
      {
        label: "Depósito mínimo hasta 5\u00a0€",
        removeHref: "/comparacion?pago=bizum&servicio=en-vivo&orden=retirada&comparar=a",
      },
    ]);
    expect(filterChips(EMPTY_STATE)).toEqual([]);
    expect(withoutFiltersHref(current)).toBe("/comparacion?orden=retirada&comparar=a");
  });

  test("removing a compared casino lets one left out as the fourth take its place", () => {
    const current = state({ compare: ["a", "b", "c"], compareDropped: ["d"], maxDeposit: 10 });
    expect(withoutComparedHref(current, "b")).toBe("/comparacion?deposito=10&comparar=a&comparar=c&comparar=d");
  });
});

describe("buildCompareTable", () => {
  const row = (table: ReturnType<typeof buildCompareTable>, key: string) =>
    table?.rows.find((candidate) => candidate.key === key);

  test("fewer than two known casinos make no table", () => {
    const list = [casino("a", 1), casino("b", 2)];
    expect(buildCompareTable(list, [])).toBeNull();
    expect(buildCompareTable(list, ["a"])).toBeNull();
    expect(buildCompareTable(list, ["a", "nadie"])).toBeNull();
  });

  test("columns follow the order chosen, and only the first three are used", () => {
    const list = [casino("a", 1), casino("b", 2), casino("c", 3), casino("d", 4)];
    expect(slugs(buildCompareTable(list, ["c", "a", "d", "b"])?.casinos ?? [])).toEqual(["c", "a", "d"]);
  });

  test("the better value is marked: higher rating, lower deposit, faster payout, more methods", () => {
    const list = [
      casino("a", 1, {
        rating: 9.5,
        minDeposit: 5,
        withdrawalTime: { minHours: 1, maxHours: 48 },
        paymentMethods: ["Visa"],
      }),
      casino("b", 2, {
        rating: 9,
        minDeposit: 10,
        withdrawalTime: { minHours: 1, maxHours: 24 },
        paymentMethods: ["Visa", "Bizum"],
      }),
    ];
    const table = buildCompareTable(list, ["a", "b"]);
    expect(row(table, "rating")).toEqual({ key: "rating", verdict: "best", best: [true, false] });
    expect(row(table, "minDeposit")?.best).toEqual([true, false]);
    expect(row(table, "withdrawal")?.best).toEqual([false, true]);
    expect(row(table, "paymentCount")?.best).toEqual([false, true]);
  });

  test("withdrawal: on the same maximum, the shorter minimum wins", () => {
    const list = [
      casino("a", 1, { withdrawalTime: { minHours: 2, maxHours: 72 } }),
      casino("b", 2, { withdrawalTime: { minHours: 1, maxHours: 72 } }),
    ];
    expect(row(buildCompareTable(list, ["a", "b"]), "withdrawal")?.best).toEqual([false, true]);
  });

  test("ties for the best value mark every casino that shares it", () => {
    const list = [
      casino("a", 1, { minDeposit: 10 }),
      casino("b", 2, { minDeposit: 5 }),
      casino("c", 3, { minDeposit: 5 }),
    ];
    expect(row(buildCompareTable(list, ["a", "b", "c"]), "minDeposit")).toEqual({
      key: "minDeposit",
      verdict: "best",
      best: [false, true, true],
    });
  });

  test("a service one casino lacks is marked on the others; the same value everywhere marks none", () => {
    const list = [casino("a", 1, { liveDealer: false }), casino("b", 2), casino("c", 3)];
    const table = buildCompareTable(list, ["a", "b", "c"]);
    expect(row(table, "liveDealer")?.best).toEqual([false, true, true]);
    expect(row(table, "casino")).toEqual({ key: "casino", verdict: "equal", best: [false, false, false] });
    expect(row(table, "maxBet")?.verdict).toBe("equal");
  });

  test("wagering is compared in euros to wager per euro of bonus, across bases", () => {
    const same = [casino("a", 1, { wageringRequirement: 35 }), casino("b", 2, { wageringRequirement: 25 })];
    expect(row(buildCompareTable(same, ["a", "b"]), "wagering")?.best).toEqual([false, true]);
    // ×35 on the bonus beats ×20 on bonus + deposit (×40 of the bonus).
    const mixed = [
      casino("a", 1, { wageringRequirement: 35 }),
      casino("b", 2, { wageringRequirement: 20, wageringBase: "bonusDeposit" }),
    ];
    expect(row(buildCompareTable(mixed, ["a", "b"]), "wagering")).toEqual({
      key: "wagering",
      verdict: "best",
      best: [true, false],
    });
  });

  test("rows that are not better or worse mark none", () => {
    const table = buildCompareTable([casino("a", 1), casino("b", 2, { rating: 1 })], ["a", "b"]);
    for (const key of ["bonus", "licences", "paymentList", "support"]) {
      expect(row(table, key)).toEqual({ key, verdict: "none", best: [false, false] });
    }
  });

  test("every row marks best values for each compared casino, in the order chosen", () => {
    const table = buildCompareTable([casino("a", 1), casino("b", 2), casino("c", 3)], ["c", "a"]);
    expect(table?.casinos.map((candidate) => candidate.slug)).toEqual(["c", "a"]);
    expect(new Set(table?.rows.map((row) => row.key)).size).toBe(table?.rows.length);
    for (const row of table?.rows ?? []) expect(row.best, row.key).toHaveLength(2);
  });
});
