// Array keys: every object in a list has a _key, unique within the list (Sanity addresses items by it).
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, isObject } from "../helpers.ts";

export function arrayKeys(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path } of dataset.nodes(document)) {
      if (!Array.isArray(value)) continue;
      const seen = new Set<string>();
      value.forEach((item, index) => {
        if (!isObject(item)) return;
        const key = item._key;
        if (typeof key !== "string" || key.trim() === "") {
          findings.push({ documentId, path: `${path}[${index}]`, message: "array item has no _key" });
        } else if (seen.has(key)) {
          findings.push({ documentId, path: `${path}[${index}]`, message: `_key "${key}" is used twice in this list` });
        } else {
          seen.add(key);
        }
      });
    }
    return findings;
  });
}
