// A numbered or titled section of a long page (terms, privacy, help centre, responsible-gambling guide).
import { StackCompactIcon } from "@sanity/icons/StackCompact";
import { defineField, defineType } from "sanity";

export const section = defineType({
  name: "section",
  title: "Sección",
  type: "object",
  icon: StackCompactIcon,
  description: "Un apartado de la página con su título (se muestra como H2) y su texto.",
  fields: [
    defineField({
      name: "heading",
      title: "Título",
      type: "string",
      description: "El título del apartado, por ejemplo «1. Aceptación de los términos».",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "body",
      title: "Texto",
      type: "richText",
      description: "Dentro de la sección, usa «Título 3» para subapartados.",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: "heading" },
    prepare: ({ title }) => ({ title: title ?? "Sección sin título", media: StackCompactIcon }),
  },
});
