// Site search on one MiniSearch index of its fields (docs/decisions/019-search-on-minisearch.md): Spanish stemming
// (Snowball's, from @orama/stemmers) over
// folded words (case and accents ignored, "ñ" kept), the vocabulary's synonyms, typo tolerance that grows with the
// word, prefix matching of the last word, title and headings over body (BM25), one list by relevance, a
// «¿Quisiste decir …?» spelling and highlighted snippets. The index is built once per content revision
// (search-index.server.ts), never inside a visitor's request.

import { SEARCH_QUERY_MAX_LENGTH, SEARCH_SYNONYMS } from "@casinolupa/domain";
import { stemmer } from "@orama/stemmers/spanish";
import MiniSearch, { type SearchResult } from "minisearch";

export type SearchKind = "casino" | "guide" | "page" | "faq";

export type SearchDocument = {
  kind: SearchKind;
  title: string;
  href: string;
  /** Text shown under the title when no passage matches. */
  summary: string;
  /** Everything searchable besides the title, headings and intro: the content's own string, not a copy. */
  body: string;
  /** A guide's intro, searched with a little more weight than the body. */
  intro?: string;
  /** The headings of the page, weighed between the title and the body. */
  headings?: string;
  /** Other names of the same thing, weighed as the title: an operator's name as people type it ("bet 365"). */
  aliases?: string;
};

export type Segment = { text: string; match: boolean };
export type SearchHit = { document: SearchDocument; snippet: Segment[]; score: number };
export type SearchResults = {
  hits: SearchHit[];
  /** Results of each kind, for the filters. */
  counts: Record<SearchKind, number>;
  total: number;
  /** A near spelling of the query that finds something, when a word of it is no word of the site. */
  suggestion: string | null;
};
export type SiteSearch = {
  search(query: string, options?: { kind?: SearchKind; limit?: number }): SearchResults;
  /** The documents listed for a query, best first, without snippets (the 404 page's links). */
  resembling(query: string, limit: number): SearchDocument[];
};

/** What each result is, shown on it. */
export const KIND_LABELS: Record<SearchKind, string> = {
  casino: "Casino",
  guide: "Guía",
  page: "Página",
  faq: "Pregunta frecuente",
};
/** The filters above the list. */
export const GROUP_LABELS: Record<SearchKind, string> = {
  casino: "Casinos",
  guide: "Juegos y guías",
  page: "Páginas",
  faq: "Preguntas frecuentes",
};
export const SEARCH_KINDS = Object.keys(KIND_LABELS) as SearchKind[];

/** Words too common in Spanish to narrow a search, question words included ("cómo", "cuánto"). */
const STOP_WORDS = new Set(
  (
    "a al con de del el en es la las lo los o para por que se si sin un una unos unas y mi mis me te tu tus su sus " +
    "le les como cual cuales donde cuando cuanto cuanta cuantos cuantas quien"
  ).split(" "),
);

const SNIPPET_LENGTH = 180;
const DEFAULT_LIMIT = 20;

/** Field weights: the title and an operator's other names first, then headings, the intro, the body. */
const BOOST = { title: 5, aliases: 5, headings: 2, intro: 1.5, body: 1 };

/**
 * Lower case without accents, keeping "ñ" distinct from "n" as Spanish readers expect: "Año" -> "año". Signs
 * beyond Latin-1 (dashes, curly quotes, "…", "€") become spaces.
 */
