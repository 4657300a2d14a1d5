// Turns the content into the documents the site search looks through.
import { type ContentClient, FAQS_PER_PAGE, type SearchIndexQueryResult, searchIndexQuery } from "@casinolupa/content";
import { href } from "react-router";
import type { SearchDocument } from "./search";

const FAQ_PAGES: Record<string, string> = {
  home: "/#preguntas-frecuentes",
  ayuda: "/ayuda#preguntas-frecuentes",
  guia: "/guia-juego-responsable#preguntas-frecuentes",
};

/** The FAQs some page shows: the first FAQS_PER_PAGE of each placement (the query sorts them so). */
function shownFaqs(faqs: SearchIndexQueryResult["faqs"]): SearchIndexQueryResult["faqs"] {
  const seen = new Map<string, number>();
  return faqs.filter((faq) => {
    const count = (seen.get(faq.placement) ?? 0) + 1;
    seen.set(faq.placement, count);
    return count <= FAQS_PER_PAGE;
  });
}

export function toSearchDocuments(index: SearchIndexQueryResult): SearchDocument[] {
  return [
    ...index.casinos.map((casino) => ({
      kind: "casino" as const,
      title: casino.name,
      href: href("/:slug", { slug: casino.slug }),
      summary: casino.description,
      body: [
        casino.description,
        `Bono: ${casino.bonus}.`,
        `Métodos de pago: ${casino.paymentMethods.join(", ")}.`,
        `Juegos populares: ${casino.popularGames.join(", ")}.`,
        `Proveedores: ${casino.gameProviders.join(", ")}.`,
        ...casino.pros,
      ].join(" "),
    })),
    ...index.gamePages.map((page) => ({
      kind: "guide" as const,
      title: page.title,
      href: href("/:slug", { slug: page.slug }),
      summary: page.intro,
      intro: page.intro,
      body: page.text,
    })),
    ...index.pages.map((page) => ({
      kind: "page" as const,
      title: page.title,
      href: href("/:slug", { slug: page.slug }),
      summary: page.intro ?? "",
      body: [page.intro, ...(page.sections ?? []).flatMap((section) => [section.heading, section.text])]
        .filter(Boolean)
        .join(" "),
    })),
    ...shownFaqs(index.faqs).map((faq) => ({
      kind: "faq" as const,
      title: faq.question,
      href: FAQ_PAGES[faq.placement] ?? "/",
      summary: faq.text,
      body: faq.text,
    })),
  ];
}

// One document list per content result, so the search folds each content revision's text only once.
const documentLists = new WeakMap<SearchIndexQueryResult, SearchDocument[]>();

export async function searchDocuments(content: ContentClient): Promise<SearchDocument[]> {
  const index = await content.fetch(searchIndexQuery);
  let documents = documentLists.get(index);
  if (!documents) {
    documents = toSearchDocuments(index);
    documentLists.set(index, documents);
  }
  return documents;
}
