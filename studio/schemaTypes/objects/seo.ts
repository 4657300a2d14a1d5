// Search and social metadata of a page; siteSettings.defaultSeo uses it as the site-wide fallback.

import { SEO_DESCRIPTION_MAX_LENGTH, SEO_DESCRIPTION_MIN_LENGTH, SEO_TITLE_MAX_LENGTH } from "@casinolupa/domain";
import { SearchIcon } from "@sanity/icons/Search";
import { defineArrayMember, defineField, defineType } from "sanity";
import { imageWithAltField } from "../fields";

export const seo = defineType({
  name: "seo",
  title: "SEO",
  type: "object",
  icon: SearchIcon,
  description:
    "Cómo aparece la página en Google y al compartirla. Título y descripción deben ser únicos en cada página.",
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: "title",
      title: "Título SEO",
      type: "string",
      description: `El título en los resultados de búsqueda y en la pestaña del navegador. Máximo ${SEO_TITLE_MAX_LENGTH} caracteres.`,
      validation: (rule) =>
        rule
          .required()
          .max(SEO_TITLE_MAX_LENGTH)
          .error(`El título SEO no puede superar ${SEO_TITLE_MAX_LENGTH} caracteres.`),
    }),
    defineField({
      name: "description",
      title: "Descripción SEO",
      type: "text",
      rows: 3,
      description: `El resumen bajo el título en Google. Entre ${SEO_DESCRIPTION_MIN_LENGTH} y ${SEO_DESCRIPTION_MAX_LENGTH} caracteres.`,
      validation: (rule) => [
        rule
          .required()
          .max(SEO_DESCRIPTION_MAX_LENGTH)
          .error(`La descripción SEO no puede superar ${SEO_DESCRIPTION_MAX_LENGTH} caracteres.`),
        rule
          .min(SEO_DESCRIPTION_MIN_LENGTH)
          .warning(
            `Una descripción de menos de ${SEO_DESCRIPTION_MIN_LENGTH} caracteres desaprovecha espacio en Google.`,
          ),
      ],
    }),
    defineField({
      name: "keywords",
      title: "Palabras clave",
      type: "array",
      description: "Términos de búsqueda principales de la página (etiqueta meta keywords).",
      of: [defineArrayMember({ type: "string" })],
      options: { layout: "tags" },
      validation: (rule) => rule.unique(),
    }),
    imageWithAltField({
      name: "image",
      title: "Imagen para compartir",
      description: "Imagen de 1200 × 630 px para redes sociales. Si falta, se usa la imagen por defecto del sitio.",
    }),
  ],
  preview: {
    select: { title: "title", subtitle: "description" },
    prepare: ({ title, subtitle }) => ({ title: title ?? "Sin título SEO", subtitle, media: SearchIcon }),
  },
});
