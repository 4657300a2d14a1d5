// A game guide or informational page (/ruleta-online, /slots-clasicos...), see docs/content-model.md.

import { GAME_CATEGORIES, GAME_CATEGORY_LABELS, type GameCategory } from "@casinolupa/domain";
import { JoystickIcon } from "@sanity/icons/Joystick";
import { defineArrayMember, defineField, defineType } from "sanity";
import { imageWithAltField, listOptions, pageTitleField, reviewDateField, routeSlugField } from "../fields";

export const gamePage = defineType({
  name: "gamePage",
  title: "Página de juego",
  type: "document",
  icon: JoystickIcon,
  description: "Una guía de un juego o una página informativa, publicada en /<slug>.",
  groups: [
    { name: "content", title: "Contenido", default: true },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    pageTitleField(),
    defineField({ ...routeSlugField("title"), group: "content" }),
    defineField({
      name: "navLabel",
      title: "Texto en el menú",
      type: "string",
      description: "Nombre corto para el menú «Juegos», por ejemplo «Ruleta». Si se deja vacío, se usa el título.",
      group: "content",
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: "category",
      title: "Categoría",
      type: "string",
      description: "El tipo de juego del que trata la página.",
      group: "content",
      options: { list: listOptions(GAME_CATEGORIES, GAME_CATEGORY_LABELS) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      group: "seo",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "intro",
      title: "Entradilla",
      type: "text",
      rows: 3,
      description: "Un párrafo breve bajo el título que resume la página.",
      group: "content",
      validation: (rule) => rule.required().max(500),
    }),
    defineField({
      ...imageWithAltField({
        name: "heroImage",
        title: "Imagen principal",
        description: "Opcional. Se muestra junto al título y en las tarjetas que enlazan a la página.",
      }),
      group: "content",
    }),
    defineField({
      name: "body",
      title: "Contenido",
      type: "richText",
      description: "La guía. Empieza por «Título 2»: el título de la página ya es el H1.",
      group: "content",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "ctas",
      title: "Botones",
      type: "array",
      description: "Botones al final de la guía. Cada uno lleva a un destino real (nunca un botón que no hace nada).",
      group: "content",
      of: [defineArrayMember({ type: "cta" })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      ...reviewDateField("lastReviewed", "Última revisión", "Cuándo se revisó el contenido por última vez."),
      group: "content",
    }),
  ],
  orderings: [
    { title: "Título", name: "titleAsc", by: [{ field: "title", direction: "asc" }] },
    {
      title: "Categoría",
      name: "categoryAsc",
      by: [
        { field: "category", direction: "asc" },
        { field: "title", direction: "asc" },
      ],
    },
  ],
  preview: {
    select: { title: "title", slug: "slug.current", category: "category", media: "heroImage" },
    prepare: ({ title, slug, category, media }) => ({
      title: title ?? "Página sin título",
      subtitle: [GAME_CATEGORY_LABELS[category as GameCategory], slug && `/${slug}`].filter(Boolean).join(" · "),
      media: media ?? JoystickIcon,
    }),
  },
});
