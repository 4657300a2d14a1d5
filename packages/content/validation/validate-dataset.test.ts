// The committed dataset against the Studio schema and the content rules, and for each rule a copy of the dataset
// with one document broken the way an editor or a script could break it.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SchemaType } from "groq-js";
import { describe, expect, test } from "vitest";
import {
  DATASET_ID,
  type DatasetProblem,
  formatProblems,
  type RawDocument,
  readDatasetFiles,
  validateDataset,
} from "./index.ts";

const schema = JSON.parse(readFileSync(new URL("../schema.json", import.meta.url), "utf8")) as SchemaType;
const committed = readDatasetFiles(fileURLToPath(new URL("../dataset/production.ndjson", import.meta.url)));

const validate = (documents: readonly RawDocument[]) => validateDataset(documents, schema, committed);
const problemKey = (p: DatasetProblem) => `${p.rule}|${p.documentId}|${p.path}|${p.message}`;
const alreadyThere = new Set(validate(committed.documents).map(problemKey));

/**
 * Breaks a copy of the committed dataset and returns the problems the copy has that the committed one does not,
 * so these tests say what each rule catches even while the committed dataset has problems of its own.
 */
function problemsAfter(breakIt: (documents: RawDocument[]) => void): DatasetProblem[] {
  const documents = structuredClone(committed.documents);
  breakIt(documents);
  return validate(documents).filter((problem) => !alreadyThere.has(problemKey(problem)));
}

type Json = Record<string, unknown>;

function byId(documents: RawDocument[], id: string): Json {
  const document = documents.find((candidate) => candidate._id === id);
  if (!document) throw new Error(`The committed dataset has no document "${id}"; update this test`);
  return document;
}

function field<T>(object: Json, name: string): T {
  const value = object[name];
  if (value === undefined) throw new Error(`No field "${name}" in ${JSON.stringify(object).slice(0, 80)}`);
  return value as T;
}

/** The first Portable Text link annotation (markDef) in the dataset whose href satisfies `matches`. */
function firstLink(
  documents: RawDocument[],
  matches: (href: string) => boolean,
): { documentId: string; markDef: Json } {
  const find = (value: unknown): Json | undefined => {
    if (Array.isArray(value)) return value.map(find).find(Boolean);
    if (!value || typeof value !== "object") return undefined;
    const object = value as Json;
    if (object._type === "link" && "_key" in object && typeof object.href === "string" && matches(object.href)) {
      return object;
    }
    return Object.values(object).map(find).find(Boolean);
  };
  for (const document of documents) {
    const markDef = find(document.body ?? document.sections ?? document.answer);
    if (markDef) return { documentId: String(document._id), markDef };
  }
  throw new Error("The committed dataset has no such link in its rich text; update this test");
}

const bet365 = (documents: RawDocument[]) => byId(documents, "casino-bet365");
const codere = (documents: RawDocument[]) => byId(documents, "casino-codere");

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

describe("slugs and SEO", () => {
  test("a slug that is not lowercase words with hyphens is caught", () => {
    const problems = problemsAfter(
      (documents) => (field<Json>(byId(documents, "page-ayuda"), "slug").current = "Ayuda_Online"),
    );
    expect(problems).toContainEqual(expect.objectContaining({ rule: "slug-shape", documentId: "page-ayuda" }));
  });

  test("a slug that takes an app route is caught", () => {
    const problems = problemsAfter(
      (documents) => (field<Json>(byId(documents, "page-ayuda"), "slug").current = "comparacion"),
    );
    expect(problems).toContainEqual(expect.objectContaining({ rule: "slug-shape", documentId: "page-ayuda" }));
  });

  test("a game page with a casino's slug is caught", () => {
    const problems = problemsAfter((documents) => {
      field<Json>(byId(documents, "gamePage-juegos-mesa"), "slug").current = "bet365";
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        rule: "slug-unique",
        documentId: "gamePage-juegos-mesa",
        message: 'slug "bet365" is also casino-bet365\'s',
      }),
    );
  });

  test("an SEO title over 60 characters is caught", () => {
    const problems = problemsAfter((documents) => {
      field<Json>(byId(documents, "page-ayuda"), "seo").title =
        "Centro de ayuda de CasinoLupa: contacto, preguntas y recursos útiles";
    });
    expect(problems).toEqual([
      expect.objectContaining({ rule: "seo-length", documentId: "page-ayuda", path: "seo.title" }),
    ]);
  });

  test("an SEO description over 160 characters is caught", () => {
    const problems = problemsAfter((documents) => {
      const seo = field<Json>(byId(documents, "page-ayuda"), "seo");
      seo.description = `${field<string>(seo, "description")} Y mucho más texto que nadie leerá en Google.`;
    });
    expect(problems).toContainEqual(expect.objectContaining({ rule: "seo-length", path: "seo.description" }));
  });

  test("two pages with the same SEO description are caught", () => {
    const problems = problemsAfter((documents) => {
      const original = field<Json>(byId(documents, "page-ayuda"), "seo");
      field<Json>(byId(documents, "page-politica-privacidad"), "seo").description = original.description;
    });
    expect(problems).toEqual([
      expect.objectContaining({
        rule: "seo-unique",
        path: "seo.description",
        message: expect.stringMatching(/^same SEO description as page-(ayuda|politica-privacidad)$/),
      }),
    ]);
  });
});

