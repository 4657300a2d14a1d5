// The sitemap's files as the two sitemap routes serve them (server-only: it reads the content client).
import { type ContentClient, sitemapQuery } from "@casinolupa/content";
import { env } from "../env.server";
import { type SitemapEntry, sitemapEntries, sitemapParts } from "../routes/resources/sitemap";

/** Every sitemap file: `parts[0]` alone is /sitemap.xml; several are listed by an index there. */
export async function sitemapFiles(content: ContentClient): Promise<SitemapEntry[][]> {
  return sitemapParts(sitemapEntries(await content.fetch(sitemapQuery), env.SITE_ORIGIN));
}

export const xmlResponse = (body: string) =>
  new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
