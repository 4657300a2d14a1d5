export { standInClient, standInSource } from "./clients.ts";
export {
  type ContentLake,
  type ContentLakeOptions,
  type LakeDocument,
  SANITY_HOSTS,
  startContentLake,
  type WebhookTarget,
} from "./content-lake.ts";
export { solidPng } from "./png.ts";
export { type SanityProxy, startSanityProxy } from "./sanity-proxy.ts";
