import { effectiveWageringMultiple, type WageringBase } from "@casinolupa/domain";
import { href, Link } from "react-router";
import { formatEuros } from "../lib/format";
import type { SiteImage } from "../lib/image";
import { Rating } from "./rating";
import { effectiveWageringText, wageringLabel } from "./review/casino-facts";

export type CasinoCardData = {
  slug: string;
  name: string;
  rank: number;
  rating: number;
  bonus: string;
  minDeposit: number;
  wageringRequirement: number;
  wageringBase: WageringBase;
  bonusMatchPercent: number;
  bonusValidityDays: number;
  maxBet: number;
  logo: SiteImage | null;
};

/**
 * A ranked casino: position, logo, name, rating out of 10, the bonus with its key conditions (minimum deposit,
 * requirement, with the euros to wager per euro of bonus where the base makes them differ, the period to meet it,
 * maximum bet), and its review.
 */
export function CasinoCard({ casino, bonusConditionsNote }: { casino: CasinoCardData; bonusConditionsNote: string }) {
  const headingId = `casino-${casino.slug}`;
  return (
    <article aria-labelledby={headingId} className="card flex w-full flex-col p-5" data-testid="casino-card">
      <div className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink text-lg font-black text-white">
          <span aria-hidden="true">{casino.rank}</span>
          <span className="sr-only">Puesto {casino.rank}</span>
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-bold">
            {casino.name}
          </h3>
          <Rating rating={casino.rating} />
        </div>
        {casino.logo ? (
          <img
            src={casino.logo.url}
            alt={casino.logo.alt}
            width={casino.logo.width}
            height={casino.logo.height}
            className="h-10 w-auto shrink-0 rounded-md"
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className="mt-4 rounded-xl bg-brand-soft p-4">
        <p className="text-xs font-bold uppercase tracking-wider text-brand-strong">Bono de bienvenida</p>
        <p className="mt-1 text-lg font-bold">{casino.bonus}</p>
        <p className="mt-1 text-sm text-ink-soft" data-testid="casino-card-conditions">
          Depósito mínimo {formatEuros(casino.minDeposit)} · Apuesta{" "}
          {wageringLabel(casino.wageringRequirement, casino.wageringBase)}
          {effectiveWageringMultiple(casino) === casino.wageringRequirement
            ? null
            : ` (${effectiveWageringText(casino)})`}{" "}
          · Plazo de {casino.bonusValidityDays} días · Apuesta máxima {formatEuros(casino.maxBet)}
        </p>
        <p className="mt-1 text-xs text-muted">{bonusConditionsNote}</p>
      </div>
      <Link to={href("/:slug", { slug: casino.slug })} className="btn-secondary mt-5 self-start">
        Ver análisis de {casino.name}
      </Link>
    </article>
  );
}
