// Ranks are computed from the ratings, never stored (decision 015); an operator «no clasificado» has the public reason
// and the day it was checked, which its page shows.
import { isIsoDate } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument } from "../helpers.ts";

export function casinoRanks(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const findings: Finding[] = [];
    if ("rank" in casino) {
      findings.push({ documentId, path: "rank", message: "rank is stored; the site computes it from the ratings" });
    }
    if (casino.notRanked === true) {
      if (typeof casino.notRankedReason !== "string" || !casino.notRankedReason.trim()) {
        findings.push({ documentId, path: "notRankedReason", message: "a casino «no clasificado» needs its reason" });
      }
      if (typeof casino.notRankedCheckedAt !== "string" || !isIsoDate(casino.notRankedCheckedAt)) {
        findings.push({
          documentId,
          path: "notRankedCheckedAt",
          message: "a casino «no clasificado» needs the day it was checked (YYYY-MM-DD)",
        });
      }
    }
    return findings;
  });
}
