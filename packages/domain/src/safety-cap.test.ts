import { describe, expect, it } from "vitest";
import { expectedRating, type RatingBreakdownScores } from "./rating.ts";
import { applySafetyCap, cappedSafety, safetyCap, safetyWithinCap } from "./safety-cap.ts";

const scores: RatingBreakdownScores = {
  safety: 9.8,
  bonusFairness: 7,
  payments: 9.6,
  games: 9.4,
  support: 9.5,
  mobile: 9.7,
  responsibleTools: 9.3,
};

describe("the «Seguridad y licencia» cap", () => {
  it("leaves the score alone when the licensee and the licence numbers are verified", () => {
    expect(safetyCap(["owner", "established"])).toBeUndefined();
    expect(cappedSafety(9.8, ["owner", "established"])).toBe(9.8);
    expect(cappedSafety(9.8, undefined)).toBe(9.8);
  });

  it("caps the score at 7,5 when only the licence numbers could not be verified", () => {
    expect(safetyCap(["licenceNumbers"])?.cap).toBe(7.5);
    expect(cappedSafety(9.3, ["licenceNumbers", "established"])).toBe(7.5);
  });

  it("caps the score at 6 when the licensee could not be verified, whatever else is missing", () => {
    const rule = safetyCap(["licenceNumbers", "licensee", "owner"]);
    expect(rule?.cap).toBe(6);
    expect(rule?.reason).toMatch(/titular de la licencia/);
    expect(cappedSafety(9.8, ["licensee", "licenceNumbers"])).toBe(6);
  });

  it("never raises a score that is already below the cap", () => {
    expect(cappedSafety(5.5, ["licensee"])).toBe(5.5);
  });

  it("tells the validator whether a score respects the cap", () => {
    expect(safetyWithinCap(7.5, ["licenceNumbers"])).toBe(true);
    expect(safetyWithinCap(7.6, ["licenceNumbers"])).toBe(false);
    expect(safetyWithinCap(9.9, [])).toBe(true);
  });

  it("lowers the overall rating through the weighted mean when it applies", () => {
    const capped = applySafetyCap(scores, ["licensee", "licenceNumbers"]);
    expect(capped).toEqual({ ...scores, safety: 6 });
    // 25 % of the 3,8 points lost: 9,2 becomes 8,3.
    expect(expectedRating(scores)).toBe(9.2);
    expect(expectedRating(capped)).toBe(8.3);
  });
});
