// The filter bar of /comparacion and what surrounds the results: the count, the active filters as removable
// chips, the empty state and the bar that sends the casinos ticked for comparison. All of it lives inside one
// GET form (ComparisonForm), so it works without JavaScript: the loader reads the query string.

import {
  COMPARISON_PARAMS,
  COMPARISON_PATH,
  type ComparisonState,
  DEPOSIT_LIMITS,
  MAX_COMPARED,
  PAYMENT_METHODS,
  SERVICE_FILTERS,
  SORT_OPTIONS,
} from "../../lib/comparison/state";
import type { FilterChip } from "../../lib/comparison/urls";
import { formatEuros } from "../../lib/format";
import { Icon } from "../icon";
import { Link } from "../site-link";

/** Where the results start: the filter form lands there, past the page header. */
export const RESULTS_ID = "resultados";
/** The side-by-side table: the compare button lands there. */
export const COMPARE_ID = "comparacion-lado-a-lado";
/**
 * The class of the "Comparar" checkboxes on the cards, which the compare bar watches (CSS :has, no script).
 * NOTE: CompareBar spells it out in its Tailwind classes (Tailwind reads class names from the source text).
 */
export const COMPARE_PICK_CLASS = "compare-pick";

/**
 * The one form around filters, table and cards: every control of the page sends the whole state, so a filter
 * applied keeps the casinos being compared and the other way round.
 */
export function ComparisonForm({ children }: { children: React.ReactNode }) {
  return (
    <form
      method="get"
      action={`${COMPARISON_PATH}#${RESULTS_ID}`}
      data-compare-max={MAX_COMPARED}
      className="group/comparar"
    >
      {children}
    </form>
  );
}

const pillClass =
  "inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border border-line bg-white px-3 py-1 text-sm font-semibold text-ink-soft transition-colors hover:border-brand has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand-strong";
const selectClass =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink hover:border-ink-soft";

