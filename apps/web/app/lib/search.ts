// Site search scored as one MiniSearch index of its fields would score it, held in compact posting lists
// (search-postings.ts, decision 019): Spanish stemming (Snowball's, from @orama/stemmers) over
// folded words (case and accents ignored, "ñ" kept), the vocabulary's synonyms, typo tolerance that grows with the
// word, prefix matching of the last word, title and headings over body (BM25), one list by relevance, a
// «¿Quisiste decir …?» spelling and highlighted snippets. The index is built once per content revision
// (search-index.server.ts), never inside a visitor's request.

import { SEARCH_QUERY_MAX_LENGTH, SEARCH_SYNONYMS } from "@casinolupa/domain";
import { stemmer } from "@orama/stemmers/spanish";
import { type Postings, PostingsBuilder, type TermQuery } from "./search-postings";

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

/** The fields searched, each with its weight: the title and an operator's other names first, then the rest. */
const FIELDS = ["title", "aliases", "headings", "intro", "body"] as const;
/** The first of the fields a passage is taken from (the intro, then the body). */
const TEXT_FIELD = FIELDS.indexOf("intro");
const NOTHING: ReadonlySet<string> = new Set();

/** The site search over `documents`. Synchronous; `buildSiteSearchAsync` yields to other work while it indexes. */
export function buildSiteSearch(documents: readonly SearchDocument[]): SiteSearch {
  const { vocabulary, add, finish } = createIndex();
  for (const document of documents) add(document);
  return siteSearch(documents, finish(), vocabulary);
}

/** Documents indexed between two pauses of an asynchronous build, in which requests are answered. */
const CHUNK = 50;
const pause = () => new Promise((resolve) => setImmediate(resolve));

/** The same, indexing fifty documents at a time so that requests are answered meanwhile. */
export async function buildSiteSearchAsync(documents: readonly SearchDocument[]): Promise<SiteSearch> {
  const { vocabulary, add, finish } = createIndex();
  for (let start = 0; start < documents.length; start += CHUNK) {
    for (let at = start; at < Math.min(start + CHUNK, documents.length); at++) add(documents[at] as SearchDocument);
    await pause();
  }
  return siteSearch(documents, finish(), vocabulary);
}

function createIndex() {
  // Every word of the site with how often it occurs: where a «¿Quisiste decir …?» spelling comes from.
  const vocabulary = new Map<string, number>();
  const count = (found: string[]) => {
    for (const word of found) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
    return found;
  };
  const postings = new PostingsBuilder(FIELDS.map((field) => BOOST[field]));
  return {
    vocabulary,
    add: (document: SearchDocument) =>
      postings.add(
        FIELDS.map((field) => count(words(document[field] ?? ""))),
        indexTerms,
      ),
    finish: () => postings.build(),
  };
}

/**
 * The documents found (their numbers, in no order: `best` picks the first ones), each one's score, the index terms
 * that matched (to mark in snippets) and, for each document, 1 when a word matched in its intro or body.
 */
type Matches = { ids: number[]; scores: Float64Array; terms: ReadonlySet<string>; inText: Uint8Array };
/** `all`: only the documents with every word, if any has them all; else any word will do. */
type MatchOptions = { all: boolean; prefix: boolean; fuzzy: (length: number) => number };

