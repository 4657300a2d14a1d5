// The one Portable Text shape used by every rich text field (game guides, page sections, FAQ answers).

import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { defineArrayMember, defineType } from "sanity";
import { externalLinkMark, internalLinkMark } from "./link-marks";

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
        annotations: [internalLinkMark, externalLinkMark],
      },
    }),
    defineArrayMember({ type: "table" }),
    defineArrayMember({ type: "callout" }),
  ],
});
