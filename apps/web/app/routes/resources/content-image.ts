// Serves content images from our own origin, so visitors never contact another host:
// from the dataset's images folder by default, or fetched once from Sanity's image CDN and kept in memory.
import type { ContentClient } from "@casinolupa/content";
import { redirect } from "react-router";
import { contentContext } from "../../context.server";
import type { Route } from "./+types/content-image";

const MAX_CACHED_IMAGES = 200;
const cache = new Map<string, Awaited<ReturnType<ContentClient["image"]>>>();

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // The site links every image at its own size, with no query: any other URL of it (`?w=1`, `?x=`) is that one,
  // and neither a CDN nor this process keeps a copy per query.
  const url = new URL(request.url);
  if (url.search) throw redirect(url.pathname, { status: 301, headers: { "Cache-Control": "public, max-age=86400" } });
  const content = context.get(contentContext);
  const key = params.file;
  let image = cache.get(key);
  if (!image) {
    image = await content.image(params.file);
    if (image) {
      if (cache.size >= MAX_CACHED_IMAGES) cache.delete(cache.keys().next().value ?? "");
      cache.set(key, image);
    }
  }
  if (!image)
    throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(Buffer.from(image.body), {
    headers: {
      "Content-Type": image.contentType,
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      // SVGs are images here, never documents that could run script.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    },
  });
}
