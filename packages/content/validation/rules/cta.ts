// Calls to action have what their target needs.
import { ctaProblem } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, isObject, stringOrUndefined } from "../helpers.ts";

export function ctas(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path } of dataset.nodes(document)) {
      if (!isObject(value) || value._type !== "cta") continue;
      const casino = isObject(value.casino) ? { _ref: stringOrUndefined(value.casino._ref) } : undefined;
      const problem = ctaProblem({
        target: stringOrUndefined(value.target),
        path: stringOrUndefined(value.path),
        casino,
      });
      if (problem) findings.push({ documentId, path, message: problem });
    }
    return findings;
  });
}
