// Two or three casinos side by side in one table, field by field, with the better value of each row marked in
// words ("Mejor"), not by colour alone. Which cell is better is decided in lib/comparison/compare-table.ts.
import {
  formatRating,
  MIN_RECOMMENDED_RATING,
  mayLinkToOperator,
  offerIsCurrent,
  SERVICE_LABELS,
  staleOfferNotice,
} from "@casinolupa/domain";
import { href } from "react-router";
import type { CompareRow, CompareRowKey, CompareTable as Table } from "../../lib/comparison/compare-table";
import { MAX_COMPARED } from "../../lib/comparison/state";
import { formatEuros } from "../../lib/format";
import { Icon } from "../icon";
import { AffiliateDisclosure, OperatorLink, outboundPath } from "../operator-link";
import { Rating } from "../rating";
import {
  effectiveWageringText,
  formatWithdrawalTime,
  licenceName,
  listEs,
  spanishLicences,
  wageringLabel,
} from "../review/casino-facts";
import { YesNo } from "../review/service-flags";
import { Link } from "../site-link";
import type { ComparisonCasino, ComparisonSettings } from "./comparison-card";
import { COMPARE_ID } from "./comparison-filters";

const ROW_LABELS: Record<CompareRowKey, string> = {
  rating: "Puntuación",
  bonus: "Bono de bienvenida",
  minDeposit: "Depósito mínimo",
  wagering: "Requisito de apuesta",
  maxBet: "Apuesta máxima con bono",
  withdrawal: "Tiempo de procesamiento de la retirada",
  ...SERVICE_LABELS,
  licences: "Licencia en España",
  paymentCount: "Métodos de pago",
  paymentList: "Métodos aceptados",
  support: "Atención al cliente",
};

/** Said under a row's name when no column is marked, so an unmarked row is not read as an oversight. */
const VERDICT_NOTES: Partial<Record<CompareRow["verdict"], string>> = {
  equal: "Igual en todos",
};

function cell(
  key: CompareRowKey,
  casino: ComparisonCasino,
  settings: ComparisonSettings,
  today: string,
): React.ReactNode {
  // An offer past its 90 days shows none of its terms (decision 034): the bonus cell says why, the others are empty.
  if (!offerIsCurrent(casino.bonusCheckedAt, today)) {
    if (key === "bonus") return <span className="text-ink-soft">{staleOfferNotice(casino.bonusCheckedAt, today)}</span>;
    if (key === "wagering" || key === "maxBet") return <span className="text-muted">—</span>;
  }
  switch (key) {
    case "rating":
      return (
        // Narrow columns: the stars shrink and the number wraps under them rather than overflow.
        <span className="[&_svg]:size-3 sm:[&_svg]:size-4 [&>span]:flex-wrap [&>span]:gap-x-2 [&>span]:gap-y-0.5">
          <Rating rating={casino.rating} methodLink={false} />
        </span>
      );
    case "bonus":
      return settings.hideBonusAmounts ? (
        <span className="text-ink-soft">Consulta la oferta vigente en la web del operador</span>
      ) : (
        <span className="font-semibold">{casino.bonus}</span>
      );
    case "minDeposit":
      return <span className="font-semibold tabular-nums">{formatEuros(casino.minDeposit)}</span>;
    case "wagering":
      return (
        <>
          {wageringLabel(casino.wageringRequirement, casino.wageringBase)}
          <span className="block text-xs text-muted">{effectiveWageringText(casino)}</span>
        </>
      );
    case "maxBet":
      return <span className="tabular-nums">{formatEuros(casino.maxBet)}</span>;
    case "withdrawal":
      return formatWithdrawalTime(casino.withdrawalTime);
    case "sportsbook":
    case "casino":
    case "liveDealer":
    case "mobileApp":
      return <YesNo value={casino[key]} />;
    case "licences":
      return (
        <ul className="grid gap-0.5">
          {spanishLicences(casino.licences).map((licence) => (
            <li key={licence._key}>{licenceName(licence.authority)}</li>
          ))}
        </ul>
      );
    case "paymentCount":
      return <span className="font-semibold tabular-nums">{casino.paymentMethods.length}</span>;
    case "paymentList":
      return <span className="text-ink-soft">{listEs(casino.paymentMethods)}</span>;
    case "support":
      return casino.support;
  }
}

function BestBadge() {
  return (
    <span className="mt-1.5 inline-flex items-center gap-1 rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white">
      <Icon name="check" className="size-3.5" />
      <span aria-hidden="true">Mejor</span>
      <span className="sr-only">Mejor valor de esta fila</span>
    </span>
  );
}

function namesEs(casinos: readonly { name: string }[]): string {
  return listEs(casinos.map((casino) => casino.name));
}

/**
 * The compare section: the table when two or three casinos are chosen, a hint when only one is, and a note
 * when more than three were sent (the first three are compared).
 */
