import { searchIndexQuery } from "@casinolupa/content";
import { expect, test } from "vitest";
import { datasetContent } from "../testing/dataset";
import { buildSiteSearch } from "./search";
import { toSearchDocuments } from "./search-index.server";
import { RELEVANCE_CASES, relevanceFigures } from "./search-relevance";

test("the relevance set has at least 40 queries, each expecting a page the site has", async () => {
  const documents = toSearchDocuments(await datasetContent.fetch(searchIndexQuery));
  const pages = new Set(documents.flatMap((document) => [document.href, document.title]));
  expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(40);
  expect(RELEVANCE_CASES.filter((relevance) => !pages.has(relevance.expected))).toEqual([]);
});

test("search puts the expected page first for at least 90 % of the relevance set", async () => {
  const documents = toSearchDocuments(await datasetContent.fetch(searchIndexQuery));
  const search = buildSiteSearch(documents);
  const figures = relevanceFigures((query) =>
    search.search(query).hits.map(({ document }) => (document.kind === "faq" ? document.title : document.href)),
  );
  console.info(
    `relevance: ${figures.cases} queries, top-1 ${(figures.top1 * 100).toFixed(1)} %, as required ${(figures.asRequired * 100).toFixed(1)} %, MRR ${figures.mrr.toFixed(3)}`,
  );
  for (const miss of figures.misses)
    console.info(`  «${miss.query}»: ${miss.expected} at ${miss.rank ?? "-"}; first: ${miss.got.join(" | ")}`);
  expect(figures.top1).toBeGreaterThanOrEqual(0.9);
});
