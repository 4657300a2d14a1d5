// sitemap.xml: every public page with the date its content last changed, on the configured canonical
// origin (never the request's host), so search engines index the same URLs the pages declare as canonical.
import { type SitemapQueryResult, sitemapQuery } from "@casinolupa/content";
import { content } from "../../content.server";
import { env } from "../../env.server";
import { absoluteUrl } from "../../lib/seo";

export type SitemapEntry = { loc: string; lastmod: string | null };

/** The newest of some ISO timestamps (they sort as strings), or null when there is none. */
function newest(...dates: (string | null | undefined)[]): string | null {
  return (
    dates
      .filter((date): date is string => Boolean(date))
      .sort()
      .at(-1) ?? null
  );
}

/**
 * Home and the comparison page list the casinos, so they change when any casino does; home also shows
 * the site settings (carousel, galleries). Every casino, game page and content page lives at `/<slug>`.
 */
export function sitemapEntries(result: SitemapQueryResult, origin: string): SitemapEntry[] {
  return [
    { loc: absoluteUrl(origin, "/"), lastmod: newest(result.casinosUpdated, result.home) },
    { loc: absoluteUrl(origin, "/comparacion"), lastmod: result.casinosUpdated },
    // A tool page written in code: it changes with the site settings' publishing rhythm at most.
    { loc: absoluteUrl(origin, "/calculadora-bonos"), lastmod: result.home },
    ...result.documents.map((document) => ({
      loc: absoluteUrl(origin, `/${document.slug}`),
      lastmod: document._updatedAt,
    })),
  ];
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod }) => {
    const lastmodTag = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmodTag}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export async function loader() {
  const result = await content.fetch(sitemapQuery);
  return new Response(sitemapXml(sitemapEntries(result, env.SITE_ORIGIN)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
