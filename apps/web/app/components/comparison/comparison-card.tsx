import type { ComparisonQueryResult } from "@casinolupa/content";
import { href, Link } from "react-router";
import type { BonusSettings } from "../../lib/bonus-settings";
import { COMPARISON_PARAMS } from "../../lib/comparison/state";
import { formatEuros } from "../../lib/format";
import { IconList } from "../icon-list";
import { AffiliateDisclosure, OperatorLink, outboundPath } from "../operator-link";
import { RankBadge } from "../rank-badge";
import { Rating } from "../rating";
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

export type ComparisonCasino = ComparisonQueryResult["casinos"][number];
export type ComparisonSettings = BonusSettings;

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
}: {
  casino: ComparisonCasino;
  settings: ComparisonSettings;
  lazyLogo: boolean;
  /** Whether the casino is among those being compared (the box starts ticked). */
  compared?: boolean;
}) {
  const headingId = `comparacion-${casino.slug}`;
  return (
    <article aria-labelledby={headingId} className="card overflow-hidden" data-testid="comparison-card">
      {/* Phones: rank and logo on one row, name and rating below, then "Comparar"; wider: all on one row. */}
      <header className="flex flex-wrap items-center gap-x-4 gap-y-3 p-5 sm:flex-nowrap">
        <RankBadge rank={casino.rank} size="size-11" />
        <div className="order-last min-w-0 basis-full sm:order-none sm:basis-auto sm:flex-1">
          <h2 id={headingId} className="text-xl font-bold">
            {casino.name}
          </h2>
          <Rating rating={casino.rating} />
        </div>
        <CasinoLogo logo={casino.logo} className="ml-auto h-10 w-auto rounded-lg sm:h-12" lazy={lazyLogo} />
        <label className="order-last inline-flex min-h-10 shrink-0 cursor-pointer sm:order-none items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm font-semibold text-ink-soft transition-colors hover:border-brand has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand-strong">
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

      <div className="grid border-t border-line sm:grid-cols-2 lg:grid-cols-4">
        <Column title="Bono y depósito" className="bg-brand-soft/60">
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="text-muted">Bono de bienvenida</dt>
              <dd className="text-base font-bold text-ink">
                {settings.hideBonusAmounts ? "Consulta la oferta vigente en la web del operador" : casino.bonus}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">Depósito mínimo</dt>
              <dd className="font-semibold">{formatEuros(casino.minDeposit)}</dd>
            </div>
            <div>
              <dt className="text-muted">Requisito de apuesta</dt>
              <dd className="font-semibold">{wageringLabel(casino.wageringRequirement, casino.wageringBase)}</dd>
              <dd className="text-xs text-muted">{effectiveWageringText(casino)}</dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-muted">
            Apuesta máxima {formatEuros(casino.maxBet)} con el bono activo. {settings.bonusConditionsNote}.
          </p>
        </Column>

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
        <div>
          <h3 className="text-sm font-bold text-brand-strong">Ventajas</h3>
          <IconList
            items={casino.pros.slice(0, COMPARISON_LIMITS.pros)}
            icon="check"
            iconClassName="text-brand"
            className="mt-2 grid gap-1.5 text-sm"
            testId="pros"
          />
        </div>
        <div>
          <h3 className="text-sm font-bold text-danger">Inconvenientes</h3>
          <IconList
            items={casino.cons.slice(0, COMPARISON_LIMITS.cons)}
            icon="minus"
            iconClassName="text-danger"
            className="mt-2 grid gap-1.5 text-sm"
            testId="cons"
          />
        </div>
      </div>

      <footer className="border-t border-line bg-canvas px-5 py-4">
        <div className="flex flex-wrap items-center gap-3">
          <OperatorLink href={outboundPath(casino.slug)}>Jugar en {casino.name}</OperatorLink>
          <Link to={href("/:slug", { slug: casino.slug })} className="btn-secondary">
            Análisis completo de {casino.name}
          </Link>
          <span className="text-xs font-semibold text-ink-soft">+18 · Se aplican términos y condiciones</span>
        </div>
        <AffiliateDisclosure text={settings.affiliateDisclosure} className="mt-3" />
      </footer>
    </article>
  );
}

function Column({ title, className = "", children }: { title: string; className?: string; children: React.ReactNode }) {
  return (
    <div
      className={`border-line p-5 not-first:border-t sm:nth-2:border-t-0 sm:even:border-l lg:not-first:border-t-0 lg:not-first:border-l ${className}`}
    >
      <h3 className="mb-3 text-xs font-bold uppercase tracking-wider text-muted">{title}</h3>
      {children}
    </div>
  );
}
