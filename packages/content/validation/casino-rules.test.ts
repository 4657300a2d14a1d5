// The dataset rules about casinos: ranks, ratings, amounts, licences, operator facts, the «Bonos justos» formula
// and pros and cons, each shown by breaking one casino in a copy of the committed dataset.
import { describe, expect, test } from "vitest";
import { DATASET_ID, type RawDocument } from "./index.ts";
import { bet365, byId, codere, field, type Json, problemsAfter } from "./test-dataset.ts";

describe("casinos", () => {
  test("a rank held by two casinos is caught, and the rank left empty", () => {
    expect(problemsAfter((documents) => (codere(documents).rank = 1))).toEqual([
      expect.objectContaining({ rule: "casino-count", documentId: DATASET_ID, message: "no casino holds rank 2" }),
      expect.objectContaining({
        rule: "casino-rank",
        documentId: "casino-codere",
        message: "rank 1 is already held by casino-bet365",
      }),
    ]);
  });

  test("a rank that is not a whole number from 1 to 10 is caught", () => {
    expect(problemsAfter((documents) => (codere(documents).rank = 11))).toContainEqual(
      expect.objectContaining({ rule: "casino-rank", documentId: "casino-codere", path: "rank" }),
    );
    expect(problemsAfter((documents) => (codere(documents).rank = 2.5))).toContainEqual(
      expect.objectContaining({ rule: "casino-rank", documentId: "casino-codere", path: "rank" }),
    );
  });

  test("removing a casino leaves no gap only when the ones below it move up", () => {
    const withoutCodere = (documents: RawDocument[]) =>
      documents.splice(documents.indexOf(byId(documents, "casino-codere")), 1);
    expect(problemsAfter(withoutCodere)).toContainEqual(
      expect.objectContaining({ rule: "casino-count", message: "no casino holds rank 2" }),
    );
    const casinoDocuments = (documents: RawDocument[]) => documents.filter((document) => document._type === "casino");
    expect(
      problemsAfter((documents) => {
        withoutCodere(documents);
        for (const casino of casinoDocuments(documents)) {
          if (typeof casino.rank === "number" && casino.rank > 2) casino.rank -= 1;
        }
      }).filter((problem) => problem.rule === "casino-count" || problem.rule === "casino-rank"),
    ).toEqual([]);
  });

  test("more than ten casinos are caught", () => {
    const problems = problemsAfter((documents) => {
      const extra = structuredClone(codere(documents));
      extra._id = "casino-codere-bis";
      extra.rank = 11;
      documents.push(extra);
      const second = structuredClone(extra);
      second._id = "casino-codere-ter";
      documents.push(second);
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        rule: "casino-count",
        message: expect.stringContaining("casinos; the site ranks from 1 to 10"),
      }),
    );
  });

  test("a rating that does not match its weighted breakdown is caught", () => {
    expect(problemsAfter((documents) => (bet365(documents).rating = 9.9))).toEqual([
      expect.objectContaining({
        rule: "rating-breakdown",
        documentId: "casino-bet365",
        message: "rating 9.9 does not match its breakdown, whose weighted average rounds to 9.2",
      }),
    ]);
  });

  test("a rating with two decimals or above 10 is caught", () => {
    expect(problemsAfter((documents) => (bet365(documents).rating = 9.45))).toContainEqual(
      expect.objectContaining({
        rule: "casino-rating",
        path: "rating",
        message: "rating 9.45 has more than one decimal",
      }),
    );
    expect(
      problemsAfter((documents) => (field<Json>(bet365(documents), "ratingBreakdown").safety = 11)),
    ).toContainEqual(expect.objectContaining({ rule: "casino-rating", path: "ratingBreakdown.safety" }));
  });

  test("a negative minimum deposit is caught", () => {
    expect(problemsAfter((documents) => (bet365(documents).minDeposit = -5))).toEqual([
      expect.objectContaining({ rule: "casino-amounts", documentId: "casino-bet365", path: "minDeposit" }),
    ]);
  });

  test("a withdrawal time whose minimum exceeds its maximum is caught", () => {
    const problems = problemsAfter((documents) => {
      bet365(documents).withdrawalTime = { _type: "withdrawalTime", minHours: 48, maxHours: 24 };
    });
    expect(problems).toEqual([expect.objectContaining({ rule: "withdrawal-time", path: "withdrawalTime" })]);
  });

  test("a play link over plain http is caught", () => {
    expect(problemsAfter((documents) => (bet365(documents).playUrl = "http://www.bet365.es"))).toEqual([
      expect.objectContaining({ rule: "play-url", documentId: "casino-bet365", path: "playUrl" }),
    ]);
  });

  test("a casino without its DGOJ licence is caught", () => {
    const problems = problemsAfter((documents) => {
      const casino = codere(documents);
      casino.licences = field<Json[]>(casino, "licences").filter((licence) => licence.authority !== "dgoj");
    });
    expect(problems).toEqual([
      expect.objectContaining({
        rule: "licences",
        documentId: "casino-codere",
        path: "licences",
        message: expect.stringContaining("Falta la licencia de la DGOJ"),
      }),
    ]);
  });

  test("two DGOJ licences are caught", () => {
    const problems = problemsAfter((documents) => {
      const licences = field<Json[]>(bet365(documents), "licences");
      const [dgoj] = licences;
      if (dgoj) licences.push({ ...dgoj, _key: "0f0f0f0f0f0f" });
    });
    expect(problems).toEqual([
      expect.objectContaining({ rule: "licences", message: expect.stringContaining("Hay 2 licencias") }),
    ]);
  });

  test("an operator without its licensee is caught, even when the licensee is marked «sin verificar»", () => {
    const williamHill = (documents: RawDocument[]) => byId(documents, "casino-williamhill");
    const missing = expect.objectContaining({
      rule: "operator-facts",
      documentId: "casino-williamhill",
      path: "licensee",
      message: expect.stringContaining("Falta el titular de la licencia"),
    });
    expect(problemsAfter((documents) => delete williamHill(documents).licensee)).toEqual([missing]);
    expect(
      problemsAfter((documents) => {
        const casino = williamHill(documents);
        delete casino.licensee;
        casino.unverified = ["licensee", "established"];
      }),
    ).toEqual([missing]);
  });

  test("an operator without licence numbers is caught", () => {
    const problems = problemsAfter((documents) => (byId(documents, "casino-williamhill").licenceNumbers = []));
    expect(problems).toEqual([
      expect.objectContaining({
        rule: "operator-facts",
        documentId: "casino-williamhill",
        path: "licenceNumbers",
        message: expect.stringContaining("Faltan los números de licencia"),
      }),
    ]);
  });

  test("an operator without sources, or with an undated or future-dated source, is caught", () => {
    expect(problemsAfter((documents) => delete byId(documents, "casino-bwin").sources)).toEqual([
      expect.objectContaining({ rule: "operator-facts", documentId: "casino-bwin", path: "sources" }),
    ]);
    // Marking every company fact «sin verificar» is no way out: a casino with no dated source is not listed.
    expect(
      problemsAfter((documents) => {
        const casino = byId(documents, "casino-bwin");
        delete casino.sources;
        casino.unverified = ["licensee", "licenceNumbers", "owner", "established"];
      }),
    ).toEqual([expect.objectContaining({ rule: "operator-facts", documentId: "casino-bwin", path: "sources" })]);
    const [undated, future] = [
      problemsAfter((documents) => {
        const [first] = field<Json[]>(byId(documents, "casino-bwin"), "sources");
        if (first) delete first.checkedAt;
      }),
      problemsAfter((documents) => {
        const [first] = field<Json[]>(byId(documents, "casino-bwin"), "sources");
        if (first) first.checkedAt = "2999-01-01";
      }),
    ];
    expect(undated).toContainEqual(
      expect.objectContaining({
        rule: "operator-facts",
        path: "sources[0]",
        message: expect.stringContaining("fecha"),
      }),
    );
    expect(future).toEqual([
      expect.objectContaining({
        rule: "operator-facts",
        path: "sources[0]",
        message: expect.stringContaining("futura"),
      }),
    ]);
  });

  test("a sanction in the future or with an http source is caught", () => {
    const future = problemsAfter((documents) => {
      const [sanction] = field<Json[]>(byId(documents, "casino-bwin"), "sanctions");
      if (sanction) sanction.date = "2999-01-01";
    });
    expect(future).toEqual([
      expect.objectContaining({
        rule: "operator-facts",
        path: "sanctions[0]",
        message: expect.stringContaining("futura"),
      }),
    ]);
    const insecure = problemsAfter((documents) => {
      const [sanction] = field<Json[]>(byId(documents, "casino-bwin"), "sanctions");
      if (sanction) sanction.sourceUrl = "http://www.larazon.es/";
    });
    expect(insecure).toContainEqual(
      expect.objectContaining({
        rule: "operator-facts",
        path: "sanctions[0]",
        message: expect.stringContaining("https"),
      }),
    );
  });

  test("a «Bonos justos» sub-score that is not the published formula of the effective multiple is caught", () => {
    // Betway: ×20 on bonus + deposit with a 100 % match is ×40 of the bonus, so the formula gives 4.
    expect(problemsAfter((documents) => (byId(documents, "casino-betway").wageringBase = "bonus"))).toContainEqual(
      expect.objectContaining({
        rule: "bonus-fairness",
        documentId: "casino-betway",
        path: "ratingBreakdown.bonusFairness",
        message: expect.stringContaining("the published formula gives 8"),
      }),
    );
  });

  test("fewer than three pros or cons are caught", () => {
    expect(problemsAfter((documents) => field<string[]>(bet365(documents), "cons").splice(2))).toEqual([
      expect.objectContaining({ rule: "pros-and-cons", documentId: "casino-bet365", path: "cons" }),
    ]);
  });
});
