// What stands beside every bonus on the home page, the comparison and the reviews: the day its conditions were last
// checked, which games count is not ours to say, and what RD 176/2023 means for players aged 18 to 25
// (docs/decisions/017-safety-cap-and-the-checks-we-claim.md). Past the 90 days no figure of the offer is shown at
// all: StaleOffer stands in its place (docs/decisions/034-an-offer-not-checked-for-90-days-is-not-shown.md).
import { staleOfferNotice } from "@casinolupa/domain";
import { formatDate } from "../lib/format";

/**
 * Beside every wagering figure and in the calculator: the figure counts every bet at 100 %, which no operator's terms
 * we hold confirm, so a game that counts less means wagering more (law review 3, C-06).
 */
export const WAGERING_CONTRIBUTION_NOTE =
  "El requisito supone que cada apuesta cuenta al 100 %; si el operador cuenta algunos juegos (por ejemplo, la ruleta o las mesas en directo) a menos, tendrás que apostar más. Consulta en sus condiciones qué juegos cuentan";

/** Beside the wagering figure: the games that count and the young-player rule. The operator is the one who may not offer it. */
export const BONUS_ELIGIBILITY_NOTE = `${WAGERING_CONTRIBUTION_NOTE}. Si tienes entre 18 y 25 años, puede que el operador no pueda ofrecerte el bono (Real Decreto 176/2023)`;

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
