import type { HomeQueryResult } from "@casinolupa/content";
import { effectiveWageringMultiple, offerIsCurrent, type RankedCasino } from "@casinolupa/domain";
import { href } from "react-router";
import { formatEuros } from "../lib/format";
import type { SiteImage } from "../lib/image";
import { BonusCheckNote, StaleOffer } from "./bonus-check-note";
import { CasinoHeading } from "./casino-heading";
import { RankBadge } from "./rank-badge";
import { effectiveWageringText, wageringLabel } from "./review/casino-facts";
import { CasinoLogo } from "./review/casino-logo";
import { Link } from "./site-link";

/** A ranked casino of the home query, its logo checked by siteImage() (home.tsx's loader). */
export type CasinoCardData = Omit<RankedCasino<HomeQueryResult["casinos"][number]>, "logo"> & {
  logo: SiteImage | null;
};

/**
 * A ranked casino: position, logo, name, rating out of 10, the bonus with its key conditions (minimum deposit,
 * requirement, with the euros to wager per euro of bonus where the base makes them differ, the period to meet it,
 * maximum bet), and its review. An offer not checked in the last 90 days shows none of that, only when it was checked
 * (docs/decisions/034-an-offer-not-checked-for-90-days-is-not-shown.md).
 */
export function CasinoCard({
  casino,
  bonusConditionsNote,
  today,
}: {
  casino: CasinoCardData;
  bonusConditionsNote: string;
  /** `YYYY-MM-DD`, to tell whether the bonus check is past the 90 days. */
  today: string;
}) {
  const headingId = `casino-${casino.slug}`;
  return (
    <article aria-labelledby={headingId} className="card flex w-full flex-col p-5" data-testid="casino-card">
      <div className="flex items-start gap-4">
        <RankBadge rank={casino.rank} size="size-10" />
        <CasinoHeading id={headingId} casino={casino} look="card" />
        <CasinoLogo logo={casino.logo} className="h-10 w-auto shrink-0 rounded-md" />
      </div>
      <div className="mt-4 rounded-xl bg-brand-soft p-4">
        <p className="text-xs font-bold uppercase tracking-wider text-brand-strong">Bono de bienvenida</p>
        {offerIsCurrent(casino.bonusCheckedAt, today) ? (
          <CurrentOffer casino={casino} bonusConditionsNote={bonusConditionsNote} />
        ) : (
          <StaleOffer checkedAt={casino.bonusCheckedAt} today={today} className="mt-1" />
        )}
      </div>
      <Link to={href("/:slug", { slug: casino.slug })} className="btn-secondary mt-5 self-start">
        Ver análisis de {casino.name}
      </Link>
    </article>
  );
}

function CurrentOffer({ casino, bonusConditionsNote }: { casino: CasinoCardData; bonusConditionsNote: string }) {
  return (
    <>
      <p className="mt-1 text-lg font-bold">{casino.bonus}</p>
      <p className="mt-1 text-sm text-ink-soft" data-testid="casino-card-conditions">
        Depósito mínimo {formatEuros(casino.minDeposit)} · Apuesta{" "}
        {wageringLabel(casino.wageringRequirement, casino.wageringBase)}
        {effectiveWageringMultiple(casino) === casino.wageringRequirement
          ? null
          : ` (${effectiveWageringText(casino)})`}{" "}
        · Plazo de {casino.bonusValidityDays} días · Apuesta máxima {formatEuros(casino.maxBet)}
      </p>
      <BonusCheckNote conditionsNote={bonusConditionsNote} checkedAt={casino.bonusCheckedAt} />
    </>
  );
}
