// The URLs of views of /comparacion: a state (state.ts) written back as a query string in one canonical order,
// where to redirect a request that was not written that way, the canonical URL search engines are given, and
// the links that change one thing of a view (remove a filter, a compared casino, go to another page).
import { formatEuros } from "../format";
import {
  COMPARISON_PARAMS,
  COMPARISON_PATH,
  type ComparisonState,
  DEFAULT_SORT,
  hasFilters,
  paymentLabel,
  SERVICE_FILTERS,
} from "./state";

/**
 * The query string of a state ("?pago=bizum&orden=deposito"), or "" for the default view: fixed parameter
 * order, no defaults, no empty values. Compared casinos past the third are kept, so the page can say so.
 */
export function comparisonSearch(state: ComparisonState): string {
  const search = new URLSearchParams();
  for (const value of state.payments) search.append(COMPARISON_PARAMS.payment, value);
  for (const value of state.services) search.append(COMPARISON_PARAMS.service, value);
  if (state.maxDeposit !== null) search.set(COMPARISON_PARAMS.deposit, String(state.maxDeposit));
  if (state.sort !== DEFAULT_SORT) search.set(COMPARISON_PARAMS.sort, state.sort);
  for (const slug of [...state.compare, ...state.compareDropped]) search.append(COMPARISON_PARAMS.compare, slug);
  if (state.page > 1) search.set(COMPARISON_PARAMS.page, String(state.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The page's URL for a state. */
export function comparisonHref(state: ComparisonState): string {
  return `${COMPARISON_PATH}${comparisonSearch(state)}`;
}

/** Query parameters React Router adds to its own data requests (`/comparacion.data?_routes=…`). */
const FRAMEWORK_PARAMS = new Set(["_routes", "index"]);

/**
 * Where to send a request whose query string is not written the canonical way (empty fields of a form
 * submission, defaults, junk, repeated or misspelt values), or null when it already is. Parameters that are
 * not the page's own (e.g. utm_source) are kept as they came, after the page's own. The target is always the
 * page's path, also when the request was React Router's data request for it.
 */
export function canonicalComparisonUrl(url: URL, state: ComparisonState): string | null {
  const own = new Set<string>(Object.values(COMPARISON_PARAMS));
  const foreign = [...url.searchParams].filter(([name]) => !own.has(name));
  const withForeign = (pairs: readonly [string, string][]) => {
    const search = new URLSearchParams(comparisonSearch(state));
    for (const [name, value] of pairs) search.append(name, value);
    return search.toString();
  };
  if (withForeign(foreign) === url.searchParams.toString()) return null;
  const search = withForeign(foreign.filter(([name]) => !FRAMEWORK_PARAMS.has(name)));
  return `${COMPARISON_PATH}${search ? `?${search}` : ""}`;
}

/**
 * The URL search engines are given for a view: a page of the plain ranking is its own (`?pagina=2` lists other
 * casinos than page 1); a filtered or re-sorted view points at the plain page, and what is being compared
 * never counts.
 */
export function canonicalPath(state: ComparisonState): string {
  if (hasFilters(state) || state.sort !== DEFAULT_SORT) return COMPARISON_PATH;
  return comparisonHref({ ...state, compare: [], compareDropped: [] });
}

export type FilterChip = {
  /** What the filter keeps, as a visitor says it: "Con Bizum", "Depósito mínimo hasta 5 €". */
  label: string;
  /** The same view without this filter (order and compared casinos kept), from its first page. */
  removeHref: string;
};

/** One removable chip per active filter, in the order of the form. */
export function filterChips(state: ComparisonState): FilterChip[] {
  const from = { ...state, page: 1 };
  const payments = state.payments.map((value) => ({
    label: `Con ${paymentLabel(value)}`,
    removeHref: comparisonHref({ ...from, payments: state.payments.filter((other) => other !== value) }),
  }));
  const services = SERVICE_FILTERS.filter((service) => state.services.includes(service.value)).map((service) => ({
    label: `Con ${service.label.toLowerCase()}`,
    removeHref: comparisonHref({ ...from, services: state.services.filter((other) => other !== service.value) }),
  }));
  const deposit =
    state.maxDeposit === null
      ? []
      : [
          {
            label: `Depósito mínimo hasta ${formatEuros(state.maxDeposit)}`,
            removeHref: comparisonHref({ ...from, maxDeposit: null }),
          },
        ];
  return [...payments, ...services, ...deposit];
}

/** The page with every filter removed, keeping the order and the casinos being compared, from its first page. */
export function withoutFiltersHref(state: ComparisonState): string {
  return comparisonHref({ ...state, payments: [], services: [], maxDeposit: null, page: 1 });
}

/**
 * The page without one compared casino (the others, the filters, the order and the page kept). A casino left
 * out for being the fourth moves up into the freed place.
 */
export function withoutComparedHref(state: ComparisonState, slug: string): string {
  return comparisonHref({ ...state, compare: state.compare.filter((other) => other !== slug) });
}

/** The same view on another page of its results. */
export function pageHref(state: ComparisonState, page: number): string {
  return comparisonHref({ ...state, page });
}
