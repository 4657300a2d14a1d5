import { describe, expect, test } from "vitest";
import {
  formatWithdrawalTime,
  licenceName,
  listEs,
  listWithSemicolons,
  midSentence,
  payoutTotals,
  sortLicences,
  spanishLicences,
  wageringExample,
  wageringLabel,
  withdrawalTimeInWords,
} from "./casino-facts";

describe("formatWithdrawalTime", () => {
  test("gives ranges up to three days in hours", () => {
    expect(formatWithdrawalTime({ minHours: 1, maxHours: 24 })).toBe("1-24 horas");
    expect(formatWithdrawalTime({ minHours: 4, maxHours: 72 })).toBe("4-72 horas");
  });

  test("switches to days when both ends are whole days", () => {
    expect(formatWithdrawalTime({ minHours: 24, maxHours: 120 })).toBe("1-5 días");
    expect(formatWithdrawalTime({ minHours: 48, maxHours: 48 })).toBe("2 días");
  });

  test("mixes hours and days for a long range that starts within a day", () => {
    expect(formatWithdrawalTime({ minHours: 12, maxHours: 120 })).toBe("12 horas a 5 días");
  });

  test("uses the singular for one hour", () => {
    expect(formatWithdrawalTime({ minHours: 1, maxHours: 1 })).toBe("1 hora");
  });
});

test("licences are named for visitors, the DGOJ one first", () => {
  const sorted = sortLicences([{ authority: "mga" as const }, { authority: "dgoj" as const }]);
  expect(sorted.map((licence) => licenceName(licence.authority))).toEqual(["DGOJ España", "Malta Gaming Authority"]);
  expect(licenceName("gibraltar")).toBe("Gibraltar");
});

test("wagering says what the multiple applies to", () => {
  expect(wageringLabel(25, "bonus")).toBe("×25 sobre el bono");
  expect(wageringLabel(20, "bonusDeposit")).toBe("×20 sobre bono + depósito");
});

describe("wageringExample", () => {
  test("multiplies only the bonus when the requirement is on the bonus", () => {
    const offer = { bonusAmount: 100, bonusMatchPercent: 100, wageringRequirement: 25, wageringBase: "bonus" as const };
    expect(wageringExample(offer)).toEqual({ deposit: 100, bonus: 100, toWager: 2500 });
  });

  test("adds the deposit that earns the full bonus when the requirement is on both", () => {
    const offer = {
      bonusAmount: 150,
      bonusMatchPercent: 50,
      wageringRequirement: 20,
      wageringBase: "bonusDeposit" as const,
    };
    expect(wageringExample(offer)).toEqual({ deposit: 300, bonus: 150, toWager: 9000 });
  });

  test("has nothing to show for an offer without an amount", () => {
    expect(
      wageringExample({ bonusAmount: 0, bonusMatchPercent: 100, wageringRequirement: 30, wageringBase: "bonus" }),
    ).toBeNull();
  });
});

test("lists read as Spanish prose and labels fit mid-sentence", () => {
  expect(listEs(["Visa", "Mastercard", "PayPal"])).toBe("Visa, Mastercard y PayPal");
  expect(midSentence("Cifrado SSL/TLS")).toBe("cifrado SSL/TLS");
  expect(midSentence("RGIAJ consultado")).toBe("RGIAJ consultado");
});

describe("withdrawal times in running text", () => {
  test("spell the range out instead of a hyphen", () => {
    expect(withdrawalTimeInWords({ minHours: 1, maxHours: 72 })).toBe("de 1 a 72 horas");
    expect(withdrawalTimeInWords({ minHours: 24, maxHours: 120 })).toBe("de 1 a 5 días");
    expect(withdrawalTimeInWords({ minHours: 12, maxHours: 120 })).toBe("de 12 horas a 5 días");
    expect(withdrawalTimeInWords({ minHours: 24, maxHours: 24 })).toBe("1 día");
  });

  test("a list whose items hold commas is separated by semicolons", () => {
    expect(
      listWithSemicolons(["William Hill, de 1 a 72 horas", "bet365, de 1 a 24 horas", "Codere, de 1 a 48 horas"]),
    ).toBe("William Hill, de 1 a 72 horas; bet365, de 1 a 24 horas; y Codere, de 1 a 48 horas");
    expect(listWithSemicolons(["bet365, de 1 a 24 horas"])).toBe("bet365, de 1 a 24 horas");
  });
});

describe("payoutTotals", () => {
  test("adds each method's arrival time to the casino's processing time, for the methods it takes", () => {
    expect(payoutTotals({ minHours: 1, maxHours: 24 }, ["Visa", "PayPal", "Transferencia", "Bizum"])).toEqual([
      { kind: "Monedero electrónico", total: "hasta 48 horas" },
      { kind: "Tarjeta", total: "2-6 días" },
      { kind: "Transferencia bancaria", total: "1-24 horas + 1 día hábil" },
    ]);
    expect(payoutTotals({ minHours: 24, maxHours: 72 }, ["Mastercard"])).toEqual([
      { kind: "Tarjeta", total: "2-8 días" },
    ]);
  });

  test("says nothing for a casino that takes none of those methods", () => {
    expect(payoutTotals({ minHours: 1, maxHours: 24 }, ["Bizum", "Paysafecard"])).toEqual([]);
  });
});

describe("spanishLicences", () => {
  test("keeps only the DGOJ licence, the one that covers players in Spain", () => {
    const licences = [
      { authority: "mga" as const, _key: "a" },
      { authority: "dgoj" as const, _key: "b" },
      { authority: "gibraltar" as const, _key: "c" },
    ];
    expect(spanishLicences(licences)).toEqual([{ authority: "dgoj", _key: "b" }]);
  });
});