export function normalize(text: string): string {
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

const WORD = /[\p{L}\p{N}]+/gu;
const words = (text: string) => normalize(text).match(WORD) ?? [];

/** Words of a query searched at most: each costs a look-up of its near spellings. */
const MAX_TERMS = 8;

/** The words of a query that narrow it (folded, no stop words, no repeats, at most eight). */
export function queryTerms(query: string): string[] {
  const terms = words(query.slice(0, SEARCH_QUERY_MAX_LENGTH)).filter((word) => !STOP_WORDS.has(word));
  return [...new Set(terms)].slice(0, MAX_TERMS);
}

// Each synonym's stem stands for the stems of its whole group.
const synonymStems = new Map<string, string[]>();
for (const group of SEARCH_SYNONYMS) {
  const stems = [...new Set(group.map((word) => stemmer(word)))];
  for (const stem of stems) synonymStems.set(stem, stems);
}

// A word is stemmed once: the site's vocabulary is a few thousand words, its text millions.
const indexTermsOf = new Map<string, readonly string[]>();
const NO_TERMS: readonly string[] = [];
/** The index terms of a folded word: its stem and the stems of its synonyms; none for a stop word. */
function indexTerms(word: string): readonly string[] {
  let terms = indexTermsOf.get(word);
  if (!terms) {
    const stem = STOP_WORDS.has(word) ? null : stemmer(word);
    terms = stem === null ? NO_TERMS : (synonymStems.get(stem) ?? [stem]);
    indexTermsOf.set(word, terms);
  }
  return terms;
}
const queryTerm = (word: string) => (STOP_WORDS.has(word) ? null : stemmer(word));

/** Edits forgiven in a word, by its length: none up to 3 letters, one up to 6, two beyond. */
const editsFor = (length: number) => (length <= 3 ? 0 : length <= 6 ? 1 : 2);

/** The fields searched; a passage is taken from the intro or the body. */
const FIELDS = ["title", "aliases", "headings", "intro", "body"] as const;
const TEXT_FIELDS: ReadonlySet<string> = new Set(["intro", "body"]);
const NOTHING: ReadonlySet<string> = new Set();

type Indexed = SearchDocument & { id: number };

/** The site search over `documents`. Synchronous; `buildSiteSearchAsync` yields to other work while it indexes. */
export function buildSiteSearch(documents: readonly SearchDocument[]): SiteSearch {
  const index = createIndex();
  index.addAll(numbered(documents));
  return siteSearch(documents, index);
}

/** The same, indexing fifty documents at a time so that requests are answered meanwhile. */
export async function buildSiteSearchAsync(documents: readonly SearchDocument[]): Promise<SiteSearch> {
  const index = createIndex();
  await index.addAllAsync(numbered(documents), { chunkSize: 50 });
  return siteSearch(documents, index);
}

const numbered = (documents: readonly SearchDocument[]): Indexed[] =>
  documents.map((document, id) => ({ ...document, id }));

function createIndex() {
  return new MiniSearch<Indexed>({
    fields: [...FIELDS],
    // A field a document lacks is empty, not absent: BM25's average length counts it as zero words.
    extractField: (document, field) =>
      field === "id" ? document.id : (document[field as (typeof FIELDS)[number]] ?? ""),
    tokenize: words,
    // A word is indexed under its stem and its synonyms' stems; a query's word under its stem alone.
    processTerm: (word) => [...indexTerms(word)],
    searchOptions: { processTerm: (word) => queryTerm(word), boost: BOOST },
  });
}

function siteSearch(documents: readonly SearchDocument[], index: MiniSearch<Indexed>): SiteSearch {
  // Every word of the site with how often it occurs: where a «¿Quisiste decir …?» spelling comes from.
  const vocabulary = new Map<string, number>();
  for (const document of documents) {
    for (const field of FIELDS) {
      for (const word of words(document[field] ?? "")) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    }
  }

  /** Every result, best first: all the words must match; if no document has them all, any of them. */
  const ranked = (terms: string[]): SearchResult[] => {
    const options = {
      fuzzy: (term: string) => editsFor(term.length),
      // The header box: the last word may be unfinished ("rul" finds "ruleta").
      prefix: (term: string, position: number, all: string[]) => position === all.length - 1 && term.length >= 3,
    };
    const query = terms.join(" ");
    const every = index.search(query, { ...options, combineWith: "AND" });
    return every.length > 0 ? every : index.search(query, options);
  };

  /** The query with each word that is no word of the site replaced by the nearest one, if any is. */
  const respelled = (query: string): string | null => {
    let changed = false;
    const spelled = words(query.slice(0, SEARCH_QUERY_MAX_LENGTH)).map((word) => {
      if (STOP_WORDS.has(word) || vocabulary.has(word) || word.length < 4 || /^\d+$/.test(word)) return word;
      const near = nearestWord(word, vocabulary);
      if (near) changed = true;
      return near ?? word;
    });
    return changed ? spelled.join(" ") : null;
  };

  return {
    search(query, { kind, limit = DEFAULT_LIMIT } = {}) {
      const terms = queryTerms(query);
      const counts: Record<SearchKind, number> = { casino: 0, guide: 0, page: 0, faq: 0 };
      if (terms.length === 0) return { hits: [], counts, total: 0, suggestion: null };
      const results = ranked(terms);
      for (const result of results) counts[(documents[result.id] as SearchDocument).kind] += 1;
      const shown = (kind ? results.filter((result) => documents[result.id]?.kind === kind) : results).slice(0, limit);
      const hits = shown.map((result) => {
        const document = documents[result.id] as SearchDocument;
        const text = [document.intro, document.body].filter(Boolean).join(" ") || document.summary;
        // A document found by its title alone has no passage to look for: its text is shown from the start.
        const inText = Object.values(result.match).some((fields) => fields.some((field) => TEXT_FIELDS.has(field)));
        return { document, score: result.score, snippet: snippet(text, inText ? new Set(result.terms) : NOTHING) };
      });
      const alternative = respelled(query);
      const suggestion = alternative && ranked(queryTerms(alternative)).length > 0 ? alternative : null;
      return { hits, counts, total: results.length, suggestion };
    },
    resembling(query, limit) {
      // A missing address's words: the first four, whole (no prefix), one typo at most, any of them. Cheap, since
      // every made-up path a crawler tries asks it.
      const terms = queryTerms(query).slice(0, 4);
      if (terms.length === 0) return [];
      return index
        .search(terms.join(" "), { fuzzy: (term) => Math.min(1, editsFor(term.length)) })
        .slice(0, limit)
        .map((result) => documents[result.id] as SearchDocument);
    },
  };
}

/** The most frequent word of the site within the edits the word's length allows (one more than a search forgives). */
function nearestWord(word: string, vocabulary: ReadonlyMap<string, number>): string | null {
  const allowed = editsFor(word.length) + 1;
  let best: { word: string; distance: number; count: number } | null = null;
  for (const [candidate, count] of vocabulary) {
    if (Math.abs(candidate.length - word.length) > allowed || candidate.length < 3) continue;
    const distance = editDistance(word, candidate, allowed);
    if (distance > allowed) continue;
    if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
      best = { word: candidate, distance, count };
    }
  }
  return best?.word ?? null;
}

