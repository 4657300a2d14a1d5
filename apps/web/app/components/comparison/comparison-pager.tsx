// The pager under the results of /comparacion: plain links to the same view on other pages (`?pagina=3`), so a
// visitor without JavaScript pages too, and each page is a URL that can be shared and crawled.

import { pagerNumbers } from "../../lib/comparison/pages";
import type { ComparisonState } from "../../lib/comparison/state";
import { pageHref } from "../../lib/comparison/urls";
import { Link } from "../site-link";
import { RESULTS_ID } from "./comparison-filters";

const itemClass = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold";
const linkClass = `${itemClass} border border-line bg-white text-brand-strong hover:border-brand`;

/** Previous, the page numbers (first, last and the current one's neighbours) and next; nothing for one page. */
export function ComparisonPager({
  state,
  page,
  pageCount,
}: {
  state: ComparisonState;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const to = (target: number) => `${pageHref(state, target)}#${RESULTS_ID}`;
  return (
    <nav aria-label="Páginas de resultados" className="mt-8" data-testid="comparison-pager">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={to(page - 1)} rel="prev" className={linkClass}>
              Anterior
            </Link>
          </li>
        ) : null}
        {pagerNumbers(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span aria-current="page" className={`${itemClass} bg-ink text-white`}>
                  <span className="sr-only">Página </span>
                  {number}
                </span>
              ) : (
                <Link to={to(number)} className={linkClass}>
                  <span className="sr-only">Página </span>
                  {number}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={to(page + 1)} rel="next" className={linkClass}>
              Siguiente
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
