// Site search: Spanish-aware matching (case- and accent-insensitive: "ruleta" finds "Ruleta", "poquer" finds
// "póquer"), ranking, grouping by kind and highlighted snippets. Pure functions over a small in-memory index.

import { SEARCH_SYNONYMS } from "@casinolupa/domain";

export type SearchKind = "casino" | "guide" | "page" | "faq";

export type SearchDocument = {
  kind: SearchKind;
  title: string;
  href: string;
  /** Text shown under the title when no passage matches. */
  summary: string;
  /** Everything searchable besides the title (after `intro`, when there is one). */
  body: string;
  /**
   * Searchable text before the body (a guide's intro). Kept apart so that the body can be the content's own
   * string, not a copy of it: at a hundred times today's content the guides' text is 44 million characters.
   */
  intro?: string;
};

export type Segment = { text: string; match: boolean };
export type SearchHit = { document: SearchDocument; snippet: Segment[]; score: number };
export type SearchGroup = { kind: SearchKind; label: string; hits: SearchHit[] };

export const GROUP_LABELS: Record<SearchKind, string> = {
  casino: "Casinos",
  guide: "Juegos y guías",
  page: "Páginas",
  faq: "Preguntas frecuentes",
};

/** Words too common in Spanish to narrow a search. */
const STOP_WORDS = new Set([
  "a",
  "al",
  "con",
  "de",
  "del",
  "el",
  "en",
  "es",
  "la",
  "las",
  "lo",
  "los",
  "o",
  "para",
  "por",
  "que",
  "se",
  "sin",
  "un",
  "una",
  "y",
]);

export const MAX_QUERY_LENGTH = 100;
const SNIPPET_LENGTH = 180;

/**
 * Lower case without accents, keeping "ñ" distinct from "n" as Spanish readers expect: "Año" -> "año". Signs
 * beyond Latin-1 (dashes, curly quotes, "…", "€") become spaces: no search term holds one, and without them the
 * guides' folded text takes one byte a character, not two (at a hundred times today's content, 44 MB less).
 */
export function normalize(text: string): string {
  // Character by character, each folded once: a whole guide normalised to NFD at once took most of the search
  // index's build. The same folding as foldWithMap (the map is only needed for snippets).
  return text.toLowerCase().replace(NON_ASCII, foldCharacter);
}

const NON_ASCII = /[\u0080-\u{10ffff}]/gu;
const DIACRITICS = /\p{Diacritic}/gu;
const LETTER_OR_LATIN1 = /^[\p{L}\p{N}\u0080-\u00ff]*$/u;
const foldedCharacters = new Map<string, string>();

function foldCharacter(char: string): string {
  let folded = foldedCharacters.get(char);
  if (folded === undefined) {
    folded = char === "ñ" ? char : char.normalize("NFD").replace(DIACRITICS, "");
    if (!LETTER_OR_LATIN1.test(folded)) folded = " ";
    foldedCharacters.set(char, folded);
  }
  return folded;
}

/** Folds a text and remembers, for each folded character, where it came from in the original. */
function foldWithMap(text: string): { folded: string; sourceIndex: number[] } {
  let folded = "";
  const sourceIndex: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index] ?? "";
    const lower = char.toLowerCase();
    const base = lower === "ñ" ? "ñ" : lower.normalize("NFD").replace(/\p{Diacritic}/gu, "");
    for (const piece of base) {
      folded += piece;
      sourceIndex.push(index);
    }
  }
  return { folded, sourceIndex };
}

export function queryTerms(query: string): string[] {
  const words = normalize(query.slice(0, MAX_QUERY_LENGTH)).split(/[^\p{L}\p{N}]+/u);
  const terms = words.filter((word) => word.length > 0 && !STOP_WORDS.has(word));
  return [...new Set(terms)];
}

/** A query term and the words it also stands for (the site's vocabulary: "poker" also finds "póquer"). */
function alternatives(term: string): string[] {
  return [term, ...(SEARCH_SYNONYMS[term] ?? [])];
}

