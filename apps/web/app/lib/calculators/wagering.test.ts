import { describe, expect, test } from "vitest";
import { wageringCalculation } from "./wagering";

describe("wageringCalculation", () => {
  test("×35 on a 100 € bonus at 96 % RTP: 3500 € to wager, 140 € expected loss, −40 € expected value", () => {
    const outcome = wageringCalculation({ bonus: 100, deposit: 100, multiple: 35, base: "bonus", rtpPercent: 96 });
    expect(outcome).toEqual({
      ok: true,
      value: expect.objectContaining({
        wageringBaseAmount: 100,
        toWager: 3500,
        houseEdgePercent: 4,
        expectedLoss: 140,
        expectedValue: -40,
      }),
    });
  });

  test("on bonus + deposit the multiple covers both: 100 € + 50 € ×35 at 96 % is 5250 €, whose 210 € of loss the 150 € balance caps", () => {
    const outcome = wageringCalculation({
      bonus: 100,
      deposit: 50,
      multiple: 35,
      base: "bonusDeposit",
      rtpPercent: 96,
    });
    expect(outcome.ok && outcome.value).toMatchObject({
      wageringBaseAmount: 150,
      toWager: 5250,
      expectedLoss: 150,
      expectedValue: -50,
      bounded: true,
    });
  });

  test("a low requirement can leave a positive expected value", () => {
    const outcome = wageringCalculation({ bonus: 100, deposit: 0, multiple: 10, base: "bonus", rtpPercent: 96.5 });
    expect(outcome.ok && outcome.value).toMatchObject({ toWager: 1000, expectedLoss: 35, expectedValue: 65 });
  });

  test("the result never shows a loss larger than the money at stake", () => {
    // 100 € bonus + 100 € deposit, ×100 on the bonus at 80 %: the straight line says −1.900 €, but betting stops
    // when the 200 € balance is gone, so the player can lose at most the 100 € deposited.
    const high = wageringCalculation({ bonus: 100, deposit: 100, multiple: 100, base: "bonus", rtpPercent: 80 });
    expect(high.ok && high.value).toMatchObject({
      toWager: 10_000,
      expectedLoss: 200,
      expectedValue: -100,
      bounded: true,
    });
    for (const deposit of [0, 10, 100, 1000]) {
      for (const multiple of [0, 1, 10, 35, 60, 100]) {
        for (const rtpPercent of [80, 90, 96, 99.9]) {
          for (const base of ["bonus", "bonusDeposit"] as const) {
            const outcome = wageringCalculation({ bonus: 250, deposit, multiple, base, rtpPercent });
            if (!outcome.ok) throw new Error("expected a result");
            expect(outcome.value.expectedValue).toBeGreaterThanOrEqual(-deposit);
            expect(outcome.value.expectedLoss).toBeLessThanOrEqual(250 + deposit);
          }
        }
      }
    }
  });

  test("a no-deposit bonus never costs money, however high the requirement", () => {
    const outcome = wageringCalculation({ bonus: 1000, deposit: 0, multiple: 35, base: "bonus", rtpPercent: 96.5 });
    expect(outcome.ok && outcome.value).toMatchObject({ toWager: 35_000, expectedValue: 0, bounded: true });
    const mild = wageringCalculation({ bonus: 10, deposit: 0, multiple: 10, base: "bonus", rtpPercent: 96 });
    expect(mild.ok && mild.value).toMatchObject({ expectedLoss: 4, expectedValue: 6, bounded: false });
  });

  test("zero requirement and zero bonus are valid edges", () => {
    const none = wageringCalculation({ bonus: 50, deposit: 0, multiple: 0, base: "bonus", rtpPercent: 96 });
    expect(none.ok && none.value).toMatchObject({ toWager: 0, expectedLoss: 0, expectedValue: 50 });
    const nothing = wageringCalculation({ bonus: 0, deposit: 0, multiple: 35, base: "bonus", rtpPercent: 96 });
    expect(nothing.ok && nothing.value).toMatchObject({ toWager: 0, expectedLoss: 0, expectedValue: 0 });
    expect(Object.is(nothing.ok && nothing.value.expectedValue, -0)).toBe(false);
  });

  test("the limits of each range are accepted", () => {
    expect(
      wageringCalculation({
        bonus: 1_000_000,
        deposit: 1_000_000,
        multiple: 100,
        base: "bonusDeposit",
        rtpPercent: 99.9,
      }),
    ).toMatchObject({ ok: true, value: { toWager: 200_000_000, expectedLoss: 200_000 } });
    expect(wageringCalculation({ bonus: 1, deposit: 0, multiple: 1, base: "bonus", rtpPercent: 80 })).toMatchObject({
      ok: true,
      value: { expectedLoss: 0.2, expectedValue: 0.8 },
    });
  });

  test("every out-of-range field gets its own Spanish message", () => {
    const outcome = wageringCalculation({
      bonus: -1,
      deposit: 2_000_000,
      multiple: 101,
      base: "bonus",
      rtpPercent: 99.95,
    });
    expect(outcome).toEqual({
      ok: false,
      errors: {
        bonus: "El bono no puede ser negativo.",
        deposit: "El depósito no puede superar 1.000.000\u00a0€.",
        multiple: "El requisito debe estar entre 0 y 100 veces.",
        rtpPercent: "El RTP debe estar entre el 80\u00a0% y el 99,9\u00a0%.",
      },
    });
    expect(
      wageringCalculation({ bonus: 100, deposit: 0, multiple: -1, base: "bonus", rtpPercent: 79.9 }),
    ).toMatchObject({
      ok: false,
      errors: { multiple: expect.any(String), rtpPercent: expect.any(String) },
    });
  });

  test("NaN is never computed with", () => {
    const outcome = wageringCalculation({
      bonus: Number.NaN,
      deposit: 0,
      multiple: Number.NaN,
      base: "bonus",
      rtpPercent: 96,
    });
    expect(outcome).toMatchObject({ ok: false, errors: { bonus: expect.any(String), multiple: expect.any(String) } });
  });
});
