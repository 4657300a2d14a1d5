// The committed dataset as the site reads it: the typed content client on the local source, running the site's
// own queries. What a journey expects is worked out from the same query results the pages render, typed by the
// generated query types, never from the NDJSON parsed by hand or from copied values.
import {
  comparisonQuery,
  createContentClient,
  homeQuery,
  localDatasetFile,
  localImagesFolder,
  outboundQuery,
  siteShellQuery,
  topLevelPageQuery,
} from "@casinolupa/content";

const content = createContentClient({
  source: { kind: "local", datasetFile: localDatasetFile, imagesFolder: localImagesFolder },
  imageBaseUrl: "/content-images",
  ttlMs: 60_000,
  log: (message, error) => console.error(message, error),
});

/** Every casino, by rank, with the fields the comparison page shows. */
export async function datasetCasinos() {
  return (await content.fetch(comparisonQuery)).casinos;
}
export type DatasetCasino = Awaited<ReturnType<typeof datasetCasinos>>[number];

/** The first `count` casinos as the home page lists them, in its order. */
export async function datasetHomeCasinos(count: number) {
  return (await content.fetch(homeQuery, { limit: count })).casinos;
}

/** What every page's layout shows: the menus' casinos and games, the footer, the settings. */
export function datasetShell() {
  return content.fetch(siteShellQuery);
}

/** One casino with everything its review shows; throws when the dataset has no casino `slug`. */
export async function datasetReview(slug: string) {
  const { casino } = await content.fetch(topLevelPageQuery, { slug });
  if (!casino) throw new Error(`The dataset has no casino "${slug}"`);
  return casino;
}

/** Where /ir/<slug> should send the visitor. */
export async function datasetPlayUrl(slug: string): Promise<string> {
  const outbound = await content.fetch(outboundQuery, { slug });
  if (!outbound?.playUrl) throw new Error(`The dataset has no play URL for "${slug}"`);
  return outbound.playUrl;
}
