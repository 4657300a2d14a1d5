import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { evaluate, parse } from "groq-js";
import { afterAll, describe, expect, test } from "vitest";
import { localDatasetFile } from "./index.ts";
import { loadLocalDataset } from "./local-dataset.ts";
import { datasetNarrowings } from "./local-index.ts";
import { openLocalStore } from "./local-store.ts";
import * as queries from "./queries.ts";

const imageBaseUrl = "/content-images";
const everyDocument = loadLocalDataset({ file: localDatasetFile, imageBaseUrl });
const slugsOf = (type: string) =>
  everyDocument.filter((doc) => doc._type === type).map((doc) => (doc.slug as { current: string }).current);

/** What plain groq-js answers when it scans every document: the indexed store must answer the same. */
async function scanned(query: string, params: Record<string, unknown>) {
  return (await evaluate(parse(query, { params }), { dataset: everyDocument, params })).get();
}

// Every query the site runs, with the parameters its pages pass (every slug of every type, and a missing one).
const cases: [string, string, Record<string, unknown>][] = [
  ["siteShellQuery", queries.siteShellQuery, {}],
  ["homeQuery", queries.homeQuery, {}],
  ["comparisonQuery", queries.comparisonQuery, {}],
  ["sitemapQuery", queries.sitemapQuery, {}],
  ["searchIndexQuery", queries.searchIndexQuery, {}],
  ...[...slugsOf("casino"), ...slugsOf("gamePage"), "no-existe"].map(
    (slug): [string, string, Record<string, unknown>] => [
      `topLevelPageQuery ${slug}`,
      queries.topLevelPageQuery,
      { slug },
    ],
  ),
  ...slugsOf("page").map((slug): [string, string, Record<string, unknown>] => [
    `pageQuery ${slug}`,
    queries.pageQuery,
    { slug, faqList: `faqList-${slug}` },
  ]),
  ...slugsOf("casino").map((slug): [string, string, Record<string, unknown>] => [
    `outboundQuery ${slug}`,
    queries.outboundQuery,
    { slug },
  ]),
];

describe("the indexed local store", () => {
  const store = openLocalStore({ file: localDatasetFile, imageBaseUrl });

  test.each(cases)("answers %s exactly as a scan of every document does", async (_name, query, params) => {
    expect(await store.query(query, params)).toEqual(await scanned(query, params));
  });

  test("a query whose `*` names no type or id still sees every document", async () => {
    const query = `count(*[defined(_id)])`;
    expect(await store.query(query, {})).toBe(everyDocument.length);
  });

  test("a query that returns documents whole gets every field, not a summary", async () => {
    const whole = (await store.query(`*[_type == "casino" && slug.current == "bet365"][0]`, {})) as {
      description?: unknown;
    };
    expect(whole.description).toEqual(everyDocument.find((doc) => doc._id === "casino-bet365")?.description);
  });
});

describe("what a query can be narrowed to", () => {
  test("types, ids and slugs joined with && narrow the documents a `*` reads", () => {
    const tree = parse(`{"a": *[_type == "casino" && slug.current == $slug][0], "b": *[_id == "siteSettings"]}`, {
      params: { slug: "bet365" },
    });
    expect(datasetNarrowings(tree)).toEqual([
      { types: ["casino"], ids: undefined, slugs: ["bet365"] },
      { types: undefined, ids: ["siteSettings"], slugs: undefined },
    ]);
  });

  test("an `||` or a filter on another field reads every document", () => {
    expect(datasetNarrowings(parse(`*[_type == "casino" || _type == "faq"]`))).toBeUndefined();
    expect(datasetNarrowings(parse(`*[rank == 1]`))).toBeUndefined();
  });
});

describe("a larger dataset", () => {
  const folder = mkdtempSync(join(tmpdir(), "casinolupa-store-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test("documents added after the committed ones are found by type and slug", async () => {
    const file = join(folder, "production.ndjson");
    const extra = Array.from({ length: 500 }, (_, index) => ({
      _id: `faq-extra-${index}`,
      _type: "faq",
      question: `Pregunta ${index}`,
    }));
    writeFileSync(file, extra.map((doc) => JSON.stringify(doc)).join("\n"));
    const larger = openLocalStore({ file, imageBaseUrl });
    expect(await larger.query(`count(*[_type == "faq" && question match "Pregunta*"])`, {})).toBe(500);
    expect(await larger.query(`*[_id == "faq-extra-499"][0].question`, {})).toBe("Pregunta 499");
  });
});
