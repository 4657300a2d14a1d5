// /search?q=: the site search, the target the home page's structured data declares.
// A plain GET form, so it works without JavaScript; result pages are not indexed.
import { Form, href, Link } from "react-router";
import { contentContext } from "../../context.server";
import type { RouteHandle } from "../../lib/route-handle";
import { MAX_QUERY_LENGTH, search } from "../../lib/search";
import { searchDocuments } from "../../lib/search-index.server";
import { pageMeta, siteOrigin } from "../../lib/seo";
import type { Route } from "./+types/search";

export const handle: RouteHandle = { searchParams: ["q"] };

const SUGGESTIONS = ["ruleta", "blackjack", "bizum", "retiradas", "bono de bienvenida", "autoexclusión"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const groups = query ? search(await searchDocuments(context.get(contentContext)), query) : [];
  return { query, groups, total: groups.reduce((sum, group) => sum + group.hits.length, 0) };
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
  const { query, groups, total } = loaderData;
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold">Buscar</h1>
      <Form method="get" action={href("/search")} role="search" className="mt-6 flex max-w-2xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          Buscar en CasinoLupa
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Ruleta, Bizum, retiradas…"
          className="min-h-11 flex-1 rounded-full border border-line bg-white px-5 text-base"
        />
        <button type="submit" className="btn-primary">
          Buscar
        </button>
      </Form>

      {query === "" ? (
        <Suggestions title="¿Qué quieres encontrar?" />
      ) : total === 0 ? (
        <section className="mt-10" aria-live="polite">
          <h2 className="text-xl font-bold">No hemos encontrado nada para «{query}»</h2>
          <p className="mt-2 text-muted">
            Prueba con otra palabra, revisa la ortografía o elige una de estas búsquedas.
          </p>
          <Suggestions title="Búsquedas populares" />
        </section>
      ) : (
        <div className="mt-10 grid gap-10" aria-live="polite">
          <p className="text-muted">
            {total === 1 ? "1 resultado" : `${total} resultados`} para «{query}»
          </p>
          {groups.map((group) => (
            <section key={group.kind} aria-labelledby={`results-${group.kind}`}>
              <h2 id={`results-${group.kind}`} className="text-xl font-bold">
                {group.label} <span className="text-base font-normal text-muted">({group.hits.length})</span>
              </h2>
              <ul className="mt-4 grid gap-3">
                {group.hits.map((hit) => (
                  <li key={hit.document.href + hit.document.title} className="card p-5" data-testid="search-result">
                    <Link to={hit.document.href} className="text-lg font-semibold text-brand-strong hover:underline">
                      {hit.document.title}
                    </Link>
                    <p className="mt-1 text-sm text-ink-soft">
                      {hit.snippet.map((segment, index) =>
                        segment.match ? (
                          <mark key={index} className="rounded bg-amber-100 px-0.5 text-ink">
                            {segment.text}
                          </mark>
                        ) : (
                          <span key={index}>{segment.text}</span>
                        ),
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
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
