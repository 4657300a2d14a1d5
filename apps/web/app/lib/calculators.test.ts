import { describe, expect, test } from "vitest";
import {
  bonusCalculatorState,
  formatInputNumber,
  formatMultiple,
  formatPercent,
  formatSignedEuros,
  gamblingLimits,
  limitCalculatorState,
  parseSpanishNumber,
  roundToCents,
  wageringCalculation,
} from "./calculators";

const value = (text: string) => {
  const parsed = parseSpanishNumber(text);
  return parsed.ok ? parsed.value : parsed.reason;
};

describe("parseSpanishNumber", () => {
  test.each([
    ["1.234,56", 1234.56],
    ["1234,56", 1234.56],
    ["1234.56", 1234.56],
    ["96,5", 96.5],
    ["96.5", 96.5],
    ["1.5", 1.5],
    ["0,05", 0.05],
    [",5", 0.5],
    ["1.234", 1234],
    ["1.000.000", 1_000_000],
    ["1 234,5", 1234.5],
    ["100", 100],
    ["0", 0],
    ["  100 €  ", 100],
    ["100€", 100],
    ["96 %", 96],
    ["96,5%", 96.5],
    ["-40", -40],
    ["−40,5 €", -40.5],
    ["-0", 0],
  ])("reads %j as %d", (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  test("dots that are neither one decimal point nor thousands groups are refused", () => {
    expect(value("1.2345")).toBe("invalid");
    expect(value("1.234.5")).toBe("invalid");
    expect(value("12.34.567")).toBe("invalid");
    expect(value("5.")).toBe("invalid");
  });

  test("an English-style '1,234.56' is ambiguous and refused rather than guessed", () => {
    expect(value("1,234.56")).toBe("invalid");
    expect(value("1,2,3")).toBe("invalid");
  });

  test("empty and blank input is 'empty'; letters, exponents and lone signs are 'invalid'", () => {
    expect(value("")).toBe("empty");
    expect(value("   ")).toBe("empty");
    expect(value(" € ")).toBe("empty");
    expect(parseSpanishNumber(null)).toMatchObject({ ok: false, reason: "empty" });
    for (const text of ["abc", "cien", "1e5", "0x10", "Infinity", "NaN", "-", "12abc", "€100", "5,"]) {
      expect(value(text), text).toBe("invalid");
    }
  });

  test("huge numbers parse when finite and are refused past the largest double", () => {
    expect(value("999.999.999.999")).toBe(999_999_999_999);
    const tooBig = parseSpanishNumber("9".repeat(400));
    expect(tooBig).toEqual({ ok: false, reason: "invalid", message: "El número es demasiado grande." });
  });

  test("errors carry a Spanish message", () => {
    expect(parseSpanishNumber("abc")).toMatchObject({ message: "Escribe un número, por ejemplo 100 o 96,5." });
  });
});

describe("formatting", () => {
  test("percentages, multiples and form values use the decimal comma", () => {
    expect(formatPercent(96.5)).toBe("96,5\u00a0%");
    expect(formatMultiple(35)).toBe("×35");
    expect(formatMultiple(35.5)).toBe("×35,5");
    expect(formatInputNumber(1234.5)).toBe("1234,5");
  });

  test("losses carry the minus sign; zero never shows as −0", () => {
    expect(formatSignedEuros(-40)).toBe("−40\u00a0€");
    expect(formatSignedEuros(60)).toBe("60\u00a0€");
    expect(formatSignedEuros(roundToCents(-0.001))).toBe("0\u00a0€");
  });

  test("roundToCents rounds halves away from zero", () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(-1.005)).toBe(-1.01);
    expect(roundToCents(140.00000000000003)).toBe(140);
  });
});

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

