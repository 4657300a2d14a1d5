// The server's CPU per request for each key route, read from /proc while one request after another is sent: a
// render (a page the cache does not hold: a value of a parameter the page reads, new each time), an answer from
// the page cache with a browser's Accept-Encoding, and the same answer to a client that takes no compression.
// Figures to read beside decision 008's, never a pass or fail.
import { Agent, request } from "node:http";
import { percentile } from "../lib/report.ts";
import { cpuMs, sleep } from "./serving-load.ts";

export type RenderCost = {
  page: string;
  /** How the page is made to render: the parameter given a new value each time; null when the page reads none. */
  uncachedPath: string | null;
  uncachedMs?: number;
  cachedMs: number;
  identityMs: number;
};

/** A page of each kind, and a parameter it reads (its `handle.searchParams`), so a new value is a render. */
export const RENDERED_VARIANTS: Record<string, ((n: number) => string) | null> = {
  "/": null,
  "/comparacion": (n) => `/comparacion?${comparisonFilters(n)}`,
  "/bet365": (n) => `/bet365?bono=${100 + n}`,
  "/ruleta-online": (n) => `/ruleta-online?bono=${100 + n}`,
  "/guia-juego-responsable": (n) => `/guia-juego-responsable?ingresos=${1_000 + n}`,
  "/search?q=ruleta": (n) => `/search?q=ruleta+${n}`,
};

/** The new values `renderCosts` renders of each page before it counts anything. */
const SETTLING_RENDERS = 10;
/** The renders of each page `warmRenders` makes. */
const WARM_RENDERS = 100;

const PAYMENTS = ["visa", "mastercard", "paypal", "bizum", "skrill", "neteller", "paysafecard", "trustly"];
const SORTS = ["", "deposito", "retirada", "requisito"];

/** The n-th filtered view of the comparison, in the canonical order its links use (no redirect). */
function comparisonFilters(n: number): string {
  const query = new URLSearchParams();
  query.append("pago", PAYMENTS[n % PAYMENTS.length] as string);
  if (n & 8) query.append("servicio", "en-vivo");
  if (n & 16) query.append("servicio", "app");
  const deposit = ["", "5", "10", "20"][(n >> 5) % 4];
  if (deposit) query.set("deposito", deposit);
  const sort = SORTS[(n >> 7) % 4];
  if (sort) query.set("orden", sort);
  return query.toString();
}

const agent = new Agent({ keepAlive: true });

/** node:http, because fetch always sends an Accept-Encoding of its own. */
function get(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers, agent }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** CPU per request over `paths`, sent `connections` at a time; throws on any answer but 200. */
async function cpuPerRequest(origin: string, pid: number, paths: string[], headers: Record<string, string>) {
  if (paths.length === 0) return Number.NaN;
  let next = 0;
  const before = cpuMs(pid);
  await Promise.all(
    Array.from({ length: 2 }, async () => {
      for (let path = paths[next++]; path !== undefined; path = paths[next++]) {
        const status = await get(`${origin}${path}`, headers);
        if (status !== 200) throw new Error(`${path} answered ${status}`);
      }
    }),
  );
  await sleep(50); // compression of the last render's copies runs on libuv's threads after the answer
  return (cpuMs(pid) - before) / paths.length;
}

/** How much one call measures. */
export type CostOptions = {
  /** New renders per page. */
  renders?: number;
  /** Answers from the page cache per page and encoding. */
  cached?: number;
  /**
   * Where each page's new parameter values start, so that a later call on the same server (another round of
   * `--compare`) renders pages no earlier call put in the cache. The comparison has 512 filtered views.
   */
  firstVariant?: number;
};

export async function renderCosts(
  origin: string,
  pid: number,
  pages: string[],
  { renders = 60, cached: cachedCount = 500, firstVariant = 0 }: CostOptions = {},
): Promise<RenderCost[]> {
  const browser = { "accept-encoding": "br, gzip" };
  const sequence = new Map<string, number>();
  const variants = (page: string, count: number) => {
    const variant = RENDERED_VARIANTS[page];
    const first = sequence.get(page) ?? firstVariant;
    sequence.set(page, first + count);
    return variant ? Array.from({ length: count }, (_, index) => variant(first + index)) : [];
  };
  // Code compiled and content read before anything is counted.
  for (const page of pages) await cpuPerRequest(origin, pid, [page, ...variants(page, SETTLING_RENDERS)], browser);
  const costs: RenderCost[] = [];
  for (const page of pages) {
    const uncached = variants(page, renders);
    const cached = Array.from({ length: cachedCount }, () => page);
    costs.push({
      page,
      uncachedPath: uncached[0] ?? null,
      uncachedMs: uncached.length ? await cpuPerRequest(origin, pid, uncached, browser) : undefined,
      cachedMs: await cpuPerRequest(origin, pid, cached, browser),
      identityMs: await cpuPerRequest(origin, pid, cached, {}),
    });
  }
  return costs;
}

/**
 * Renders each page `WARM_RENDERS` times, measuring nothing: a process's first renders of a page cost up to twice
 * what later ones do while V8 compiles and optimises their code (2026-12-04, `--compare`: 6.5-11 ms a review render
 * in the first three rounds of 20, 4-5 ms after), and a server runs for hours.
 */
export async function warmRenders(origin: string, pid: number, pages: string[]): Promise<void> {
  await renderCosts(origin, pid, pages, { renders: WARM_RENDERS, cached: 0 });
}

/** Where each page's new values start in the `round`-th call of `renders` renders after `warmRenders`. */
export function roundStart(round: number, renders: number): number {
  return WARM_RENDERS + SETTLING_RENDERS + round * (renders + SETTLING_RENDERS);
}

/**
 * `renderCosts` in `rounds` short rounds after `warmRenders`, each page's figures the median over them: a
 * collection of an old generation full of an earlier stage's garbage falls in one round, not in every figure.
 */
export async function renderCostMedians(
  origin: string,
  pid: number,
  pages: string[],
  { rounds = 6, renders = 20, cached = 100 }: { rounds?: number; renders?: number; cached?: number } = {},
): Promise<RenderCost[]> {
  const measured: RenderCost[][] = [];
  await warmRenders(origin, pid, pages);
  for (let round = 0; round < rounds; round++) {
    measured.push(await renderCosts(origin, pid, pages, { renders, cached, firstVariant: roundStart(round, renders) }));
  }
  return pages.map((page) => {
    const rows = measured.map((round) => round.find((cost) => cost.page === page) as RenderCost);
    const median = (pick: (cost: RenderCost) => number | undefined) =>
      percentile(
        rows.map(pick).filter((value): value is number => value !== undefined),
        50,
      );
    return {
      page,
      uncachedPath: rows[0]?.uncachedPath ?? null,
      uncachedMs: rows[0]?.uncachedMs === undefined ? undefined : median((row) => row.uncachedMs),
      cachedMs: median((row) => row.cachedMs),
      identityMs: median((row) => row.identityMs),
    };
  });
}
