// The committed dataset as the local content source reads it: an index of every document's id, type and slug
// with its place in the file, and each document as a view that holds its small fields and reads its large ones
// (bodies, SEO blocks, lists) from the file only when a query reads them (a bounded cache keeps the ones in use).
// Memory then grows with the index, not with the bodies of thousands of pages, even while one query reads every
// body (the search index); and a query runs over the documents its filters can match (see local-index.ts).
import { closeSync, openSync, readSync } from "node:fs";
import { type ExprNode, evaluate, parse } from "groq-js";
import { LRUCache } from "lru-cache";
import {
  type DatasetDocument,
  type LocalDatasetOptions,
  ndjsonLines,
  parseLine,
  resolveAssets,
} from "./local-dataset.ts";
import { candidateHeads, type DocumentHead, datasetNarrowings } from "./local-index.ts";

type Located = DocumentHead & { offset: number; length: number; line: number; view: DatasetDocument };

/** A field whose JSON is longer than this is read from the file when a query reads it, not kept in memory. */
const SMALL_FIELD_BYTES = 256;

/**
 * Bytes of document source kept parsed: a page reads a few documents, a listing reads each one once (and its
 * result is kept by the content cache). At 100x content, 8 MB left about 50 MB more heap after the search index
 * was built, and saved 30 ms once, on the comparison's first read.
 */
const PARSED_BUDGET_BYTES = 2 * 1024 * 1024;

const ASSET_KEY = '"_sanityAsset"';

/**
 * Whether `value` written as JSON takes at most `limit` characters, without writing it: a body of many
 * kilobytes is given up on after its first few hundred characters.
 */
function jsonFitsIn(value: unknown, limit: number): boolean {
  let left = limit;
  const visit = (inner: unknown): boolean => {
    if (typeof inner === "string") left -= inner.length + 2;
    else if (Array.isArray(inner)) {
      left -= 2 + inner.length;
      for (const item of inner) if (left < 0 || !visit(item)) return false;
    } else if (inner !== null && typeof inner === "object") {
      left -= 2;
      for (const [key, item] of Object.entries(inner)) {
        left -= key.length + 4;
        if (left < 0 || !visit(item)) return false;
      }
    } else left -= String(inner).length;
    return left >= 0;
  };
  return visit(value);
}

/**
 * The document with its small fields in place and a getter for each large one, in the document's own order:
 * queries (and JSON) see every field, and a large one costs memory only while a query reads it.
 */
function documentView(document: DatasetDocument, readField: (key: string) => unknown): DatasetDocument {
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(document)) {
    if (jsonFitsIn(value, SMALL_FIELD_BYTES)) view[key] = value;
    else Object.defineProperty(view, key, { enumerable: true, get: () => readField(key) });
  }
  return view as DatasetDocument;
}

export type LocalStore = {
  /** Runs a GROQ query on the dataset; the result is plain JSON. */
  query(query: string, params: Record<string, unknown>): Promise<unknown>;
};

export function openLocalStore(options: LocalDatasetOptions): LocalStore {
  const { file } = options;
  const assets = new Map<string, DatasetDocument>();
  // Most documents hold no exported image file: those need no walk through every field.
  const parseDocument = (text: string, line: number) => {
    const document = parseLine(text, file, line);
    return text.includes(ASSET_KEY) ? resolveAssets(document, { ...options, assets }) : document;
  };

  const parsed = new LRUCache<Located, DatasetDocument>({
    maxSize: PARSED_BUDGET_BYTES,
    sizeCalculation: (_value, located) => Math.max(1, located.length),
  });
  // One buffer, grown to the longest line read, for every read.
  let readBuffer = Buffer.alloc(0);
  const wholeDocument = (located: Located): DatasetDocument => {
    let document = parsed.get(located);
    if (!document) {
      if (readBuffer.length < located.length) readBuffer = Buffer.allocUnsafe(Math.max(located.length, 64 * 1024));
      const descriptor = openSync(file, "r");
      try {
        readSync(descriptor, readBuffer, 0, located.length, located.offset);
      } finally {
        closeSync(descriptor);
      }
      document = parseDocument(readBuffer.toString("utf8", 0, located.length), located.line);
      parsed.set(located, document);
    }
    return document;
  };

  const heads: Located[] = [];
  for (const { text, line, offset, length } of ndjsonLines(file)) {
    if (text.trim() === "") continue;
    // Parsed once here for its head, its small fields and its images; large fields are read again on demand.
    const document = parseDocument(text, line);
    const slug = (document.slug as { current?: unknown } | undefined)?.current;
    const located = {
      id: document._id,
      type: document._type,
      slug: typeof slug === "string" ? slug : undefined,
      offset,
      length,
      line,
    } as Located;
    located.view = documentView(document, (key) => wholeDocument(located)[key]);
    heads.push(located);
  }

  const assetHeads: DocumentHead[] = [...assets.values()].map((asset) => ({ id: asset._id, type: asset._type }));
  const allHeads: DocumentHead[] = [...heads, ...assetHeads];
  const byType = new Map<string, DocumentHead[]>();
  for (const head of allHeads) {
    const list = byType.get(head.type);
    if (list) list.push(head);
    else byType.set(head.type, [head]);
  }
  const byId = new Map<string, DocumentHead>(allHeads.map((head) => [head.id, head]));
  const index = { byType, byId, position: new Map(allHeads.map((head, position) => [head, position])) };
  const documentOf = (head: DocumentHead): DatasetDocument | undefined =>
    assets.get(head.id) ?? (head as Partial<Located>).view;

  const trees = new LRUCache<string, ExprNode>({ max: 500 });
  return {
    async query(query, params) {
      const key = `${query}\u0000${JSON.stringify(params)}`;
      let tree = trees.get(key);
      if (!tree) {
        tree = parse(query, { params });
        trees.set(key, tree);
      }
      const narrowings = datasetNarrowings(tree);
      const chosen = narrowings ? candidateHeads(narrowings, index) : allHeads;
      const result = await evaluate(tree, {
        dataset: chosen.flatMap((head) => documentOf(head) ?? []),
        params,
        dereference: ({ _ref }: { _ref: string }) => {
          const head = byId.get(_ref);
          return (head && documentOf(head)) ?? null;
        },
      });
      return result.get();
    },
  };
}
