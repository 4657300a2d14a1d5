import type { SearchIndexQueryResult } from "@casinolupa/content";
import { expect, test } from "vitest";
import { toSearchDocuments } from "./search-index.server";

test("search finds only the questions a page shows: the first ten of each placement", () => {
  const faqs: SearchIndexQueryResult["faqs"] = (["home", "ayuda"] as const).flatMap((placement) =>
    Array.from({ length: 12 }, (_, index) => ({
      _id: `faq-${placement}-${index + 1}`,
      question: `${placement} ${index + 1}`,
      placement,
      text: "Respuesta",
    })),
  );
  const titles = toSearchDocuments({ casinos: [], gamePages: [], pages: [], faqs }).map((document) => document.title);
  expect(titles).toHaveLength(20);
  expect(titles).toContain("home 10");
  expect(titles).not.toContain("home 11");
  expect(titles).toContain("ayuda 10");
  expect(titles).not.toContain("ayuda 11");
});
