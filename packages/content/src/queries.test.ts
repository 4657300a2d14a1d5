import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { createContentClient } from "./client.ts";
import { FAQS_PER_PAGE, homeQuery, pageQuery, searchIndexQuery } from "./queries.ts";

const folder = mkdtempSync(join(tmpdir(), "casinolupa-queries-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * A dataset with `count` questions in the home and help-centre lists. The documents are written in reverse order,
 * so only the list's order can sort them; `unpublished` names a question the list references but that is no
 * published document (created from the list and left as a draft).
 */
function storeWithFaqs(count: number, unpublished?: number) {
  const ids = Array.from({ length: count }, (_, index) => `faq-${index + 1}`);
  const faqs = ids
    .filter((_, index) => index + 1 !== unpublished)
    .map((id) => ({ _id: id, _type: "faq", question: `Pregunta ${id.slice(4)}` }))
    .reverse();
  const lists = ["home", "ayuda"].map((placement) => ({
    _id: `faqList-${placement}`,
    _type: "faqList",
    faqs: ids.map((id) => ({ _key: id, _type: "reference", _ref: id })),
  }));
  const page = { _id: "page-ayuda", _type: "page", title: "Ayuda", slug: { _type: "slug", current: "ayuda" } };
  const file = join(folder, `faqs-${count}-${unpublished ?? 0}.ndjson`);
  writeFileSync(file, [page, ...faqs, ...lists].map((doc) => JSON.stringify(doc)).join("\n"));
  const client = createContentClient({
    ttlMs: 60_000,
    imageBaseUrl: "/content-images",
    source: { kind: "local", datasetFile: file, imagesFolder: folder },
  });
  return { query: (query: string, params: Record<string, string>) => client.fetch(query, params) };
}

type Faqs = { faqs: { question: string | null }[] };
const questions = (faqs: { question: string | null }[]) => faqs.map((faq) => faq.question);
const numbered = (numbers: number[]) => numbers.map((n) => `Pregunta ${n}`);
const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

test("home and the content pages show the first ten questions of their list, in its order, however many it has", async () => {
  const store = storeWithFaqs(25);
  const home = (await store.query(homeQuery, {})) as Faqs;
  const help = (await store.query(pageQuery, { slug: "ayuda", faqList: "faqList-ayuda" })) as Faqs;
  expect(FAQS_PER_PAGE).toBe(10);
  expect(questions(home.faqs)).toEqual(numbered(oneTo(10)));
  expect(questions(help.faqs)).toEqual(numbered(oneTo(10)));
});

test("a list with fewer questions shows them all; a page without a list shows none", async () => {
  const store = storeWithFaqs(5);
  const help = (await store.query(pageQuery, { slug: "ayuda", faqList: "faqList-ayuda" })) as Faqs;
  expect(questions(help.faqs)).toEqual(numbered(oneTo(5)));
  const terms = (await store.query(pageQuery, { slug: "ayuda", faqList: "none" })) as Faqs;
  expect(terms.faqs).toEqual([]);
});

test("a question not yet published is skipped, and the eleventh moves up into the ten shown", async () => {
  const store = storeWithFaqs(12, 3);
  const home = (await store.query(homeQuery, {})) as Faqs;
  expect(questions(home.faqs)).toEqual(numbered([1, 2, 4, 5, 6, 7, 8, 9, 10, 11]));
});

test("the search indexes the questions each list shows, and no more", async () => {
  const store = storeWithFaqs(12);
  const index = (await store.query(searchIndexQuery, {})) as { faqLists: { _id: string; faqs: Faqs["faqs"] }[] };
  expect(index.faqLists.map((list) => [list._id, questions(list.faqs)])).toEqual([
    ["faqList-ayuda", numbered(oneTo(10))],
    ["faqList-home", numbered(oneTo(10))],
  ]);
});
