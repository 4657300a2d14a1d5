// Casinos: at most ten, holding ranks 1, 2, 3… with no gap. The site lists ten casinos less any operator whose
// company facts could not be sourced (docs/decisions/007-operator-facts-are-sourced-or-marked.md).
import { RANK_MAX, RANK_MIN } from "@casinolupa/domain";
import { DATASET_ID, type Dataset, type Finding } from "../dataset.ts";

const MOST_CASINOS = RANK_MAX - RANK_MIN + 1;

export function casinoCount(dataset: Dataset): Finding[] {
  const casinos = dataset.ofType("casino");
  const findings: Finding[] = [];
  if (casinos.length === 0 || casinos.length > MOST_CASINOS) {
    findings.push({
      documentId: DATASET_ID,
      path: "",
      message: `there are ${casinos.length} casinos; the site ranks from 1 to ${MOST_CASINOS}`,
    });
  }
  const ranks = new Set(casinos.map((casino) => casino.rank));
  for (let rank = RANK_MIN; rank < RANK_MIN + Math.min(casinos.length, MOST_CASINOS); rank++) {
    if (!ranks.has(rank)) findings.push({ documentId: DATASET_ID, path: "", message: `no casino holds rank ${rank}` });
  }
  return findings;
}
