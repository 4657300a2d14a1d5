// Content source maps (`resultSourceMap` on a query): for each string in a result, the document and the field it
// came from, which @sanity/client turns into the invisible stega marks the Presentation tool's overlays read.
// The Content Lake traces every value through the query; groq-js cannot, so the stand-in finds a string by its
// value in the nearest enclosing object the result names by `_id` (the site's queries keep `_id` on every document
// they project), preferring a field of the same name. Strings it cannot place are left unmapped, as the Content
// Lake leaves computed values. Format: https://www.sanity.io/docs/content-source-maps
import type { ContentSourceMap, ContentSourceMapDocuments } from "@sanity/client";
import type { LakeDocument } from "./dataset.ts";

type Segment = string | number | { _key: string };
type Origin = LakeDocument & { _originalId?: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `$['casinos'][0]['welcomeBonus']`, or `[?(@._key=='k')]` for an item of a keyed array (`withKeyArraySelector`). */
function jsonPath(path: Segment[]): string {
  const quote = (text: string) => text.replace(/['\\]/g, (match) => `\\${match}`);
  return `$${path
    .map((segment) =>
      typeof segment === "number"
        ? `[${segment}]`
        : typeof segment === "string"
          ? `['${quote(segment)}']`
          : `[?(@._key=='${quote(segment._key)}')]`,
    )
    .join("")}`;
}

/** Every editable string in `document` (not the system fields, `_type`, `_key`, `_ref`…) and the paths it is at. */
function stringsOf(document: Origin, withKeys: boolean): Map<string, Segment[][]> {
  const found = new Map<string, Segment[][]>();
  const walk = (value: unknown, path: Segment[]) => {
    if (typeof value === "string") {
      found.set(value, [...(found.get(value) ?? []), path]);
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) {
        const keyed = withKeys && isRecord(item) && typeof item._key === "string";
        walk(item, [...path, keyed ? { _key: String(item._key) } : index]);
      }
    } else if (isRecord(value)) {
      for (const [key, inner] of Object.entries(value)) if (!key.startsWith("_")) walk(inner, [...path, key]);
    }
  };
  walk(document, []);
  return found;
}

/**
 * The source map of `result`, evaluated over `documents` (the perspective's view: a draft standing in for its
 * published document keeps the draft's id in `_originalId`, which the map names, as the Content Lake does).
 */
export function sourceMapOf(result: unknown, documents: Origin[], withKeys: boolean): ContentSourceMap {
  const byId = new Map(documents.map((document) => [document._id, document]));
  const strings = new Map<string, Map<string, Segment[][]>>();
  const sources: ContentSourceMapDocuments = [];
  const sourceIndex = new Map<string, number>();
  const paths: string[] = [];
  const pathIndex = new Map<string, number>();
  const mappings: ContentSourceMap["mappings"] = {};
  /** The index of `key` in `list`, added at the end the first time (the map names each document and path once). */
  const indexIn = <T>(list: T[], indexes: Map<string, number>, key: string, item: () => T) => {
    let index = indexes.get(key);
    if (index === undefined) {
      index = list.push(item()) - 1;
      indexes.set(key, index);
    }
    return index;
  };

  /** Maps the string at `resultPath` to its field in `within`, if it is there. */
  const place = (value: string, resultPath: (string | number)[], within: Origin) => {
    let inDocument = strings.get(within._id);
    if (!inDocument) {
      inDocument = stringsOf(within, withKeys);
      strings.set(within._id, inDocument);
    }
    const candidates = inDocument.get(value);
    const name = resultPath.at(-1);
    const origin = candidates?.find((path) => path.at(-1) === name) ?? candidates?.[0];
    if (!origin) return;
    const document = indexIn(sources, sourceIndex, within._id, () => ({
      _id: within._originalId ?? within._id,
      _type: within._type,
    }));
    const path = indexIn(paths, pathIndex, jsonPath(origin), () => jsonPath(origin));
    mappings[jsonPath(resultPath)] = { type: "value", source: { type: "documentValue", document, path } };
  };

  const walk = (value: unknown, resultPath: (string | number)[], within: Origin | undefined) => {
    if (typeof value === "string") {
      if (within) place(value, resultPath, within);
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, [...resultPath, index], within);
    } else if (isRecord(value)) {
      const named = typeof value._id === "string" ? byId.get(value._id) : undefined;
      for (const [key, inner] of Object.entries(value))
        if (key !== "_id") walk(inner, [...resultPath, key], named ?? within);
    }
  };
  walk(result, [], undefined);
  return { documents: sources, paths, mappings };
}
