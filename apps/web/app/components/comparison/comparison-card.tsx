import type { ComparisonQueryResult } from "@casinolupa/content";
import { mayLinkToOperator, offerIsCurrent } from "@casinolupa/domain";
import { href, Link } from "react-router";
import type { ComparisonCasino } from "../../lib/comparison/results";
import { COMPARISON_PARAMS } from "../../lib/comparison/state";
import { formatEuros } from "../../lib/format";
import { BonusCheckNote, StaleOffer } from "../bonus-check-note";
import { CasinoHeading } from "../casino-heading";
import { IconList } from "../icon-list";
import { NotRecommendedNote, OperatorLink, outboundPath } from "../operator-link";
import { RankBadge } from "../rank-badge";
import {
  effectiveWageringText,
  formatWithdrawalTime,
  licenceName,
  spanishLicences,
  wageringLabel,
} from "../review/casino-facts";
import { CasinoLogo } from "../review/casino-logo";
import { ServiceFlags } from "../review/service-flags";
import { COMPARE_PICK_CLASS } from "./comparison-filters";
import { COMPARISON_LIMITS } from "./comparison-limits";
import { PaymentMethodList } from "./payment-method-list";

export type { ComparisonCasino };
export type ComparisonSettings = ComparisonQueryResult["settings"];

/** The card's two short lists, as many of each as the comparison shows. */
function prosAndCons(casino: ComparisonCasino) {
  return [
    {
      title: "Ventajas",
      titleClassName: "text-brand-strong",
      items: casino.pros.slice(0, COMPARISON_LIMITS.pros),
      icon: "check",
      iconClassName: "text-brand",
      testId: "pros",
    },
    {
      title: "Inconvenientes",
      titleClassName: "text-danger",
      items: casino.cons.slice(0, COMPARISON_LIMITS.cons),
      icon: "minus",
      iconClassName: "text-danger",
      testId: "cons",
    },
  ] as const;
}

/**
 * One casino of the full comparison: rank, logo, name and rating, and a "Comparar" box for the side-by-side
 * table; four columns (bonus, services, payouts and support, payment methods) that stack on phones and sit side
 * by side on wide screens; then pros, cons, the play link and the full review.
 * The "Comparar" box belongs to the page's GET form (ComparisonForm), which must wrap the cards.
 */
