// The published caps: «Seguridad y licencia» while the licensee or the licence numbers are «sin verificar», and
// «Juego responsable» after a fine for letting people barred from gambling play.
import { type CappingSanction, formatRating, safetyCap, sanctionCap, todayIso } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, isObject } from "../helpers.ts";

export function safetyCaps(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const breakdown = isObject(casino.ratingBreakdown) ? casino.ratingBreakdown : undefined;
    const unverified = Array.isArray(casino.unverified) ? casino.unverified.filter((f) => typeof f === "string") : [];
    const rule = safetyCap(unverified);
    if (typeof breakdown?.safety !== "number" || !rule || breakdown.safety <= rule.cap + 1e-9) return [];
    return [
      {
        documentId,
        path: "ratingBreakdown.safety",
        message: `«Seguridad y licencia» is ${formatRating(breakdown.safety)}, above the published cap of ${formatRating(rule.cap)} (${rule.reason}); run node packages/content/scripts/apply-safety-cap.ts`,
      },
    ];
  });
}

/** «Juego responsable» respects the published cap for three years after a fine for letting barred people play. */
export function sanctionCaps(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const breakdown = isObject(casino.ratingBreakdown) ? casino.ratingBreakdown : undefined;
    const sanctions = Array.isArray(casino.sanctions) ? (casino.sanctions as CappingSanction[]) : [];
    const rule = sanctionCap(sanctions, todayIso());
    const score = breakdown?.responsibleTools;
    if (typeof score !== "number" || !rule || score <= rule.cap + 1e-9) return [];
    return [
      {
        documentId,
        path: "ratingBreakdown.responsibleTools",
        message: `«Juego responsable» is ${formatRating(score)}, above the published cap of ${formatRating(rule.cap)} (${rule.reason}, ${rule.date}); run node packages/content/scripts/apply-safety-cap.ts`,
      },
    ];
  });
}
