// The committed dataset against the Studio schema and the content rules, and for each rule a copy of the dataset
// with one document broken the way an editor or a script could break it: here the schema and structure rules;
// the casino rules are in casino-rules.test.ts, the page, link and text rules in page-rules.test.ts.
import { describe, expect, test } from "vitest";
import { formatProblems } from "./index.ts";
import { bet365, byId, codere, committed, field, type Json, problemsAfter, validate } from "./test-dataset.ts";

test("the committed dataset has no problems", () => {
  const problems = validate(committed.documents);
  expect(problems, `${problems.length} problems:\n${formatProblems(problems)}`).toEqual([]);
});

test("the committed dataset is read whole: 49 documents and the images they use", () => {
  expect(committed.documents.length).toBeGreaterThanOrEqual(49);
  expect(committed.imageFiles).toContain("logo-bet365.svg");
});

describe("schema", () => {
  test("a missing required field is reported by name", () => {
    expect(problemsAfter((documents) => delete bet365(documents).support)).toEqual([
      expect.objectContaining({ rule: "required", documentId: "casino-bet365", path: "support" }),
    ]);
  });

  test("an empty required text counts as missing", () => {
    expect(problemsAfter((documents) => (bet365(documents).name = "  "))).toEqual([
      expect.objectContaining({ rule: "required", documentId: "casino-bet365", path: "name" }),
    ]);
  });

  test("a number written as text is a type error", () => {
    expect(problemsAfter((documents) => (bet365(documents).minDeposit = "5"))).toEqual([
      expect.objectContaining({ rule: "type", documentId: "casino-bet365", path: "minDeposit" }),
    ]);
  });

  test("a boolean written as text is a type error", () => {
    expect(problemsAfter((documents) => (bet365(documents).liveDealer = "sí"))).toEqual([
      expect.objectContaining({ rule: "type", path: "liveDealer", message: 'expected true or false, found "sí"' }),
    ]);
  });

  test("a payment method outside the spec's eleven is caught", () => {
    const problems = problemsAfter((documents) => field<string[]>(bet365(documents), "paymentMethods").push("Bitcoin"));
    expect(problems).toEqual([
      expect.objectContaining({
        rule: "type",
        documentId: "casino-bet365",
        path: expect.stringMatching(/^paymentMethods\[\d+\]$/),
        message: expect.stringContaining('"Bitcoin" is not one of the allowed values: Visa, Mastercard'),
      }),
    ]);
  });

  test("a licence authority outside the list is caught", () => {
    const problems = problemsAfter((documents) => {
      const [licence] = field<Json[]>(codere(documents), "licences");
      if (licence) licence.authority = "curacao";
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        rule: "type",
        documentId: "casino-codere",
        path: expect.stringMatching(/\.authority$/),
      }),
    );
  });

  test("a field the schema does not have is caught", () => {
    expect(problemsAfter((documents) => (bet365(documents).bonusCode = "BIENVENIDA"))).toEqual([
      expect.objectContaining({ rule: "unknown-field", documentId: "casino-bet365", path: "bonusCode" }),
    ]);
  });

  test("an unknown field inside a nested object is caught with its path", () => {
    expect(problemsAfter((documents) => (field<Json>(bet365(documents), "withdrawalTime").days = 2))).toEqual([
      expect.objectContaining({ rule: "unknown-field", path: "withdrawalTime.days" }),
    ]);
  });

  test("a Portable Text block with a style the schema does not allow is caught", () => {
    const problems = problemsAfter((documents) => {
      const [block] = field<Json[]>(byId(documents, "gamePage-ruleta-online"), "body");
      if (block) block.style = "h1";
    });
    expect(problems).toEqual([
      expect.objectContaining({
        rule: "type",
        documentId: "gamePage-ruleta-online",
        path: expect.stringMatching(/^body\[.*\]\.style$/),
      }),
    ]);
  });

  test("an object of a type not allowed in rich text is caught", () => {
    const problems = problemsAfter((documents) =>
      field<Json[]>(byId(documents, "gamePage-ruleta-online"), "body").push({ _type: "video", _key: "0a1b2c3d4e5f" }),
    );
    expect(problems).toEqual([
      expect.objectContaining({ rule: "type", message: expect.stringContaining('_type "video" is not allowed here') }),
    ]);
  });

  test("a document of a type the Studio does not have is caught", () => {
    expect(problemsAfter((documents) => documents.push({ _id: "promo-verano", _type: "promo" }))).toEqual([
      expect.objectContaining({ rule: "document-type", documentId: "promo-verano" }),
    ]);
  });
});

