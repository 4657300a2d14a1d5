// What stands beside every bonus on the home page, the comparison and the reviews: the day its conditions were last
// checked (with a warning once that is past the 90 days), which games count is not ours to say, and what
// RD 176/2023 means for players aged 18 to 25 (docs/decisions/017-safety-cap-and-the-checks-we-claim.md).
import { REVIEW_MAX_AGE_DAYS, reviewDue } from "@casinolupa/domain";
import { formatDate } from "../lib/format";

/** Beside the wagering figure: the games that count and the young-player rule, in one short line. */
export const BONUS_ELIGIBILITY_NOTE =
  "Qué juegos cuentan para el requisito: consúltalo en el operador. Si tienes de 18 a 25 años, puede que no pueda ofrecerte el bono (Real Decreto 176/2023)";

export function BonusCheckedDate({ checkedAt, today }: { checkedAt: string; today: string }) {
  const due = reviewDue(checkedAt, today);
  return (
    <p className={`text-xs ${due ? "font-semibold text-amber-900" : "text-muted"}`} data-testid="bonus-checked">
      Condiciones comprobadas el <time dateTime={checkedAt}>{formatDate(checkedAt)}</time>
      {due ? `: hace más de ${REVIEW_MAX_AGE_DAYS} días, pueden haber cambiado.` : "."}
    </p>
  );
}
