// Casinos: exactly ten, one per rank.
import { RANK_MAX, RANK_MIN } from "@casinolupa/domain";
import { DATASET_ID, type Dataset, type Finding } from "../dataset.ts";

const TEN_CASINOS = RANK_MAX - RANK_MIN + 1;

export function casinoCount(dataset: Dataset): Finding[] {
  const casinos = dataset.ofType("casino");
  const findings: Finding[] = [];
  if (casinos.length !== TEN_CASINOS) {
    findings.push({
      documentId: DATASET_ID,
      path: "",
      message: `there are ${casinos.length} casinos; the site ranks exactly ${TEN_CASINOS}`,
    });
  }
  const ranks = new Set(casinos.map((casino) => casino.rank));
  for (let rank = RANK_MIN; rank <= RANK_MAX; rank++) {
    if (!ranks.has(rank)) findings.push({ documentId: DATASET_ID, path: "", message: `no casino holds rank ${rank}` });
  }
  return findings;
}
