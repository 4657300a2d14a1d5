import { describe, expect, it } from "vitest";
import {
  ctaProblem,
  expectedRating,
  isCompleteBreakdown,
  isHttpsUrl,
  isIsoDate,
  isPaymentMethod,
  isValidHref,
  licencesProblem,
  PAYMENT_METHODS,
  RATING_WEIGHTS,
  ratingMatchesBreakdown,
  slugify,
  slugProblem,
  withdrawalTimeProblem,
} from "./index.ts";

const bet365Breakdown = {
  safety: 9.8,
  bonusFairness: 9,
  payments: 9.6,
  games: 9.4,
  support: 9.5,
  mobile: 9.7,
  responsibleTools: 9.3,
};

describe("payment methods", () => {
  it("accepts the listed methods by their stored name only", () => {
    expect(isPaymentMethod("Bizum")).toBe(true);
    expect(isPaymentMethod("Apple Pay")).toBe(true);
    expect(isPaymentMethod("Bitcoin")).toBe(false);
    expect(isPaymentMethod("visa")).toBe(false);
  });

  it("names each method in URLs by the slug of its label, so no two share a URL value", () => {
    for (const method of PAYMENT_METHODS) expect(method.slug, method.label).toBe(slugify(method.label));
    expect(new Set(PAYMENT_METHODS.map((method) => method.slug)).size).toBe(PAYMENT_METHODS.length);
  });
});

