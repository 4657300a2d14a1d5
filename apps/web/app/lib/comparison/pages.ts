// The results of /comparacion in pages of PAGE_SIZE casinos: which casinos a page shows, how many pages there
// are, and which page numbers the pager offers. With 1,000 casinos one page of them all would be a 3 MB
// document; a visitor expects pages, and a no-JS visitor pages with plain links (`?pagina=2`).

/** Casinos per page. Today's list (under twenty) fits on one page, so it shows no pager. */
export const PAGE_SIZE = 20;

export type ResultPage<C> = {
  /** The casinos of this page, in the list's order. */
  items: C[];
  /** This page, from 1 (1 also when the list is empty). */
  page: number;
  /** How many pages the list makes (0 when it is empty). */
  pageCount: number;
  /** Position in the list of the first and last casino shown, from 1 (0 and 0 when empty). */
  from: number;
  to: number;
  /** The whole list's length. */
  total: number;
};

/** The last page a list of `total` casinos has (1 for an empty list: the page that says nothing matched). */
export function lastPage(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Page `page` of `list`; a page past the end is the last one (the loader redirects there first). */
export function pageOf<C>(list: readonly C[], page: number, size = PAGE_SIZE): ResultPage<C> {
  const current = Math.min(Math.max(1, Math.floor(page)), lastPage(list.length, size));
  const start = (current - 1) * size;
  const items = list.slice(start, start + size);
  return {
    items,
    page: current,
    pageCount: Math.ceil(list.length / size),
    from: items.length ? start + 1 : 0,
    to: start + items.length,
    total: list.length,
  };
}

/**
 * The page numbers a pager shows, with `null` where numbers are left out: always the first and the last, and
 * the current page with one neighbour each side ([1, null, 4, 5, 6, null, 50]). A gap of one number is shown
 * as that number, since "…" would take as much room.
 */
export function pagerNumbers(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 1) return [];
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  const numbers: (number | null)[] = [];
  for (const [index, n] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) numbers.push(n - 1);
    else if (previous !== undefined && n - previous > 2) numbers.push(null);
    numbers.push(n);
  }
  return numbers;
}
