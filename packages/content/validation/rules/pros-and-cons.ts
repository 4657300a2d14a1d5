// Reviews list enough pros and cons.
import { MIN_PROS_AND_CONS } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument } from "../helpers.ts";

export function prosAndCons(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) =>
    (["pros", "cons"] as const).flatMap((field) => {
      const list = casino[field];
      if (!Array.isArray(list) || list.length >= MIN_PROS_AND_CONS) return [];
      return [
        { documentId, path: field, message: `${list.length} ${field}; a review needs at least ${MIN_PROS_AND_CONS}` },
      ];
    }),
  );
}
