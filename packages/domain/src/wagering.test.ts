import { describe, expect, it } from "vitest";
import { bonusFairnessScore, effectiveWageringMultiple, formatMultiple } from "./index.ts";

describe("effective wagering multiple", () => {
  it("is the multiple itself on the bonus alone", () => {
    expect(effectiveWageringMultiple({ wageringRequirement: 35, wageringBase: "bonus", bonusMatchPercent: 100 })).toBe(
      35,
    );
  });

  it("counts the deposit behind each bonus euro on bonus + deposit", () => {
    // Betway: ×20 on bonus + deposit, 100 % match -> 150 € bonus needs 6.000 € of bets, ×40 of the bonus.
    expect(
      effectiveWageringMultiple({ wageringRequirement: 20, wageringBase: "bonusDeposit", bonusMatchPercent: 100 }),
    ).toBe(40);
    // A 50 % match puts 2 € of deposit behind each bonus euro: ×20 on both is ×60 of the bonus.
    expect(
      effectiveWageringMultiple({ wageringRequirement: 20, wageringBase: "bonusDeposit", bonusMatchPercent: 50 }),
    ).toBe(60);
  });
});

describe("«Bonos justos» sub-score", () => {
  it("gives full marks up to ×10 and one point less for every 5 more", () => {
    expect(bonusFairnessScore(8)).toBe(10);
    expect(bonusFairnessScore(10)).toBe(10);
    expect(bonusFairnessScore(20)).toBe(8);
    expect(bonusFairnessScore(25)).toBe(7);
    expect(bonusFairnessScore(37.5)).toBe(4.5);
    expect(bonusFairnessScore(50)).toBe(2);
  });

  it("never goes below 0, and a lower effective multiple never scores less", () => {
    expect(bonusFairnessScore(200)).toBe(0);
    for (let multiple = 0; multiple < 80; multiple++) {
      expect(bonusFairnessScore(multiple)).toBeGreaterThanOrEqual(bonusFairnessScore(multiple + 1));
    }
  });

  it("writes multiples with the multiplication sign", () => {
    expect(formatMultiple(40)).toBe("×40");
    expect(formatMultiple(37.5)).toBe("×37,5");
  });
});
