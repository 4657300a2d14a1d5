// An outside organisation the footer and the help pages point to (ministry, regulator, help associations).
import { EarthGlobeIcon } from "@sanity/icons/EarthGlobe";
import { defineField, defineType } from "sanity";
import { httpsUrlRule } from "../fields";

export const externalResource = defineType({
  name: "externalResource",
  title: "Recurso externo",
  type: "object",
  icon: EarthGlobeIcon,
  description: "Una organización externa de referencia; el enlace se abre en otra pestaña.",
  fields: [
    defineField({
      name: "label",
      title: "Nombre",
      type: "string",
      description: "Por ejemplo «Dirección General de Ordenación del Juego».",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "href",
      title: "Dirección web",
      type: "url",
      description: "La web oficial, con https://.",
      validation: httpsUrlRule,
    }),
    defineField({
      name: "description",
      title: "Descripción",
      type: "text",
      rows: 2,
      description: "Una frase sobre qué ofrece.",
    }),
  ],
  preview: {
    select: { title: "label", subtitle: "href" },
    prepare: ({ title, subtitle }) => ({ title: title ?? "Recurso sin nombre", subtitle, media: EarthGlobeIcon }),
  },
});
