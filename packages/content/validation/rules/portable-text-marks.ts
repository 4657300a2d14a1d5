// Rich text: every span mark is a decorator or a link defined on its block.
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, isObject, itemPath } from "../helpers.ts";

/** The decorators the rich text allows (studio/schemaTypes/objects/rich-text.ts); other marks are annotation keys. */
const DECORATORS = new Set(["strong", "em"]);

export function spanMarks(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path } of dataset.nodes(document)) {
      if (!isObject(value) || value._type !== "block" || !Array.isArray(value.children)) continue;
      const defined = new Set(
        (Array.isArray(value.markDefs) ? value.markDefs : []).filter(isObject).map((markDef) => markDef._key),
      );
      value.children.forEach((span, index) => {
        if (!isObject(span) || !Array.isArray(span.marks)) return;
        for (const mark of span.marks) {
          if (typeof mark === "string" && !DECORATORS.has(mark) && !defined.has(mark)) {
            findings.push({
              documentId,
              path: `${itemPath(`${path}.children`, span, index)}.marks`,
              message: `mark "${mark}" is neither a decorator (${[...DECORATORS].join(", ")}) nor a markDef of the block`,
            });
          }
        }
      });
    }
    return findings;
  });
}
