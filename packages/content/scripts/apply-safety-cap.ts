// Applies the published caps to the committed dataset («Seguridad y licencia» while licence facts are «sin
// verificar», «Juego responsable» after a fine for letting barred people play) and recomputes each overall rating
// from its breakdown (docs/decisions/017-safety-cap-and-the-checks-we-claim.md). Safe to run again: a casino
// already within the caps is left as it is. Only those two sub-scores and rating change; key order and the
// one-document-per-line form are kept.
//
//   node packages/content/scripts/apply-safety-cap.ts
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type CappingSanction,
  cappedResponsibleTools,
  cappedSafety,
  computedBreakdown,
  expectedRating,
  formatRating,
  type ScoredCasinoInput,
  todayIso,
} from "@casinolupa/domain";

const DATASET_FILE = join(resolve(dirname(fileURLToPath(import.meta.url)), ".."), "dataset", "production.ndjson");

/** The dataset's lines with the cap applied, and one Spanish line per casino that changed. */
export function applySafetyCapToLines(
  lines: readonly string[],
  today = todayIso(),
): { lines: string[]; changes: string[] } {
  const changes: string[] = [];
  const out = lines.map((line) => {
    if (!line.trim()) return line;
    const document = JSON.parse(line) as Record<string, unknown>;
    // «Bonos justos» is not stored: the breakdown the rating comes from is computed with it from the bonus terms.
    const breakdown =
      document._type === "casino" ? computedBreakdown(document as unknown as ScoredCasinoInput) : undefined;
    if (!breakdown) return line;
    const unverified = Array.isArray(document.unverified) ? (document.unverified as string[]) : [];
    const safety = cappedSafety(breakdown.safety, unverified);
    const sanctions = Array.isArray(document.sanctions) ? (document.sanctions as CappingSanction[]) : [];
    const responsibleTools = cappedResponsibleTools(breakdown.responsibleTools, sanctions, today);
    const rating = expectedRating({ ...breakdown, safety, responsibleTools });
    if (safety === breakdown.safety && responsibleTools === breakdown.responsibleTools && rating === document.rating) {
      return line;
    }
    changes.push(
      `${String(document.name)}: Seguridad ${formatRating(breakdown.safety)} -> ${formatRating(safety)}, Juego responsable ${formatRating(
        breakdown.responsibleTools,
      )} -> ${formatRating(responsibleTools)}, nota ${formatRating(Number(document.rating))} -> ${formatRating(rating)}`,
    );
    Object.assign(document.ratingBreakdown as Record<string, unknown>, { safety, responsibleTools });
    document.rating = rating;
    return JSON.stringify(document);
  });
  return { lines: out, changes };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { lines, changes } = applySafetyCapToLines(readFileSync(DATASET_FILE, "utf8").split("\n"));
  writeFileSync(DATASET_FILE, lines.join("\n"));
  console.log(changes.length ? changes.join("\n") : "Every casino is already within the cap.");
}
