// A labelled link, used for the footer's list of helpful links.

import { HREF_MESSAGE, isValidHref } from "@casinolupa/domain";
import { LinkIcon } from "@sanity/icons/Link";
import { defineField, defineType } from "sanity";

export const link = defineType({
  name: "link",
  title: "Enlace",
  type: "object",
  icon: LinkIcon,
  description: "Un enlace con texto: una ruta interna (/ayuda) o una dirección https://, mailto: o tel:.",
  fields: [
    defineField({
      name: "label",
      title: "Texto",
      type: "string",
      description: "Lo que lee el visitante.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "href",
      title: "Dirección",
      type: "string",
      description: "Por ejemplo /guia-juego-responsable o https://www.ordenacionjuego.es.",
      validation: (rule) =>
        rule.required().custom((value) => (value === undefined || isValidHref(value) ? true : HREF_MESSAGE)),
    }),
  ],
  preview: {
    select: { title: "label", subtitle: "href" },
    prepare: ({ title, subtitle }) => ({ title: title ?? "Enlace sin texto", subtitle, media: LinkIcon }),
  },
});
