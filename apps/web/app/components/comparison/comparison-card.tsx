import type { ComparisonQueryResult } from "@casinolupa/content";
import { mayLinkToOperator, offerIsCurrent } from "@casinolupa/domain";
import { href } from "react-router";
import type { ComparisonCasino } from "../../lib/comparison/results";
import { COMPARISON_PARAMS } from "../../lib/comparison/state";
import { formatEuros } from "../../lib/format";
import { BonusCheckNote, StaleOffer } from "../bonus-check-note";
import { CasinoHeading } from "../casino-heading";
import { NotRecommendedNote, OperatorLink, outboundPath } from "../operator-link";
import { RankBadge } from "../rank-badge";
import {
  effectiveWageringText,
  formatWithdrawalTime,
  listEs,
  midSentence,
  SERVICES,
  type ServiceKey,
  wageringLabel,
} from "../review/casino-facts";
import { CasinoLogo } from "../review/casino-logo";
import { Link } from "../site-link";
import { COMPARE_PICK_CLASS } from "./comparison-filters";
import { PaymentMethodList } from "./payment-method-list";

export type { ComparisonCasino };
export type ComparisonSettings = ComparisonQueryResult["settings"];

/**
 * One casino of the full comparison: rank, logo, name and rating, and a "Comparar" box for the side-by-side
 * table; the bonus and deposit, and beside them (below, on phones) the services, the payout time and the payment
 * methods; then the play link and the full review, where the pros and cons, support and licences are.
 * A page shows many cards, so a card has no element its words do not need: facts are lines of text, marks are CSS
 * (the whole comparison stays within about 800 elements, as a review page). The rest of each casino's data is a
 * tick away in the side-by-side table.
 * The "Comparar" box belongs to the page's GET form (ComparisonForm), which must wrap the cards.
 */
export function ComparisonCard({
  casino,
  settings,
  compared = false,
  today,
}: {
  casino: ComparisonCasino;
  settings: ComparisonSettings;
  /** `YYYY-MM-DD`, to tell whether the bonus check is past the 90 days. */
  today: string;
  /** Whether the casino is among those being compared (the box starts ticked). */
  compared?: boolean;
}) {
  const headingId = `comparacion-${casino.slug}`;
  const linked = mayLinkToOperator(casino);
  return (
    <article aria-labelledby={headingId} className="card overflow-hidden" data-testid="comparison-card">
      {/* Phones: rank, logo and "Comparar" on one row, name and rating below; wider: all on one row. */}
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4 sm:flex-nowrap sm:gap-y-3 sm:p-5">
        <RankBadge rank={casino.rank} size="size-11" />
        <CasinoHeading id={headingId} casino={casino} look="comparison" />
        <CasinoLogo logo={casino.logo} className="ml-auto h-10 w-auto rounded-lg sm:h-12" />
        <label className="inline-flex min-h-10 shrink-0 cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm font-semibold text-ink-soft transition-colors hover:border-brand has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand-strong has-disabled:cursor-not-allowed has-disabled:opacity-60">
          <input
            type="checkbox"
            name={COMPARISON_PARAMS.compare}
            value={casino.slug}
            defaultChecked={compared}
            aria-label={`Comparar ${casino.name}`}
            className={`${COMPARE_PICK_CLASS} size-4 accent-brand`}
          />
          Comparar
        </label>
      </header>

      <div className="grid border-t border-line sm:grid-cols-2">
        <Column title="Bono y depósito" className="bg-brand-soft/60">
          {offerIsCurrent(casino.bonusCheckedAt, today) ? (
            <CurrentOffer casino={casino} settings={settings} />
          ) : (
            <>
              <StaleOffer checkedAt={casino.bonusCheckedAt} today={today} />
              <p className="mt-2 text-sm text-muted">
                Depósito mínimo: <strong className="text-ink">{formatEuros(casino.minDeposit)}</strong>
              </p>
            </>
          )}
        </Column>
        <Column title="Servicios y pagos" className="border-t sm:border-t-0 sm:border-l">
          <dl className="grid gap-1 text-sm" data-testid="comparison-facts">
            <dt className="sr-only">Servicios</dt>
            <dd className="font-semibold">{servicesText(casino)}</dd>
            <dt className="mt-1 text-muted">Tiempo de procesamiento de las retiradas</dt>
            <dd className="font-semibold">{formatWithdrawalTime(casino.withdrawalTime)}</dd>
            <dt className="mt-1 text-muted">Métodos de pago</dt>
            <dd className="font-semibold">
              <PaymentMethodList methods={casino.paymentMethods} />
            </dd>
          </dl>
        </Column>
      </div>

      <footer className="border-t border-line bg-canvas px-4 py-3 sm:px-5 sm:py-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {/* Phones: short labels, so both buttons share a row; the accessible names still name the casino. */}
          {linked ? (
            <OperatorLink href={outboundPath(casino.slug)}>
              Jugar<span className="sr-only sm:not-sr-only"> en {casino.name}</span>
            </OperatorLink>
          ) : null}
          <Link to={href("/:slug", { slug: casino.slug })} className="btn-secondary">
            Análisis<span className="sr-only sm:not-sr-only"> completo de {casino.name}</span>
          </Link>
        </div>
        {!linked ? (
          <NotRecommendedNote name={casino.name} className="mt-2 text-xs sm:mt-3" />
        ) : settings.affiliateDisclosure ? (
          <p className="mt-2 text-xs text-muted sm:mt-3">
            <span className="font-semibold text-ink-soft">+18 · Se aplican términos y condiciones. </span>
            {settings.affiliateDisclosure}
          </p>
        ) : null}
      </footer>
    </article>
  );
}

