// The sitemap's files as the two sitemap routes serve them (server-only: it reads the content client). Both are
// built once per content result, not per request: at a hundred times today's content the sitemap has 11,000
// URLs, and writing them took more than any page's render.
import { type ContentClient, type SitemapQueryResult, sitemapQuery } from "@casinolupa/content";
import { env } from "../env.server";
import { type SitemapEntry, sitemapEntries, sitemapParts, sitemapXml } from "../routes/resources/sitemap";

const partsByResult = new WeakMap<SitemapQueryResult, SitemapEntry[][]>();
const xmlByPart = new WeakMap<readonly SitemapEntry[], Uint8Array<ArrayBuffer>>();

/** Every sitemap file: `parts[0]` alone is /sitemap.xml; several are listed by an index there. */
export async function sitemapFiles(content: ContentClient): Promise<SitemapEntry[][]> {
  const result = await content.fetch(sitemapQuery);
  let parts = partsByResult.get(result);
  if (!parts) {
    parts = sitemapParts(sitemapEntries(result, env.SITE_ORIGIN));
    partsByResult.set(result, parts);
  }
  return parts;
}

/** The XML of one sitemap file, written (and encoded) once per file. */
export function sitemapPartXml(part: readonly SitemapEntry[]): Uint8Array<ArrayBuffer> {
  let xml = xmlByPart.get(part);
  if (xml === undefined) {
    xml = new TextEncoder().encode(sitemapXml(part));
    xmlByPart.set(part, xml);
  }
  return xml;
}

export const xmlResponse = (body: string | Uint8Array<ArrayBuffer>) =>
  new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
