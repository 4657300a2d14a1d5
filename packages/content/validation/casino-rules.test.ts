// The dataset rules about casinos: computed ranks, operators «no clasificado», ratings, amounts, licences, operator facts, the «Bonos justos» formula
// and pros and cons, each shown by breaking one casino in a copy of the committed dataset.
import { todayIso } from "@casinolupa/domain";
import { describe, expect, test } from "vitest";
import { DATASET_ID, type RawDocument } from "./index.ts";
import { bet365, byId, codere, field, type Json, problemsAfter } from "./test-dataset.ts";

describe("casinos", () => {
  test("a stored rank is caught: ranks are computed from the ratings", () => {
    expect(problemsAfter((documents) => (codere(documents).rank = 2))).toEqual([
      expect.objectContaining({ rule: "unknown-field", documentId: "casino-codere", path: "rank" }),
      expect.objectContaining({ rule: "casino-rank", documentId: "casino-codere", path: "rank" }),
    ]);
  });

  test("any number of casinos may be listed: an 11th and a 12th pass", () => {
    expect(
      problemsAfter((documents) => {
        for (const slug of ["sportium", "versus"]) {
          const extra = structuredClone(codere(documents));
          extra._id = `casino-${slug}`;
          extra.slug = { _type: "slug", current: slug };
          extra.name = slug;
          documents.push(extra);
        }
      }).filter((problem) => problem.rule.startsWith("casino-")),
    ).toEqual([]);
  });

  test("an operator «no clasificado» needs its public reason and the day it was checked, not a licence", () => {
    expect(
      problemsAfter((documents) => {
        const casino = codere(documents);
        casino.notRanked = true;
        delete casino.licences;
        delete casino.licensee;
        delete casino.sources;
      }),
    ).toEqual([
      expect.objectContaining({ rule: "casino-rank", documentId: "casino-codere", path: "notRankedReason" }),
      expect.objectContaining({ rule: "casino-rank", documentId: "casino-codere", path: "notRankedCheckedAt" }),
    ]);
  });

  test("a dataset whose every casino is «no clasificado» is caught: the site would rank none", () => {
    expect(
      problemsAfter((documents) => {
        for (const casino of documents.filter((document) => document._type === "casino")) {
          casino.notRanked = true;
          casino.notRankedReason = "Sin verificar.";
          casino.notRankedCheckedAt = "2026-11-24";
        }
      }),
    ).toEqual([expect.objectContaining({ rule: "casino-count", documentId: DATASET_ID })]);
  });

  test("a rating that does not match its weighted breakdown is caught", () => {
    expect(problemsAfter((documents) => (bet365(documents).rating = 9.9))).toEqual([
      expect.objectContaining({
        rule: "rating-breakdown",
        documentId: "casino-bet365",
        message: "rating 9.9 does not match its breakdown and bonus terms, whose weighted average rounds to 8.3",
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
    ).toContainEqual(missing);
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
    ).toContainEqual(expect.objectContaining({ rule: "operator-facts", documentId: "casino-bwin", path: "sources" }));
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

  test("a stored «Bonos justos» is caught, and so is a rating that ignores the bonus terms", () => {
    expect(problemsAfter((documents) => (field<Json>(bet365(documents), "ratingBreakdown").bonusFairness = 7))).toEqual(
      [
        expect.objectContaining({ rule: "unknown-field", path: "ratingBreakdown.bonusFairness" }),
        expect.objectContaining({ rule: "bonus-fairness", path: "ratingBreakdown.bonusFairness" }),
      ],
    );
    // Betway: ×20 on bonus + deposit is ×40 of the bonus (4,0); on the bonus alone it is ×20 (8,0): rating 8,3.
    expect(problemsAfter((documents) => (byId(documents, "casino-betway").wageringBase = "bonus"))).toContainEqual(
      expect.objectContaining({
        rule: "rating-breakdown",
        documentId: "casino-betway",
        message: expect.stringContaining("rounds to 8.3"),
      }),
    );
  });

  test("a «Seguridad y licencia» score above the published cap for unverified licence facts is caught", () => {
    // William Hill's licensee and numbers come from its own terms; marking the numbers unverified caps security at 7,5.
    expect(
      problemsAfter((documents) => {
        const casino = byId(documents, "casino-williamhill");
        casino.unverified = ["licenceNumbers", "established"];
      }),
    ).toEqual([
      expect.objectContaining({
        rule: "safety-cap",
        documentId: "casino-williamhill",
        path: "ratingBreakdown.safety",
        message: expect.stringContaining("above the published cap of 7,5"),
      }),
    ]);
    // bet365's licensee is unverified: its 6,0 is at the cap and passes, 6,1 does not.
    expect(
      problemsAfter((documents) => {
        const breakdown = field<Json>(bet365(documents), "ratingBreakdown");
        breakdown.safety = 6.1;
        bet365(documents).rating = 8.3;
      }),
    ).toContainEqual(expect.objectContaining({ rule: "safety-cap", documentId: "casino-bet365" }));
  });

  test("a «Juego responsable» score above the cap that a fine for letting barred people play sets is caught", () => {
    expect(
      problemsAfter((documents) => {
        const casino = codere(documents);
        const [sanction] = field<Json[]>(casino, "sanctions");
        if (sanction) Object.assign(sanction, { protectedPlayers: true, date: todayIso() });
      }),
    ).toEqual([
      expect.objectContaining({
        rule: "sanction-cap",
        documentId: "casino-codere",
        path: "ratingBreakdown.responsibleTools",
        message: expect.stringContaining("above the published cap of 5,0"),
      }),
    ]);
  });

  test("fewer than three pros or cons are caught", () => {
    expect(problemsAfter((documents) => field<string[]>(bet365(documents), "cons").splice(2))).toEqual([
      expect.objectContaining({ rule: "pros-and-cons", documentId: "casino-bet365", path: "cons" }),
    ]);
  });
});
