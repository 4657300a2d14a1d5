import { expect, test } from "vitest";
import {
  paymentMethodOfSegment,
  paymentMethodsWithPage,
  paymentPagePath,
  RESERVED_SLUGS,
  slugProblem,
} from "./index.ts";

test("a method has a page only while a ranked casino accepts it, in the list's order", () => {
  const casinos = [
    { notRanked: false, paymentMethods: ["PayPal", "Visa"] },
    { notRanked: null, paymentMethods: ["Bizum"] },
    // Only a casino «no clasificado» lists Paysafecard: no page for it.
    { notRanked: true, paymentMethods: ["Paysafecard", "Bizum"] },
  ];
  expect(paymentMethodsWithPage(casinos)).toEqual(["Visa", "PayPal", "Bizum"]);
  expect(paymentMethodsWithPage([])).toEqual([]);
});

test("each method's page is /casinos-con-<slug>, and its path leads back to the method", () => {
  expect(paymentPagePath("Bizum")).toBe("/casinos-con-bizum");
  expect(paymentPagePath("Apple Pay")).toBe("/casinos-con-apple-pay");
  expect(paymentMethodOfSegment("casinos-con-apple-pay")?.label).toBe("Apple Pay");
  expect(paymentMethodOfSegment("casinos-con-efectivo")).toBeUndefined();
});

test("no casino, game page or page can take a payment page's slug", () => {
  expect(RESERVED_SLUGS).toContain("casinos-con-bizum");
  expect(slugProblem("casinos-con-paypal", "casino")).toBeDefined();
  expect(slugProblem("casinos-con-paypal", "page")).toBeDefined();
  expect(slugProblem("casinos-con-paypal-y-bizum", "gamePage")).toBeUndefined();
});
