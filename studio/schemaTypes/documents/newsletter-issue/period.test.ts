import { describe, expect, it } from "vitest";
import { initialPeriod, periodEndProblem, periodStartProblem } from "./period";

describe("the period a new «Boletín» starts with", () => {
  it("covers the last 7 days, today included, when there is no earlier issue", () => {
    expect(initialPeriod(null, "2026-11-26")).toEqual({ periodStart: "2026-11-20", periodEnd: "2026-11-26" });
  });

  it("starts the day after the last issue's period ended, across a month's end", () => {
    expect(initialPeriod("2026-10-31", "2026-11-26")).toEqual({ periodStart: "2026-11-01", periodEnd: "2026-11-26" });
  });

  it("covers only today when the last issue's period ended today", () => {
    expect(initialPeriod("2026-11-26", "2026-11-26")).toEqual({ periodStart: "2026-11-26", periodEnd: "2026-11-26" });
  });
});

describe("the rules the form holds a period to", () => {
  const today = "2026-11-26";

  it("accepts a period ending today, and one of a single day", () => {
    expect(periodEndProblem("2026-11-19", today, today)).toBeUndefined();
    expect(periodEndProblem("2026-11-20", "2026-11-20", today)).toBeUndefined();
    expect(periodStartProblem("2026-11-26", today)).toBeUndefined();
  });

  it("refuses an end before the start, with both dates as the editor sees them", () => {
    expect(periodEndProblem("2026-11-20", "2026-11-19", today)).toBe(
      "El periodo termina el 19/11/2026, antes de empezar (20/11/2026).",
    );
  });

  it("refuses a period longer than 93 days, as the site does", () => {
    expect(periodEndProblem("2026-08-26", today, today)).toBeUndefined();
    expect(periodEndProblem("2026-08-25", today, today)).toBe(
      "El periodo abarca 94 días y un boletín cubre como mucho 93: acorta las fechas.",
    );
  });

  it("refuses an end or a start in the future", () => {
    expect(periodEndProblem("2026-11-20", "2026-11-27", today)).toBe(
      "El periodo no puede terminar en el futuro: como muy tarde hoy, 26/11/2026.",
    );
    expect(periodStartProblem("2026-12-01", today)).toBe(
      "El periodo no puede empezar en el futuro: como muy tarde hoy, 26/11/2026.",
    );
  });
});
