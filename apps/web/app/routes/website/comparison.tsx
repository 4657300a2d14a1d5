// /comparacion: every casino we rank, by rank, side by side, with filters, sorting, pages of PAGE_SIZE casinos
// and a table of two or three casinos; it ends with the operators «no clasificado» and why. The state is the query string of a GET form and of plain links (see
// lib/comparison/state.ts for its parameters): it works without JavaScript, and every view can be shared.
// Filtered views stay indexable with the unfiltered page as their canonical URL; each page of the plain ranking
// is its own.
import { comparisonQuery } from "@casinolupa/content";
import {
  licenceCheckSentence,
  offerIsCurrent,
  paymentMethodsWithPage,
  paymentPagePath,
  rankCasinos,
  todayIso,
  withoutStaleOfferProse,
} from "@casinolupa/domain";
import { href, redirect } from "react-router";
import { CompareSection } from "../../components/comparison/compare-table";
import { ComparisonCard } from "../../components/comparison/comparison-card";
import {
  CompareBar,
  ComparisonForm,
  FilterPanel,
  NoResults,
  ResultsSummary,
} from "../../components/comparison/comparison-filters";
import { ComparisonNotes } from "../../components/comparison/comparison-notes";
import { ComparisonPager } from "../../components/comparison/comparison-pager";
import { NotRankedList } from "../../components/comparison/not-ranked-list";
import { contentContext } from "../../context.server";
import { buildCompareTable } from "../../lib/comparison/compare-table";
import { lastPage, pageOf } from "../../lib/comparison/pages";
import { applyComparisonState } from "../../lib/comparison/results";
import { COMPARISON_PARAMS, parseComparisonState, SORT_OPTIONS } from "../../lib/comparison/state";
import {
  canonicalComparisonUrl,
  canonicalPath,
  filterChips,
  withoutComparedHref,
  withoutFiltersHref,
} from "../../lib/comparison/urls";
import type { RouteHandle } from "../../lib/route-handle";
import { absoluteUrl, breadcrumbs, pageMeta, siteOrigin } from "../../lib/seo";
import type { Route } from "./+types/comparison";

