import { describe, expect, test } from "vitest";
import { gamblingLimits } from "./limits";

describe("gamblingLimits", () => {
  test("1500 € a month recommends at most 15 € a month, and gives no other figure", () => {
    expect(gamblingLimits(1500)).toEqual({ ok: true, value: { monthlyIncome: 1500, recommendedMonthly: 15 } });
  });

  test("the recommendation is rounded to cents", () => {
    expect(gamblingLimits(1234.56)).toMatchObject({ value: { recommendedMonthly: 12.35 } });
    expect(gamblingLimits(0.1)).toMatchObject({ value: { recommendedMonthly: 0 } });
  });

  test("zero income recommends nothing; negative, NaN and huge incomes are refused in Spanish", () => {
    expect(gamblingLimits(0)).toEqual({ ok: true, value: { monthlyIncome: 0, recommendedMonthly: 0 } });
    expect(gamblingLimits(-1)).toEqual({ ok: false, errors: { income: "Los ingresos no pueden ser negativos." } });
    expect(gamblingLimits(Number.NaN)).toMatchObject({ ok: false });
    expect(gamblingLimits(1e12)).toMatchObject({ ok: false, errors: { income: expect.stringContaining("1.000.000") } });
  });
});
