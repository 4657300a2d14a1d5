// The dataset rules about pages and text: slugs and SEO fields, links and calls to action, dates and placeholder
// text, each shown by breaking one document in a copy of the committed dataset.
import { describe, expect, test } from "vitest";
import { bet365, byId, field, firstLink, type Json, problemsAfter } from "./test-dataset.ts";

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
      const link = firstLink(documents, (href) => href.startsWith("https://"));
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
        (documents) => (firstLink(documents, (href) => href.startsWith("https://")).markDef.href = "/ayuda#contacto"),
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
