// The web app's single content client, configured from the environment: the committed dataset by default,
// the live Content Lake when a Sanity project is configured.
import { createContentClient, localDatasetFile, localImagesFolder } from "@casinolupa/content";
import { env } from "./env.server";

export const content = createContentClient({
  ttlMs: env.CONTENT_CACHE_TTL_SECONDS * 1000,
  // Served by routes/resources/content-image.ts, on our own origin.
  imageBaseUrl: "/content-images",
  source: env.SANITY_PROJECT_ID
    ? {
        kind: "live",
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        apiVersion: env.SANITY_API_VERSION,
        token: env.SANITY_API_TOKEN,
        apiHost: env.SANITY_API_HOST,
        imageOrigin: env.SANITY_IMAGE_ORIGIN,
      }
    : { kind: "local", datasetFile: localDatasetFile, imagesFolder: localImagesFolder },
});