describe("links", () => {
  test("a link to a route the site does not have is caught", () => {
    let documentId = "";
    const problems = problemsAfter((documents) => {
      const link = firstLink(documents, (href) => href === "/comparacion");
      documentId = link.documentId;
      link.markDef.href = "/comparativa";
    });
    expect(problems).toEqual([
      expect.objectContaining({
        rule: "links",
        documentId,
        message: 'link "/comparativa" goes to /comparativa, which is not a page of the site',
      }),
    ]);
  });

  test("an in-page anchor on an existing route is fine", () => {
    expect(
      problemsAfter(
        (documents) => (firstLink(documents, (href) => href === "/comparacion").markDef.href = "/ayuda#contacto"),
      ),
    ).toEqual([]);
  });

  test("a link over plain http is caught", () => {
    const problems = problemsAfter((documents) => {
      firstLink(documents, (href) => href.startsWith("https://")).markDef.href = "http://www.jugarbien.es";
    });
    expect(problems).toEqual([
      expect.objectContaining({ rule: "links", message: expect.stringContaining("is not https://") }),
    ]);
  });

  test("a footer link to a missing page is caught", () => {
    const problems = problemsAfter((documents) => {
      const [first] = field<Json[]>(byId(documents, "siteSettings"), "footerLinks");
      if (first) first.href = "/contacto";
    });
    expect(problems).toEqual([expect.objectContaining({ rule: "links", documentId: "siteSettings" })]);
  });

  test("a call to action to a page without a path is caught", () => {
    const problems = problemsAfter((documents) => {
      const [cta] = field<Json[]>(byId(documents, "gamePage-ruleta-online"), "ctas");
      if (cta) cta.target = "page";
    });
    expect(problems).toEqual([expect.objectContaining({ rule: "cta", documentId: "gamePage-ruleta-online" })]);
  });

  test("a span mark without its annotation is caught", () => {
    const problems = problemsAfter((documents) => {
      const [block] = field<Json[]>(byId(documents, "gamePage-ruleta-online"), "body");
      const [span] = block ? field<Json[]>(block, "children") : [];
      if (span) span.marks = ["a1b2c3d4e5f6"];
    });
    expect(problems).toEqual([
      expect.objectContaining({ rule: "portable-text-marks", documentId: "gamePage-ruleta-online" }),
    ]);
  });
});

describe("dates and text", () => {
  test("a date that does not exist is caught", () => {
    expect(problemsAfter((documents) => (bet365(documents).lastReviewed = "2025-02-30"))).toEqual([
      expect.objectContaining({ rule: "dates", documentId: "casino-bet365", path: "lastReviewed" }),
    ]);
  });

  test("a date in another format is caught", () => {
    expect(problemsAfter((documents) => (byId(documents, "page-ayuda").lastUpdated = "25/11/2025"))).toEqual([
      expect.objectContaining({ rule: "dates", path: "lastUpdated" }),
    ]);
  });

  test("placeholder text is caught wherever it is", () => {
    expect(problemsAfter((documents) => (bet365(documents).description = "Lorem ipsum dolor sit amet."))).toEqual([
      expect.objectContaining({ rule: "placeholders", path: "description" }),
    ]);
    expect(problemsAfter((documents) => (bet365(documents).owner = "TODO: confirmar empresa"))).toEqual([
      expect.objectContaining({ rule: "placeholders", path: "owner" }),
    ]);
    expect(problemsAfter((documents) => (bet365(documents).support = "Teléfono xxx xxx xxx"))).toEqual([
      expect.objectContaining({ rule: "placeholders", path: "support" }),
    ]);
  });

  test("the Spanish word «todo» is not a placeholder", () => {
    expect(problemsAfter((documents) => (bet365(documents).support = "Chat para todo, todos los días"))).toEqual([]);
  });
});
