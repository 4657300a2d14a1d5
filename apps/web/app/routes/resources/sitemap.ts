// sitemap.xml: every public page with the date its content last changed, on the configured canonical
// origin (never the request's host), so search engines index the same URLs the pages declare as canonical.
// One file: the protocol allows 50,000 URLs in it, and the site is built for about a thousand
// (docs/decisions/027-the-size-the-site-is-built-for.md).
import { type SitemapQueryResult, sitemapQuery } from "@casinolupa/content";
import { paymentMethodsWithPage, paymentPagePath } from "@casinolupa/domain";
import { href } from "react-router";
import { contentContext } from "../../context.server";
import { env } from "../../env.server";
import { absoluteUrl } from "../../lib/seo";
import type { Route } from "./+types/sitemap";

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
    { loc: absoluteUrl(origin, href("/comparacion")), lastmod: result.casinosUpdated },
    // Only a casino's publish can add a change.
    { loc: absoluteUrl(origin, href("/cambios")), lastmod: result.casinosUpdated },
    // A tool page written in code: it changes with the site settings' publishing rhythm at most.
    { loc: absoluteUrl(origin, href("/calculadora-bonos")), lastmod: result.home },
    ...result.documents.map((document) => ({
      loc: absoluteUrl(origin, href("/:slug", { slug: document.slug })),
      lastmod: document._updatedAt,
    })),
    // A payment page lists casinos and shows its own intro: it changes when either does. Only methods a ranked
    // casino accepts have a page.
    ...paymentMethodsWithPage(result.paymentMethods).map((method) => ({
      loc: absoluteUrl(origin, paymentPagePath(method)),
      lastmod: newest(result.casinosUpdated, result.paymentPages.find((page) => page.method === method)?._updatedAt),
    })),
    ...result.authors.map((author) => ({
      loc: absoluteUrl(origin, href("/autores/:slug", { slug: author.slug })),
      lastmod: newest(author._updatedAt, result.casinosUpdated),
    })),
  ];
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );
}

function urlLine({ loc, lastmod }: SitemapEntry): string {
  const lastmodTag = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmodTag}</url>`;
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(urlLine);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export async function loader({ context }: Route.LoaderArgs) {
  const result = await context.get(contentContext).fetch(sitemapQuery);
  return new Response(sitemapXml(sitemapEntries(result, env.SITE_ORIGIN)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
