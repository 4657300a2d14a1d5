// For the dataset validator's tests: the committed dataset and schema, and problemsAfter(), which breaks a copy of
// the dataset and returns only the problems the break adds. Used by the *.test.ts files beside it.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SchemaType } from "groq-js";
import { type DatasetProblem, type RawDocument, readDatasetFiles, validateDataset } from "./index.ts";

const schema = JSON.parse(readFileSync(new URL("../schema.json", import.meta.url), "utf8")) as SchemaType;
export const committed = readDatasetFiles(fileURLToPath(new URL("../dataset/production.ndjson", import.meta.url)));

export const validate = (documents: readonly RawDocument[]) => validateDataset(documents, schema, committed);
const problemKey = (p: DatasetProblem) => `${p.rule}|${p.documentId}|${p.path}|${p.message}`;
const alreadyThere = new Set(validate(committed.documents).map(problemKey));

/**
 * Breaks a copy of the committed dataset and returns the problems the copy has that the committed one does not,
 * so these tests say what each rule catches even while the committed dataset has problems of its own.
 */
export function problemsAfter(breakIt: (documents: RawDocument[]) => void): DatasetProblem[] {
  const documents = structuredClone(committed.documents);
  breakIt(documents);
  return validate(documents).filter((problem) => !alreadyThere.has(problemKey(problem)));
}

export type Json = Record<string, unknown>;

export function byId(documents: RawDocument[], id: string): Json {
  const document = documents.find((candidate) => candidate._id === id);
  if (!document) throw new Error(`The committed dataset has no document "${id}"; update this test`);
  return document;
}

export function field<T>(object: Json, name: string): T {
  const value = object[name];
  if (value === undefined) throw new Error(`No field "${name}" in ${JSON.stringify(object).slice(0, 80)}`);
  return value as T;
}

/** The first Portable Text link annotation (markDef) in the dataset whose href satisfies `matches`. */
export function firstLink(
  documents: RawDocument[],
  matches: (href: string) => boolean,
): { documentId: string; markDef: Json } {
  const find = (value: unknown): Json | undefined => {
    if (Array.isArray(value)) return value.map(find).find(Boolean);
    if (!value || typeof value !== "object") return undefined;
    const object = value as Json;
    if (object._type === "link" && "_key" in object && typeof object.href === "string" && matches(object.href)) {
      return object;
    }
    return Object.values(object).map(find).find(Boolean);
  };
  for (const document of documents) {
    const markDef = find(document.body ?? document.sections ?? document.answer);
    if (markDef) return { documentId: String(document._id), markDef };
  }
  throw new Error("The committed dataset has no such link in its rich text; update this test");
}

export const bet365 = (documents: RawDocument[]) => byId(documents, "casino-bet365");
export const codere = (documents: RawDocument[]) => byId(documents, "casino-codere");
