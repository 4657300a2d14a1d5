// Payout times: the minimum is not above the maximum.
import { withdrawalTimeProblem } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, isObject, numberOrUndefined } from "../helpers.ts";

export function withdrawalTimes(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const time = isObject(casino.withdrawalTime) ? casino.withdrawalTime : undefined;
    const problem = withdrawalTimeProblem(
      time && { minHours: numberOrUndefined(time.minHours), maxHours: numberOrUndefined(time.maxHours) },
    );
    return problem ? [{ documentId, path: "withdrawalTime", message: problem }] : [];
  });
}
