import { describe, expect, test } from "vitest";
import { type ComparisonState, EMPTY_STATE, parseComparisonState } from "./state";
import {
  canonicalComparisonUrl,
  canonicalPath,
  comparisonHref,
  filterChips,
  pageHref,
  withoutComparedHref,
  withoutFiltersHref,
} from "./urls";

const state = (overrides: Partial<ComparisonState>): ComparisonState => ({ ...EMPTY_STATE, ...overrides });

describe("URLs", () => {
  test("a state is written in one canonical order without defaults", () => {
    const written = comparisonHref(
      state({ payments: ["bizum", "paypal"], services: ["en-vivo"], maxDeposit: 5, sort: "deposito", compare: ["a"] }),
    );
    expect(written).toBe("/comparacion?pago=bizum&pago=paypal&servicio=en-vivo&deposito=5&orden=deposito&comparar=a");
    expect(comparisonHref(EMPTY_STATE)).toBe("/comparacion");
    expect(comparisonHref(state({ sort: "puntuacion" }))).toBe("/comparacion");
    expect(comparisonHref(state({ page: 1 }))).toBe("/comparacion");
    expect(comparisonHref(state({ page: 2, compare: ["a"] }))).toBe("/comparacion?comparar=a&pagina=2");
  });

  test("reading a written state gives it back", () => {
    const original = state({
      payments: ["apple-pay"],
      services: ["app", "apuestas"],
      maxDeposit: 10,
      sort: "requisito",
      compare: ["alfa", "beta", "gamma"],
      compareDropped: ["delta"],
      page: 4,
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

  test("a page link keeps the filters, the order and the compared casinos", () => {
    const current = state({ payments: ["bizum"], sort: "deposito", compare: ["a", "b"], page: 2 });
    expect(pageHref(current, 3)).toBe("/comparacion?pago=bizum&orden=deposito&comparar=a&comparar=b&pagina=3");
    expect(pageHref(current, 1)).toBe("/comparacion?pago=bizum&orden=deposito&comparar=a&comparar=b");
  });

  test("a changed filter starts again from the first page; removing a compared casino stays on the page", () => {
    const current = state({ payments: ["bizum"], maxDeposit: 10, compare: ["a", "b"], page: 3 });
    expect(filterChips(current).map((chip) => chip.removeHref)).toEqual([
      "/comparacion?deposito=10&comparar=a&comparar=b",
      "/comparacion?pago=bizum&comparar=a&comparar=b",
    ]);
    expect(withoutFiltersHref(current)).toBe("/comparacion?comparar=a&comparar=b");
    expect(withoutComparedHref(current, "a")).toBe("/comparacion?pago=bizum&deposito=10&comparar=b&pagina=3");
  });

  test("a page number that is not written the canonical way is redirected to one that is", () => {
    const padded = new URL("https://x.es/comparacion?pagina=02");
    expect(canonicalComparisonUrl(padded, parseComparisonState(padded.searchParams, []))).toBe("/comparacion?pagina=2");
    const first = new URL("https://x.es/comparacion?pagina=1&utm_source=x");
    expect(canonicalComparisonUrl(first, parseComparisonState(first.searchParams, []))).toBe(
      "/comparacion?utm_source=x",
    );
    const clean = new URL("https://x.es/comparacion?pagina=2");
    expect(canonicalComparisonUrl(clean, parseComparisonState(clean.searchParams, []))).toBeNull();
  });

  test("each page of the plain ranking is its own canonical URL; a filtered or sorted view points at the page", () => {
    expect(canonicalPath(EMPTY_STATE)).toBe("/comparacion");
    expect(canonicalPath(state({ page: 2 }))).toBe("/comparacion?pagina=2");
    expect(canonicalPath(state({ page: 2, compare: ["a", "b"] }))).toBe("/comparacion?pagina=2");
    expect(canonicalPath(state({ page: 2, payments: ["bizum"] }))).toBe("/comparacion");
    expect(canonicalPath(state({ page: 2, sort: "retirada" }))).toBe("/comparacion");
  });
});
