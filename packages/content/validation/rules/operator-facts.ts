// Operator facts: the DGOJ licensee, its licence numbers and the owner group (each present or marked «sin
// verificar»), at least one source with the day it was read, and sanctions with date, amount and source. An operator
// «no clasificado» is exempt: it is not ranked because these could not be verified, and its page states none.
import { operatorFactsProblems, todayIso } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, isObject, numberOrUndefined, stringOrUndefined } from "../helpers.ts";

const objects = (value: unknown) => (Array.isArray(value) ? value.filter(isObject) : []);

export function operatorFacts(dataset: Dataset, today: string = todayIso()): Finding[] {
  const ranked = dataset.ofType("casino").filter((casino) => casino.notRanked !== true);
  return eachDocument(ranked, (documentId, casino) =>
    operatorFactsProblems(
      {
        licensee: stringOrUndefined(casino.licensee),
        owner: stringOrUndefined(casino.owner),
        unverified: Array.isArray(casino.unverified)
          ? casino.unverified.filter((item) => typeof item === "string")
          : [],
        licenceNumbers: objects(casino.licenceNumbers).map((item) => ({
          kind: stringOrUndefined(item.kind),
          number: stringOrUndefined(item.number),
        })),
        sources: objects(casino.sources).map((item) => ({
          title: stringOrUndefined(item.title),
          url: stringOrUndefined(item.url),
          checkedAt: stringOrUndefined(item.checkedAt),
        })),
        sanctions: objects(casino.sanctions).map((item) => ({
          date: stringOrUndefined(item.date),
          amount: numberOrUndefined(item.amount),
          description: stringOrUndefined(item.description),
          sourceUrl: stringOrUndefined(item.sourceUrl),
        })),
      },
      today,
    ).map((problem) => ({ documentId, path: problem.path, message: problem.message })),
  );
}