/** A tick for each option of one filter; `ticked`: the values the visitor chose. */
function Pills({
  name,
  options,
  ticked,
}: {
  name: string;
  options: readonly { value: string; label: string }[];
  ticked: readonly string[];
}) {
  return (
    <div className="mt-2.5 flex flex-wrap gap-1.5 sm:gap-2">
      {options.map((option) => (
        <label key={option.value} className={pillClass}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            defaultChecked={ticked.includes(option.value)}
            className="size-4 accent-brand"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

/**
 * Payment methods and services as ticks, the deposit limit and the order as lists, and "Aplicar". The methods offered
 * are those a ranked casino accepts (`methodPages`, each with its own page, /casinos-con-<method>, linked under the
 * ticks), plus any the address ticks: a method no casino takes would only ever show an empty list.
 * Phones and tablets: folded behind «Filtrar y ordenar», so the first casino is on the first screen; wide screens:
 * always open (::details-content, as the cards' details). A native <details>, so it works without JavaScript.
 */
export function FilterPanel({
  state,
  methodPages,
}: {
  state: ComparisonState;
  methodPages: readonly { label: string; path: string }[];
}) {
  const methods = PAYMENT_METHODS.filter(
    (method) => state.payments.includes(method.value) || methodPages.some((page) => page.label === method.label),
  );
  return (
    <details className="card group/filtros lg:[&::details-content]:[content-visibility:visible]">
      <summary
        className="flex min-h-12 cursor-pointer items-center justify-between gap-3 px-5 py-3 font-bold after:transition-transform after:content-['▾'] group-open/filtros:after:rotate-180 lg:hidden"
        data-testid="filters-toggle"
      >
        Filtrar y ordenar
      </summary>
      <section
        aria-labelledby="filtros-titulo"
        className="border-t border-line p-5 md:p-6 lg:border-t-0"
        data-testid="filter-panel"
      >
        {/* The summary says it on phones. */}
        <h2 id="filtros-titulo" className="sr-only text-lg font-bold lg:not-sr-only lg:mb-4">
          Filtra y ordena los casinos
        </h2>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-8">
          <div className="grid content-start gap-5">
            <fieldset>
              <legend className="font-semibold text-ink">Métodos de pago</legend>
              <p className="mt-0.5 text-sm text-muted">Solo los casinos que aceptan todos los que marques.</p>
              <Pills name={COMPARISON_PARAMS.payment} options={methods} ticked={state.payments} />
              {methodPages.length > 0 ? (
                <nav
                  aria-label="Casinos por método de pago"
                  className="mt-2.5 flex flex-wrap gap-x-3 text-sm text-muted"
                >
                  Casinos por método:
                  {methodPages.map((method) => (
                    <Link
                      key={method.path}
                      to={method.path}
                      aria-label={`Casinos con ${method.label}`}
                      className="py-1 font-semibold text-brand-strong underline"
                    >
                      {method.label}
                    </Link>
                  ))}
                </nav>
              ) : null}
            </fieldset>
            <fieldset>
              <legend className="font-semibold text-ink">Servicios</legend>
              <Pills name={COMPARISON_PARAMS.service} options={SERVICE_FILTERS} ticked={state.services} />
            </fieldset>
          </div>

          <div className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <div>
              <label htmlFor="filtro-deposito" className="font-semibold text-ink">
                Depósito mínimo
              </label>
              <select
                id="filtro-deposito"
                name={COMPARISON_PARAMS.deposit}
                defaultValue={state.maxDeposit === null ? "" : String(state.maxDeposit)}
                className={selectClass}
              >
                <option value="">Cualquiera</option>
                {DEPOSIT_LIMITS.map((limit) => (
                  <option key={limit} value={String(limit)}>
                    Hasta {formatEuros(limit)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="filtro-orden" className="font-semibold text-ink">
                Ordenar por
              </label>
              <select id="filtro-orden" name={COMPARISON_PARAMS.sort} defaultValue={state.sort} className={selectClass}>
                {SORT_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary w-full sm:col-span-2 lg:col-span-1">
              Aplicar
            </button>
          </div>
        </div>
      </section>
    </details>
  );
}

/**
 * "Mostrando 4 de 10 casinos" (or, when the results make several pages, "Mostrando 21–40 de 87 casinos"), the
 * order, and each active filter as a chip that removes it.
 */
export function ResultsSummary({
  shown,
  total,
  range,
  sortLabel,
  chips,
  clearHref,
}: {
  /** How many casinos meet the filters. */
  shown: number;
  /** How many casinos there are. */
  total: number;
  /** Positions of the first and last casino on this page, when the results make more than one page. */
  range: { from: number; to: number } | null;
  sortLabel: string;
  chips: readonly FilterChip[];
  clearHref: string;
}) {
  return (
    <div id={RESULTS_ID} className="mt-6 mb-5 grid gap-3 lg:mt-10" data-testid="results-summary">
      <p className="text-ink-soft">
        <strong className="text-ink" data-testid="result-count">
          {range
            ? `Mostrando ${range.from}–${range.to} de ${shown === total ? "los " : ""}${shown} casinos${shown === total ? "" : ` (${total} en total)`}`
            : shown === total
              ? `Mostrando los ${total} casinos`
              : `Mostrando ${shown} de ${total} casinos`}
        </strong>
        {shown > 1 ? <>, ordenados por {sortLabel.toLowerCase()}</> : null}
      </p>
      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-muted" id="filtros-activos">
            Filtros activos:
          </p>
          <ul className="flex flex-wrap gap-2" aria-labelledby="filtros-activos">
            {chips.map((chip) => (
              <li key={chip.label}>
                <Link
                  to={chip.removeHref}
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-ink py-1.5 pr-2.5 pl-3.5 text-sm font-semibold text-white hover:bg-ink-soft"
                  data-testid="filter-chip"
                >
                  <span className="sr-only">Quitar el filtro </span>
                  {chip.label}
                  <Icon name="cross" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
          {chips.length > 1 ? (
            <Link
              to={clearHref}
              className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-brand-strong underline underline-offset-3 hover:no-underline"
            >
              Quitar todos los filtros
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** When the filters leave no casino: say so and offer the way back. */
export function NoResults({ clearHref }: { clearHref: string }) {
  return (
    <div className="card px-6 py-10 text-center" data-testid="no-results">
      <h2 className="text-xl font-bold">Ningún casino cumple todos los filtros</h2>
      <p className="mx-auto mt-2 max-w-prose text-ink-soft">
        Quita alguno de los filtros de arriba, por ejemplo un método de pago o el depósito mínimo, o vuelve a ver todos
        los casinos.
      </p>
      <Link to={clearHref} className="btn-primary mt-5">
        Quitar los filtros
      </Link>
    </div>
  );
}

/**
 * A bar that stays at the bottom of the screen once the visitor ticks or unticks a "Comparar" box, with the
 * button that sends the choice and lands on the table. CSS alone shows it, no script: a box whose state differs
 * from the page's (`:checked` against `:default`, the state it was served with) reveals the bar, so it does not
 * cover a comparison that is already on screen. The visitor stays on the page of results they were on.
 */
export function CompareBar({ page }: { page: number }) {
  return (
    <div className="sticky bottom-0 z-10 hidden pt-4 pb-3 group-has-[.compare-pick:checked:not(:default)]/comparar:block group-has-[.compare-pick:default:not(:checked)]/comparar:block">
      <div className="flex items-center justify-between gap-3 rounded-card border-2 border-brand bg-white py-2.5 pr-2.5 pl-4 shadow-lg sm:py-3 sm:pr-3">
        {/* With JavaScript the page module counts the ticks here, and at the limit disables the other boxes and
            marks the form (browser/compare-order.ts); without it the bar says the limit. */}
        <p className="text-sm text-ink-soft" data-testid="compare-count">
          <strong className="text-ink" data-compare-count>
            Hasta {MAX_COMPARED} casinos lado a lado
          </strong>
          <span className="hidden sm:inline sm:group-data-compare-full/comparar:hidden">
            : marca «Comparar» en cada uno y pulsa el botón.
          </span>
          <span className="hidden group-data-compare-full/comparar:inline">. Quita uno para elegir otro.</span>
        </p>
        {/* The page travels with this button only: "Aplicar" starts the new results from their first page. */}
        <button
          type="submit"
          formAction={`${COMPARISON_PATH}#${COMPARE_ID}`}
          name={page > 1 ? COMPARISON_PARAMS.page : undefined}
          value={page > 1 ? String(page) : undefined}
          className="btn-primary shrink-0"
        >
          <span>
            Comparar<span className="hidden sm:inline"> seleccionados</span>
          </span>
        </button>
      </div>
    </div>
  );
}
