// Licences: exactly one DGOJ licence, with its reference and check date.
import { licencesProblem } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, isObject, stringOrUndefined } from "../helpers.ts";

export function licences(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const list = Array.isArray(casino.licences) ? casino.licences.filter(isObject) : [];
    const problem = licencesProblem(
      list.map((licence) => ({
        authority: stringOrUndefined(licence.authority),
        reference: stringOrUndefined(licence.reference),
        checkedAt: stringOrUndefined(licence.checkedAt),
      })),
    );
    return problem ? [{ documentId, path: "licences", message: problem }] : [];
  });
}
