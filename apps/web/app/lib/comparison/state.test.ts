import { describe, expect, test } from "vitest";
import { EMPTY_STATE, hasFilters, PAYMENT_METHODS, parseComparisonState } from "./state";

const parse = (query: string, known = ["alfa", "beta", "gamma", "delta", "eta"]) =>
  parseComparisonState(new URLSearchParams(query), known);

describe("parseComparisonState", () => {
  test("no parameters is the default view: no filters, by rating, nothing compared", () => {
    expect(parse("")).toEqual(EMPTY_STATE);
    expect(hasFilters(parse(""))).toBe(false);
  });

  test("reads every parameter of a shared URL", () => {
    expect(parse("pago=bizum&servicio=en-vivo&deposito=5&orden=deposito&comparar=alfa&comparar=beta&pagina=3")).toEqual(
      {
        payments: ["bizum"],
        services: ["en-vivo"],
        maxDeposit: 5,
        sort: "deposito",
        compare: ["alfa", "beta"],
        compareDropped: [],
        page: 3,
      },
    );
  });

  test("a page number is a whole number from 1; anything else is the first page", () => {
    for (const junk of ["0", "-2", "dos", "1.5", "2e3", "", "99999999"]) {
      expect(parse(`pagina=${junk}`).page, `pagina=${junk}`).toBe(1);
    }
    expect(parse("pagina=7&pagina=abc").page).toBe(7);
    expect(parse("pagina=2&pagina=5").page).toBe(5);
    expect(parse("pagina=04").page).toBe(4);
    expect(hasFilters(parse("pagina=4"))).toBe(false);
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
