// A frequently asked question. Where it appears, and in which position, is said by the page's FAQ list
// (singletons/faq-list.ts), not by the question: one source for both (decision 021).

import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineField, defineType } from "sanity";

export const faq = defineType({
  name: "faq",
  title: "Pregunta frecuente",
  type: "document",
  icon: HelpCircleIcon,
  description:
    "Una pregunta con su respuesta. Aparece en las páginas cuya lista de preguntas la incluye (Preguntas frecuentes → la página).",
  fields: [
    defineField({
      name: "question",
      title: "Pregunta",
      type: "string",
      description: "Tal como la haría un visitante, con signos de interrogación: «¿Es legal jugar...?».",
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: "answer",
      title: "Respuesta",
      type: "richText",
      description: "Breve y directa; uno o dos párrafos.",
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: "Pregunta", name: "questionAsc", by: [{ field: "question", direction: "asc" }] }],
  preview: {
    select: { title: "question" },
    prepare: ({ title }) => ({ title: title ?? "Pregunta sin texto", media: HelpCircleIcon }),
  },
});
