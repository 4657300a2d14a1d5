// Filters, sorting and the side-by-side table of /comparacion. The whole state lives in the query string of a
// plain GET form, so a filtered view works without JavaScript, survives a reload and can be shared or crawled
// (its canonical URL stays the unfiltered /comparacion). Pure functions: the route's loader reads the URL with
// `parseComparisonState`, and the components only render what these functions return.
//
// The query string (Spanish names, as visitors see them in the address bar):
//
//   pago=<método>     Repeatable. Only casinos that accept EVERY chosen method. One of PAYMENT_METHODS' values:
//                     visa, mastercard, paypal, bizum, skrill, neteller, paysafecard, transferencia, trustly,
//                     apple-pay, google-pay.
//   servicio=<s>      Repeatable. Only casinos that offer every chosen service: en-vivo (casino en directo),
//                     app (app móvil), apuestas (apuestas deportivas).
//   deposito=<euros>  Only casinos whose minimum deposit is at most this many euros: 5, 10 or 20.
//   orden=<clave>     puntuacion (default: best rating first), deposito (lowest minimum deposit first),
//                     retirada (fastest payout first: shortest maximum time, then shortest minimum), requisito
//                     (fewest euros to wager per euro of bonus first). Ties keep the ranking order.
//   comparar=<slug>   Repeatable. Two or three casinos side by side (by slug, e.g. comparar=bet365). Beyond three,
//                     the first three in the URL are compared and the page says which were left out.
//
// e.g. /comparacion?pago=bizum&servicio=en-vivo&deposito=5&orden=deposito&comparar=bet365&comparar=codere
//
// Unknown parameters are left alone; unknown values (a misspelt method, a slug we do not review, "deposito=abc")
// are ignored, never an error. `comparisonSearch` writes a state back in one canonical order without defaults
// or empty values, so the loader can redirect a raw form submission ("deposito=&orden=puntuacion") to a clean URL.
import {
  PAYMENT_METHODS as DOMAIN_PAYMENT_METHODS,
  effectiveWageringMultiple,
  type PaymentMethod,
  type PaymentMethodSlug,
  SERVICE_LABELS,
  type WageringBase,
} from "@casinolupa/domain";
import { href } from "react-router";
import { formatEuros } from "./format";

/** The path of the page these parameters belong to. */
export const COMPARISON_PATH = href("/comparacion");

export const COMPARISON_PARAMS = {
  payment: "pago",
  service: "servicio",
  deposit: "deposito",
  sort: "orden",
  compare: "comparar",
} as const;

/** The payment methods a casino may list, with their value in the URL (the domain's slug of each). */
export const PAYMENT_METHODS = DOMAIN_PAYMENT_METHODS.map(({ slug, label }) => ({ value: slug, label }));
export type PaymentMethodValue = PaymentMethodSlug;
export type PaymentMethodName = PaymentMethod;

export const SERVICE_FILTERS = [
  { value: "en-vivo", key: "liveDealer", label: SERVICE_LABELS.liveDealer },
  { value: "app", key: "mobileApp", label: SERVICE_LABELS.mobileApp },
  { value: "apuestas", key: "sportsbook", label: SERVICE_LABELS.sportsbook },
] as const;
export type ServiceValue = (typeof SERVICE_FILTERS)[number]["value"];

/** The "depósito mínimo hasta…" choices, in euros. */
export const DEPOSIT_LIMITS = [5, 10, 20] as const;
export type DepositLimit = (typeof DEPOSIT_LIMITS)[number];

export const SORT_OPTIONS = [
  { value: "puntuacion", label: "Mejor puntuación" },
  { value: "deposito", label: "Depósito mínimo más bajo" },
  { value: "retirada", label: "Retirada procesada antes" },
  { value: "requisito", label: "Requisito de apuesta más bajo" },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]["value"];
export const DEFAULT_SORT: SortValue = "puntuacion";

/** How many casinos fit side by side. */
export const MAX_COMPARED = 3;

/** What filtering, sorting and comparing read from a casino (the comparison query gives all of it). */
export type FilterableCasino = {
  slug: string;
  name: string;
  rank: number;
  rating: number;
  minDeposit: number;
  wageringRequirement: number;
  wageringBase: WageringBase;
  bonusMatchPercent: number;
  maxBet: number;
  withdrawalTime: { minHours: number; maxHours: number };
  sportsbook: boolean;
  casino: boolean;
  liveDealer: boolean;
  mobileApp: boolean;
  paymentMethods: readonly string[];
};

export type ComparisonState = {
  /** Chosen payment methods, in PAYMENT_METHODS order, each once. */
  payments: PaymentMethodValue[];
  /** Chosen services, in SERVICE_FILTERS order, each once. */
  services: ServiceValue[];
  maxDeposit: DepositLimit | null;
  sort: SortValue;
  /** Slugs of the casinos to compare: known, each once, in the order sent, at most MAX_COMPARED. */
  compare: string[];
  /** Known slugs sent after the first MAX_COMPARED: not compared, but named so the visitor knows. */
  compareDropped: string[];
};

