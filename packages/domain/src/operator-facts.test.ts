import { describe, expect, it } from "vitest";
import {
  daysBetween,
  isFutureDate,
  operatorFactsProblems,
  REVIEW_MAX_AGE_DAYS,
  reviewDue,
  reviewDueBefore,
} from "./index.ts";

describe("reviewDue", () => {
  it("is due only past 90 days: day 90 is still fresh, day 91 is due", () => {
    expect(REVIEW_MAX_AGE_DAYS).toBe(90);
    expect(daysBetween("2026-08-26", "2026-11-24")).toBe(90);
    expect(reviewDue("2026-08-26", "2026-11-24")).toBe(false);
    expect(reviewDue("2026-08-25", "2026-11-24")).toBe(true);
  });

  it("counts across a year end and treats a missing or malformed date as due", () => {
    expect(reviewDue("2025-11-10", "2026-11-24")).toBe(true);
    expect(reviewDue("2026-12-31", "2027-01-02")).toBe(false);
    expect(reviewDue(undefined, "2026-11-24")).toBe(true);
    expect(reviewDue("10/11/2025", "2026-11-24")).toBe(true);
  });

  it("knows a date after today is in the future", () => {
    expect(isFutureDate("2026-11-25", "2026-11-24")).toBe(true);
    expect(isFutureDate("2026-11-24", "2026-11-24")).toBe(false);
  });
});

describe("operator facts", () => {
  const today = "2026-11-24";
  const complete = {
    licensee: "WHG Ceuta, S.A.",
    licenceNumbers: [{ kind: "General de Otros Juegos", number: "75-11/GO/N0440809B/SGR" }],
    owner: "evoke plc",
    sources: [
      { title: "Términos", url: "https://help.williamhill.es/hc/es/articles/22670149951645", checkedAt: today },
    ],
  };

  it("accepts a licensee with numbers, an owner and a dated https source", () => {
    expect(operatorFactsProblems(complete, today)).toEqual([]);
  });

  it("rejects an operator without its licensee, even when the licensee is marked «sin verificar»", () => {
    const { licensee: _licensee, ...withoutLicensee } = complete;
    expect(operatorFactsProblems(withoutLicensee, today)).toEqual([
      { path: "licensee", message: expect.stringContaining("Falta el titular") },
    ]);
    expect(operatorFactsProblems({ ...withoutLicensee, unverified: ["licensee"] }, today)).toEqual([
      { path: "licensee", message: expect.stringContaining("Falta el titular") },
    ]);
    expect(operatorFactsProblems({ ...withoutLicensee, licensee: "   " }, today).map((p) => p.path)).toEqual([
      "licensee",
    ]);
  });

  it("accepts a licensee that is named and marked «sin verificar»: the mark qualifies it, it does not replace it", () => {
    expect(operatorFactsProblems({ ...complete, unverified: ["licensee"] }, today)).toEqual([]);
  });

  it("rejects an operator without licence numbers unless the numbers are marked «sin verificar»", () => {
    for (const licenceNumbers of [undefined, [], [{ kind: "General de Otros Juegos", number: " " }]]) {
      expect(operatorFactsProblems({ ...complete, licenceNumbers }, today).map((p) => p.path)).toContain(
        "licenceNumbers",
      );
    }
    expect(operatorFactsProblems({ ...complete, licenceNumbers: [], unverified: ["licenceNumbers"] }, today)).toEqual(
      [],
    );
    expect(
      operatorFactsProblems({ ...complete, licenceNumbers: [{ kind: "", number: "GO/1" }] }, today).map((p) => p.path),
    ).toEqual(["licenceNumbers[0]"]);
  });

  it("rejects an operator without a dated source, even when everything else is marked «sin verificar»", () => {
    const allUnverified = { ...complete, unverified: ["licensee", "licenceNumbers", "owner"] };
    for (const sources of [undefined, []]) {
      expect(operatorFactsProblems({ ...complete, sources }, today).map((p) => p.path)).toEqual(["sources"]);
      expect(operatorFactsProblems({ ...allUnverified, sources }, today).map((p) => p.path)).toEqual(["sources"]);
    }
    const [source] = complete.sources;
    const undated = operatorFactsProblems({ ...complete, sources: [{ ...source, checkedAt: undefined }] }, today);
    expect(undated).toEqual([{ path: "sources[0]", message: expect.stringContaining("fecha") }]);
    const noUrl = operatorFactsProblems({ ...complete, sources: [{ ...source, url: "" }] }, today);
    expect(noUrl).toEqual([{ path: "sources[0]", message: expect.stringContaining("https://") }]);
  });

  it("asks for the owner unless it is marked «sin verificar»", () => {
    const { owner: _owner, ...withoutOwner } = complete;
    expect(operatorFactsProblems(withoutOwner, today).map((p) => p.path)).toEqual(["owner"]);
    expect(operatorFactsProblems({ ...withoutOwner, unverified: ["owner"] }, today)).toEqual([]);
  });

  it("rejects a source read tomorrow or over plain http", () => {
    const [source] = complete.sources;
    const tomorrow = operatorFactsProblems({ ...complete, sources: [{ ...source, checkedAt: "2026-11-25" }] }, today);
    expect(tomorrow).toEqual([{ path: "sources[0]", message: expect.stringContaining("futura") }]);
    const http = operatorFactsProblems({ ...complete, sources: [{ ...source, url: "http://example.com" }] }, today);
    expect(http).toEqual([{ path: "sources[0]", message: expect.stringContaining("https://") }]);
  });

  it("rejects a sanction without amount or dated in the future", () => {
    const sanction = { date: "2025-11-25", amount: 512000, description: "Multa", sourceUrl: "https://www.larazon.es/" };
    expect(operatorFactsProblems({ ...complete, sanctions: [sanction] }, today)).toEqual([]);
    expect(
      operatorFactsProblems({ ...complete, sanctions: [{ ...sanction, amount: null }] }, today)[0]?.message,
    ).toContain("importe");
    expect(
      operatorFactsProblems({ ...complete, sanctions: [{ ...sanction, date: "2027-01-01" }] }, today)[0]?.message,
    ).toContain("futura");
  });
});

describe("reviewDueBefore", () => {
  it("is the first date that reviewDue does not flag, for queries that compare dates as strings", () => {
    for (const today of ["2026-11-24", "2026-03-01", "2024-03-01", "2027-01-01"]) {
      const first = reviewDueBefore(today);
      expect(reviewDue(first, today)).toBe(false);
      const dayBefore = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(reviewDue(dayBefore, today)).toBe(true);
    }
    expect(reviewDueBefore("2026-11-24")).toBe("2026-08-26");
  });
});
