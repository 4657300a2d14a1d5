import { describe, expect, test } from "vitest";
import { bonusCalculatorState, limitCalculatorState } from "./form-state";

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
    expect(state.result).toEqual({ monthlyIncome: 1500, recommendedMonthly: 15 });
  });

  test("shows the default income's limits before submission, and nothing without one", () => {
    expect(limitCalculatorState(new URLSearchParams(""), 2000).result).toMatchObject({ recommendedMonthly: 20 });
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
