import { expect, test } from "vitest";
import { COMPARISON_LIMITS, firstAndRest } from "./comparison-limits";

test("a card shows four payment methods and counts the rest", () => {
  const methods = ["Visa", "Mastercard", "PayPal", "Bizum", "Skrill", "Trustly"];
  expect(firstAndRest(methods, COMPARISON_LIMITS.paymentMethods)).toEqual({
    shown: ["Visa", "Mastercard", "PayPal", "Bizum"],
    rest: ["Skrill", "Trustly"],
  });
});

test("a short list is shown whole, with nothing left over", () => {
  expect(firstAndRest(["Visa", "Bizum"], 4)).toEqual({ shown: ["Visa", "Bizum"], rest: [] });
});