describe("bonusCalculatorState (the GET form)", () => {
  const query = (text: string) => new URLSearchParams(text);

  test("before submission it shows the defaults and their result, without errors", () => {
    const state = bonusCalculatorState(query(""), {
      bonus: 100,
      deposit: 100,
      multiple: 25,
      base: "bonus",
      rtpPercent: 96.5,
    });
    expect(state.submitted).toBe(false);
    expect(state.values).toEqual({ bonus: "100", deposit: "100", multiple: "25", base: "bonus", rtpPercent: "96,5" });
    expect(state.result).toMatchObject({ toWager: 2500, expectedLoss: 87.5 });
    expect(state.errors).toEqual({});
  });

  test("without defaults the fields start empty and there is no result", () => {
    const state = bonusCalculatorState(query(""));
    expect(state.values.bonus).toBe("");
    expect(state.result).toBeNull();
  });

  test("reads a submission with comma decimals and Spanish base values", () => {
    const state = bonusCalculatorState(query("bono=100&deposito=50&requisito=35&base=bono-deposito&rtp=96%2C5"));
    expect(state.submitted).toBe(true);
    expect(state.errors).toEqual({});
    expect(state.values.rtpPercent).toBe("96,5");
    expect(state.result).toMatchObject({ base: "bonusDeposit", toWager: 5250, expectedLoss: 150, rtpPercent: 96.5 });
  });

  test("an empty deposit counts as 0 when the requirement is on the bonus only", () => {
    const state = bonusCalculatorState(query("bono=100&deposito=&requisito=35&base=bono&rtp=96"));
    expect(state.result).toMatchObject({ deposit: 0, toWager: 3500 });
  });

  test("but is required when the requirement covers the deposit", () => {
    const state = bonusCalculatorState(query("bono=100&deposito=&requisito=35&base=bono-deposito&rtp=96"));
    expect(state.result).toBeNull();
    expect(state.errors.deposit).toMatch(/^Escribe tu depósito/);
  });

  test("reports every bad field at once, keeping what the visitor typed", () => {
    const state = bonusCalculatorState(query("bono=cien&deposito=-5&requisito=150&base=bono&rtp=75"));
    expect(state.values.bonus).toBe("cien");
    expect(state.result).toBeNull();
    expect(state.errors).toEqual({
      bonus: "Escribe el bono como un número, por ejemplo 100 o 100,50.",
      deposit: "El depósito no puede ser negativo.",
      multiple: "El requisito debe estar entre 0 y 100 veces.",
      rtpPercent: "El RTP debe estar entre el 80\u00a0% y el 99,9\u00a0%.",
    });
  });

  test("empty required fields say what to write", () => {
    const state = bonusCalculatorState(query("bono=&deposito=&requisito=&base=bono&rtp="));
    expect(state.errors.bonus).toMatch(/^Escribe el importe del bono/);
    expect(state.errors.multiple).toMatch(/^Escribe el requisito de apuesta/);
    expect(state.errors.rtpPercent).toMatch(/^Escribe el RTP/);
    expect(state.errors.deposit).toBeUndefined();
  });

  test("an unknown base is an error; a missing one falls back to the default", () => {
    expect(bonusCalculatorState(query("bono=100&requisito=35&base=todo&rtp=96")).errors.base).toMatch(/^Elige/);
    const missing = bonusCalculatorState(query("bono=100&deposito=100&requisito=35&rtp=96"), { base: "bonusDeposit" });
    expect(missing.result).toMatchObject({ base: "bonusDeposit", toWager: 7000 });
  });
});

describe("limitCalculatorState (the GET form)", () => {
  test("reads Spanish thousands and decimals", () => {
    const state = limitCalculatorState(new URLSearchParams("ingresos=1.500,00 €"));
    expect(state.result).toMatchObject({ daily: 30, weekly: 75, monthly: 150 });
  });

  test("shows the default income's limits before submission, and nothing without one", () => {
    expect(limitCalculatorState(new URLSearchParams(""), 2000).result).toMatchObject({ monthly: 200 });
    expect(limitCalculatorState(new URLSearchParams("")).result).toBeNull();
  });

  test("empty, non-numeric and negative incomes get Spanish messages", () => {
    expect(limitCalculatorState(new URLSearchParams("ingresos=")).errors.income).toMatch(
      /^Escribe los ingresos de tu hogar/,
    );
    expect(limitCalculatorState(new URLSearchParams("ingresos=mucho")).errors.income).toMatch(/como un número/);
    expect(limitCalculatorState(new URLSearchParams("ingresos=-100")).errors.income).toBe(
      "Los ingresos no pueden ser negativos.",
    );
  });
});