export const EMPTY_STATE: ComparisonState = {
  payments: [],
  services: [],
  maxDeposit: null,
  sort: DEFAULT_SORT,
  compare: [],
  compareDropped: [],
};

/** The values of a repeatable parameter, trimmed and lower-cased ("Bizum " -> "bizum"), empty ones dropped. */
function values(search: URLSearchParams, name: string): string[] {
  return search
    .getAll(name)
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
}

/** The allowed values among `sent`, each once, in the order of `allowed`. */
function known<T extends string>(allowed: readonly T[], sent: readonly string[]): T[] {
  return allowed.filter((value) => sent.includes(value));
}

/**
 * Reads the page's state from its query string. Anything unknown is ignored: the result is always a valid state.
 * @param knownSlugs The slugs of the casinos on the page, to drop unknown ones from `comparar`.
 */
export function parseComparisonState(search: URLSearchParams, knownSlugs: readonly string[]): ComparisonState {
  const payments = known(
    PAYMENT_METHODS.map((method) => method.value),
    values(search, COMPARISON_PARAMS.payment),
  );
  const services = known(
    SERVICE_FILTERS.map((service) => service.value),
    values(search, COMPARISON_PARAMS.service),
  );

  // The last valid value wins if the parameter is repeated ("deposito=&deposito=5").
  const deposits = values(search, COMPARISON_PARAMS.deposit)
    .map((value) => DEPOSIT_LIMITS.find((limit) => String(limit) === value))
    .filter((limit) => limit !== undefined);
  const sorts = values(search, COMPARISON_PARAMS.sort)
    .map((value) => SORT_OPTIONS.find((option) => option.value === value)?.value)
    .filter((sort) => sort !== undefined);

  const slugs = new Set(knownSlugs.map((slug) => slug.toLowerCase()));
  const picked = [...new Set(values(search, COMPARISON_PARAMS.compare))].filter((slug) => slugs.has(slug));

  return {
    payments,
    services,
    maxDeposit: deposits.at(-1) ?? null,
    sort: sorts.at(-1) ?? DEFAULT_SORT,
    compare: picked.slice(0, MAX_COMPARED),
    compareDropped: picked.slice(MAX_COMPARED),
  };
}

/** True when some filter narrows the list (sorting and comparing do not). */
export function hasFilters(state: ComparisonState): boolean {
  return state.payments.length > 0 || state.services.length > 0 || state.maxDeposit !== null;
}

const PAYMENT_LABELS = Object.fromEntries(PAYMENT_METHODS.map((method) => [method.value, method.label])) as Record<
  PaymentMethodValue,
  PaymentMethodName
>;

function paymentLabel(value: PaymentMethodValue): PaymentMethodName {
  return PAYMENT_LABELS[value];
}

/** The casinos that meet every chosen filter, in the order given. */
export function filterCasinos<C extends FilterableCasino>(casinos: readonly C[], state: ComparisonState): C[] {
  const methods = state.payments.map((value) => paymentLabel(value).toLowerCase());
  const services = SERVICE_FILTERS.filter((service) => state.services.includes(service.value));
  return casinos.filter((casino) => {
    const accepted = new Set(casino.paymentMethods.map((method) => method.toLowerCase()));
    return (
      methods.every((method) => accepted.has(method)) &&
      services.every((service) => casino[service.key]) &&
      (state.maxDeposit === null || casino.minDeposit <= state.maxDeposit)
    );
  });
}

/** Ascending by each key in turn; the ranking breaks the remaining ties. */
function byKeys<C extends FilterableCasino>(...keys: ((casino: C) => number)[]) {
  return (a: C, b: C) => {
    for (const key of keys) {
      const difference = key(a) - key(b);
      if (difference !== 0) return difference;
    }
    return a.rank - b.rank;
  };
}

/** A copy of the list in the chosen order. Ties keep the ranking order. */
export function sortCasinos<C extends FilterableCasino>(casinos: readonly C[], sort: SortValue): C[] {
  const compare = {
    puntuacion: byKeys<C>((casino) => -casino.rating),
    deposito: byKeys<C>((casino) => casino.minDeposit),
    retirada: byKeys<C>(
      (casino) => casino.withdrawalTime.maxHours,
      (casino) => casino.withdrawalTime.minHours,
    ),
    // Compared in effective terms: euros to wager per euro of bonus (×20 on bonus + deposit is ×40 of the bonus).
    requisito: byKeys<C>((casino) => effectiveWageringMultiple(casino)),
  }[sort];
  return [...casinos].sort(compare);
}

/** The list the page shows: filtered, then sorted. */
export function applyComparisonState<C extends FilterableCasino>(casinos: readonly C[], state: ComparisonState): C[] {
  return sortCasinos(filterCasinos(casinos, state), state.sort);
}

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

export type FilterChip = {
  /** What the filter keeps, as a visitor says it: "Con Bizum", "Depósito mínimo hasta 5 €". */
  label: string;
  /** The same page without this filter (everything else kept). */
  removeHref: string;
};

