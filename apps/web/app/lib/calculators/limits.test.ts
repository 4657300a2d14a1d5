import { describe, expect, test } from "vitest";
import { gamblingLimits } from "./limits";

describe("gamblingLimits", () => {
  test("1500 € a month recommends at most 15 € a month, with ceilings of 30 € a day, 75 € a week and 150 € a month", () => {
    expect(gamblingLimits(1500)).toEqual({
      ok: true,
      value: { monthlyIncome: 1500, recommendedMonthly: 15, daily: 30, weekly: 75, monthly: 150 },
    });
  });

  test("the recommendation is always well below every ceiling", () => {
    for (const income of [0.5, 800, 1500, 4321.5, 60_000]) {
      const outcome = gamblingLimits(income);
      if (!outcome.ok) throw new Error("expected limits");
      const { recommendedMonthly, daily, weekly, monthly } = outcome.value;
      expect(recommendedMonthly).toBeLessThanOrEqual(daily);
      expect(daily).toBeLessThan(weekly);
      expect(weekly).toBeLessThan(monthly);
    }
  });

  test("limits are rounded to cents", () => {
    expect(gamblingLimits(1234.56)).toMatchObject({
      value: { recommendedMonthly: 12.35, daily: 24.69, weekly: 61.73, monthly: 123.46 },
    });
    expect(gamblingLimits(0.1)).toMatchObject({ value: { daily: 0, weekly: 0.01, monthly: 0.01 } });
  });

  test("zero income gives zero limits; negative, NaN and huge incomes are refused in Spanish", () => {
    expect(gamblingLimits(0)).toMatchObject({ ok: true, value: { daily: 0, weekly: 0, monthly: 0 } });
    expect(gamblingLimits(-1)).toEqual({ ok: false, errors: { income: "Los ingresos no pueden ser negativos." } });
    expect(gamblingLimits(Number.NaN)).toMatchObject({ ok: false });
    expect(gamblingLimits(1e12)).toMatchObject({ ok: false, errors: { income: expect.stringContaining("1.000.000") } });
  });
});
