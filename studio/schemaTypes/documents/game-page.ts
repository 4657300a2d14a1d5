// A game guide or informational page (/ruleta-online, /slots-clasicos...), see docs/content-model.md.

import { GAME_CATEGORIES, GAME_CATEGORY_LABELS, type GameCategory } from "@casinolupa/domain";
import { JoystickIcon } from "@sanity/icons/Joystick";
import { defineField, defineType } from "sanity";
import { imageWithAltField, listOptions, PAGE_GROUPS, pageFields, requiredListField, reviewDateField } from "../fields";

export const gamePage = defineType({
  name: "gamePage",
  title: "Página de juego",
  type: "document",
  icon: JoystickIcon,
  description: "Una guía de un juego o una página informativa, publicada en /<slug>.",
  groups: PAGE_GROUPS,
  fields: [
    ...pageFields("Un párrafo breve bajo el título que resume la página.", [
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
    ]),
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
      ...requiredListField(
        "ctas",
        "Botones",
        "Botones al final de la guía. Cada uno lleva a un destino real (nunca un botón que no hace nada).",
        "cta",
      ),
      group: "content",
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