function Column({ title, className = "", children }: { title: string; className?: string; children: React.ReactNode }) {
  return (
    <div className={`border-line p-4 sm:p-5 ${className}`}>
      <h3 className="mb-2 text-xs font-bold uppercase tracking-wider text-muted sm:mb-3">{title}</h3>
      {children}
    </div>
  );
}

/** "Apuestas deportivas, casino y casino en directo; sin app móvil": the four services in one line. */
function servicesText(flags: Record<ServiceKey, boolean>): string {
  const offered = SERVICES.filter((service) => flags[service.key]).map((service) => service.label);
  const missing = SERVICES.filter((service) => !flags[service.key]).map((service) => midSentence(service.label));
  const has = listEs(offered.map((label, index) => (index === 0 ? label : midSentence(label))));
  if (missing.length === 0) return has;
  // "sin casino en directo ni app móvil": a negative list joins its last item with «ni».
  const without = `sin ${missing.length > 1 ? `${missing.slice(0, -1).join(", ")} ni ${missing.at(-1)}` : missing[0]}`;
  return has ? `${has}; ${without}` : `${without.charAt(0).toUpperCase()}${without.slice(1)}`;
}

/** An offer checked in the last 90 days: the bonus with its key conditions and the day they were checked. */
function CurrentOffer({ casino, settings }: { casino: ComparisonCasino; settings: ComparisonSettings }) {
  return (
    <>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {/* The column's heading says it. */}
        <dt className="sr-only">Bono de bienvenida</dt>
        <dd className="col-span-2 mb-1 text-base font-bold text-ink">
          {settings.hideBonusAmounts ? "Consulta la oferta vigente en la web del operador" : casino.bonus}
        </dd>
        <dt className="text-muted">Depósito mínimo</dt>
        <dd className="font-semibold">{formatEuros(casino.minDeposit)}</dd>
        <dt className="text-muted">Apuesta máxima</dt>
        <dd className="font-semibold">{formatEuros(casino.maxBet)} con el bono</dd>
        <dt className="text-muted">Requisito de apuesta</dt>
        <dd className="font-semibold">{wageringLabel(casino.wageringRequirement, casino.wageringBase)}</dd>
        <dd className="col-start-2 text-xs text-muted">{effectiveWageringText(casino)}</dd>
      </dl>
      <BonusCheckNote
        conditionsNote={settings.bonusConditionsNote}
        checkedAt={casino.bonusCheckedAt}
        className="mt-2"
      />
    </>
  );
}
