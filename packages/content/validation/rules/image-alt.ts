// Alternative texts: every image has a Spanish description, not a file name.
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, isObject, length } from "../helpers.ts";

/** The Studio's limit on alternative texts (studio/schemaTypes/fields.ts). */
const ALT_MAX_LENGTH = 160;

export function imageAlts(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path } of dataset.nodes(document)) {
      if (!isObject(value) || value._type !== "image") continue;
      const alt = value.alt;
      const at = path ? `${path}.alt` : "alt";
      if (typeof alt !== "string" || alt.trim() === "") {
        findings.push({ documentId, path: at, message: "image has no alternative text (alt)" });
      } else if (length(alt) > ALT_MAX_LENGTH) {
        findings.push({
          documentId,
          path: at,
          message: `alt text is ${length(alt)} characters; at most ${ALT_MAX_LENGTH}`,
        });
      } else if (/\.(svg|png|jpe?g|webp|gif)$/i.test(alt.trim())) {
        findings.push({ documentId, path: at, message: `alt text "${alt}" is a file name, not a description` });
      }
    }
    return findings;
  });
}
