// Builders for tests that need a scored casino: one place says what "a casino rated `score`" means.
import type { ScoredCasinoInput } from "./ranking.ts";

/**
 * A casino whose six editor sub-scores are all `score` and whose bonus is ×25 on the bonus with a 100 % match
 * (7,0 in «Bonos justos»). The slug is the name without spaces, in lower case.
 */
export function scoredCasino(name: string, score: number): ScoredCasinoInput & { slug: string } {
  return {
    name,
    slug: name.toLowerCase().replace(/\s+/g, ""),
    ratingBreakdown: {
      safety: score,
      payments: score,
      games: score,
      support: score,
      mobile: score,
      responsibleTools: score,
    },
    wageringRequirement: 25,
    wageringBase: "bonus",
    bonusMatchPercent: 100,
  };
}
