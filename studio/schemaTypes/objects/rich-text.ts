// The one Portable Text shape used by every rich text field (game guides, page sections, FAQ answers).

import { HREF_MESSAGE, isValidHref } from "@casinolupa/domain";
import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { LinkIcon } from "@sanity/icons/Link";
import { defineArrayMember, defineField, defineType } from "sanity";

export const richText = defineType({
  name: "richText",
  title: "Texto enriquecido",
  type: "array",
  icon: BlockContentIcon,
  description:
    "Párrafos, títulos desde H2 (el título de la página es el H1), listas, citas, enlaces, tablas y avisos destacados.",
  of: [
    defineArrayMember({
      type: "block",
      styles: [
        { title: "Normal", value: "normal" },
        { title: "Título 2", value: "h2" },
        { title: "Título 3", value: "h3" },
        { title: "Cita", value: "blockquote" },
      ],
      lists: [
        { title: "Viñetas", value: "bullet" },
        { title: "Numerada", value: "number" },
      ],
      marks: {
        decorators: [
          { title: "Negrita", value: "strong" },
          { title: "Cursiva", value: "em" },
        ],
        annotations: [
          defineArrayMember({
            name: "link",
            title: "Enlace",
            type: "object",
            icon: LinkIcon,
            fields: [
              defineField({
                name: "href",
                title: "Dirección",
                type: "url",
                description:
                  "https://… para webs externas (se abren en otra pestaña), mailto: o tel:, o una ruta interna como /comparacion.",
                validation: (rule) =>
                  rule.required().custom((value) => (value === undefined || isValidHref(value) ? true : HREF_MESSAGE)),
              }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({ type: "table" }),
    defineArrayMember({ type: "callout" }),
  ],
});
