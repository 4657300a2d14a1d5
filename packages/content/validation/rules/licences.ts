// Licences: exactly one DGOJ licence, with its reference and check date, except for an operator «no clasificado»
// (not ranked because its licence could not be verified; its page states none).
import { licencesProblem } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, isObject, stringOrUndefined } from "../helpers.ts";

export function licences(dataset: Dataset): Finding[] {
  const ranked = dataset.ofType("casino").filter((casino) => casino.notRanked !== true);
  return eachDocument(ranked, (documentId, casino) => {
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
