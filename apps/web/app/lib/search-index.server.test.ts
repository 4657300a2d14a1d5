import type { ContentClient, SearchIndexQueryResult } from "@casinolupa/content";
import type { PaymentMethod } from "@casinolupa/domain";
import { expect, test } from "vitest";
import { createSearchIndex, operatorAliases, type SearchIndex, toSearchDocuments } from "./search-index.server";

test("a question found by the search links to the page whose FAQ list shows it", () => {
  const faq = (id: string) => ({ _id: id, question: `Pregunta ${id}`, text: "Respuesta" });
  const faqLists: SearchIndexQueryResult["faqLists"] = [
    { _id: "faqList-ayuda", faqs: [faq("a")] },
    { _id: "faqList-guia", faqs: [faq("g")] },
    { _id: "faqList-home", faqs: [faq("h"), faq("a")] },
  ];
  const documents = toSearchDocuments({ casinos: [], paymentPages: [], gamePages: [], pages: [], faqLists });
  expect(documents.map(({ title, href }) => [title, href])).toEqual([
    ["Pregunta a", "/ayuda#preguntas-frecuentes"],
    ["Pregunta g", "/guia-juego-responsable#preguntas-frecuentes"],
    ["Pregunta h", "/#preguntas-frecuentes"],
    ["Pregunta a", "/#preguntas-frecuentes"],
  ]);
});

test("a payment method's page is found while a ranked casino accepts the method, with its editors' intro", () => {
  const casino = (name: string, paymentMethods: PaymentMethod[], notRanked = false) => ({
    slug: name.toLowerCase(),
    name,
    description: "",
    bonus: "",
    paymentMethods,
    popularGames: [],
    gameProviders: [],
    pros: [],
    notRanked,
  });
  const documents = toSearchDocuments({
    casinos: [casino("Uno", ["Bizum", "Visa"]), casino("Dos", ["PayPal"], true)],
    paymentPages: [{ method: "Bizum", intro: "Bizum es un servicio de pagos entre bancos españoles." }],
    gamePages: [],
    pages: [],
    faqLists: [],
  }).filter((document) => document.kind === "page");
  expect(documents.map(({ title, href, summary }) => [title, href, summary])).toEqual([
    [
      "Casinos con Visa",
      "/casinos-con-visa",
      "Los casinos de nuestra clasificación que aceptan Visa, ordenados por nuestra nota.",
    ],
    ["Casinos con Bizum", "/casinos-con-bizum", "Bizum es un servicio de pagos entre bancos españoles."],
  ]);
});

const contentWith = (titles: string[]) => {
  let index: SearchIndexQueryResult = {
    casinos: [],
    paymentPages: [],
    pages: [],
    faqLists: [],
    gamePages: titles.map((title, n) => ({ slug: `guia-${n}`, title, intro: "", headings: "", text: "" })),
  };
  const content = {
    kind: "live" as const,
    fetch: async () => index,
    invalidate: () => undefined,
    image: async () => null,
  } as unknown as ContentClient;
  return { content, publish: (next: string[]) => (index = contentWith(next).index()), index: () => index };
};

const titlesFor = async (search: SearchIndex, query: string) =>
  (await search.current()).search(query).hits.map((hit) => hit.document.title);

test("the search index is built when it is made, before any search asks for it", async () => {
  const { content } = contentWith(["Ruleta online"]);
  const index = createSearchIndex(content);
  expect(index.now()).toBeUndefined();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(index.now()?.search("ruleta").total).toBe(1);
});

test("after a publish, searches see the new content; a change without one is picked up in the background", async () => {
  const source = contentWith(["Ruleta online"]);
  const index = createSearchIndex(source.content);
  expect(await titlesFor(index, "blackjack")).toEqual([]);
  source.publish(["Ruleta online", "Blackjack online"]);
  index.refresh();
  expect(await titlesFor(index, "blackjack")).toEqual(["Blackjack online"]);
  // The content changed with no publish (its cache's time limit): the search in hand answers, the next is new.
  source.publish(["Baccarat online"]);
  expect(await titlesFor(index, "baccarat")).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await titlesFor(index, "baccarat")).toEqual(["Baccarat online"]);
});

test("an operator's other names: words apart and together", () => {
  expect(operatorAliases("bet365", "bet365")).toBe("bet 365 bet365");
  expect(operatorAliases("William Hill", "williamhill")).toBe("William Hill WilliamHill williamhill");
  expect(operatorAliases("PokerStars", "pokerstars")).toBe("Poker Stars PokerStars pokerstars");
});