describe("rating breakdown", () => {
  it("weights add up to 100", () => {
    expect(Object.values(RATING_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it("gives bet365's published 9.5 from its sub-scores", () => {
    expect(expectedRating(bet365Breakdown)).toBe(9.5);
    expect(ratingMatchesBreakdown(9.5, bet365Breakdown)).toBe(true);
    expect(ratingMatchesBreakdown(9.6, bet365Breakdown)).toBe(false);
  });

  it("rounds the weighted average to one decimal, halves up", () => {
    const allEight = { safety: 8, bonusFairness: 8, payments: 8, games: 8, support: 8, mobile: 8, responsibleTools: 8 };
    // (8.4 * 25 + 8.5 * 75) / 100 = 8.475 -> 8.5
    expect(
      expectedRating({
        ...allEight,
        safety: 8.4,
        bonusFairness: 8.5,
        payments: 8.5,
        games: 8.5,
        support: 8.5,
        mobile: 8.5,
        responsibleTools: 8.5,
      }),
    ).toBe(8.5);
    // (8 * 90 + 8.2 * 10) / 100 = 8.02 -> 8.0
    expect(expectedRating({ ...allEight, support: 8.2 })).toBe(8);
    // (8 * 90 + 8.5 * 10) / 100 = 8.05 -> 8.1, not 8.0
    expect(expectedRating({ ...allEight, mobile: 8.5 })).toBe(8.1);
  });

  it("reports a breakdown with a missing sub-score as incomplete", () => {
    const { mobile: _mobile, ...withoutMobile } = bet365Breakdown;
    expect(isCompleteBreakdown(withoutMobile)).toBe(false);
    expect(isCompleteBreakdown(bet365Breakdown)).toBe(true);
  });
});

describe("licences", () => {
  const dgoj = { authority: "dgoj", reference: "Licencia general de Otros Juegos", checkedAt: "2025-11-03" };

  it("accepts one DGOJ licence beside others", () => {
    expect(
      licencesProblem([dgoj, { authority: "mga", reference: "MGA/B2C/1", checkedAt: "2025-11-03" }]),
    ).toBeUndefined();
  });

  it("rejects a casino without a DGOJ licence, or with two", () => {
    expect(licencesProblem([{ authority: "mga", reference: "x", checkedAt: "2025-11-03" }])).toMatch(/Falta/);
    expect(licencesProblem([])).toMatch(/Falta/);
    expect(licencesProblem([dgoj, dgoj])).toMatch(/exactamente una/);
  });

  it("rejects a DGOJ licence without reference or check date", () => {
    expect(licencesProblem([{ ...dgoj, reference: " " }])).toMatch(/referencia/);
    expect(licencesProblem([{ ...dgoj, checkedAt: "2025-13-01" }])).toMatch(/fecha/);
  });
});

describe("slugs", () => {
  it("accepts lowercase words joined by hyphens", () => {
    expect(slugProblem("ruleta-online")).toBeUndefined();
    expect(slugProblem("bet365")).toBeUndefined();
  });

  it("rejects capitals, accents, dots, double hyphens and reserved routes", () => {
    expect(slugProblem("Ruleta")).toBeDefined();
    expect(slugProblem("guía")).toBeDefined();
    expect(slugProblem("sitemap.xml")).toBeDefined();
    expect(slugProblem("ruleta--online")).toBeDefined();
    expect(slugProblem("comparacion")).toMatch(/reservada/);
  });

  it("refuses every route the app serves from code, whatever the document", () => {
    for (const type of ["casino", "gamePage", "page"]) {
      expect(slugProblem("newsletter", type), type).toMatch(/reservada/);
      expect(slugProblem("calculadora-bonos", type), type).toMatch(/reservada/);
    }
  });

  it("lets only a page take the route of a page, such as /ayuda", () => {
    expect(slugProblem("ayuda", "page")).toBeUndefined();
    expect(slugProblem("ayuda", "casino")).toMatch(/reservada/);
    expect(slugProblem("como-puntuamos", "gamePage")).toMatch(/reservada/);
  });

  it("slugify turns a Spanish title into a valid slug", () => {
    expect(slugify("Guía de Juego Responsable")).toBe("guia-de-juego-responsable");
    expect(slugify("  Póquer: Texas Hold'em  ")).toBe("poquer-texas-hold-em");
    expect(slugProblem(slugify("Año Ñandú ¡Ya!"))).toBeUndefined();
  });
});

describe("links", () => {
  it("playUrl-style checks accept https only", () => {
    expect(isHttpsUrl("https://www.bet365.es")).toBe(true);
    expect(isHttpsUrl("http://www.bet365.es")).toBe(false);
    expect(isHttpsUrl("https://user:pass@bet365.es")).toBe(false);
    expect(isHttpsUrl("/bet365")).toBe(false);
  });

  it("content links accept https, mailto, tel and internal paths", () => {
    for (const href of ["https://www.jugarbien.es", "mailto:hola@casinolupa.es", "tel:900533025", "/comparacion"]) {
      expect(isValidHref(href), href).toBe(true);
    }
    for (const href of ["http://example.com", "//evil.example", "comparacion", "javascript:alert(1)", "/con espacio"]) {
      expect(isValidHref(href), href).toBe(false);
    }
  });
});

describe("calls to action and payout times", () => {
  it("requires an internal path for a page button and a casino for an operator button", () => {
    expect(ctaProblem({ target: "comparison" })).toBeUndefined();
    expect(ctaProblem({ target: "page", path: "/ruleta-online" })).toBeUndefined();
    expect(ctaProblem({ target: "page" })).toBeDefined();
    expect(ctaProblem({ target: "page", path: "https://example.com" })).toBeDefined();
    expect(ctaProblem({ target: "operator" })).toBeDefined();
    expect(ctaProblem({ target: "operator", casino: { _ref: "casino-bet365" } })).toBeUndefined();
  });

  it("rejects a payout range whose minimum exceeds its maximum", () => {
    expect(withdrawalTimeProblem({ minHours: 1, maxHours: 24 })).toBeUndefined();
    expect(withdrawalTimeProblem({ minHours: 48, maxHours: 24 })).toBeDefined();
  });

  it("accepts only real calendar dates", () => {
    expect(isIsoDate("2025-11-03")).toBe(true);
    expect(isIsoDate("2025-02-30")).toBe(false);
    expect(isIsoDate("03/11/2025")).toBe(false);
  });
});
