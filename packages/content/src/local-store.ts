// The committed dataset as the local content source reads it: an index of every document's id, type and slug
// with its place in the file, and the documents themselves parsed only when a query needs them (a bounded
// cache keeps the ones in use). Memory then grows with the index, not with the bodies of thousands of pages,
// and a query runs over the documents its filters can match (see local-index.ts).
import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { type ExprNode, evaluate, parse } from "groq-js";
import { LRUCache } from "lru-cache";
import { type DatasetDocument, type LocalDatasetOptions, parseLine, resolveAssets } from "./local-dataset.ts";
import { candidateHeads, type DocumentHead, datasetNarrowings, readsOnlySmallFields } from "./local-index.ts";

type Located = DocumentHead & { offset: number; length: number; line: number; summary: DatasetDocument };

/** A field whose JSON is longer than this is left out of a document's summary (bodies, SEO blocks, lists). */
const SMALL_FIELD_BYTES = 256;

export type LocalStore = {
  /** Runs a GROQ query on the dataset; the result is plain JSON. */
  query(query: string, params: Record<string, unknown>): Promise<unknown>;
};

/** Bytes of document source kept parsed; a page reads a few documents, a listing a few hundred. */
const PARSED_BUDGET_BYTES = 32 * 1024 * 1024;

export function openLocalStore(options: LocalDatasetOptions): LocalStore {
  const { file } = options;
  const assets = new Map<string, DatasetDocument>();
  const heads: Located[] = [];
  const heavyFields = new Set<string>();
  const bytes = readFileSync(file);
  let start = 0;
  for (let line = 0; start < bytes.length; line += 1) {
    const newline = bytes.indexOf(10, start);
    const end = newline === -1 ? bytes.length : newline;
    const text = bytes.toString("utf8", start, end);
    if (text.trim() !== "") {
      // Parsed once here for its head and its images; the body is parsed again only when a query needs it.
      const document = resolveAssets(parseLine(text, file, line), { ...options, assets });
      const slug = (document.slug as { current?: unknown } | undefined)?.current;
      const summary = Object.fromEntries(
        Object.entries(document).filter(([key, value]) => {
          const small = JSON.stringify(value).length <= SMALL_FIELD_BYTES;
          if (!small) heavyFields.add(key);
          return small;
        }),
      ) as DatasetDocument;
      heads.push({
        id: document._id,
        type: document._type,
        slug: typeof slug === "string" ? slug : undefined,
        offset: start,
        length: end - start,
        line,
        summary,
      });
    }
    start = end + 1;
  }
  const byId = new Map<string, Located>(heads.map((head) => [head.id, head]));
  const byType = new Map<string, Located[]>();
  for (const head of heads) byType.set(head.type, [...(byType.get(head.type) ?? []), head]);
  const assetHeads = [...assets.values()].map((asset) => ({ id: asset._id, type: asset._type }));

  const parsed = new LRUCache<string, DatasetDocument>({
    maxSize: PARSED_BUDGET_BYTES,
    sizeCalculation: (_value, id) => byId.get(id)?.length ?? 1,
  });
  const documentOf = (head: DocumentHead): DatasetDocument | undefined => {
    const asset = assets.get(head.id);
    if (asset) return asset;
    const located = byId.get(head.id);
    if (!located) return undefined;
    let document = parsed.get(located.id);
    if (!document) {
      const source = Buffer.alloc(located.length);
      const descriptor = openSync(file, "r");
      try {
        readSync(descriptor, source, 0, located.length, located.offset);
      } finally {
        closeSync(descriptor);
      }
      document = resolveAssets(parseLine(source.toString("utf8"), file, located.line), { ...options, assets });
      parsed.set(located.id, document);
    }
    return document;
  };
  const allHeads: DocumentHead[] = [...heads, ...assetHeads];
  const index = {
    byType: byType as Map<string, DocumentHead[]>,
    byId: new Map<string, DocumentHead>(allHeads.map((head) => [head.id, head])),
    position: new Map(allHeads.map((head, position) => [head, position])),
  };
  for (const head of assetHeads) index.byType.set(head.type, [...(index.byType.get(head.type) ?? []), head]);

  const trees = new LRUCache<string, { tree: ExprNode; summaries: boolean }>({ max: 500 });
  return {
    async query(query, params) {
      const key = `${query}\u0000${JSON.stringify(params)}`;
      let plan = trees.get(key);
      if (!plan) {
        const tree = parse(query, { params });
        plan = { tree, summaries: readsOnlySmallFields(tree, heavyFields) };
        trees.set(key, plan);
      }
      const { tree, summaries } = plan;
      const narrowings = datasetNarrowings(tree);
      const chosen = narrowings ? candidateHeads(narrowings, index) : allHeads;
      // A query that reads only small fields (the sitemap, say) runs on the summaries: no body is parsed.
      const dataset = chosen.flatMap((head) => (summaries && byId.get(head.id)?.summary) || documentOf(head) || []);
      const result = await evaluate(tree, {
        dataset,
        params,
        dereference: ({ _ref }: { _ref: string }) => {
          const head = index.byId.get(_ref);
          return head ? documentOf(head) : null;
        },
      });
      return result.get();
    },
  };
}
