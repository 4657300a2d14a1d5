// A short highlighted note inside rich text: information or a warning.

import { CALLOUT_TONES, type CalloutTone } from "@casinolupa/domain";
import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { defineField, defineType } from "sanity";
import { listOptions } from "../fields";

const toneTitles: Record<CalloutTone, string> = { info: "Información", warning: "Advertencia" };

export const callout = defineType({
  name: "callout",
  title: "Aviso destacado",
  type: "object",
  icon: InfoOutlineIcon,
  description: "Un recuadro breve que destaca una idea o advierte de un riesgo.",
  fields: [
    defineField({
      name: "tone",
      title: "Tono",
      type: "string",
      description: "«Advertencia» para riesgos (pérdidas, condiciones); «Información» para consejos.",
      options: { list: listOptions(CALLOUT_TONES, toneTitles), layout: "radio", direction: "horizontal" },
      initialValue: "info",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "text",
      title: "Texto",
      type: "text",
      rows: 3,
      description: "Una o dos frases.",
      validation: (rule) => rule.required().max(400),
    }),
  ],
  preview: {
    select: { tone: "tone", text: "text" },
    prepare: ({ tone, text }) => ({
      title: text ?? "Aviso vacío",
      subtitle: toneTitles[tone as CalloutTone],
      media: InfoOutlineIcon,
    }),
  },
});
