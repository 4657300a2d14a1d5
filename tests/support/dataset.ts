// The committed dataset as the site reads it: the typed content client on the local source, running the site's
// own queries. What a journey expects is worked out from the same query results the pages render, typed by the
// generated query types, never from the NDJSON parsed by hand or from copied values.
import {
  authorPageQuery,
  comparisonQuery,
  createContentClient,
  homeQuery,
  localDatasetFile,
  localImagesFolder,
  outboundQuery,
  siteShellQuery,
  topLevelPageQuery,
} from "@casinolupa/content";
import { offerIsCurrent, rankCasinos, staleOfferNotice, todayIso } from "@casinolupa/domain";

const content = createContentClient({
  source: { kind: "local", datasetFile: localDatasetFile, imagesFolder: localImagesFolder },
  imageBaseUrl: "/content-images",
  ttlMs: 60_000,
  log: (message, error) => console.error(message, error),
});

/** Every ranked casino, by rank (computed as the site computes it), with the fields the comparison page shows. */
export async function datasetCasinos() {
  return rankCasinos((await content.fetch(comparisonQuery)).casinos).ranked;
}
export type DatasetCasino = Awaited<ReturnType<typeof datasetCasinos>>[number];

/** The operators «no clasificado», in the order /comparacion lists them at its end. */
export async function datasetNotRanked() {
  return rankCasinos((await content.fetch(comparisonQuery)).casinos).notRanked;
}

/** The first `count` casinos as the home page lists them, in its order. */
export async function datasetHomeCasinos(count: number) {
  return rankCasinos((await content.fetch(homeQuery)).casinos).ranked.slice(0, count);
}

/** What the home page shows besides its casinos: its FAQs, the banner carousel and the image galleries. */
export async function datasetHome() {
  const { faqs, banners } = await content.fetch(homeQuery);
  const carousel = banners?.homeCarousel;
  if (!carousel?.heading || !carousel.cards?.length) throw new Error("The dataset's home page has no carousel");
  return {
    faqs,
    carousel: { ...carousel, heading: carousel.heading, cards: carousel.cards },
    galleries: banners?.galleries ?? [],
  };
}

/** The casinos the menus list, best-ranked first. */
const NAV_CASINO_COUNT = 10;

/** What every page's layout shows: the menus' casinos and games, the footer, the settings. */
export async function datasetShell() {
  const shell = await content.fetch(siteShellQuery);
  return { ...shell, casinosNav: rankCasinos(shell.casinosNav).ranked.slice(0, NAV_CASINO_COUNT) };
}

/** One ranked casino with everything its review shows, its rank computed; throws when there is no such casino. */
export async function datasetReview(slug: string) {
  const { casino, ranking } = await content.fetch(topLevelPageQuery, { slug });
  const rank = rankCasinos(ranking).ranked.find((ranked) => ranked.slug === slug)?.rank;
  if (!casino || rank === undefined) throw new Error(`The dataset has no ranked casino "${slug}"`);
  return { ...casino, rank };
}

/**
 * What a page rendered today says of a casino's offer, by the site's own rule
 * (docs/decisions/034-an-offer-not-checked-for-90-days-is-not-shown.md): `shown` while its check is current, else
 * the notice that stands in its place. The committed offers were checked in November 2025, so today none is shown.
 */
export function offerToday(casino: { bonusCheckedAt?: string | null }) {
  const today = todayIso();
  return {
    shown: offerIsCurrent(casino.bonusCheckedAt, today),
    notice: staleOfferNotice(casino.bonusCheckedAt, today),
  };
}

/** Where /ir/<slug> should send the visitor. */
export async function datasetPlayUrl(slug: string): Promise<string> {
  const outbound = await content.fetch(outboundQuery, { slug });
  if (!outbound?.playUrl) throw new Error(`The dataset has no play URL for "${slug}"`);
  return outbound.playUrl;
}

/** An author and the ranked casinos whose reviews they sign, by rank; throws when there is no such author. */
export async function datasetAuthor(slug: string) {
  const { author, casinos } = await content.fetch(authorPageQuery, { slug });
  if (!author) throw new Error(`The dataset has no author "${slug}"`);
  return { ...author, reviews: rankCasinos(casinos).ranked };
}
