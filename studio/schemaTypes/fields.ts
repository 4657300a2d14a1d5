// Field definitions that several document and object types share: route slugs, images with alt text, dates.

import { ROUTED_DOCUMENT_TYPES, SLUG_MAX_LENGTH, slugify, slugProblem } from "@casinolupa/domain";
import type { FieldDefinition, NumberRule, SlugIsUniqueValidator, TextRule, UrlRule } from "sanity";
import { defineArrayMember, defineField } from "sanity";

/** API version for the queries that custom validation runs against the dataset. */
export const VALIDATION_API_VERSION = "2025-02-19";

/**
 * Casinos, game pages and pages share the top-level URL space, so a slug must be unique across all three types,
 * not only within its own (Sanity's default check). `sanity::versionOf` excludes this document's own draft and
 * release versions.
 */
const isRouteSlugUnique: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context;
  if (!document) return true;
  const publishedId = document._id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
  const client = getClient({ apiVersion: VALIDATION_API_VERSION }).withConfig({ perspective: "raw" });
  return client.fetch<boolean>(
    "!defined(*[_type in $types && slug.current == $slug && !sanity::versionOf($published)][0]._id)",
    { types: [...ROUTED_DOCUMENT_TYPES], slug, published: publishedId },
    { signal: context.signal, tag: "validation.route-slug-is-unique" },
  );
};

/** The `title` field of a routed page: its H1. */
export function pageTitleField() {
  return defineField({
    name: "title",
    title: "Título",
    type: "string",
    description: "El título principal (H1) de la página.",
    group: "content",
    validation: (rule) => rule.required().max(90),
  });
}

/** The `slug` field of a routed document: its URL is `/<slug>`. */
export function routeSlugField(source: string) {
  return defineField({
    name: "slug",
    title: "Slug (URL)",
    type: "slug",
    description:
      "La dirección de la página: «ruleta-online» se publica en /ruleta-online. Solo minúsculas sin tildes, números y guiones. Cambiarlo rompe los enlaces existentes.",
    options: { source, maxLength: SLUG_MAX_LENGTH, slugify, isUnique: isRouteSlugUnique },
    validation: (rule) =>
      rule.required().custom((value, context) => {
        if (!value?.current) return true;
        return slugProblem(value.current, context.document?._type) ?? true;
      }),
  });
}

/** The two tabs of a page document: its content, and its SEO on a tab of its own. */
export const PAGE_GROUPS = [
  { name: "content", title: "Contenido", default: true },
  { name: "seo", title: "SEO" },
];

/**
 * The fields a page at /<slug> opens with: its title (the H1) and slug, then the fields its kind adds there
 * (`afterSlug`), its SEO and its intro, the short paragraph under the title (`introDescription` tells editors
 * what it is for).
 */
export function pageFields(introDescription: string, afterSlug: FieldDefinition[] = []) {
  return [
    pageTitleField(),
    defineField({ ...routeSlugField("title"), group: "content" }),
    ...afterSlug,
    defineField({ name: "seo", title: "SEO", type: "seo", group: "seo", validation: (rule) => rule.required() }),
    defineField({ ...introField(introDescription, (rule) => rule.required().max(500)), group: "content" }),
  ];
}

/** The intro ("Entradilla"): a few plain-text lines under the title, or at the top of an e-mail. */
export function introField(description: string, validation: (rule: TextRule) => TextRule, rows = 3) {
  return defineField({ name: "intro", title: "Entradilla", type: "text", rows, description, validation });
}

/** A list of one type that needs at least one item, in the order editors drag them into. */
export function requiredListField(name: string, title: string, description: string, itemType: string) {
  return defineField({
    name,
    title,
    type: "array",
    description,
    of: [defineArrayMember({ type: itemType })],
    validation: (rule) => rule.required().min(1),
  });
}

interface ImageFieldOptions {
  name: string;
  title: string;
  description: string;
  required?: boolean;
  hotspot?: boolean;
}

/** An image with a required Spanish alternative text (for screen readers and when the image fails to load). */
export function imageWithAltField({ name, title, description, required = false, hotspot = true }: ImageFieldOptions) {
  return defineField({
    name,
    title,
    type: "image",
    description,
    options: { hotspot },
    fields: [
      defineField({
        name: "alt",
        title: "Texto alternativo",
        type: "string",
        description:
          "Describe la imagen en español para quien no puede verla (lectores de pantalla). Ejemplo: «Logotipo de bet365».",
        validation: (rule) => rule.required().max(160),
      }),
    ],
    validation: (rule) => (required ? rule.required().assetRequired() : rule),
  });
}

/** A calendar date shown to visitors as "última revisión" / "última actualización". */
export function reviewDateField(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    type: "date",
    description,
    options: { dateFormat: "DD/MM/YYYY" },
    validation: (rule) => rule.required(),
  });
}

/** The options.list entries for a fixed set of values with Spanish titles. */
export function listOptions<const T extends string>(values: readonly T[], titles: Record<T, string>) {
  return values.map((value) => ({ value, title: titles[value] }));
}

/** The bounds of a number field; `decimals`: how many decimals it may have (0: a whole number). */
export type NumberBounds = { min?: number; max?: number; decimals?: number };

const formatNumber = (value: number) => String(value).replace(".", ",");

/**
 * A required number with its bounds in one rule, so that an empty field says only «Obligatorio» (not also every
 * bound, as chained `.min().max().integer()` do) and a typed value gets one message saying what is allowed.
 */
export function numberRule(rule: NumberRule, { min, max, decimals }: NumberBounds): NumberRule {
  return rule.required().custom((value) => {
    if (typeof value !== "number") return true;
    const range =
      min !== undefined && max !== undefined
        ? `entre ${formatNumber(min)} y ${formatNumber(max)}`
        : min !== undefined
          ? `de ${formatNumber(min)} o más`
          : `de ${formatNumber(max ?? 0)} o menos`;
    const step =
      decimals === 0
        ? "un número entero"
        : decimals
          ? `un número con ${decimals} ${decimals === 1 ? "decimal" : "decimales"} como mucho,`
          : "un número";
    const outOfRange = (min !== undefined && value < min) || (max !== undefined && value > max);
    const tooPrecise = decimals !== undefined && Math.round(value * 10 ** decimals) !== value * 10 ** decimals;
    return outOfRange || tooPrecise ? `Escribe ${step} ${range}.` : true;
  });
}

/** A required https:// address (an operator's site, a source, a sanction's report), with one Spanish message. */
export function httpsUrlRule(rule: UrlRule): UrlRule {
  return rule
    .required()
    .uri({ scheme: ["https"] })
    .error("Usa una dirección https:// completa.");
}
