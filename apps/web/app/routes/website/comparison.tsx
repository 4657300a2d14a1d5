// /comparacion: every casino we review, by rank, side by side, with filters, sorting
// and a table of two or three casinos. The state is the query string of a GET form (see
// lib/comparison-filters.ts for its parameters): it works without JavaScript, and every view can be shared.
// Filtered views stay indexable with the unfiltered page as their canonical URL.
import { comparisonQuery } from "@casinolupa/content";
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
import { contentContext } from "../../context.server";
import {
  applyComparisonState,
  buildCompareTable,
  COMPARISON_PARAMS,
  canonicalComparisonUrl,
  filterChips,
  parseComparisonState,
  SORT_OPTIONS,
  withoutComparedHref,
  withoutFiltersHref,
} from "../../lib/comparison-filters";
import type { RouteHandle } from "../../lib/route-handle";
import { absoluteUrl, breadcrumbs, pageMeta } from "../../lib/seo";
import { shellData } from "../../lib/shell";
import type { Route } from "./+types/comparison";

/** The page reads its filters, sort and compared casinos from the query string (and nothing else). */
export const handle: RouteHandle = { searchParams: Object.values(COMPARISON_PARAMS) };

/** Cards below this many are off screen on first paint, so their logos load lazily. */
const EAGER_LOGOS = 2;

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const { casinos, settings } = await content.fetch(comparisonQuery);
  const url = new URL(request.url);
  const state = parseComparisonState(
    url.searchParams,
    casinos.map((casino) => casino.slug),
  );
  // A form submission carries empty fields and defaults ("deposito=&orden=puntuacion"): send it to the clean,
  // shareable URL of the same view. Junk values are dropped the same way.
  const canonical = canonicalComparisonUrl(url, state);
  if (canonical) throw redirect(canonical);

  const bySlug = (slugs: readonly string[]) =>
    slugs.flatMap((slug) => casinos.filter((casino) => casino.slug === slug));
  return {
    /** Every casino by rank, for the structured data (the canonical, unfiltered list). */
    ranking: casinos.map(({ slug, name, rank }) => ({ slug, name, rank })),
    /** The casinos that meet the filters, in the chosen order. */
    casinos: applyComparisonState(casinos, state),
    state,
    chips: filterChips(state),
    compare: {
      table: buildCompareTable(casinos, state.compare),
      picked: bySlug(state.compare),
      dropped: bySlug(state.compareDropped),
    },
    settings: {
      bonusConditionsNote:
        settings?.bonusConditionsNote ?? "Condiciones sujetas a cambios; consulta la web del operador",
      hideBonusAmounts: settings?.hideBonusAmounts ?? false,
      affiliateDisclosure: settings?.affiliateDisclosure ?? "",
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = shellData(matches)?.origin ?? "https://www.casinolupa.es";
  const path = href("/comparacion");
  return pageMeta({
    title: "Comparativa de casinos online en España",
    description:
      "Compara 10 casinos online con licencia de la DGOJ: bonos con sus condiciones, depósito mínimo, tiempos de retirada, métodos de pago y nuestra nota sobre 10.",
    keywords: [
      "comparativa casinos online",
      "casinos online España",
      "mejores casinos online",
      "casinos con licencia DGOJ",
    ],
    path,
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
  const { casinos, ranking, state, chips, compare, settings } = loaderData;
  const clearHref = withoutFiltersHref(state);
  const sortLabel = SORT_OPTIONS.find((option) => option.value === state.sort)?.label ?? "";
  // A compared casino the filters hide keeps its place in the comparison through a hidden field.
  const hiddenPicks = state.compare.filter((slug) => !casinos.some((casino) => casino.slug === slug));
  return (
    <>
      <section className="bg-ink text-white" aria-labelledby="comparison-title">
        <div className="container-page py-10 md:py-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-300">
            {ranking.length} casinos con licencia de la DGOJ
          </p>
          <h1 id="comparison-title" className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight md:text-4xl">
            Comparativa de casinos online en España
          </h1>
          <p className="mt-4 max-w-2xl text-slate-200">
            Todos los casinos que analizamos, ordenados por nuestra puntuación sobre 10. Compara de un vistazo el bono
            con sus condiciones, los servicios, lo que tardan en pagar y los métodos de pago de cada uno, filtra por lo
            que te importa o elige dos o tres para verlos lado a lado.
          </p>
        </div>
      </section>

      <div className="container-page py-10">
        <ComparisonForm>
          <FilterPanel state={state} />
          {compare.picked.length > 0 ? (
            <CompareSection
              table={compare.table}
              picked={compare.picked}
              dropped={compare.dropped}
              settings={settings}
              removeHref={(slug) => withoutComparedHref(state, slug)}
            />
          ) : null}
          <ResultsSummary
            shown={casinos.length}
            total={ranking.length}
            sortLabel={sortLabel}
            chips={chips}
            clearHref={clearHref}
          />
          {casinos.length === 0 ? (
            <NoResults clearHref={clearHref} />
          ) : (
            <ol className="grid gap-6">
              {casinos.map((casino, index) => (
                <li key={casino.slug}>
                  <ComparisonCard
                    casino={casino}
                    settings={settings}
                    lazyLogo={index >= EAGER_LOGOS}
                    compared={state.compare.includes(casino.slug)}
                  />
                </li>
              ))}
            </ol>
          )}
          {hiddenPicks.map((slug) => (
            <input key={slug} type="hidden" name={COMPARISON_PARAMS.compare} value={slug} />
          ))}
          <CompareBar />
        </ComparisonForm>
        <ComparisonNotes bonusConditionsNote={settings.bonusConditionsNote} />
      </div>
    </>
  );
}
