// The page cache's key for a URL: its path plus only the query parameters the page reads (declared in the
// route's `handle.searchParams`, lib/route-handle.ts), sorted by name, so `?utm_source=…`, `?x=1` and the
// order of parameters never make a new entry. The page is also rendered from that reduced URL, so what a
// visitor added can never end up in a page that others are served.

export type PageKey = {
  /** The cache key: path and the page's own parameters in canonical order (values keep their order). */
  key: string;
  /** What to render: path and the page's own parameters as they were sent (the page may redirect to its canonical order). */
  renderPath: string;
};

export function pageKey(url: URL, pageParams: readonly string[]): PageKey {
  const path = url.pathname.replace(UNRESERVED_ESCAPE, (escaped) =>
    String.fromCharCode(Number.parseInt(escaped.slice(1), 16)),
  );
  const own = new Set(pageParams);
  const kept = [...url.searchParams].filter(([name]) => own.has(name));
  const sorted = kept
    .map((pair, index) => ({ pair, index }))
    .sort((a, b) => (a.pair[0] < b.pair[0] ? -1 : a.pair[0] > b.pair[0] ? 1 : a.index - b.index))
    .map(({ pair }) => pair);
  const query = (pairs: [string, string][]) => {
    const text = new URLSearchParams(pairs).toString();
    return text ? `?${text}` : "";
  };
  return { key: path + query(sorted), renderPath: path + query(kept) };
}

// `/b%65t365` is `/bet365` (RFC 3986 6.2.2.2): escapes of unreserved characters are not new pages. (`.` is
// left escaped: the URL parser has already resolved `%2E%2E` segments, and nothing is gained.)
const UNRESERVED_ESCAPE = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2D|5F|7E)/gi;
