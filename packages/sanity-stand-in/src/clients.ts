// Clients pointed at a running stand-in, made in one place so that every test and tool talks to it the way the
// site does: the same API version, the stand-in's origin instead of Sanity's hosts, and no CDN.
import type { LiveSourceConfig } from "@casinolupa/content";
import { type ClientConfig, createClient, type SanityClient } from "@sanity/client";
import type { ContentLake } from "./content-lake.ts";

/** The site's default `SANITY_API_VERSION`. */
const API_VERSION = "2025-02-19";

type LakeAddress = Pick<ContentLake, "projectId" | "dataset" | "origin">;

/** A `@sanity/client` on the stand-in, as the Studio or a script would hold one; `options` adds a token, a perspective. */
export function standInClient(lake: LakeAddress, options: ClientConfig = {}): SanityClient {
  return createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiVersion: API_VERSION,
    apiHost: lake.origin,
    useProjectHostname: false,
    useCdn: false,
    ...options,
  });
}

/** The content package's live source on the stand-in, images included; `options` adds a token, a perspective. */
export function standInSource(
  lake: LakeAddress,
  options: Omit<LiveSourceConfig, "kind" | "projectId" | "dataset" | "apiVersion"> = {},
): LiveSourceConfig {
  return {
    kind: "live",
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiVersion: API_VERSION,
    apiHost: lake.origin,
    imageOrigin: lake.origin,
    ...options,
  };
}