/** The page reads its filters, sort, compared casinos and page from the query string (and nothing else). */
export const handle: RouteHandle = { searchParams: Object.values(COMPARISON_PARAMS) };

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const queried = await content.fetch(comparisonQuery);
  const { settings } = queried;
  // Ranks are computed, never stored: 1, 2, 3… by rating with the tie-break on /como-puntuamos.
  const today = todayIso();
  const ranked = rankCasinos(queried.casinos);
  const casinos = ranked.ranked.map((casino) => withoutStaleOfferProse(casino, today));
  const { notRanked } = ranked;
  const url = new URL(request.url);
  const state = parseComparisonState(
    url.searchParams,
    casinos.map((casino) => casino.slug),
  );
  // A form submission carries empty fields and defaults ("deposito=&orden=puntuacion"): send it to the clean,
  // shareable URL of the same view. Junk values are dropped the same way.
  const canonical = canonicalComparisonUrl(url, state);
  if (canonical) throw redirect(canonical);
  const matching = applyComparisonState(casinos, state, today);
  // A page past the end (the list got shorter, or a made-up number): the last page of the same view.
  const last = lastPage(matching.length);
  if (state.page > last) throw redirect(canonicalComparisonUrl(url, { ...state, page: last }) ?? url.pathname);
  const results = pageOf(matching, state.page);

  const bySlug = (slugs: readonly string[]) =>
    slugs.flatMap((slug) => casinos.filter((casino) => casino.slug === slug));
  return {
    /** How many casinos we review. */
    total: casinos.length,
    /** What we could verify of their licences, in one sentence computed from their «sin verificar» marks. */
    licenceNote: licenceCheckSentence(casinos),
    /** The same page of the ranking, by rank, for the structured data (the canonical, unfiltered list). */
    ranking: pageOf(casinos, state.page).items.map(({ slug, name, rank }) => ({ slug, name, rank })),
    /** This page of the casinos that meet the filters, in the chosen order. */
    casinos: results.items,
    results: {
      matching: results.total,
      page: results.page,
      pageCount: results.pageCount,
      from: results.from,
      to: results.to,
    },
    state,
    /** Casinos that meet the filters whose offer is past its 90 days: sorting by wagering puts them last. */
    staleOffers: matching.filter((casino) => !offerIsCurrent(casino.bonusCheckedAt, today)).length,
    chips: filterChips(state),
    compare: {
      table: buildCompareTable(casinos, state.compare, today),
      picked: bySlug(state.compare),
      dropped: bySlug(state.compareDropped),
    },
    settings,
    /** The operators «no clasificado», with the public reason: the page ends with them. */
    notRanked: notRanked.map(({ slug, name, notRankedReason }) => ({ slug, name, reason: notRankedReason })),
    /** Each payment method's own page, linked from the payment filter. */
    methodPages: paymentMethodsWithPage(queried.casinos).map((label) => ({ label, path: paymentPagePath(label) })),
    today,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = siteOrigin(matches);
  const path = href("/comparacion");
  const page = loaderData?.results.page ?? 1;
  return pageMeta({
    title: `Comparativa de casinos online en España${page > 1 ? ` (página ${page})` : ""}`,
    description:
      "Compara los casinos online con licencia de la DGOJ que analizamos: bonos con sus condiciones, depósito mínimo, tiempos de retirada, métodos de pago y nuestra nota sobre 10.",
    keywords: [
      "comparativa casinos online",
      "casinos online España",
      "mejores casinos online",
      "casinos con licencia DGOJ",
    ],
    path: loaderData ? canonicalPath(loaderData.state) : path,
    origin,
    structuredData: [
      breadcrumbs(origin, [
        { name: "Inicio", path: "/" },
        { name: "Comparativa", path },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: "Comparativa de casinos online en España",
        itemListOrder: "https://schema.org/ItemListOrderAscending",
        itemListElement: (loaderData?.ranking ?? []).map((casino) => ({
          "@type": "ListItem",
          position: casino.rank,
          name: casino.name,
          url: absoluteUrl(origin, href("/:slug", { slug: casino.slug })),
        })),
      },
    ],
  });
};

export default function Comparison({ loaderData }: Route.ComponentProps) {
  const { casinos, total, results, state, chips, compare, settings, notRanked, methodPages } = loaderData;
  const clearHref = withoutFiltersHref(state);
  const sortLabel = SORT_OPTIONS.find((option) => option.value === state.sort)?.label ?? "";
  // A compared casino the filters hide, or that is on another page, stays compared through a hidden field.
  const hiddenPicks = state.compare.filter((slug) => !casinos.some((casino) => casino.slug === slug));
  return (
    <>
      <section className="bg-ink text-white" aria-labelledby="comparison-title">
        <div className="container-page py-7 md:py-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-300">
            {total} casinos en nuestra clasificación
          </p>
          <h1
            id="comparison-title"
            className="mt-3 max-w-3xl text-2xl font-extrabold tracking-tight sm:text-3xl md:text-4xl"
          >
            Comparativa de casinos online en España
          </h1>
          <p className="mt-4 max-w-2xl text-slate-200">
            Todos los casinos que analizamos, ordenados por nuestra puntuación sobre 10. Compara de un vistazo el bono
            con sus condiciones, los servicios, lo que tardan en pagar y los métodos de pago de cada uno, filtra por lo
            que te importa o elige dos o tres para verlos lado a lado.
          </p>
        </div>
      </section>

      {/* Phones: tighter spacing above the results, so the first casino is on the first screen. */}
      <div className="container-page py-6 lg:py-10">
        <ComparisonForm>
          <FilterPanel state={state} methodPages={methodPages} />
          {compare.picked.length > 0 ? (
            <CompareSection
              table={compare.table}
              picked={compare.picked}
              dropped={compare.dropped}
              settings={settings}
              removeHref={(slug) => withoutComparedHref(state, slug)}
              today={loaderData.today}
            />
          ) : null}
          <ResultsSummary
            shown={results.matching}
            total={total}
            range={results.pageCount > 1 ? results : null}
            sortLabel={sortLabel}
            chips={chips}
            clearHref={clearHref}
          />
          {state.sort === "requisito" && loaderData.staleOffers > 0 ? (
            <p className="mb-5 text-sm text-ink-soft" data-testid="stale-offers-sort-note">
              {loaderData.staleOffers === results.matching
                ? "No hemos comprobado ninguna de estas ofertas en los últimos 90 días, así que no las ordenamos por su requisito: siguen el orden de nuestra nota."
                : "Las ofertas que no hemos comprobado en los últimos 90 días no cuentan para este orden: van al final, por nuestra nota."}
            </p>
          ) : null}
          {/* Before the cards, so the casinos compared already keep their columns when one more is ticked. */}
          {hiddenPicks.map((slug) => (
            <input key={slug} type="hidden" name={COMPARISON_PARAMS.compare} value={slug} />
          ))}
          {casinos.length === 0 ? (
            <NoResults clearHref={clearHref} />
          ) : (
            <ol className="grid gap-6">
              {casinos.map((casino) => (
                <li key={casino.slug}>
                  <ComparisonCard
                    casino={casino}
                    settings={settings}
                    compared={state.compare.includes(casino.slug)}
                    today={loaderData.today}
                  />
                </li>
              ))}
            </ol>
          )}
          <ComparisonPager state={state} page={results.page} pageCount={results.pageCount} />
          <CompareBar page={results.page} />
        </ComparisonForm>
        <ComparisonNotes bonusConditionsNote={settings.bonusConditionsNote} licenceNote={loaderData.licenceNote} />
        <NotRankedList operators={notRanked} />
      </div>
    </>
  );
}
