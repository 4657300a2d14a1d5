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
    if (typeof value === "string") found.set(value, [...(found.get(value) ?? []), path]);
    else if (Array.isArray(value))
      value.forEach((item, index) =>
        walk(item, [...path, withKeys && isRecord(item) && typeof item._key === "string" ? { _key: item._key } : index]),
      );
    else if (isRecord(value))
      for (const [key, inner] of Object.entries(value)) if (!key.startsWith("_")) walk(inner, [...path, key]);
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
  const sources: ContentSourceMapDocuments = [];
  const sourceIndex = new Map<string, { index: number; strings: Map<string, Segment[][]> }>();
  const paths: string[] = [];
  const pathIndex = new Map<string, number>();
  const mappings: ContentSourceMap["mappings"] = {};

  const sourceOf = (document: Origin) => {
    let source = sourceIndex.get(document._id);
    if (!source) {
      source = { index: sources.length, strings: stringsOf(document, withKeys) };
      sources.push({ _id: document._originalId ?? document._id, _type: document._type });
      sourceIndex.set(document._id, source);
    }
    return source;
  };

  const walk = (value: unknown, resultPath: (string | number)[], within: Origin | undefined) => {
    if (typeof value === "string") {
      if (!within) return;
      const source = sourceOf(within);
      const candidates = source.strings.get(value);
      if (!candidates) return;
      const name = resultPath.at(-1);
      const origin = candidates.find((path) => path.at(-1) === name) ?? candidates[0];
      if (!origin) return;
      const path = jsonPath(origin);
      let index = pathIndex.get(path);
      if (index === undefined) {
        index = paths.push(path) - 1;
        pathIndex.set(path, index);
      }
      mappings[jsonPath(resultPath)] = {
        type: "value",
        source: { type: "documentValue", document: source.index, path: index },
      };
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...resultPath, index], within));
    else if (isRecord(value)) {
      const named = typeof value._id === "string" ? byId.get(value._id) : undefined;
      for (const [key, inner] of Object.entries(value)) if (key !== "_id") walk(inner, [...resultPath, key], named ?? within);
    }
  };
  walk(result, [], undefined);
  return { documents: sources, paths, mappings };
}
