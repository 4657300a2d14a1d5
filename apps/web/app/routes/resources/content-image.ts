// Serves content images from our own origin, so visitors never contact another host:
// from the dataset's images folder by default, or fetched once from Sanity's image CDN and kept in memory.
import type { ContentClient } from "@casinolupa/content";
import { data } from "react-router";
import { contentContext } from "../../context.server";
import type { Route } from "./+types/content-image";

const MAX_CACHED_IMAGES = 200;
const cache = new Map<string, Awaited<ReturnType<ContentClient["image"]>>>();

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const width = Number(new URL(request.url).searchParams.get("w")) || undefined;
  const key = `${params.file}@${width ?? ""}`;
  let image = cache.get(key);
  if (!image) {
    image = await content.image(params.file, width);
    if (image) {
      if (cache.size >= MAX_CACHED_IMAGES) cache.delete(cache.keys().next().value ?? "");
      cache.set(key, image);
    }
  }
  if (!image) throw data(null, { status: 404 });
  return new Response(Buffer.from(image.body), {
    headers: {
      "Content-Type": image.contentType,
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      // SVGs are images here, never documents that could run script.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    },
  });
}
