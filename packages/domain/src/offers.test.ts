import { describe, expect, it } from "vitest";
import {
  checkedAgoText,
  isRecommended,
  mayLinkToOperator,
  offerIsCurrent,
  rankCasinos,
  staleOfferNotice,
  withoutStaleOfferProse,
} from "./index.ts";
import { scoredCasino } from "./testing.ts";

/** The calendar day `days` before `today`. */
function daysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

describe("an offer is current for 90 days after its check", () => {
  const now = new Date("2026-12-03T10:00:00Z");

  it("a bonus checked 89 or 90 days ago is current; 91 days ago it is not", () => {
    expect(offerIsCurrent(daysBefore("2026-12-03", 89), now)).toBe(true);
    expect(offerIsCurrent(daysBefore("2026-12-03", 90), now)).toBe(true);
    expect(offerIsCurrent(daysBefore("2026-12-03", 91), now)).toBe(false);
  });

  it("is decided by the day passed in, so the same offer stops being current as time passes", () => {
    expect(offerIsCurrent("2025-11-12", "2026-01-10")).toBe(true);
    expect(offerIsCurrent("2025-11-12", "2026-12-03")).toBe(false);
  });

  it("an offer with no check date, or a malformed one, is not current", () => {
    expect(offerIsCurrent(null, now)).toBe(false);
    expect(offerIsCurrent("12/11/2025", now)).toBe(false);
  });
});

describe("the notice in place of an offer that is not current", () => {
  it("says the day it was checked and its real age, not «más de 90 días»", () => {
    expect(staleOfferNotice("2025-11-12", "2026-12-03")).toBe(
      "Oferta comprobada por última vez el 12 de noviembre de 2025, hace más de un año: consulta las condiciones vigentes en la web del operador.",
    );
    expect(staleOfferNotice("2026-08-01", "2026-12-03")).toContain("el 1 de agosto de 2026, hace 124 días:");
    expect(staleOfferNotice(undefined, "2026-12-03")).toBe(
      "No hemos comprobado esta oferta: consulta las condiciones vigentes en la web del operador.",
    );
  });

  it("counts whole years in words", () => {
    expect(checkedAgoText("2025-12-03", "2026-12-03")).toBe("hace un año");
    expect(checkedAgoText("2024-11-12", "2026-12-03")).toBe("hace más de dos años");
    expect(checkedAgoText("2026-09-03", "2026-12-03")).toBe("hace 91 días");
  });
});

describe("an operator scored under 7,0 gets no link", () => {
  it("links to an operator at 7,0 and not to one at 6,4, which keeps its score and rank", () => {
    const seven = scoredCasino("Siete", 7);
    // Six sub-scores of 6,3 and «Bonos justos» 7,0: 6,3 × 85 % + 7 × 15 % = 6,405 → 6,4.
    const marca = scoredCasino("Marca", 6.3);
    expect(mayLinkToOperator(seven)).toBe(true);
    expect(mayLinkToOperator(marca)).toBe(false);
    const { ranked } = rankCasinos([marca, seven]);
    expect(ranked.map((casino) => [casino.name, casino.rating, casino.rank])).toEqual([
      ["Siete", 7, 1],
      ["Marca", 6.4, 2],
    ]);
  });

  it("applies the threshold before rounding: an average of 6,96 shows 7,0 and is still under 7", () => {
    // 6,953 × 85 % + 7 × 15 % ≈ 6,96.
    const almost = scoredCasino("Casi", 6.953);
    expect(rankCasinos([almost]).ranked[0]?.rating).toBe(7);
    expect(isRecommended(almost)).toBe(false);
  });

  it("uses the stored rating while the breakdown is incomplete, and never links to one «no clasificado»", () => {
    expect(isRecommended({ rating: 7.5 })).toBe(true);
    expect(isRecommended({ rating: 6.9 })).toBe(false);
    expect(mayLinkToOperator({ ...scoredCasino("Fuera", 9), notRanked: true })).toBe(false);
  });
});

describe("what an editor wrote about an offer that is not current", () => {
  const casino = {
    bonusCheckedAt: "2025-11-12",
    description: "Un casino sólido, con mesas en directo. Su bono exige apostar ×35 el importe del bono. Paga rápido.",
    pros: ["Mesas en directo de Playtech", "Bono del 50 %: hay que ingresar 200 €"],
    cons: ["Requisito de apuesta ×35 sobre el bono", "Teléfono solo en días laborables"],
  };

  it("leaves out the pros, cons and sentences about the offer's terms once it is past its 90 days", () => {
    expect(withoutStaleOfferProse(casino, "2026-12-03")).toEqual({
      bonusCheckedAt: "2025-11-12",
      description: "Un casino sólido, con mesas en directo. Paga rápido.",
      pros: ["Mesas en directo de Playtech"],
      cons: ["Teléfono solo en días laborables"],
    });
  });

  it("keeps every word while the offer is current", () => {
    expect(withoutStaleOfferProse(casino, "2025-12-01")).toBe(casino);
  });
});
