// Who runs a casino and how we know it: the DGOJ licensee, its licence numbers, the owner group, public
// sanctions and the dated sources. A fact nobody could check says «sin verificar» instead of passing as true.
import {
  OPERATOR_FACT_LABELS,
  type OperatorFact,
  REVIEW_MAX_AGE_DAYS,
  reviewDue,
  SANCTION_CAP,
  sanctionCap,
  todayIso,
  UNVERIFIED_LABEL,
} from "@casinolupa/domain";
import { formatDate, formatEuros, formatRating } from "../../lib/format";
import { SourceList } from "../source-list";
import { ReviewSection } from "./review-sections";
import type { ReviewCasino } from "./review-types";

export function isUnverified(casino: Pick<ReviewCasino, "unverified">, fact: OperatorFact): boolean {
  const marked: readonly string[] = casino.unverified;
  return marked.includes(fact);
}

/** The visible «sin verificar» mark. */
export function UnverifiedMark() {
  return (
    <span className="ml-1.5 inline-block rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
      {UNVERIFIED_LABEL}
    </span>
  );
}

/** A fact's value with the mark beside it, or only the mark when there is no value to show. */
function FactValue({ value, unverified }: { value: string | null | undefined; unverified: boolean }) {
  return (
    <>
      {value ? <span className="font-semibold">{value}</span> : null}
      {unverified ? <UnverifiedMark /> : null}
    </>
  );
}

export function CompanySection({ casino }: { casino: ReviewCasino }) {
  const numbers = casino.licenceNumbers ?? [];
  return (
    <ReviewSection id="empresa" title="Empresa y licencias">
      <dl className="grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{OPERATOR_FACT_LABELS.licensee} (DGOJ)</dt>
          <dd>
            <FactValue value={casino.licensee} unverified={isUnverified(casino, "licensee")} />
          </dd>
        </div>
        <div>
          <dt className="text-muted">{OPERATOR_FACT_LABELS.owner}</dt>
          <dd>
            <FactValue value={casino.owner} unverified={isUnverified(casino, "owner")} />
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-muted">
            {OPERATOR_FACT_LABELS.licenceNumbers}
            {isUnverified(casino, "licenceNumbers") ? <UnverifiedMark /> : null}
          </dt>
          {numbers.length > 0 ? (
            <dd>
              <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
                {numbers.map((licence) => (
                  <li key={licence._key} className="rounded-lg bg-canvas px-3 py-2">
                    <span className="block text-ink-soft">{licence.kind}</span>
                    <span className="font-mono text-xs font-semibold">{licence.number}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-muted" data-testid="licence-numbers-source">
                Son los números que da la fuente de la lista «Fuentes», con la fecha en que la consultamos; no los hemos
                contrastado en el registro de operadores de la DGOJ (ordenacionjuego.es).
              </p>
            </dd>
          ) : (
            <dd className="mt-1 text-ink-soft">
              Ninguna fuente pública que hayamos podido consultar da sus números. Puedes consultarlos buscando «
              {isUnverified(casino, "licensee") ? casino.name : casino.licensee}» en el registro de operadores de la
              DGOJ (ordenacionjuego.es).
            </dd>
          )}
        </div>
      </dl>
    </ReviewSection>
  );
}

export function SanctionsSection({ casino }: { casino: ReviewCasino }) {
  const sanctions = casino.sanctions ?? [];
  if (sanctions.length === 0) return null;
  return (
    <ReviewSection id="sanciones" title="Sanciones públicas">
      <ul className="grid gap-3 text-sm">
        {sanctions.map((sanction) => (
          <li key={sanction._key} className="rounded-lg border border-line p-3">
            <p className="font-semibold">
              {sanction.yearOnly ? (
                <>
                  <time dateTime={sanction.date.slice(0, 4)}>{sanction.date.slice(0, 4)}</time> (la fuente no da el día)
                </>
              ) : (
                <time dateTime={sanction.date}>{formatDate(sanction.date)}</time>
              )}
              : {formatEuros(sanction.amount)}
            </p>
            <p className="mt-1 text-ink-soft">{sanction.description}</p>
            {sanctionCap([sanction], todayIso()) ? (
              <p className="mt-1 text-amber-900" data-testid="sanction-caps-score">
                Por esta multa, «Juego responsable» no puede pasar de {formatRating(SANCTION_CAP.cap)} durante{" "}
                {SANCTION_CAP.years} años desde su fecha.
              </p>
            ) : null}
            <a
              href={sanction.sourceUrl}
              className="mt-1 inline-block break-all text-brand-strong underline"
              rel="noopener noreferrer"
            >
              Fuente
              <span className="sr-only">
                {" "}
                de la sanción{" "}
                {sanction.yearOnly ? `de ${sanction.date.slice(0, 4)}` : `del ${formatDate(sanction.date)}`}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </ReviewSection>
  );
}

export function SourcesSection({ casino }: { casino: ReviewCasino }) {
  const sources = casino.sources ?? [];
  return (
    <ReviewSection id="fuentes" title="Fuentes">
      {sources.length > 0 ? <SourceList sources={sources} /> : null}
      <p className="mt-3 text-xs text-muted">
        Los datos marcados «{UNVERIFIED_LABEL}» no los hemos podido comprobar en ninguna fuente pública.
      </p>
    </ReviewSection>
  );
}

/** Past the 90 days, a visible warning that the conditions may have changed since the last check. */
export function FreshnessNotice({ lastReviewed, today }: { lastReviewed: string; today: string }) {
  if (!reviewDue(lastReviewed, today)) return null;
  return (
    <p
      role="note"
      data-testid="review-freshness"
      className="mt-2 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      Esta reseña se comprobó por última vez hace más de {REVIEW_MAX_AGE_DAYS} días: el bono, los métodos de pago y
      otras condiciones pueden haber cambiado. Compruébalos en la web del operador antes de registrarte.
    </p>
  );
}