/** Levenshtein distance with transpositions, or `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  let previousRow: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousRow[j - 2] ?? 0) + 1);
      }
      next[j] = value;
      smallest = Math.min(smallest, value);
    }
    if (smallest > limit) return limit + 1;
    previousRow = row;
    row = next;
  }
  return row[b.length] ?? limit + 1;
}

/**
 * The index terms of a word as the documents write it. The texts repeat their words ("de", "la", "casino") within
 * and across documents: each is folded once per process, not once per search and result (the passage scan was
 * two thirds of a search's own CPU, profiled). Only words of the documents come here, never a visitor's, so it
 * grows with the content alone.
 */
const textTermsOf = new Map<string, readonly string[]>();
function textTerms(word: string): readonly string[] {
  let terms = textTermsOf.get(word);
  if (!terms) {
    terms = indexTerms(normalize(word));
    textTermsOf.set(word, terms);
  }
  return terms;
}

/**
 * A passage of about 180 characters around the first word that matched, with every matching word marked (a word
 * matches when its stem, or a synonym's, is one the search matched: "retiradas" marks "retirada").
 */
export function snippet(text: string, matched: ReadonlySet<string>): Segment[] {
  const marks: [number, number][] = [];
  const isMatch = (word: string) => textTerms(word).some((term) => matched.has(term));
  WORD.lastIndex = 0;
  let first = -1;
  for (let found = matched.size > 0 ? WORD.exec(text) : null; found; found = WORD.exec(text)) {
    if (first === -1) {
      if (!isMatch(found[0])) continue;
      first = found.index;
    } else if (found.index > first + SNIPPET_LENGTH) break;
    if (isMatch(found[0])) marks.push([found.index, found.index + found[0].length]);
  }
  let start = Math.max(0, (first === -1 ? 0 : first) - 60);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;

  const segments: Segment[] = [];
  let cursor = start;
  for (const [from, to] of marks) {
    if (from < cursor || to > end) continue;
    if (from > cursor) segments.push({ text: text.slice(cursor, from), match: false });
    segments.push({ text: text.slice(from, to), match: true });
    cursor = to;
  }
  if (cursor < end) segments.push({ text: text.slice(cursor, end), match: false });
  if (start > 0) segments.unshift({ text: "… ", match: false });
  if (end < text.length) segments.push({ text: " …", match: false });
  return segments;
}
