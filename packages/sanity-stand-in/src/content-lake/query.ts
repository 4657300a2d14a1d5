// GROQ for the stand-in Content Lake, with groq-js. Adds what groq-js leaves to the Content Lake: perspectives
// (which of published documents and drafts a query sees) and the `text::query()` search of the Studio's lists.
import { evaluate, parse } from "groq-js";
import type { LakeDocument } from "./dataset.ts";

export type Perspective = "raw" | "published" | "drafts";

const isDraft = (id: string) => id.startsWith("drafts.");
const isVersion = (id: string) => id.startsWith("versions.");

/** `perspective` as a request gives it (`drafts`, `previewDrafts`, `published`, `raw`, `drafts,published`…). */
export function toPerspective(value: unknown, apiVersion: string): Perspective {
  const text = Array.isArray(value) ? value.join(",") : typeof value === "string" ? value : "";
  if (text === "raw") return "raw";
  if (/drafts/i.test(text)) return "drafts";
  if (text) return "published";
  // API versions from 2025-02-19 on read published documents unless told otherwise; older ones read everything.
  return apiVersion >= "2025-02-19" ? "published" : "raw";
}

/** The documents a query sees: in `drafts`, a draft stands in for its published document, keeping its id. */
export function documentsIn(documents: LakeDocument[], perspective: Perspective): LakeDocument[] {
  if (perspective === "raw") return documents;
  const published = documents.filter((document) => !isDraft(document._id) && !isVersion(document._id));
  if (perspective === "published") return published;
  const drafts = new Map(documents.filter((document) => isDraft(document._id)).map((d) => [d._id.slice(7), d]));
  const overlaid = published.map((document) => {
    const draft = drafts.get(document._id);
    drafts.delete(document._id);
    return draft ? { ...draft, _id: document._id, _originalId: draft._id } : { ...document, _originalId: document._id };
  });
  const unpublished = [...drafts].map(([id, draft]) => ({ ...draft, _id: id, _originalId: draft._id }));
  return [...overlaid, ...unpublished];
}

/**
 * groq-js has no `text::query()`. `<fields> match text::query($q)` becomes true for an empty search (the Studio
 * sends one for every unfiltered list) and a plain `match` on the fields otherwise, the whole document `@`
 * standing for its name and title.
 */
export function withoutTextQuery(query: string, params: Record<string, unknown>): string {
  return query.replace(
    /(\[[^[\]]*\]|[\w.@]+) match text::query\((\$\w+)\)/g,
    (_term, fields: string, param: string) => {
      const words = String(params[param.slice(1)] ?? "")
        .replaceAll("*", " ")
        .trim();
      return words ? `${fields.replace("@", "name, title")} match ${JSON.stringify(`${words}*`)}` : "true";
    },
  );
}

export async function runQuery(
  documents: LakeDocument[],
  query: string,
  params: Record<string, unknown>,
  perspective: Perspective,
): Promise<unknown> {
  const tree = parse(withoutTextQuery(query, params), { params });
  return (await evaluate(tree, { dataset: documentsIn(documents, perspective), params })).get();
}

/**
 * A listener's filter query (`*[<filter>]`), parsed once when the listener opens: whether it selects a document is
 * asked for every listener on every write, and parsing is most of that cost.
 */
export function listenerFilter(query: string, params: Record<string, unknown>) {
  const tree = parse(query, { params });
  return async (document: LakeDocument | null) => {
    if (!document) return false;
    const result = await (await evaluate(tree, { dataset: [document], params })).get();
    return Array.isArray(result) ? result.length > 0 : Boolean(result);
  };
}
