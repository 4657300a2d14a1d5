// The published cap on «Juego responsable»: a casino whose licensee was fined for letting people with prohibited
// access to gambling play (minors, or adults in the RGIAJ register: self-excluded or barred by a court) cannot score
// high on protecting players while that sanction is recent (published on /como-puntuamos; decision 017).
import { daysBetween } from "./operator-facts.ts";

/** The highest «Juego responsable» score, and for how long after the sanction is made public. */
export const SANCTION_CAP = {
  cap: 5,
  years: 3,
  reason: "su titular fue multado por permitir jugar a personas que tienen prohibido el acceso al juego",
} as const;

/** What the cap reads of a sanction: its date (YYYY-MM-DD) and whether it concerns people barred from gambling. */
export interface CappingSanction {
  date?: string | null;
  protectedPlayers?: boolean | null;
}

export interface SanctionCap {
  /** The highest score «Juego responsable» may have. */
  cap: number;
  /** Why, in Spanish, for the review and the editor. */
  reason: string;
  /** The sanction's date, YYYY-MM-DD: the newest one that applies. */
  date: string;
}

/** The cap that applies on `today` (YYYY-MM-DD) to a casino with these sanctions, or undefined when none does. */
export function sanctionCap(
  sanctions: readonly CappingSanction[] | null | undefined,
  today: string,
): SanctionCap | undefined {
  const dates = (sanctions ?? [])
    .filter(
      (sanction) =>
        sanction.protectedPlayers === true &&
        typeof sanction.date === "string" &&
        daysBetween(sanction.date, today) <= Math.round(SANCTION_CAP.years * 365.25),
    )
    .map((sanction) => sanction.date as string)
    .sort();
  const newest = dates.at(-1);
  return newest ? { cap: SANCTION_CAP.cap, reason: SANCTION_CAP.reason, date: newest } : undefined;
}

/** The «Juego responsable» score after the cap: the editor's score, or the cap when that is lower. */
export function cappedResponsibleTools(
  score: number,
  sanctions: readonly CappingSanction[] | null | undefined,
  today: string,
): number {
  const rule = sanctionCap(sanctions, today);
  return rule ? Math.min(score, rule.cap) : score;
}
