// The committed dataset as the site reads it, for unit tests: the typed content client on the local source, running
// the site's own queries, so a test expects what the pages render rather than copied values.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createContentClient } from "@casinolupa/content";

// NOTE: not `localDatasetFile`: under jsdom, Vite rewrites the package's `new URL(…, import.meta.url)` into a URL of
// the page, so the files are found from where Node resolves the package.
const contentFolder = join(dirname(createRequire(import.meta.url).resolve("@casinolupa/content")), "..");

export const datasetContent = createContentClient({
  source: {
    kind: "local",
    datasetFile: join(contentFolder, "dataset/production.ndjson"),
    imagesFolder: join(contentFolder, "dataset/images/"),
  },
  imageBaseUrl: "/content-images",
  ttlMs: 60_000,
  log: (message, error) => console.error(message, error),
});
