// Page metadata in one place: title, description, keywords, canonical URL, Open Graph and Twitter tags,
// robots, and JSON-LD structured data. Every route's `meta` export builds its tags with `pageMeta`.
import { authorSchemaType } from "@casinolupa/domain";
import type { MetaDescriptor } from "react-router";
import { shellData } from "./shell";

export const SITE_NAME = "CasinoLupa";
export const DEFAULT_SHARE_IMAGE = { url: "/images/og-default.jpg", width: 1200, height: 630 };

export type PageMetaInput = {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  keywords?: readonly string[] | null;
  /** The path of this page, e.g. "/bet365"; the canonical URL is built on the configured origin. */
  path: string;
  origin: string;
  image?: { url: string; width: number; height: number; alt?: string | null } | null;
  ogType?: "website" | "article";
  robots?: string;
  structuredData?: readonly Record<string, unknown>[];
};

/** The origin canonical URLs are built on, as the layout loader read it; the production origin until that has run. */
export function siteOrigin(matches: Parameters<typeof shellData>[0]): string {
  return shellData(matches)?.origin ?? "https://www.casinolupa.es";
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.title.includes(SITE_NAME) ? input.title : `${input.title} | ${SITE_NAME}`;
  const canonical = absoluteUrl(input.origin, input.path);
  const image = input.image ?? DEFAULT_SHARE_IMAGE;
  const imageUrl = absoluteUrl(input.origin, image.url);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { name: "robots", content: input.robots ?? "index, follow" },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "es_ES" },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (input.keywords?.length) tags.push({ name: "keywords", content: input.keywords.join(", ") });
  if ("alt" in image && image.alt) {
    tags.push({ property: "og:image:alt", content: image.alt }, { name: "twitter:image:alt", content: image.alt });
  }
  for (const data of input.structuredData ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** The publisher of everything we write, for structured data. */
export function organization(origin: string) {
  return {
    "@type": "Organization",
    "@id": absoluteUrl(origin, "/#organization"),
    name: SITE_NAME,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, "/favicon.svg"),
  };
}

export function breadcrumbs(origin: string, trail: readonly { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/**
 * Structured data for a page of ours that is not about one casino or game: a WebPage of the site, published by us,
 * and its breadcrumb trail from home.
 */
export function webPageJsonLd(
  origin: string,
  page: { name: string; description: string; path: string; dateModified?: string },
) {
  return [
    {
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: page.name,
      description: page.description,
      url: absoluteUrl(origin, page.path),
      inLanguage: "es-ES",
      isPartOf: { "@id": absoluteUrl(origin, "/#website") },
      publisher: organization(origin),
      ...(page.dateModified ? { dateModified: page.dateModified } : {}),
    },
    breadcrumbs(origin, [
      { name: "Inicio", path: "/" },
      { name: page.name, path: page.path },
    ]),
  ];
}

/** Who signs a review, for structured data: a Person, or the team as an Organization, with the page about them. */
export function authorJsonLd(origin: string, author: { name: string; slug: string; kind: string } | null | undefined) {
  if (!author) return organization(origin);
  return {
    "@type": authorSchemaType(author.kind),
    name: author.name,
    url: absoluteUrl(origin, `/autores/${author.slug}`),
  };
}
