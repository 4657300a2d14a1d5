// Every field of the site search (title, other names, headings, intro, body) as compact posting lists: for each
// index term and field, the documents that have it and how often, in typed arrays, scored with MiniSearch's own
// BM25 and its weights for prefix and fuzzy matches, so a document scores as it would inside one MiniSearch index
// of those fields. MiniSearch keeps a Map per term and field and an object per match: several times the memory and
// the garbage, and at a hundred times today's content the heap, then the result objects of titles that thousands
// of documents share, made every search slower (decision 019). Terms are looked up once for all the fields, in
// MiniSearch's own SearchableMap (prefix, edit distance), as MiniSearch looks them up in its one index.
import SearchableMap from "minisearch/SearchableMap";

/** MiniSearch's defaults (`bm25` and `weights` of its search options). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const WEIGHTS = { fuzzy: 0.45, prefix: 0.375 };

/** One word of a query as MiniSearch reads it: its term, edits forgiven, and whether it may be unfinished. */
export type TermQuery = { term: string; fuzzy: number; prefix: boolean };

type Touch = (document: number, field: number) => void;

export type Postings = {
  /**
   * Adds each document's score for `query`, over every field, to `scores` (indexed by document number) and calls
   * `touch` with each document it matches and the field (its number, in the order of the boosts); returns the
   * index terms that matched.
   */
  score(query: TermQuery, scores: Float64Array, touch: Touch): string[];
};

/** One field's postings while documents are added: (term, document, frequency), in the order documents come. */
class FieldBuilder {
  termIds = new Uint32Array(1 << 12);
  documents = new Uint32Array(1 << 12);
  frequencies = new Uint16Array(1 << 12);
  count = 0;
  readonly lengths: number[] = [];

  reserve(more: number) {
    if (this.count + more <= this.termIds.length) return;
    const size = Math.max(this.termIds.length * 2, this.count + more);
    const grow = <T extends Uint32Array | Uint16Array>(array: T, next: T): T => {
      next.set(array.subarray(0, this.count));
      return next;
    };
    this.termIds = grow(this.termIds, new Uint32Array(size));
    this.documents = grow(this.documents, new Uint32Array(size));
    this.frequencies = grow(this.frequencies, new Uint16Array(size));
  }
}

/** Collects the postings of documents added in order (0, 1, 2…), one field each weighed by its boost. */
export class PostingsBuilder {
  readonly #terms = new Map<string, number>();
  readonly #fields: FieldBuilder[];
  readonly #boosts: readonly number[];
  readonly #frequency = new Map<number, number>();

  constructor(boosts: readonly number[]) {
    this.#boosts = boosts;
    this.#fields = boosts.map(() => new FieldBuilder());
  }

  /**
   * Adds the next document from the words of each field (as MiniSearch's tokenizer gives them, in the order of the
   * boosts) and the index terms of a word; a field's length is its number of distinct words, as MiniSearch counts it.
   */
  add(fields: readonly (readonly string[])[], termsOf: (word: string) => readonly string[]): void {
    this.#fields.forEach((field, index) => {
      const words = fields[index] ?? [];
      const document = field.lengths.length;
      field.lengths.push(new Set(words).size);
      const frequency = this.#frequency;
      frequency.clear();
      for (const word of words) {
        for (const term of termsOf(word)) {
          let id = this.#terms.get(term);
          if (id === undefined) {
            id = this.#terms.size;
            this.#terms.set(term, id);
          }
          frequency.set(id, (frequency.get(id) ?? 0) + 1);
        }
      }
      field.reserve(frequency.size);
      for (const [id, count] of frequency) {
        field.termIds[field.count] = id;
        field.documents[field.count] = document;
        field.frequencies[field.count] = Math.min(count, 0xffff);
        field.count += 1;
      }
    });
  }

  /** The postings of every document added. */
  build(): Postings {
    const termCount = this.#terms.size;
    const fields = this.#fields.map((field, index) => fieldLists(field, termCount, this.#boosts[index] ?? 1));
    const lookup = new SearchableMap<number>();
    for (const [term, id] of this.#terms) lookup.set(term, id);
    this.#terms.clear();
    return compactPostings(lookup, fields);
  }
}

