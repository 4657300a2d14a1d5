// A call-to-action button on a game page: to the comparison, to another page, or out to an operator.

import { CTA_TARGETS, type CtaTarget, ctaProblem, isInternalPath } from "@casinolupa/domain";
import { LaunchIcon } from "@sanity/icons/Launch";
import { defineField, defineType } from "sanity";
import { listOptions } from "../fields";

const targetTitles: Record<CtaTarget, string> = {
  comparison: "Comparativa (/comparacion)",
  operator: "Web del operador (enlace de afiliado)",
  page: "Otra página del sitio",
};

export const cta = defineType({
  name: "cta",
  title: "Botón de llamada a la acción",
  type: "object",
  icon: LaunchIcon,
  description:
    "Un botón que lleva a algún sitio real: la comparativa, otra página o la web de un operador (se abre en otra pestaña).",
  fields: [
    defineField({
      name: "label",
      title: "Texto del botón",
      type: "string",
      description: "Corto y concreto, por ejemplo «Ver la comparativa» o «Jugar en bet365».",
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: "target",
      title: "Destino",
      type: "string",
      description: "A dónde lleva el botón.",
      options: { list: listOptions(CTA_TARGETS, targetTitles), layout: "radio" },
      initialValue: "comparison",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "path",
      title: "Ruta interna",
      type: "string",
      description: "La página de destino, empezando por «/», por ejemplo /ruleta-online.",
      hidden: ({ parent }) => parent?.target !== "page",
      validation: (rule) =>
        rule.custom((value) =>
          value === undefined || isInternalPath(value) ? true : "La ruta debe empezar por «/» y no llevar espacios.",
        ),
    }),
    defineField({
      name: "casino",
      title: "Casino",
      type: "reference",
      description: "El operador al que lleva el botón; se usa su enlace de juego.",
      to: [{ type: "casino" }],
      hidden: ({ parent }) => parent?.target !== "operator",
    }),
  ],
  validation: (rule) => rule.custom((value) => ctaProblem(value) ?? true),
  preview: {
    select: { label: "label", target: "target", path: "path", casinoName: "casino.name" },
    prepare: ({ label, target, path, casinoName }) => ({
      title: label ?? "Botón sin texto",
      subtitle:
        target === "page" ? path : target === "operator" ? `Operador: ${casinoName ?? "sin elegir"}` : "/comparacion",
      media: LaunchIcon,
    }),
  },
});
