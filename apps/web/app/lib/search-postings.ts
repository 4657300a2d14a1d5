// The long fields of the site search (headings, intro, body) as compact posting lists: for each index term, the
// documents that have it and how often, in typed arrays, scored with MiniSearch's own BM25 and its weights for
// prefix and fuzzy matches, so a field scores as it would inside MiniSearch. MiniSearch keeps a Map per term and
// field and an object per match, several times the memory and the garbage for text this long, and at a hundred
// times today's content the heap made every search slower (decision 019). Terms are looked up with MiniSearch's
// own SearchableMap (prefix, edit distance).
import SearchableMap from "minisearch/SearchableMap";

/** MiniSearch's defaults (`bm25` and `weights` of its search options), which the short fields are scored with. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const WEIGHTS = { fuzzy: 0.45, prefix: 0.375 };

/** One word of a query as MiniSearch reads it: its term, edits forgiven, and whether it may be unfinished. */
export type TermQuery = { term: string; fuzzy: number; prefix: boolean };

export type Postings = {
  /**
   * Adds each document's score for `query` to `scores` (indexed by document number) and calls `touch` with each
   * document it matches; returns the index terms that matched.
   */
  score(query: TermQuery, scores: Float64Array, touch: (document: number) => void): string[];
};

/** Collects the postings of documents added in order: 0, 1, 2… */
export class PostingsBuilder {
  readonly #terms = new Map<string, number>();
  // (term, document, frequency) of every posting, in the order the documents come; sorted by term in build().
  #termIds = new Uint32Array(1 << 16);
  #documents = new Uint32Array(1 << 16);
  #frequencies = new Uint16Array(1 << 16);
  #count = 0;
  readonly #lengths: number[] = [];
  readonly #frequency = new Map<number, number>();

  /**
   * Adds the next document from its words (as MiniSearch's tokenizer gives them) and the index terms of a word;
   * its length is its number of distinct words, as MiniSearch counts it.
   */
  add(words: readonly string[], termsOf: (word: string) => readonly string[]): void {
    const document = this.#lengths.length;
    this.#lengths.push(new Set(words).size);
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
    this.#reserve(frequency.size);
    for (const [id, count] of frequency) {
      this.#termIds[this.#count] = id;
      this.#documents[this.#count] = document;
      this.#frequencies[this.#count] = Math.min(count, 0xffff);
      this.#count += 1;
    }
  }

  #reserve(more: number) {
    if (this.#count + more <= this.#termIds.length) return;
    const size = Math.max(this.#termIds.length * 2, this.#count + more);
    const grow = <T extends Uint32Array | Uint16Array>(array: T, next: T): T => {
      next.set(array.subarray(0, this.#count));
      return next;
    };
    this.#termIds = grow(this.#termIds, new Uint32Array(size));
    this.#documents = grow(this.#documents, new Uint32Array(size));
    this.#frequencies = grow(this.#frequencies, new Uint16Array(size));
  }

  /** The postings of every document added, `boost` times as weighty as a field of boost 1. */
  build(boost: number): Postings {
    const documentCount = this.#lengths.length;
    const termCount = this.#terms.size;
    // Counting sort by term: each term's documents stay in ascending order.
    const sizes = new Uint32Array(termCount);
    for (let index = 0; index < this.#count; index++) {
      const term = this.#termIds[index] as number;
      sizes[term] = (sizes[term] as number) + 1;
    }
    const starts = new Uint32Array(termCount + 1);
    for (let term = 0; term < termCount; term++) starts[term + 1] = (starts[term] as number) + (sizes[term] as number);
    const next = starts.slice(0, termCount);
    const documents = new Uint32Array(this.#count);
    const frequencies = new Uint16Array(this.#count);
    for (let index = 0; index < this.#count; index++) {
      const term = this.#termIds[index] as number;
      const at = next[term] as number;
      documents[at] = this.#documents[index] as number;
      frequencies[at] = this.#frequencies[index] as number;
      next[term] = at + 1;
    }
    const lengths = Float64Array.from(this.#lengths);
    const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, documentCount);
    const lookup = new SearchableMap<number>();
    for (const [term, id] of this.#terms) lookup.set(term, id);
    // Release the working arrays: the postings are all that is kept.
    this.#termIds = new Uint32Array(0);
    this.#documents = new Uint32Array(0);
    this.#frequencies = new Uint16Array(0);
    this.#terms.clear();
    return compactPostings({ lookup, starts, documents, frequencies, lengths, averageLength, documentCount, boost });
  }
}

type Lists = {
  lookup: SearchableMap<number>;
  /** Where each term's postings start in `documents` and `frequencies` (and end: the next term's start). */
  starts: Uint32Array;
  documents: Uint32Array;
  frequencies: Uint16Array;
  /** Each document's body length in distinct words. */
  lengths: Float64Array;
  averageLength: number;
  documentCount: number;
  boost: number;
};

function compactPostings(lists: Lists): Postings {
  const { lookup, starts, documents, frequencies, lengths, averageLength, documentCount, boost } = lists;
  const { k, b, d } = BM25;

  const add = (term: number, weight: number, scores: Float64Array, touch: (document: number) => void) => {
    const start = starts[term] as number;
    const end = starts[term + 1] as number;
    const inverse = boost * Math.log(1 + (documentCount - (end - start) + 0.5) / (end - start + 0.5));
    for (let at = start; at < end; at++) {
      const document = documents[at] as number;
      const frequency = frequencies[at] as number;
      const norm = k * (1 - b + (b * (lengths[document] as number)) / averageLength);
      scores[document] =
        (scores[document] as number) + weight * inverse * (d + (frequency * (k + 1)) / (frequency + norm));
      touch(document);
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
