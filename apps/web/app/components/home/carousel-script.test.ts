import { expect, test } from "vitest";
import { CAROUSEL_OPTIONS, carouselScript, startCarousels } from "./carousel-script";

test("the inline script is the function itself with the spec's options, and parses", () => {
  expect(carouselScript).toContain(String(startCarousels));
  expect(carouselScript).toContain(JSON.stringify(CAROUSEL_OPTIONS));
  expect(CAROUSEL_OPTIONS).toEqual({ loop: true, dragThreshold: 10, duration: 25, align: "center" });
  expect(() => new Function(carouselScript)).not.toThrow();
});
