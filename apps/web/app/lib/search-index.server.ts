// Turns the content into the documents the site search looks through, and keeps the search index: built at
// start-up and again when the content changes, in the background, so no visitor's request builds it.
import { type ContentClient, type SearchIndexQueryResult, searchIndexQuery } from "@casinolupa/content";
import {
  faqListId,
  mentionsOffer,
  paymentMethodsWithPage,
  paymentPagePath,
  withoutOfferSentences,
} from "@casinolupa/domain";
import { href } from "react-router";
import { buildSiteSearchAsync, type SearchDocument, type SiteSearch } from "./search";

/** Where each FAQ list is shown: a question is found on the page whose list has it (the query keeps those shown). */
const FAQ_PAGES: Record<string, string> = {
  [faqListId("home")]: "/#preguntas-frecuentes",
  [faqListId("ayuda")]: "/ayuda#preguntas-frecuentes",
  [faqListId("guia")]: "/guia-juego-responsable#preguntas-frecuentes",
};

export function toSearchDocuments(index: SearchIndexQueryResult): SearchDocument[] {
  return [
    ...index.casinos.map((casino) => ({
      kind: "casino" as const,
      title: casino.name,
      aliases: operatorAliases(casino.name, casino.slug),
      href: href("/:slug", { slug: casino.slug }),
      // The index lives until the content changes, longer than an offer may stay current, so it never holds an
      // offer's figures or terms (docs/decisions/034-an-offer-not-checked-for-90-days-is-not-shown.md).
      summary: withoutOfferSentences(casino.description),
      body: [
        withoutOfferSentences(casino.description),
        `Métodos de pago: ${casino.paymentMethods.join(", ")}.`,
        `Juegos populares: ${casino.popularGames.join(", ")}.`,
        `Proveedores: ${casino.gameProviders.join(", ")}.`,
        ...casino.pros.filter((pro) => !mentionsOffer(pro)),
      ].join(" "),
    })),
    ...index.gamePages.map((page) => ({
      kind: "guide" as const,
      title: page.title,
      href: href("/:slug", { slug: page.slug }),
      summary: page.intro,
      intro: page.intro,
      headings: page.headings,
      body: page.text,
    })),
    ...index.pages.map((page) => ({
      kind: "page" as const,
      title: page.title,
      href: href("/:slug", { slug: page.slug }),
      summary: page.intro ?? "",
      headings: (page.sections ?? []).map((section) => section.heading).join("\n"),
      intro: page.intro ?? "",
      body: (page.sections ?? []).map((section) => section.text).join("\n"),
    })),
    ...paymentMethodsWithPage(index.casinos).map((method) => {
      const accepting = index.casinos.filter((casino) => !casino.notRanked && casino.paymentMethods.includes(method));
      const intro =
        index.paymentPages.find((page) => page.method === method)?.intro ??
        `Los casinos de nuestra clasificación que aceptan ${method}, ordenados por nuestra nota.`;
      return {
        kind: "page" as const,
        title: `Casinos con ${method}`,
        href: paymentPagePath(method),
        summary: intro,
        intro,
        body: `Casinos que aceptan ${method}: ${accepting.map((casino) => casino.name).join(", ")}.`,
      };
    }),
    ...index.faqLists.flatMap((list) =>
      list.faqs.map((faq) => ({
        kind: "faq" as const,
        title: faq.question,
        href: FAQ_PAGES[list._id] ?? "/",
        summary: faq.text,
        body: faq.text,
      })),
    ),
  ];
}

/**
 * The names people type for an operator besides its own: its words apart ("bet 365", "poker stars") and together
 * ("williamhill"), and its address's name.
 */
export function operatorAliases(name: string, slug: string): string {
  const apart = name.replace(/(\p{Ll})(\p{Lu}|\p{N})/gu, "$1 $2").replace(/(\p{N})(\p{L})/gu, "$1 $2");
  return [...new Set([apart, name.replace(/\s+/g, ""), slug])].join(" ");
}

export type SearchIndex = {
  /** The search over the content as it is now; waits only for a build under way (start-up, or a publish). */
  current(): Promise<SiteSearch>;
  /** The search built last, if any: for work that must not wait (the page cache's key of a 404 page). */
  now(): SiteSearch | undefined;
  /** After a publish: builds again from the new content, in the background. */
  refresh(): void;
};

/** The pages a missing address resembles, at most three: "/ruleta-europea" -> the roulette guides. */
export function resemblingPages(search: SiteSearch, pathname: string) {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // An address with a broken escape is read as it is.
  }
  return search.resembling(path.slice(0, 200).replace(/[-_/.+]+/g, " "), 3).map(({ title, href, kind }) => ({
    title,
    href,
    kind,
  }));
}

/** Which pages a missing address's 404 page links to: the page cache keeps one 404 page for each such set. */
export function notFoundVariant(index: SearchIndex, pathname: string): string {
  const search = index.now();
  return search
    ? resemblingPages(search, pathname)
        .map((page) => page.href)
        .join(" ")
    : "";
}

/**
 * The search index of one content client. Built as soon as it is made and after each `refresh()`; a change seen
 * without a publish (the content cache's time limit) is picked up in the background while the index in hand
 * answers, so a visitor never waits for a build other than the start-up's or a publish's.
 */
export function createSearchIndex(
  content: ContentClient,
  log: (message: string, error: unknown) => void = console.warn,
): SearchIndex {
  let built: { source: SearchIndexQueryResult; search: SiteSearch } | undefined;
  let building: Promise<SiteSearch> | undefined;
  let stale = false;

  const build = async (): Promise<SiteSearch> => {
    const source = await content.fetch(searchIndexQuery);
    if (built?.source === source) return built.search;
    const search = await buildSiteSearchAsync(toSearchDocuments(source));
    built = { source, search };
    return search;
  };
  const rebuild = (): Promise<SiteSearch> => {
    const previous = building;
    // A publish during a build: one more build after it, from the content as it is then.
    const next = (previous ? previous.catch(() => undefined).then(build) : build()).finally(() => {
      if (building === next) building = undefined;
    });
    building = next;
    next.then(
      () => {
        if (building === undefined) stale = false;
      },
      (error: unknown) => log("The search index could not be built", error),
    );
    return next;
  };

  rebuild();
  return {
    async current() {
      if (!built || stale) return building ?? rebuild();
      const { search, source } = built;
      if (!building) {
        void content.fetch(searchIndexQuery).then(
          (now) => {
            if (now !== source && !building) rebuild();
          },
          () => undefined,
        );
      }
      return search;
    },
    now: () => built?.search,
    refresh() {
      stale = true;
      rebuild();
    },
  };
}
