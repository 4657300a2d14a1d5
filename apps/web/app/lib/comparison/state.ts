// What a view of /comparacion is made of, and how it is read from the query string. The whole state lives in
// the query string of a plain GET form, so a filtered view works without JavaScript, survives a reload and can
// be shared or crawled. `urls.ts` writes a state back; `results.ts` applies it to the casinos; `pages.ts`
// cuts the result into pages.
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
//   pagina=<n>        Which page of the results (PAGE_SIZE casinos each), from 1 (the default).
//
// e.g. /comparacion?pago=bizum&servicio=en-vivo&deposito=5&orden=deposito&comparar=bet365&comparar=codere
//
// Unknown parameters are left alone; unknown values (a misspelt method, a slug we do not review, "deposito=abc",
// "pagina=0") are ignored, never an error.
import {
  PAYMENT_METHODS as DOMAIN_PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentMethodSlug,
  SERVICE_LABELS,
} from "@casinolupa/domain";
import { href } from "react-router";

/** The path of the page these parameters belong to. */
export const COMPARISON_PATH = href("/comparacion");

export const COMPARISON_PARAMS = {
  payment: "pago",
  service: "servicio",
  deposit: "deposito",
  sort: "orden",
  compare: "comparar",
  page: "pagina",
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

/** Page numbers above this are junk, not a page (no list is that long). */
const MAX_PAGE = 10_000;

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
  /** The page of the results, from 1. May be past the last page: the loader sends the visitor to the last one. */
  page: number;
};

export const EMPTY_STATE: ComparisonState = {
  payments: [],
  services: [],
  maxDeposit: null,
  sort: DEFAULT_SORT,
  compare: [],
  compareDropped: [],
  page: 1,
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
  const pages = values(search, COMPARISON_PARAMS.page)
    .filter((value) => /^\d{1,5}$/.test(value))
    .map(Number)
    .filter((page) => page >= 1 && page <= MAX_PAGE);

  const slugs = new Set(knownSlugs.map((slug) => slug.toLowerCase()));
  const picked = [...new Set(values(search, COMPARISON_PARAMS.compare))].filter((slug) => slugs.has(slug));

  return {
    payments,
    services,
    maxDeposit: deposits.at(-1) ?? null,
    sort: sorts.at(-1) ?? DEFAULT_SORT,
    compare: picked.slice(0, MAX_COMPARED),
    compareDropped: picked.slice(MAX_COMPARED),
    page: pages.at(-1) ?? 1,
  };
}

/** True when some filter narrows the list (sorting, comparing and paging do not). */
export function hasFilters(state: ComparisonState): boolean {
  return state.payments.length > 0 || state.services.length > 0 || state.maxDeposit !== null;
}

const PAYMENT_LABELS = Object.fromEntries(PAYMENT_METHODS.map((method) => [method.value, method.label])) as Record<
  PaymentMethodValue,
  PaymentMethodName
>;

/** The name a visitor knows a payment method by ("bizum" -> "Bizum"). */
export function paymentLabel(value: PaymentMethodValue): PaymentMethodName {
  return PAYMENT_LABELS[value];
}
