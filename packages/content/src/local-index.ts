// Indexes for running GROQ on the committed dataset without reading every document for every query.
// groq-js scans its whole dataset for each `*[...]` and for each `->`, which is fine for fifty documents and
// not for thousands: a review page at a hundred times today's content took half a second. Here a query is
// given only the documents its filters can match (by `_type`, `_id` and `slug.current`), and references are
// followed through a map. A query whose `*` is not narrowed that way still sees every document: the indexes
// change how fast an answer comes, never what it is.
import type { ExprNode } from "groq-js";

/** The parts of groq-js's syntax tree read here (its own node types are a union too wide to narrow). */
type Node = {
  type: string;
  base?: Node;
  name?: string;
  op?: string;
  left?: Node;
  right?: Node;
  value?: unknown;
  expr?: Node;
  elements?: { isSplat: boolean; value: Node }[];
};

export type DocumentHead = { id: string; type: string; slug?: string };

/** What the filters of one `*[...]` pin down; an empty object means "every document". */
type Narrowing = { types?: string[]; ids?: string[]; slugs?: string[] };

const attributePath = (node: Node): string | undefined => {
  if (node.type !== "AccessAttribute") return undefined;
  if (!node.base) return node.name;
  const base = attributePath(node.base);
  return base === undefined ? undefined : `${base}.${node.name}`;
};

/** The constraints of a filter expression that every matching document must meet (its `&&` terms). */
function narrowingOf(expr: Node): Narrowing {
  if (expr.type === "And" && expr.left && expr.right) {
    const left = narrowingOf(expr.left);
    const right = narrowingOf(expr.right);
    const both = (key: keyof Narrowing) => {
      const [a, b] = [left[key], right[key]];
      return a && b ? intersect(a, b) : (a ?? b);
    };
    return { types: both("types"), ids: both("ids"), slugs: both("slugs") };
  }
  if (expr.type !== "OpCall" || (expr.op !== "==" && expr.op !== "in") || !expr.left || !expr.right) return {};
  const field = attributePath(expr.left);
  const values = constantStrings(expr.op, expr.right);
  if (!values) return {};
  if (field === "_type") return { types: values };
  if (field === "_id") return { ids: values };
  if (field === "slug.current") return { slugs: values };
  return {};
}

function constantStrings(op: string, node: Node): string[] | undefined {
  const strings = (values: unknown[]) =>
    values.every((value) => typeof value === "string") ? (values as string[]) : undefined;
  if (op === "==") return node.type === "Value" && typeof node.value === "string" ? [node.value] : undefined;
  if (node.type === "Array" && node.elements?.every((element) => !element.isSplat && element.value.type === "Value")) {
    return strings(node.elements.map((element) => element.value.value));
  }
  if (node.type === "Value" && Array.isArray(node.value)) return strings(node.value);
  return undefined;
}

const intersect = (a: string[], b: string[]) => a.filter((value) => b.includes(value));

/**
 * Every narrowing the query's `*` terms allow, or undefined when one of them reads the whole dataset (a bare
 * `*`, or a filter that names neither a type nor an id).
 */
export function datasetNarrowings(tree: ExprNode | Node): Narrowing[] | undefined {
  const found: Narrowing[] = [];
  let everything = false;
  const visit = (node: unknown, parent?: { type: string; base?: unknown }): void => {
    if (everything || node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, parent);
      return;
    }
    const record = node as { type?: string } & Record<string, unknown>;
    if (record.type === "Everything") {
      const filter = parent?.type === "Filter" && parent.base === node ? (parent as Node) : undefined;
      const narrowing = filter?.expr ? narrowingOf(filter.expr) : {};
      if (!narrowing.types && !narrowing.ids) everything = true;
      else found.push(narrowing);
      return;
    }
    for (const value of Object.values(record)) visit(value, record as { type: string });
  };
  visit(tree);
  return everything ? undefined : found;
}

/** Heads of the documents a set of narrowings may match, each once, in dataset order. */
export function candidateHeads(
  narrowings: Narrowing[],
  index: {
    byType: Map<string, DocumentHead[]>;
    byId: Map<string, DocumentHead>;
    /** Each head's place in the dataset, so results keep the dataset's order. */
    position: Map<DocumentHead, number>;
  },
): DocumentHead[] {
  const chosen = new Set<DocumentHead>();
  for (const { types, ids, slugs } of narrowings) {
    const pool = ids
      ? ids.flatMap((id) => index.byId.get(id) ?? [])
      : (types ?? []).flatMap((type) => index.byType.get(type) ?? []);
    for (const head of pool) {
      if (types && !types.includes(head.type)) continue;
      if (slugs && (head.slug === undefined || !slugs.includes(head.slug))) continue;
      chosen.add(head);
    }
  }
  return [...chosen].sort((a, b) => (index.position.get(a) ?? 0) - (index.position.get(b) ?? 0));
}
