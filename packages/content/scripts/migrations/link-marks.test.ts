import { describe, expect, test } from "vitest";
import { migrateLinkMarks } from "./link-marks.ts";

const block = (href: string) => ({
  _type: "block",
  _key: "b",
  markDefs: [{ _key: "l", _type: "link", href }],
  children: [{ _type: "span", _key: "s", text: "enlace", marks: ["l"] }],
});
const dataset = (href: string) => [
  { _id: "page-guia-juego-responsable", _type: "page", slug: { _type: "slug", current: "guia-juego-responsable" } },
  { _id: "faq-home-x", _type: "faq", answer: [block(href)] },
];

const markDefsOf = (document: Record<string, unknown> | undefined) =>
  (document?.answer as ReturnType<typeof block>[] | undefined)?.[0]?.markDefs;

describe("the link migration", () => {
  test("a link to a document's path becomes a reference to that document", () => {
    const [, faq] = migrateLinkMarks(dataset("/guia-juego-responsable"));
    expect(markDefsOf(faq)).toEqual([
      { _key: "l", _type: "internalLink", reference: { _ref: "page-guia-juego-responsable", _type: "reference" } },
    ]);
  });

  test("a link to a route of the site keeps its path; an external link stays as it is; a second run changes nothing", () => {
    const once = migrateLinkMarks(dataset("/comparacion"));
    expect(markDefsOf(once[1])).toEqual([{ _key: "l", _type: "internalLink", path: "/comparacion" }]);
    expect(migrateLinkMarks(once)).toEqual(once);
    expect(migrateLinkMarks(dataset("https://www.jugarbien.es"))).toEqual(dataset("https://www.jugarbien.es"));
  });

  test("a link to a path the site does not have stops the migration and names the document", () => {
    expect(() => migrateLinkMarks(dataset("/comparativa"))).toThrow(/faq-home-x: the link to \/comparativa/);
  });
});
