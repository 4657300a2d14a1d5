// What the checks share: the documents by id and type, the site's routes, and one walk of the schema.

import { APP_PATHS, ROUTED_DOCUMENT_TYPES } from "@casinolupa/domain";
import type { SchemaType } from "groq-js";
import { type Conformance, checkConformance } from "./conformance.ts";
import { flatten, type JsonNode, slugOf } from "./helpers.ts";

/** The `documentId` of problems about the dataset as a whole. */
export const DATASET_ID = "(dataset)";

export type Finding = { documentId: string; path: string; message: string; rule?: string };
export type Check = { rule: string; description: string; run: (dataset: Dataset) => Finding[] };

export type Json = Record<string, unknown>;

export type Dataset = {
  documents: readonly Json[];
  byId: Map<string, Json>;
  ofType: (type: string) => Json[];
  imageFiles: ReadonlySet<string>;
  /** Every path the site serves: "/", the app's own routes, and one per casino, game page and page. */
  routes: ReadonlySet<string>;
  /** Every value in a document with its path, flattened once per validation and shared by the checks. */
  nodes: (document: Json) => readonly JsonNode[];
  conformance: Conformance;
};

export function describeDataset(
  documents: readonly Json[],
  schema: SchemaType,
  imageFiles: readonly string[],
): Dataset {
  const byId = new Map<string, Json>();
  for (const document of documents) {
    if (typeof document._id === "string" && !byId.has(document._id)) byId.set(document._id, document);
  }
  const ofType = (type: string) => documents.filter((document) => document._type === type);
  const routes = new Set(APP_PATHS);
  for (const type of ROUTED_DOCUMENT_TYPES) {
    for (const document of ofType(type)) {
      const slug = slugOf(document);
      if (slug) routes.add(`/${slug}`);
    }
  }
  const flattened = new Map<Json, JsonNode[]>();
  const nodes = (document: Json) => {
    const found = flattened.get(document) ?? flatten(document);
    flattened.set(document, found);
    return found;
  };
  return {
    documents,
    byId,
    ofType,
    imageFiles: new Set(imageFiles),
    routes,
    nodes,
    conformance: checkConformance(documents, schema),
  };
}
