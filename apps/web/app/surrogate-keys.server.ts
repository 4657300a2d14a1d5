// The `xkey` header: the surrogate keys of the documents a response shows (@casinolupa/content's
// surrogate-keys.ts), collected from the queries its loaders ran, so a CDN can purge exactly the pages a publish
// changes (cdn-purge.server.ts; deploy/varnish.vcl strips the header before the visitor).
import { type ContentClient, surrogateKeys } from "@casinolupa/content";

export const SURROGATE_KEY_HEADER = "xkey";

/** The content client, recording the keys of every result it returns into `keys`. */
export function recordingKeys(client: ContentClient, keys: Set<string>): ContentClient {
  return {
    kind: client.kind,
    invalidate: () => client.invalidate(),
    image: (file, width) => client.image(file, width),
    async fetch(query, params) {
      const result = await client.fetch(query, params);
      for (const key of surrogateKeys(query, result)) keys.add(key);
      return result;
    },
    async fetchFromSource(query, params) {
      const result = await client.fetchFromSource(query, params);
      for (const key of surrogateKeys(query, result)) keys.add(key);
      return result;
    },
  };
}

/** The response with the keys in its `xkey` header (unchanged when no query ran). */
export function withSurrogateKeys(response: Response, keys: ReadonlySet<string>): Response {
  if (keys.size === 0) return response;
  const headers = new Headers(response.headers);
  headers.set(SURROGATE_KEY_HEADER, [...keys].sort().join(" "));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
