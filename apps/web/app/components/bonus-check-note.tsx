// What stands beside every bonus on the home page, the comparison and the reviews: the day its conditions were last
// checked, which games count is not ours to say, and what RD 176/2023 means for players aged 18 to 25
// (docs/decisions/017-safety-cap-and-the-checks-we-claim.md). Past the 90 days no figure of the offer is shown at
// all: StaleOffer stands in its place (docs/decisions/034-an-offer-not-checked-for-90-days-is-not-shown.md).
import { staleOfferNotice } from "@casinolupa/domain";
import { formatDate } from "../lib/format";

/** Beside the wagering figure: the games that count and the young-player rule, in one short line. */
export const BONUS_ELIGIBILITY_NOTE =
  "Qué juegos cuentan para el requisito: consúltalo en el operador. Si tienes de 18 a 25 años, puede que no pueda ofrecerte el bono (Real Decreto 176/2023)";

/**
 * Under a current offer (checked in the last 90 days): the editors' conditions note, the games and young-player
 * line, and the day the conditions were checked. `className` spaces the note from the figures above it.
 */
export function BonusCheckNote({
  conditionsNote,
  checkedAt,
  className = "mt-1",
}: {
  conditionsNote: string;
  checkedAt: string;
  className?: string;
}) {
  return (
    <>
      <p className={`text-xs text-muted ${className}`}>
        {conditionsNote}. {BONUS_ELIGIBILITY_NOTE}.
      </p>
      <p className="mt-1 text-xs text-muted" data-testid="bonus-checked">
        Condiciones comprobadas el <time dateTime={checkedAt}>{formatDate(checkedAt)}</time>.
      </p>
    </>
  );
}

/** In place of an offer not checked in the last 90 days: no amount, no terms, when it was checked and where to look. */
export function StaleOffer({
  checkedAt,
  today,
  className = "",
}: {
  checkedAt: string | null | undefined;
  today: string;
  className?: string;
}) {
  return (
    <p className={`text-sm font-semibold text-amber-900 ${className}`} data-testid="offer-stale">
      {staleOfferNotice(checkedAt, today)}
    </p>
  );
}