type Folded = { document: SearchDocument; title: string; body: string };

/** The searchable text besides the title. A joined string is only ever held while it is folded or cut. */
const fullBody = (document: SearchDocument) => (document.intro ? `${document.intro} ${document.body}` : document.body);

/**
 * The same text, held one byte a character when every character fits (V8 keeps a string made from a two-byte
 * one two-byte, even once its last character beyond Latin-1 is gone).
 */
const oneByteIfLatin1 = (text: string) =>
  /[\u0100-\u{10ffff}]/u.test(text) ? text : Buffer.from(text, "latin1").toString("latin1");

// Each set of documents is folded once, not on every search: with thousands of pages that is most of the work.
const foldedSets = new WeakMap<readonly SearchDocument[], Folded[]>();
function folded(documents: readonly SearchDocument[]): Folded[] {
  let set = foldedSets.get(documents);
  if (!set) {
    set = documents.map((document) => ({
      document,
      title: normalize(document.title),
      body: oneByteIfLatin1(normalize(fullBody(document))),
    }));
    foldedSets.set(documents, set);
  }
  return set;
}

export function search(documents: readonly SearchDocument[], query: string, limitPerGroup = 10): SearchGroup[] {
  const terms = queryTerms(query).map(alternatives);
  if (terms.length === 0) return [];
  const ranked: Omit<SearchHit, "snippet">[] = [];
  const termScore = (title: string, body: string, term: string) =>
    (title.includes(term) ? 10 : 0) + Math.min(occurrences(body, term), 5);
  for (const { document, title, body } of folded(documents)) {
    if (!terms.every((words) => words.some((term) => title.includes(term) || body.includes(term)))) continue;
    const score = terms.reduce(
      (total, words) => total + Math.max(...words.map((term) => termScore(title, body, term))),
      0,
    );
    ranked.push({ document, score });
  }
  ranked.sort((a, b) => b.score - a.score || a.document.title.localeCompare(b.document.title, "es"));
  // Snippets only for the hits shown.
  return (Object.keys(GROUP_LABELS) as SearchKind[])
    .map((kind) => ({
      kind,
      label: GROUP_LABELS[kind],
      hits: ranked
        .filter((hit) => hit.document.kind === kind)
        .slice(0, limitPerGroup)
        .map((hit) => ({ ...hit, snippet: snippet(fullBody(hit.document) || hit.document.summary, terms.flat()) })),
    }))
    .filter((group) => group.hits.length > 0);
}

function occurrences(text: string, term: string): number {
  let count = 0;
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + term.length)) count++;
  return count;
}

/** A passage of about 180 characters around the first match, with every matching term marked. */
export function snippet(text: string, terms: readonly string[]): Segment[] {
  const { folded, sourceIndex } = foldWithMap(text);
  const positions = terms.map((term) => folded.indexOf(term)).filter((at) => at >= 0);
  const first = positions.length ? Math.min(...positions) : 0;
  const firstInSource = sourceIndex[first] ?? 0;
  let start = Math.max(0, firstInSource - 60);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;

  // Mark every occurrence of every term inside the passage, in source coordinates.
  const marks: [number, number][] = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      const from = sourceIndex[at] ?? 0;
      const to = (sourceIndex[at + term.length - 1] ?? from) + 1;
      if (from >= start && to <= end) marks.push([from, to]);
    }
  }
  marks.sort((a, b) => a[0] - b[0]);

  const segments: Segment[] = [];
  let cursor = start;
  for (const [from, to] of marks) {
    if (from < cursor) continue;
    if (from > cursor) segments.push({ text: text.slice(cursor, from), match: false });
    segments.push({ text: text.slice(from, to), match: true });
    cursor = to;
  }
  if (cursor < end) segments.push({ text: text.slice(cursor, end), match: false });
  if (start > 0) segments.unshift({ text: "… ", match: false });
  if (end < text.length) segments.push({ text: " …", match: false });
  return segments;
}
