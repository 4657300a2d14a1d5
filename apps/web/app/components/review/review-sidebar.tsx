// The review's side cards: quick facts, every payment method, security features and a play call to action.
// On wide screens they form the right column; on phones they follow the review. The play card is left out for an
// operator we do not recommend (docs/decisions/035-no-affiliate-link-under-7.md), and names the bonus only while
// its check is current (docs/decisions/034-an-offer-not-checked-for-90-days-is-not-shown.md).

import { mayLinkToOperator, offerIsCurrent, paymentPagePath } from "@casinolupa/domain";
import { formatEuros } from "../../lib/format";
import { IconList } from "../icon-list";
import { AffiliateDisclosure, OperatorLink, outboundPath } from "../operator-link";
import { Rating } from "../rating";
import { Link } from "../site-link";
import { formatWithdrawalTime, payoutTotals } from "./casino-facts";
import { isUnverified, UnverifiedMark } from "./operator-facts";
import type { ReviewCasino, ReviewPartProps } from "./review-types";

export function ReviewSidebar({ casino, settings, today }: ReviewPartProps) {
  return (
    <aside aria-label={`Datos de ${casino.name}`} className="grid content-start gap-5">
      <SideCard id="datos-rapidos" title="Datos rápidos">
        <dl className="divide-y divide-line text-sm">
          <div className="flex items-center justify-between gap-3 py-2.5">
            <dt className="text-muted">Puntuación</dt>
            <dd>
              <Rating rating={casino.rating} />
            </dd>
          </div>
          <Fact term="Depósito mínimo" detail={formatEuros(casino.minDeposit)} />
          <Fact term="Tiempo de procesamiento" detail={formatWithdrawalTime(casino.withdrawalTime)} />
          <Fact term="Fundado en" detail={casino.established} unverified={isUnverified(casino, "established")} />
        </dl>
        <PayoutTotals casino={casino} />
      </SideCard>

      <SideCard id="metodos-de-pago" title="Métodos de pago">
        <ul className="flex flex-wrap gap-2">
          {/* A ranked casino's methods all have a page (/casinos-con-<method>): each chip leads to it. */}
          {casino.paymentMethods.map((method) => (
            <li key={method}>
              <Link
                to={paymentPagePath(method)}
                className="inline-block rounded-md border border-line bg-canvas px-2.5 py-1 text-sm font-medium text-brand-strong underline hover:border-brand"
              >
                <span className="sr-only">Casinos con </span>
                {method}
              </Link>
            </li>
          ))}
        </ul>
      </SideCard>

      <SideCard id="seguridad" title="Seguridad">
        <IconList
          items={casino.securityFeatures}
          icon="shield"
          iconClassName="text-brand"
          className="grid gap-2.5 text-sm text-ink-soft"
        />
      </SideCard>

      {mayLinkToOperator(casino) ? <PlayCard casino={casino} settings={settings} today={today} /> : null}
    </aside>
  );
}

function PlayCard({ casino, settings, today }: ReviewPartProps) {
  const showBonus = !settings.hideBonusAmounts && offerIsCurrent(casino.bonusCheckedAt, today);
  return (
    <section aria-labelledby="jugar-titulo" className="rounded-card bg-ink p-5 text-white lg:sticky lg:top-24">
      <h2 id="jugar-titulo" className="text-lg font-bold">
        Jugar en {casino.name}
      </h2>
      <p className="mt-1 text-sm text-slate-200">
        {showBonus ? `Bono de bienvenida: ${casino.bonus}.` : "Consulta la oferta vigente en la web del operador."}
      </p>
      <OperatorLink href={outboundPath(casino.slug)} className="btn-primary mt-4 w-full">
        Ir a {casino.name}
      </OperatorLink>
      <p className="mt-3 text-center text-xs font-semibold text-slate-200">+18 · Se aplican términos y condiciones</p>
      <AffiliateDisclosure text={settings.affiliateDisclosure} className="mt-3 text-slate-300!" />
    </section>
  );
}

function SideCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-5">
      <h2 id={id} className="text-base font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Fact({ term, detail, unverified = false }: { term: string; detail: string; unverified?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-muted">{term}</dt>
      <dd className="text-right font-semibold">
        {detail}
        {unverified ? <UnverifiedMark /> : null}
      </dd>
    </div>
  );
}

/** The processing time is only the casino's part: the whole wait, by the kinds of method this casino takes. */
function PayoutTotals({ casino }: { casino: ReviewCasino }) {
  const totals = payoutTotals(casino.withdrawalTime, casino.paymentMethods);
  if (totals.length === 0) return null;
  return (
    <div className="mt-3 border-t border-line pt-3 text-sm">
      <p className="text-muted">
        El procesamiento es lo que tarda {casino.name} en aprobar la retirada. Hasta tener el dinero:
      </p>
      <dl className="mt-2 grid gap-1">
        {totals.map(({ kind, total }) => (
          <div key={kind} className="flex justify-between gap-3">
            <dt>{kind}</dt>
            <dd className="font-semibold">{total}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
