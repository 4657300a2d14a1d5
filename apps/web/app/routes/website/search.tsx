// /search?q=: the site search, the target the home page's structured data declares. One list by relevance,
// filtered by kind with ?tipo=. A plain GET form, so it works without JavaScript; result pages are not indexed.
import { SEARCH_QUERY_MAX_LENGTH } from "@casinolupa/domain";
import { href } from "react-router";
import { SearchBox } from "../../components/search-box";
import { DidYouMean, formatCount, KIND_PARAMS, KindFilters, ResultList } from "../../components/search-results";
import { Link } from "../../components/site-link";
import { searchContext } from "../../context.server";
import type { RouteHandle } from "../../lib/route-handle";
import { SEARCH_KINDS } from "../../lib/search";
import { pageMeta, siteOrigin } from "../../lib/seo";
import type { Route } from "./+types/search";

export const handle: RouteHandle = { searchParams: ["q", "tipo"] };

const SUGGESTIONS = ["ruleta", "blackjack", "bizum", "retiradas", "bono de bienvenida", "autoexclusión"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  const kind = SEARCH_KINDS.find((each) => KIND_PARAMS[each] === params.get("tipo"));
  if (!query) return { query, kind, results: null };
  const { hits, counts, total, suggestion } = (await context.get(searchContext).current()).search(query, { kind });
  return {
    query,
    kind,
    results: {
      hits: hits.map(({ document, snippet }) => ({
        kind: document.kind,
        title: document.title,
        href: document.href,
        snippet,
      })),
      counts,
      total,
      suggestion,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta({
    title: loaderData?.query ? `Resultados para «${loaderData.query}»` : "Buscar en CasinoLupa",
    description: "Busca casinos, guías de juegos, preguntas frecuentes y páginas de ayuda en CasinoLupa.",
    path: href("/search"),
    origin: siteOrigin(matches),
    robots: "noindex, follow",
  }),
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, kind, results } = loaderData;
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold">Buscar</h1>
      <SearchBox id="search-page-q" query={query} />

      {results === null ? (
        <Suggestions title="¿Qué quieres encontrar?" />
      ) : results.total === 0 ? (
        <section className="mt-10" aria-live="polite">
          <h2 className="text-xl font-bold">No hemos encontrado nada para «{query}»</h2>
          {results.suggestion ? (
            <DidYouMean suggestion={results.suggestion} />
          ) : (
            <p className="mt-2 text-muted">
              Prueba con otra palabra, revisa la ortografía o elige una de estas búsquedas.
            </p>
          )}
          <Suggestions title="Búsquedas populares" />
        </section>
      ) : (
        <div className="mt-8 grid gap-6" aria-live="polite">
          {results.suggestion ? <DidYouMean suggestion={results.suggestion} /> : null}
          <h2 className="text-xl font-bold">
            {results.total === 1 ? "1 resultado" : `${formatCount(results.total)} resultados`} para «{query}»
          </h2>
          <KindFilters query={query} kind={kind} counts={results.counts} total={results.total} />
          <ResultList hits={results.hits} />
          {results.hits.length < (kind ? results.counts[kind] : results.total) ? (
            <p className="text-sm text-muted">
              Estos son los {results.hits.length} más relevantes: añade otra palabra para afinar la búsqueda.
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

function Suggestions({ title }: { title: string }) {
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <Link to={`/search?q=${encodeURIComponent(suggestion)}`} className="btn-secondary">
              {suggestion}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
