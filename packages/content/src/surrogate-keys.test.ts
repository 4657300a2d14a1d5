// Which pages a publish purges from the CDN: the keys each query gives the page that ran it, against what a
// publish of one document purges.
import { expect, test } from "vitest";
import {
  authorPageQuery,
  comparisonQuery,
  homeQuery,
  pageQuery,
  paymentMethodPageQuery,
  searchIndexQuery,
  sitemapQuery,
  siteShellQuery,
  topLevelPageQuery,
} from "./queries.ts";
import { EVERY_PAGE_KEY, purgeKeysFor, surrogateKeys } from "./surrogate-keys.ts";

const purges = (pageKeys: string[], document: { _id: string; _type: string }) =>
  purgeKeysFor(document).some((key) => pageKeys.includes(key));

test("a casino review is purged by a publish of its casino, and not by one of a content page", () => {
  const keys = surrogateKeys(topLevelPageQuery, {
    casino: { _id: "casino-bet365", slug: "bet365" },
    gamePage: null,
    settings: {},
  });
  expect(keys).toContain("casino-bet365");
  expect(purges(keys, { _id: "casino-bet365", _type: "casino" })).toBe(true);
  expect(purges(keys, { _id: "page-terms", _type: "page" })).toBe(false);
  expect(purges(keys, { _id: "siteSettings", _type: "siteSettings" })).toBe(true);
});

test("a 404 at the top level is purged by any casino or game page, which may take its slug", () => {
  const keys = surrogateKeys(topLevelPageQuery, { casino: null, gamePage: null, settings: {} });
  expect(purges(keys, { _id: "casino-nuevo", _type: "casino" })).toBe(true);
  expect(purges(keys, { _id: "game-nuevo", _type: "gamePage" })).toBe(true);
});

test("a content page is purged by its own document, its FAQ list and FAQs, not by another content page", () => {
  const keys = surrogateKeys(pageQuery, { page: { _id: "page-help" }, faqs: [{ _id: "faq-1" }], settings: {} });
  expect(purges(keys, { _id: "page-help", _type: "page" })).toBe(true);
  expect(purges(keys, { _id: "faqList-ayuda", _type: "faqList" })).toBe(true);
  expect(purges(keys, { _id: "faq-9", _type: "faq" })).toBe(true);
  expect(purges(keys, { _id: "page-terms", _type: "page" })).toBe(false);
});

test("home is purged by a publish of its own FAQ list, not by another page's", () => {
  const keys = surrogateKeys(homeQuery, { casinos: [], faqs: [], settings: {} });
  expect(purges(keys, { _id: "faqList-home", _type: "faqList" })).toBe(true);
  expect(purges(keys, { _id: "faqList-ayuda", _type: "faqList" })).toBe(false);
});

test("lists are purged by any document of their type, the shell by games reached through the menu", () => {
  expect(surrogateKeys(comparisonQuery, { casinos: [], settings: {} })).toEqual(
    expect.arrayContaining(["type:casino", "siteSettings"]),
  );
  expect(surrogateKeys(homeQuery, { casinos: [], faqs: [], settings: {} })).toEqual(
    expect.arrayContaining(["type:casino", "type:faq", "siteSettings"]),
  );
  expect(surrogateKeys(siteShellQuery, { settings: {}, casinosNav: [] })).toEqual(
    expect.arrayContaining(["type:casino", "type:gamePage", EVERY_PAGE_KEY]),
  );
  expect(surrogateKeys(searchIndexQuery, {})).toEqual(
    expect.arrayContaining(["type:casino", "type:gamePage", "type:page", "type:faq"]),
  );
  expect(surrogateKeys(sitemapQuery, {})).toEqual(
    expect.arrayContaining(["siteSettings", "type:casino", "type:gamePage", "type:page"]),
  );
});

test("a webhook body that names no document purges nothing by itself; a draft's id is its published id", () => {
  expect(purgeKeysFor({})).toEqual([]);
  expect(purgeKeysFor("not a document")).toEqual([]);
  expect(purgeKeysFor({ _id: "drafts.casino-codere", _type: "casino" })).toEqual(["casino-codere", "type:casino"]);
});

test("a review is purged by a publish of an author, whose name its byline shows", () => {
  const keys = surrogateKeys(topLevelPageQuery, { casino: { _id: "casino-bet365" }, gamePage: null, settings: {} });
  expect(purges(keys, { _id: "author-equipo-editorial", _type: "author" })).toBe(true);
});

test("a payment page is purged by any casino, any payment page and its questions, not by a content page", () => {
  const keys = surrogateKeys(paymentMethodPageQuery, {
    page: { _id: "paymentMethodPage-bizum" },
    casinos: [],
    settings: {},
  });
  expect(purges(keys, { _id: "casino-nuevo", _type: "casino" })).toBe(true);
  expect(purges(keys, { _id: "paymentMethodPage-bizum", _type: "paymentMethodPage" })).toBe(true);
  expect(purges(keys, { _id: "faq-bizum-1", _type: "faq" })).toBe(true);
  expect(purges(keys, { _id: "page-terms", _type: "page" })).toBe(false);
});

test("an author's page is purged by its author and by any casino, which may be signed by them", () => {
  const keys = surrogateKeys(authorPageQuery, { author: { _id: "author-equipo-editorial" }, casinos: [] });
  expect(purges(keys, { _id: "author-equipo-editorial", _type: "author" })).toBe(true);
  expect(purges(keys, { _id: "casino-nuevo", _type: "casino" })).toBe(true);
  expect(purges(keys, { _id: "author-otra", _type: "author" })).toBe(false);
});
