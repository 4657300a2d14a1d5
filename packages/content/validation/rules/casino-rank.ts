// Casino ranks: whole numbers 1 to 10, each held by one casino.
import { RANK_MAX, RANK_MIN } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument } from "../helpers.ts";

export function casinoRanks(dataset: Dataset): Finding[] {
  const holders = new Map<number, string>();
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const rank = casino.rank;
    if (typeof rank !== "number") return [];
    if (!Number.isInteger(rank) || rank < RANK_MIN || rank > RANK_MAX) {
      return [
        { documentId, path: "rank", message: `rank ${rank} is not a whole number from ${RANK_MIN} to ${RANK_MAX}` },
      ];
    }
    const holder = holders.get(rank);
    if (holder) return [{ documentId, path: "rank", message: `rank ${rank} is already held by ${holder}` }];
    holders.set(rank, documentId);
    return [];
  });
}
