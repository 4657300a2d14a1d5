import { GROUP_LABELS, KIND_LABELS, type SearchKind, type Segment } from "../lib/search";
import { Link } from "./site-link";

export type ShownHit = { kind: SearchKind; title: string; href: string; snippet: Segment[] };

const searchPath = (query: string, kind?: string) =>
  `/search?${new URLSearchParams(kind ? { q: query, tipo: kind } : { q: query })}`;

/** The value of `?tipo=` for each kind: the filters' addresses. */
export const KIND_PARAMS: Record<SearchKind, string> = {
  casino: "casinos",
  guide: "guias",
  page: "paginas",
  faq: "preguntas",
};

const count = new Intl.NumberFormat("es-ES");

/** «¿Quisiste decir …?»: a link to the results of a near spelling. */
export function DidYouMean({ suggestion }: { suggestion: string }) {
  return (
    <p className="mt-6 text-lg">
      ¿Quisiste decir{" "}
      <Link to={searchPath(suggestion)} className="font-semibold text-brand-strong underline">
        {suggestion}
      </Link>
      ?
    </p>
  );
}

/** Filters by kind: links, so the list stays one list ranked by relevance and works without JavaScript. */
export function KindFilters({
  query,
  kind,
  counts,
  total,
}: {
  query: string;
  kind: SearchKind | undefined;
  counts: Record<SearchKind, number>;
  total: number;
}) {
  const filters = [
    { label: "Todo", count: total, to: searchPath(query), current: kind === undefined },
    ...(Object.keys(GROUP_LABELS) as SearchKind[])
      .filter((each) => counts[each] > 0)
      .map((each) => ({
        label: GROUP_LABELS[each],
        count: counts[each],
        to: searchPath(query, KIND_PARAMS[each]),
        current: kind === each,
      })),
  ];
  return (
    <nav aria-label="Filtrar resultados" className="flex flex-wrap gap-2">
      {filters.map((filter) => (
        <Link
          key={filter.label}
          to={filter.to}
          aria-current={filter.current ? "page" : undefined}
          className={filter.current ? "btn-primary" : "btn-secondary"}
        >
          {filter.label} ({count.format(filter.count)})
        </Link>
      ))}
    </nav>
  );
}

/** One list, best match first, each result saying what it is. */
export function ResultList({ hits }: { hits: ShownHit[] }) {
  return (
    <ol className="grid gap-3">
      {hits.map((hit) => (
        <li key={hit.href + hit.title} className="card p-5" data-testid="search-result">
          <p className="text-xs font-bold uppercase tracking-wide text-muted" data-testid="search-result-kind">
            {KIND_LABELS[hit.kind]}
          </p>
          <Link to={hit.href} className="text-lg font-semibold text-brand-strong hover:underline">
            {hit.title}
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
    </ol>
  );
}

export function formatCount(value: number): string {
  return count.format(value);
}
