// Casinos: any number of them, at least one ranked (not «no clasificado»), or the home list and the comparison are
// empty. Ranks are computed from the ratings (docs/decisions/015-ranks-follow-the-score.md).
import { DATASET_ID, type Dataset, type Finding } from "../dataset.ts";

export function casinoCount(dataset: Dataset): Finding[] {
  const ranked = dataset.ofType("casino").filter((casino) => casino.notRanked !== true);
  return ranked.length > 0 ? [] : [{ documentId: DATASET_ID, path: "", message: "no casino is ranked" }];
}