/** One field's postings sorted by term (a counting sort: each term's documents stay in ascending order). */
function fieldLists(field: FieldBuilder, termCount: number, boost: number): FieldLists {
  const sizes = new Uint32Array(termCount);
  for (let index = 0; index < field.count; index++) {
    const term = field.termIds[index] as number;
    sizes[term] = (sizes[term] as number) + 1;
  }
  const starts = new Uint32Array(termCount + 1);
  for (let term = 0; term < termCount; term++) starts[term + 1] = (starts[term] as number) + (sizes[term] as number);
  const next = starts.slice(0, termCount);
  const documents = new Uint32Array(field.count);
  const frequencies = new Uint16Array(field.count);
  for (let index = 0; index < field.count; index++) {
    const term = field.termIds[index] as number;
    const at = next[term] as number;
    documents[at] = field.documents[index] as number;
    frequencies[at] = field.frequencies[index] as number;
    next[term] = at + 1;
  }
  const lengths = Float64Array.from(field.lengths);
  const documentCount = lengths.length;
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, documentCount);
  // Release the working arrays: the postings are all that is kept.
  field.termIds = new Uint32Array(0);
  field.documents = new Uint32Array(0);
  field.frequencies = new Uint16Array(0);
  return { starts, documents, frequencies, lengths, averageLength, documentCount, boost };
}

type FieldLists = {
  /** Where each term's postings start in `documents` and `frequencies` (and end: the next term's start). */
  starts: Uint32Array;
  documents: Uint32Array;
  frequencies: Uint16Array;
  /** Each document's length in this field, in distinct words. */
  lengths: Float64Array;
  averageLength: number;
  documentCount: number;
  boost: number;
};

function compactPostings(lookup: SearchableMap<number>, fields: readonly FieldLists[]): Postings {
  const { k, b, d } = BM25;

  const add = (term: number, weight: number, scores: Float64Array, touch: Touch) => {
    for (const [
      field,
      { starts, documents, frequencies, lengths, averageLength, documentCount, boost },
    ] of fields.entries()) {
      const start = starts[term] as number;
      const end = starts[term + 1] as number;
      if (start === end) continue;
      const inverse = boost * Math.log(1 + (documentCount - (end - start) + 0.5) / (end - start + 0.5));
      for (let at = start; at < end; at++) {
        const document = documents[at] as number;
        const frequency = frequencies[at] as number;
        const norm = k * (1 - b + (b * (lengths[document] as number)) / averageLength);
        scores[document] =
          (scores[document] as number) + weight * inverse * (d + (frequency * (k + 1)) / (frequency + norm));
        touch(document, field);
      }
    }
  };

  return {
    score(query, scores, touch) {
      // The terms MiniSearch's executeQuerySpec would score, with the same weights: the term itself, longer terms
      // it begins (prefix), then terms within the edits forgiven that are not prefix matches.
      const matched: string[] = [];
      const exact = lookup.get(query.term);
      if (exact !== undefined) {
        add(exact, 1, scores, touch);
        matched.push(query.term);
      }
      const fuzzy = query.fuzzy > 0 ? lookup.fuzzyGet(query.term, query.fuzzy) : undefined;
      if (query.prefix) {
        for (const [term, id] of lookup.atPrefix(query.term)) {
          const distance = term.length - query.term.length;
          if (!distance) continue;
          fuzzy?.delete(term);
          add(id, (WEIGHTS.prefix * term.length) / (term.length + 0.3 * distance), scores, touch);
          matched.push(term);
        }
      }
      if (fuzzy) {
        for (const [term, [id, distance]] of fuzzy) {
          if (!distance) continue;
          add(id, (WEIGHTS.fuzzy * term.length) / (term.length + distance), scores, touch);
          matched.push(term);
        }
      }
      return matched;
    },
  };
}
