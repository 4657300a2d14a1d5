import { describe, expect, test } from "vitest";
import {
  formatInputNumber,
  formatMultiple,
  formatPercent,
  formatSignedEuros,
  parseSpanishNumber,
  roundToCents,
} from "./number-es";

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