/** One removable chip per active filter, in the order of the form. */
export function filterChips(state: ComparisonState): FilterChip[] {
  const payments = state.payments.map((value) => ({
    label: `Con ${paymentLabel(value)}`,
    removeHref: comparisonHref({ ...state, payments: state.payments.filter((other) => other !== value) }),
  }));
  const services = SERVICE_FILTERS.filter((service) => state.services.includes(service.value)).map((service) => ({
    label: `Con ${service.label.toLowerCase()}`,
    removeHref: comparisonHref({ ...state, services: state.services.filter((other) => other !== service.value) }),
  }));
  const deposit =
    state.maxDeposit === null
      ? []
      : [
          {
            label: `Depósito mínimo hasta ${formatEuros(state.maxDeposit)}`,
            removeHref: comparisonHref({ ...state, maxDeposit: null }),
          },
        ];
  return [...payments, ...services, ...deposit];
}

/** The page with every filter removed, keeping the order and the casinos being compared. */
export function withoutFiltersHref(state: ComparisonState): string {
  return comparisonHref({ ...state, payments: [], services: [], maxDeposit: null });
}

/**
 * The page without one compared casino (the others, the filters and the order kept). A casino left out for
 * being the fourth moves up into the freed place.
 */
export function withoutComparedHref(state: ComparisonState, slug: string): string {
  return comparisonHref({ ...state, compare: state.compare.filter((other) => other !== slug) });
}

// ---------------------------------------------------------------------------------------------------------------
// The side-by-side table.

export type CompareRowKey =
  | "rating"
  | "bonus"
  | "minDeposit"
  | "wagering"
  | "maxBet"
  | "withdrawal"
  | "sportsbook"
  | "casino"
  | "liveDealer"
  | "mobileApp"
  | "licences"
  | "paymentCount"
  | "paymentList"
  | "support";

/**
 * How a row compares: `best` marks the best value (every casino that shares it); `equal` when all have the same
 * value, so no column is better; `none` for values that are not better or worse (the bonus headline, licences,
 * the list of methods, support channels). Wagering is ranked in effective terms (euros to wager per euro of
 * bonus), so multiples on different bases compare too.
 */
export type CompareVerdict = "best" | "equal" | "none";

export type CompareRow = {
  key: CompareRowKey;
  verdict: CompareVerdict;
  /** One flag per compared casino, in column order: true where that casino has the row's best value. */
  best: boolean[];
};

export type CompareTable<C> = { casinos: C[]; rows: CompareRow[] };

/** The rows of the table, top to bottom. */
export const COMPARE_ROW_KEYS: readonly CompareRowKey[] = [
  "rating",
  "bonus",
  "minDeposit",
  "wagering",
  "maxBet",
  "withdrawal",
  "sportsbook",
  "casino",
  "liveDealer",
  "mobileApp",
  "licences",
  "paymentCount",
  "paymentList",
  "support",
];

/**
 * A score per casino where higher is better, for the rows that can be ranked; null for the others.
 * Withdrawal time: the shortest maximum wins, then the shortest minimum. Max bet with a bonus: a higher cap
 * leaves more room to play. Payment methods: more ways to pay.
 */
function rowScore(key: CompareRowKey, casino: FilterableCasino): number | null {
  switch (key) {
    case "rating":
      return casino.rating;
    case "minDeposit":
      return -casino.minDeposit;
    case "wagering":
      return -effectiveWageringMultiple(casino);
    case "maxBet":
      return casino.maxBet;
    case "withdrawal":
      // Hours fit well below 10 000, so one number orders by maximum first, then minimum.
      return -(casino.withdrawalTime.maxHours * 10_000 + casino.withdrawalTime.minHours);
    case "sportsbook":
    case "casino":
    case "liveDealer":
    case "mobileApp":
      return casino[key] ? 1 : 0;
    case "paymentCount":
      return casino.paymentMethods.length;
    default:
      return null;
  }
}

function compareRow(key: CompareRowKey, casinos: readonly FilterableCasino[]): CompareRow {
  const none = casinos.map(() => false);
  const scores = casinos.map((casino) => rowScore(key, casino));
  if (scores.some((score) => score === null)) return { key, verdict: "none", best: none };
  const numbers = scores as number[];
  const top = Math.max(...numbers);
  if (numbers.every((score) => score === top)) return { key, verdict: "equal", best: none };
  return { key, verdict: "best", best: numbers.map((score) => score === top) };
}

/**
 * The side-by-side table for the compared slugs, in the order chosen; null with fewer than two casinos (nothing
 * to compare). Compared casinos need not be among the filtered ones.
 */
export function buildCompareTable<C extends FilterableCasino>(
  casinos: readonly C[],
  slugs: readonly string[],
): CompareTable<C> | null {
  const chosen = slugs
    .slice(0, MAX_COMPARED)
    .map((slug) => casinos.find((casino) => casino.slug === slug))
    .filter((casino) => casino !== undefined);
  if (chosen.length < 2) return null;
  return { casinos: chosen, rows: COMPARE_ROW_KEYS.map((key) => compareRow(key, chosen)) };
}