function siteSearch(
  documents: readonly SearchDocument[],
  postings: Postings,
  vocabulary: ReadonlyMap<string, number>,
): SiteSearch {
  // A search's running scores, one slot per document, and which of its words each document matched (a bit per
  // word: a query has at most eight). Searches are synchronous, so one set serves them all; only the documents a
  // search touched are reset.
  const scores = new Float64Array(documents.length);
  const matchedWords = new Uint8Array(documents.length);
  // Whether a word matched in the intro or the body: the text a passage is taken from.
  const matchedText = new Uint8Array(documents.length);
  let touched: number[] = [];
  let bit = 0;
  const touch = (document: number, field: number) => {
    if (matchedWords[document] === 0) touched.push(document);
    matchedWords[document] = (matchedWords[document] as number) | bit;
    if (field >= TEXT_FIELD) matchedText[document] = 1;
  };

  /**
   * The documents matching the stems (all of them, or any), best first, scored as MiniSearch scores a query of
   * those terms over all five fields: per word, the BM25 sum of its exact, prefix and near matches, field by field;
   * the words' sum times how many distinct words matched.
   */
  const match = (stems: readonly string[], { all, prefix, fuzzy }: MatchOptions): Matches => {
    const terms = new Set<string>();
    const slots = [...new Set(stems)];
    stems.forEach((term, position) => {
      const query: TermQuery = {
        term,
        fuzzy: fuzzy(term.length),
        // The header box: the last word may be unfinished ("rul" finds "ruleta").
        prefix: prefix && position === stems.length - 1 && term.length >= 3,
      };
      bit = 1 << slots.indexOf(term);
      for (const matched of postings.score(query, scores, touch)) terms.add(matched);
    });
    const every = (1 << slots.length) - 1;
    // Numbers, not an object per result: a common word matches thousands of documents.
    const complete: number[] = [];
    const final = new Float64Array(documents.length);
    const inText = new Uint8Array(documents.length);
    for (const document of touched) {
      const mask = matchedWords[document] as number;
      if (mask === every) complete.push(document);
      final[document] = (scores[document] as number) * bitCount(mask);
      inText[document] = matchedText[document] as number;
      scores[document] = 0;
      matchedWords[document] = 0;
      matchedText[document] = 0;
    }
    // Scored once: when no document has every word, those with any of them are already here.
    const ids = all && complete.length > 0 ? complete : touched;
    touched = [];
    return { ids, scores: final, terms, inText };
  };

  const stemsOf = (terms: readonly string[]) => terms.map(queryTerm).filter((term): term is string => term !== null);
  const searchOptions = { prefix: true, fuzzy: editsFor };
  /** Every result, best first: all the words must match; if no document has them all, any of them. */
  const ranked = (terms: string[]) => match(stemsOf(terms), { all: true, ...searchOptions });

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
      const { ids, scores, terms: matched, inText } = ranked(terms);
      for (const id of ids) counts[(documents[id] as SearchDocument).kind] += 1;
      const shown = best(kind ? ids.filter((id) => documents[id]?.kind === kind) : ids, scores, limit);
      const hits = shown.map((id) => {
        const document = documents[id] as SearchDocument;
        const text = [document.intro, document.body].filter(Boolean).join(" ") || document.summary;
        // A document found by its title alone has no passage to look for: its text is shown from the start.
        return { document, score: scores[id] as number, snippet: snippet(text, inText[id] ? matched : NOTHING) };
      });
      const alternative = respelled(query);
      const suggestion = alternative && ranked(queryTerms(alternative)).ids.length > 0 ? alternative : null;
      return { hits, counts, total: ids.length, suggestion };
    },
    resembling(query, limit) {
      // A missing address's words: the first four, whole (no prefix), one typo at most, any of them. Cheap, since
      // every made-up path a crawler tries asks it.
      const terms = queryTerms(query).slice(0, 4);
      if (terms.length === 0) return [];
      const { ids, scores } = match(stemsOf(terms), {
        all: false,
        prefix: false,
        fuzzy: (length) => Math.min(1, editsFor(length)),
      });
      return best(ids, scores, limit).map((id) => documents[id] as SearchDocument);
    },
  };
}

/**
 * The `limit` best of `ids`, best first; of equal scores, the one found first comes first (as a stable sort would
 * order them). Only these are shown: sorting all of them took more than the search itself when a common word
 * matched thousands of documents (decision 019).
 */
export function best(ids: readonly number[], scores: Float64Array, limit: number): number[] {
  const top: number[] = [];
  for (const id of ids) {
    const score = scores[id] as number;
    if (top.length >= limit && score <= (scores[top[limit - 1] as number] as number)) continue;
    let at = top.length;
    while (at > 0 && (scores[top[at - 1] as number] as number) < score) at -= 1;
    top.splice(at, 0, id);
    if (top.length > limit) top.pop();
  }
  return top;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest; rest &= rest - 1) count += 1;
  return count;
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
 * A passage of about 180 characters around the first word that matched, with every matching word marked (a word
 * matches when its stem, or a synonym's, is one the search matched: "retiradas" marks "retirada").
 */
export function snippet(text: string, matched: ReadonlySet<string>): Segment[] {
  const marks: [number, number][] = [];
  // A text repeats its words ("de", "la", "casino"): each is folded and looked up once.
  const seen = new Map<string, boolean>();
  const isMatch = (word: string) => {
    let found = seen.get(word);
    if (found === undefined) {
      found = indexTerms(normalize(word)).some((term) => matched.has(term));
      seen.set(word, found);
    }
    return found;
  };
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
