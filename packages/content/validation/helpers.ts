// Small helpers the checks share: walking documents and values, and describing values in messages.
import { ROUTED_DOCUMENT_TYPES } from "@casinolupa/domain";
import type { Dataset, Finding, Json } from "./dataset.ts";

// Helpers.

export function eachDocument(
  documents: readonly Json[],
  check: (documentId: string, document: Json) => Finding[],
): Finding[] {
  return documents.flatMap((document) => check(idOf(document), document));
}

export function routedDocuments(dataset: Dataset): Json[] {
  return dataset.documents.filter((document) => (ROUTED_DOCUMENT_TYPES as readonly unknown[]).includes(document._type));
}

export type JsonNode = { value: unknown; path: string; key?: string };

/** Every value inside `value` with its path and the name of the field holding it (undefined for array items). */
export function flatten(value: unknown, path = "", key?: string, nodes: JsonNode[] = []): JsonNode[] {
  nodes.push({ value, path, key });
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      flatten(item, itemPath(path, item, index), undefined, nodes);
    });
  } else if (isObject(value)) {
    for (const [field, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${field}` : field, field, nodes);
  }
  return nodes;
}

/** `list[_key=="a1b2c3d4e5f6"]` for keyed items (Sanity's own path syntax), `list[3]` otherwise. */
export function itemPath(path: string, item: unknown, index: number): string {
  return isObject(item) && typeof item._key === "string" ? `${path}[_key=="${item._key}"]` : `${path}[${index}]`;
}

export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isEmpty(value: unknown): boolean {
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function idOf(document: Json): string {
  return typeof document._id === "string" ? document._id : "(no _id)";
}

export function slugOf(document: Json): string | undefined {
  return isObject(document.slug) && typeof document.slug.current === "string" ? document.slug.current : undefined;
}

export function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined;
}

/** Length in characters as a reader counts them (code points, so "ñ" is one). */
export function length(text: string): number {
  return [...text].length;
}

export function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "string") return `"${excerpt(value)}"`;
  if (typeof value === "object") return "an object";
  return `${typeof value} ${String(value)}`;
}

export function excerpt(text: string, around?: RegExp): string {
  const start = around ? Math.max(0, (around.exec(text)?.index ?? 0) - 20) : 0;
  const slice = text.slice(start, start + 60);
  return `${start > 0 ? "…" : ""}${slice}${start + 60 < text.length ? "…" : ""}`;
}
