// No placeholder text ("lorem ipsum", TODO...) reaches the site.
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, excerpt } from "../helpers.ts";

/** Text that means "write this later". NOTE: "todo" is an everyday Spanish word, so only the uppercase marker counts. */
const PLACEHOLDERS: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ["lorem ipsum", /lorem\s+ipsum/i],
  ["TODO", /\bTODO\b/],
  ["FIXME", /\bFIXME\b/],
  ["TBD", /\bTBD\b/],
  ["placeholder", /placeholder/i],
  ["xxx", /\bx{3,}\b/i],
];
/** Machine values a placeholder cannot hide in. */
const NOT_TEXT = new Set(["_id", "_ref", "_key", "_rev", "_type", "_sanityAsset", "_createdAt", "_updatedAt"]);

export function placeholders(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path, key } of dataset.nodes(document)) {
      if (typeof value !== "string" || (key !== undefined && NOT_TEXT.has(key))) continue;
      for (const [name, pattern] of PLACEHOLDERS) {
        if (pattern.test(value))
          findings.push({ documentId, path, message: `placeholder text (${name}): "${excerpt(value, pattern)}"` });
      }
    }
    return findings;
  });
}
