export {
  type ContentClient,
  type ContentClientConfig,
  type ContentImage,
  createContentClient,
  type LiveSourceConfig,
  type LocalSourceConfig,
  type QueryParams,
  type QueryResult,
} from "./client.ts";
export { type DatasetDocument, imageAssetId, imageDimensions, loadLocalDataset } from "./local-dataset.ts";
export * from "./queries.ts";

/** The committed dataset: Sanity's export format, importable with `sanity dataset import`. */
export const localDatasetFile = new URL("../dataset/production.ndjson", import.meta.url).pathname;
/** The folder holding the dataset's images. */
export const localImagesFolder = new URL("../dataset/images/", import.meta.url).pathname;
export type * from "./sanity.types.ts";

import type { PageQueryResult } from "./sanity.types.ts";
/** Rich text as the site's queries return it: an internal link mark carries the `href` of the page it points at. */
export type RenderedRichText = NonNullable<PageQueryResult["faqs"][number]["answer"]>;