describe("structure", () => {
  test("an array item without _key is caught", () => {
    const problems = problemsAfter((documents) => {
      const [licence] = field<Json[]>(bet365(documents), "licences");
      if (licence) delete licence._key;
    });
    expect(problems).toEqual([expect.objectContaining({ rule: "array-keys", path: "licences[0]" })]);
  });

  test("a _key used twice in one list is caught", () => {
    const problems = problemsAfter((documents) => {
      const helpLines = field<Json[]>(byId(documents, "siteSettings"), "helpLines");
      const [first, second] = helpLines;
      if (first && second) second._key = first._key;
    });
    expect(problems).toEqual([
      expect.objectContaining({ rule: "array-keys", documentId: "siteSettings", path: "helpLines[1]" }),
    ]);
  });

  test("a reference to a document that does not exist is caught", () => {
    const problems = problemsAfter((documents) => {
      const [first] = field<Json[]>(byId(documents, "siteSettings"), "gamesNav");
      if (first) first._ref = "gamePage-no-existe";
    });
    expect(problems).toEqual([
      expect.objectContaining({
        rule: "references",
        documentId: "siteSettings",
        message: 'reference to "gamePage-no-existe", which is not in the dataset',
      }),
    ]);
  });

  test("a reference to a document of the wrong type is caught", () => {
    const problems = problemsAfter((documents) => {
      const [first] = field<Json[]>(byId(documents, "siteSettings"), "gamesNav");
      if (first) first._ref = "casino-bet365";
    });
    expect(problems).toEqual([
      expect.objectContaining({ rule: "references", message: expect.stringContaining("expected a gamePage") }),
    ]);
  });

  test("an image whose file is not in dataset/images is caught", () => {
    const problems = problemsAfter((documents) => {
      field<Json>(bet365(documents), "logo")._sanityAsset = "image@file://./images/logo-perdido.svg";
    });
    expect(problems).toEqual([
      expect.objectContaining({
        rule: "image-files",
        path: "logo._sanityAsset",
        message: "images/logo-perdido.svg does not exist",
      }),
    ]);
  });

  test("an image without alt text is caught once, by the alt rule", () => {
    expect(problemsAfter((documents) => delete field<Json>(bet365(documents), "logo").alt)).toEqual([
      expect.objectContaining({ rule: "image-alt", documentId: "casino-bet365", path: "logo.alt" }),
    ]);
  });

  test("an alt text that is a file name is caught", () => {
    expect(problemsAfter((documents) => (field<Json>(bet365(documents), "logo").alt = "logo-bet365.svg"))).toEqual([
      expect.objectContaining({ rule: "image-alt", path: "logo.alt" }),
    ]);
  });

  test("an _id with a dot (a private or draft document) is caught", () => {
    const problems = problemsAfter(
      (documents) => (byId(documents, "faq-home-que-es-rtp")._id = "drafts.faq-home-que-es-rtp"),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ rule: "document-ids", documentId: "drafts.faq-home-que-es-rtp" }),
    );
  });

  test("two documents with one _id are caught", () => {
    const problems = problemsAfter((documents) =>
      documents.push(structuredClone(byId(documents, "faq-home-que-es-rtp"))),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ rule: "document-ids", documentId: "faq-home-que-es-rtp", path: "_id" }),
    );
  });
});
