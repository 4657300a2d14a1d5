import { createSchema, type NumberRule, validateDocument } from "sanity";
import { describe, expect, test } from "vitest";
import { type NumberBounds, numberRule } from "../schemaTypes/fields";
import { formatSpanishNumber, parseSpanishNumber } from "./spanish-number";

describe("a number an editor types", () => {
  test("«6,0» and «6.0» are both 6, not 60", () => {
    expect(parseSpanishNumber("6,0")).toEqual({ kind: "number", value: 6 });
    expect(parseSpanishNumber("6.0")).toEqual({ kind: "number", value: 6 });
  });

  test("a decimal comma keeps its decimals, and spaces around are ignored", () => {
    expect(parseSpanishNumber(" 8,5 ")).toEqual({ kind: "number", value: 8.5 });
    expect(parseSpanishNumber("0,25")).toEqual({ kind: "number", value: 0.25 });
    expect(parseSpanishNumber("35")).toEqual({ kind: "number", value: 35 });
    expect(parseSpanishNumber("-2")).toEqual({ kind: "number", value: -2 });
  });

  test("text that is not one number is refused, never guessed", () => {
    for (const text of ["6,0,0", "1.000,5", "seis", "6 €", "6e3", "--1"]) {
      expect(parseSpanishNumber(text), text).toEqual({ kind: "invalid" });
    }
  });

  test("an empty box means no value", () => {
    expect(parseSpanishNumber("  ")).toEqual({ kind: "empty" });
  });

  test("a stored number is shown with a decimal comma", () => {
    expect(formatSpanishNumber(9.2)).toBe("9,2");
    expect(formatSpanishNumber(6)).toBe("6");
    expect(formatSpanishNumber(undefined)).toBe("");
  });
});

describe("the message of a number out of its bounds", () => {
  const check = async (bounds: NumberBounds, value: number) => {
    const markers = await validateDocument({
      document: { _id: "n", _type: "numbers", _createdAt: "", _updatedAt: "", _rev: "", value },
      workspace: {
        schema: createSchema({
          name: "numbers",
          types: [
            {
              name: "numbers",
              type: "document",
              fields: [{ name: "value", type: "number", validation: (rule: NumberRule) => numberRule(rule, bounds) }],
            },
          ],
        }),
        getClient: () => undefined as never,
        i18n: undefined as never,
      },
    });
    return markers.map((marker) => marker.message);
  };

  test("says what is allowed, once, in Spanish", async () => {
    expect(await check({ min: 0, max: 10, decimals: 1 }, 11)).toEqual([
      "Escribe un número con 1 decimal como mucho, entre 0 y 10.",
    ]);
    expect(await check({ min: 0, max: 10, decimals: 1 }, 6.25)).toHaveLength(1);
    expect(await check({ min: 1, decimals: 0 }, 0)).toEqual(["Escribe un número entero de 1 o más."]);
    expect(await check({ min: 0 }, -5)).toEqual(["Escribe un número de 0 o más."]);
    expect(await check({ min: 0, max: 10, decimals: 1 }, 6)).toEqual([]);
  });
});
