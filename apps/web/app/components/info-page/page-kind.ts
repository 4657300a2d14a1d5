// Which of the content pages a path is, and which FAQs it shows. One route module serves all four
// (routes.ts registers it once per path), so the page is derived from the request's path.
import { faqListId } from "@casinolupa/domain";

export type InfoPageKind = "guide" | "terms" | "privacy" | "legal" | "help";

const KIND_BY_SLUG: Record<string, InfoPageKind> = {
  "guia-juego-responsable": "guide",
  "terminos-condiciones": "terms",
  "politica-privacidad": "privacy",
  "aviso-legal": "legal",
  ayuda: "help",
};

/** "/ayuda/" -> "ayuda": the `page` document's slug is the path without slashes. */
export function slugFromPathname(pathname: string): string {
  return decodeURIComponent(pathname).replace(/^\/+|\/+$/g, "");
}

export function infoPageKind(slug: string): InfoPageKind | undefined {
  return KIND_BY_SLUG[slug];
}

/**
 * The id of the FAQ list a page shows: the guide's, the help centre's; the legal pages none ("none" is no
 * document's id).
 */
export function faqListFor(kind: InfoPageKind | undefined): string {
  return kind === "guide" ? faqListId("guia") : kind === "help" ? faqListId("ayuda") : "none";
}

/**
 * An anchor id for a heading: lower case, no accents, words joined by hyphens.
 * "1. Aceptación de las condiciones" -> "1-aceptacion-de-las-condiciones".
 */
export function headingId(heading: string): string {
  const id = heading
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return id || "apartado";
}

/** Anchor ids for a page's headings, unique even when two headings read the same (or clash with `taken`). */
export function uniqueHeadingIds(headings: readonly string[], taken: readonly string[] = []): string[] {
  const used = new Set(taken);
  return headings.map((heading) => {
    const base = headingId(heading);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}