export function ComparisonCard({
  casino,
  settings,
  lazyLogo,
  compared = false,
  today,
}: {
  casino: ComparisonCasino;
  settings: ComparisonSettings;
  lazyLogo: boolean;
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
        <CasinoLogo logo={casino.logo} className="ml-auto h-10 w-auto rounded-lg sm:h-12" lazy={lazyLogo} />
        <label className="inline-flex min-h-10 shrink-0 cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm font-semibold text-ink-soft transition-colors hover:border-brand has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand-strong">
          <input
            type="checkbox"
            name={COMPARISON_PARAMS.compare}
            value={casino.slug}
            defaultChecked={compared}
            className={`${COMPARE_PICK_CLASS} size-4 accent-brand`}
          />
          Comparar<span className="sr-only"> {casino.name}</span>
        </label>
      </header>

      <div className="border-t border-line">
        <Column title="Bono y depósito" className="bg-brand-soft/60">
          {offerIsCurrent(casino.bonusCheckedAt, today) ? (
            <CurrentOffer casino={casino} settings={settings} />
          ) : (
            <>
              <StaleOffer checkedAt={casino.bonusCheckedAt} today={today} />
              <p className="mt-2 text-sm">
                <span className="text-muted">Depósito mínimo: </span>
                <span className="font-semibold">{formatEuros(casino.minDeposit)}</span>
              </p>
            </>
          )}
        </Column>
      </div>

      {/* Phones: the details one tap away, so a card stays within about one screen; wide screens: always shown
          (::details-content, where the browser supports it; elsewhere the summary stays and works). */}
      <details className="group/detalles border-t border-line lg:[&::details-content]:[content-visibility:visible]">
        <summary
          className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 text-sm font-semibold text-brand-strong lg:hidden [&::-webkit-details-marker]:hidden"
          data-testid="comparison-card-more"
        >
          <span>
            Servicios, pagos, ventajas e inconvenientes<span className="sr-only"> de {casino.name}</span>
          </span>
          <span aria-hidden="true" className="transition-transform group-open/detalles:rotate-180">
            ▾
          </span>
        </summary>
        <div className="grid border-t border-line sm:grid-cols-2 lg:grid-cols-3 lg:border-t-0">
          <Column title="Servicios">
            <ServiceFlags flags={casino} />
          </Column>

          <Column title="Pagos y soporte">
            <dl className="grid gap-2 text-sm">
              <div>
                <dt className="text-muted">Tiempo de procesamiento</dt>
                <dd className="font-semibold">{formatWithdrawalTime(casino.withdrawalTime)}</dd>
              </div>
              <div>
                <dt className="text-muted">Atención al cliente</dt>
                <dd className="font-semibold">{casino.support}</dd>
              </div>
              <div>
                <dt className="text-muted">Licencia en España</dt>
                {spanishLicences(casino.licences).map((licence) => (
                  <dd key={licence._key} className="font-semibold">
                    {licenceName(licence.authority)}
                  </dd>
                ))}
              </div>
            </dl>
          </Column>

          <Column title="Métodos de pago">
            <PaymentMethodList methods={casino.paymentMethods} />
          </Column>
        </div>

        <div className="grid gap-5 border-t border-line p-5 md:grid-cols-2">
          {prosAndCons(casino).map((list) => (
            <div key={list.testId}>
              <h3 className={`text-sm font-bold ${list.titleClassName}`}>{list.title}</h3>
              <IconList
                items={list.items}
                icon={list.icon}
                iconClassName={list.iconClassName}
                className="mt-2 grid gap-1.5 text-sm"
                testId={list.testId}
              />
            </div>
          ))}
        </div>
      </details>

      <footer className="border-t border-line bg-canvas px-4 py-3 sm:px-5 sm:py-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          {/* Phones: short labels, so both buttons share a row; the accessible names still name the casino. */}
          {linked ? (
            <OperatorLink href={outboundPath(casino.slug)}>
              Jugar<span className="sr-only sm:not-sr-only"> en {casino.name}</span>
            </OperatorLink>
          ) : null}
          <Link to={href("/:slug", { slug: casino.slug })} className="btn-secondary">
            Análisis<span className="hidden sm:inline"> completo</span>
            <span className="sr-only sm:not-sr-only"> de {casino.name}</span>
          </Link>
          {linked ? (
            <span className="hidden text-xs font-semibold text-ink-soft sm:inline">
              +18 · Se aplican términos y condiciones
            </span>
          ) : null}
        </div>
        {!linked ? (
          <NotRecommendedNote name={casino.name} className="mt-2 text-xs sm:mt-3" />
        ) : settings.affiliateDisclosure ? (
          <p className="mt-2 text-xs text-muted sm:mt-3">
            {/* Phones: the +18 line joins the disclosure instead of taking a row of its own. */}
            <span className="font-semibold text-ink-soft sm:hidden">+18 · Se aplican términos y condiciones. </span>
            {settings.affiliateDisclosure}
          </p>
        ) : null}
      </footer>
    </article>
  );
}

function Column({ title, className = "", children }: { title: string; className?: string; children: React.ReactNode }) {
  return (
    <div
      className={`border-line p-4 sm:p-5 not-first:border-t sm:nth-2:border-t-0 sm:even:border-l lg:not-first:border-t-0 lg:not-first:border-l ${className}`}
    >
      <h3 className="mb-2 text-xs font-bold uppercase tracking-wider text-muted sm:mb-3">{title}</h3>
      {children}
    </div>
  );
}

/** An offer checked in the last 90 days: the bonus with its key conditions and the day they were checked. */
function CurrentOffer({ casino, settings }: { casino: ComparisonCasino; settings: ComparisonSettings }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className="col-span-2">
          {/* The column's heading already says it on phones; wider screens show it. */}
          <dt className="sr-only sm:not-sr-only sm:text-muted">Bono de bienvenida</dt>
          <dd className="text-base font-bold text-ink">
            {settings.hideBonusAmounts ? "Consulta la oferta vigente en la web del operador" : casino.bonus}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Depósito mínimo</dt>
          <dd className="font-semibold">{formatEuros(casino.minDeposit)}</dd>
        </div>
        <div>
          <dt className="text-muted">Apuesta máxima</dt>
          <dd className="font-semibold">{formatEuros(casino.maxBet)} con el bono</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted">Requisito de apuesta</dt>
          <dd className="font-semibold">{wageringLabel(casino.wageringRequirement, casino.wageringBase)}</dd>
          <dd className="text-xs text-muted">{effectiveWageringText(casino)}</dd>
        </div>
      </dl>
      <BonusCheckNote
        conditionsNote={settings.bonusConditionsNote}
        checkedAt={casino.bonusCheckedAt}
        className="mt-2"
      />
    </>
  );
}
