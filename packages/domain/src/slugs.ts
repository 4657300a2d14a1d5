// Slugs: the last part of a document's URL (/ruleta-online), shared by casinos, game pages and pages.
import { reservedSlugsFor } from "./routes.ts";

/** Lowercase words of a-z and 0-9 joined by single hyphens: `ruleta-online`, `bet365`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 96;

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}

/**
 * Returns a Spanish message when `slug` cannot be the route of a document of `type`, or `undefined` when it can.
 * Without a type, every static route is refused.
 */
export function slugProblem(slug: string | null | undefined, type?: string): string | undefined {
  if (!slug) return "Falta el slug.";
  if (slug.length > SLUG_MAX_LENGTH) return `El slug no puede superar ${SLUG_MAX_LENGTH} caracteres.`;
  if (!SLUG_PATTERN.test(slug)) {
    return "Usa solo minúsculas sin tildes, números y guiones simples (por ejemplo, ruleta-online).";
  }
  if (reservedSlugsFor(type).includes(slug)) {
    return `«${slug}» es una ruta reservada del sitio; elige otro slug.`;
  }
  return undefined;
}

/** Turns a title into a valid slug: "Ruleta Online España" -> "ruleta-online-espana". */
export function slugify(input: string): string {
  return input
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, "");
}
