// A frequently asked question, placed on the home page, the help centre or the responsible-gambling guide.

import { FAQ_PLACEMENTS, type FaqPlacement } from "@casinolupa/domain";
import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineField, defineType, type Template } from "sanity";
import { listOptions } from "../fields";

export const faqPlacementTitles: Record<FaqPlacement, string> = {
  home: "Inicio",
  ayuda: "Centro de ayuda",
  guia: "Guía de juego responsable",
};

export const faq = defineType({
  name: "faq",
  title: "Pregunta frecuente",
  type: "document",
  icon: HelpCircleIcon,
  description: "Una pregunta con su respuesta, mostrada en el acordeón de la página elegida.",
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
    defineField({
      name: "placement",
      title: "Ubicación",
      type: "string",
      description: "En qué página aparece.",
      options: { list: listOptions(FAQ_PLACEMENTS, faqPlacementTitles), layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "order",
      title: "Orden",
      type: "number",
      description: "Posición dentro de su página: 1 va primero. Cada página muestra las 10 primeras.",
      validation: (rule) => rule.required().integer().min(1),
    }),
  ],
  orderings: [
    {
      title: "Ubicación y orden",
      name: "placementOrder",
      by: [
        { field: "placement", direction: "asc" },
        { field: "order", direction: "asc" },
      ],
    },
  ],
  preview: {
    select: { title: "question", placement: "placement", order: "order" },
    prepare: ({ title, placement, order }) => ({
      title: title ?? "Pregunta sin texto",
      subtitle: [faqPlacementTitles[placement as FaqPlacement], order && `n.º ${order}`].filter(Boolean).join(" · "),
      media: HelpCircleIcon,
    }),
  },
});

/**
 * "New question" from a placement's list in the structure starts with that placement filled in. Templates with
 * parameters never appear in the global create menu, so this adds no second "Pregunta frecuente" entry there.
 */
export const faqByPlacementTemplate: Template<{ placement: FaqPlacement }> = {
  id: "faq-by-placement",
  title: "Pregunta frecuente en una ubicación",
  schemaType: "faq",
  parameters: [{ name: "placement", type: "string" }],
  value: ({ placement }: { placement: FaqPlacement }) => ({ placement }),
};
