import { expect, test } from "vitest";
import { migrateFaqLists } from "./faq-lists.ts";

const faq = (id: string, placement: string, order: number) => ({
  _id: id,
  _type: "faq",
  question: id,
  placement,
  order,
});
const dataset = [
  { _id: "siteSettings", _type: "siteSettings" },
  faq("faq-home-b", "home", 2),
  faq("faq-home-a", "home", 1),
  faq("faq-home-tie", "home", 2),
  faq("faq-guia-x", "guia", 1),
  { _id: "page-ayuda", _type: "page" },
];
const refsOf = (documents: Record<string, unknown>[], id: string) =>
  (documents.find((document) => document._id === id)?.faqs as { _ref: string }[] | undefined)?.map(({ _ref }) => _ref);

test("each page's list keeps the order the page showed, ties in dataset order, after the last question", () => {
  const migrated = migrateFaqLists(dataset);
  expect(refsOf(migrated, "faqList-home")).toEqual(["faq-home-a", "faq-home-b", "faq-home-tie"]);
  expect(refsOf(migrated, "faqList-guia")).toEqual(["faq-guia-x"]);
  expect(refsOf(migrated, "faqList-ayuda")).toEqual([]);
  expect(migrated.map((document) => document._id)).toEqual([
    "siteSettings",
    "faq-home-b",
    "faq-home-a",
    "faq-home-tie",
    "faq-guia-x",
    "faqList-home",
    "faqList-ayuda",
    "faqList-guia",
    "page-ayuda",
  ]);
});

test("questions lose their placement and order; a second run changes nothing", () => {
  const once = migrateFaqLists(dataset);
  expect(once.find((document) => document._id === "faq-home-a")).toEqual({
    _id: "faq-home-a",
    _type: "faq",
    question: "faq-home-a",
  });
  expect(migrateFaqLists(once)).toEqual(once);
});

test("a question placed the old way after the lists exist joins the end of its page's list", () => {
  const once = migrateFaqLists(dataset);
  const again = migrateFaqLists([...once, faq("faq-home-new", "home", 1)]);
  expect(refsOf(again, "faqList-home")).toEqual(["faq-home-a", "faq-home-b", "faq-home-tie", "faq-home-new"]);
});