export function CompareSection({
  table,
  picked,
  dropped,
  settings,
  removeHref,
  today,
}: {
  table: Table<ComparisonCasino> | null;
  /** The casinos chosen (at most three), in order. */
  picked: readonly ComparisonCasino[];
  /** Casinos sent beyond the third, left out. */
  dropped: readonly ComparisonCasino[];
  settings: ComparisonSettings;
  /** The page without one compared casino. */
  removeHref: (slug: string) => string;
  /** `YYYY-MM-DD`, to tell whether each bonus check is past the 90 days. */
  today: string;
}) {
  return (
    <section id={COMPARE_ID} aria-labelledby={`${COMPARE_ID}-titulo`} className="mt-10" data-testid="compare-section">
      <h2 id={`${COMPARE_ID}-titulo`} className="text-2xl font-bold tracking-tight">
        Comparativa lado a lado
      </h2>
      {dropped.length > 0 ? (
        <p className="mt-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink" role="note">
          Solo se pueden comparar {MAX_COMPARED} casinos a la vez: comparamos los {MAX_COMPARED} primeros que elegiste (
          {namesEs(picked)}) y hemos dejado fuera {namesEs(dropped)}.
        </p>
      ) : null}
      {table ? (
        <>
          <p className="mt-2 text-sm text-muted">
            «Mejor» señala el mejor valor de cada fila; si varios casinos lo comparten, se marcan todos.
          </p>
          <CompareTable table={table} settings={settings} removeHref={removeHref} today={today} />
          <div className="mt-3 grid gap-1 text-xs text-muted">
            <p>
              Bono, depósito mínimo, requisito y apuesta máxima son condiciones de la oferta de bienvenida.{" "}
              {settings.bonusConditionsNote}. <span className="font-semibold text-ink-soft">+18</span> · Se aplican
              términos y condiciones.
            </p>
            <AffiliateDisclosure text={settings.affiliateDisclosure} />
          </div>
        </>
      ) : (
        <p className="mt-3 rounded-xl border border-line bg-white px-4 py-3 text-ink-soft" data-testid="compare-hint">
          Has elegido <strong className="text-ink">{namesEs(picked)}</strong>. Marca «Comparar» en al menos otro casino
          de la lista y pulsa el botón «Comparar» que aparece abajo para verlos lado a lado.
        </p>
      )}
    </section>
  );
}

function CompareTable({
  table,
  settings,
  removeHref,
  today,
}: {
  table: Table<ComparisonCasino>;
  settings: ComparisonSettings;
  removeHref: (slug: string) => string;
  today: string;
}) {
  const { casinos, rows } = table;
  return (
    <div className="card mt-4 overflow-hidden">
      <table
        className="w-full table-fixed border-collapse text-left text-[0.8125rem] hyphens-auto sm:text-sm"
        data-testid="compare-table"
      >
        <caption className="sr-only">
          {namesEs(casinos)}, dato a dato. «Mejor» marca el mejor valor de cada fila.
        </caption>
        <colgroup>
          <col className="w-[5.75rem] sm:w-44 md:w-56" />
          {casinos.map((casino) => (
            <col key={casino.slug} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-line bg-ink text-white">
            <td className="px-1.5 py-2 sm:p-4" />
            {casinos.map((casino) => (
              <th key={casino.slug} scope="col" className="px-1.5 py-2 align-top wrap-anywhere sm:p-4">
                <Link
                  to={href("/:slug", { slug: casino.slug })}
                  className="block text-sm font-bold text-white underline-offset-3 hover:underline sm:text-lg"
                >
                  {casino.name}
                </Link>
                <Link
                  to={removeHref(casino.slug)}
                  className="mt-1 inline-flex min-h-6 items-center gap-1 text-xs font-medium text-slate-200 underline underline-offset-2 hover:text-white"
                >
                  Quitar<span className="sr-only"> {casino.name} de la comparación</span>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const note = VERDICT_NOTES[row.verdict];
            return (
              <tr key={row.key} className="border-b border-line last:border-b-0" data-row={row.key}>
                <th scope="row" className="bg-canvas px-1.5 py-2 align-top font-semibold text-ink sm:p-4">
                  {ROW_LABELS[row.key]}
                  {note ? <span className="mt-0.5 block text-xs font-normal text-muted">{note}</span> : null}
                </th>
                {casinos.map((casino, index) => (
                  <td
                    key={casino.slug}
                    className={`px-1.5 py-2 align-top wrap-anywhere sm:p-4 ${row.best[index] ? "bg-brand-soft" : ""}`}
                  >
                    <div>{cell(row.key, casino, settings, today)}</div>
                    {row.best[index] ? <BestBadge /> : null}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t border-line bg-canvas">
            <th scope="row" className="px-1.5 py-2 align-top font-semibold sm:p-4">
              Ir al casino
            </th>
            {casinos.map((casino) => (
              <td key={casino.slug} className="px-1.5 py-2 align-top sm:p-4">
                {mayLinkToOperator(casino) ? (
                  <OperatorLink href={outboundPath(casino.slug)} className="btn-primary w-full px-2 sm:w-auto sm:px-5">
                    <span>
                      Jugar<span className="sr-only md:not-sr-only"> en {casino.name}</span>
                    </span>
                  </OperatorLink>
                ) : (
                  <span className="text-xs text-muted">
                    Sin enlace: nota por debajo de {formatRating(MIN_RECOMMENDED_RATING)}
                  </span>
                )}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
