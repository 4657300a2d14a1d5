// A picture card with a title that links somewhere (home carousel and galleries).

import { HREF_MESSAGE, isValidHref } from "@casinolupa/domain";
import { ImageIcon } from "@sanity/icons/Image";
import { defineField, defineType } from "sanity";
import { imageWithAltField } from "../fields";

export const imageCard = defineType({
  name: "imageCard",
  title: "Tarjeta con imagen",
  type: "object",
  icon: ImageIcon,
  description: "Una imagen con título que enlaza a una página del sitio.",
  fields: [
    imageWithAltField({
      name: "image",
      title: "Imagen",
      description: "Imagen apaisada; el punto de interés decide el recorte.",
      required: true,
    }),
    defineField({
      name: "title",
      title: "Título",
      type: "string",
      description:
        "Se muestra sobre la imagen, por ejemplo «Tragaperras clásicas» (en minúscula salvo la primera palabra).",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "link",
      title: "Enlace",
      type: "string",
      description: "A dónde lleva la tarjeta: normalmente una ruta interna como /slots-clasicos.",
      validation: (rule) =>
        rule.required().custom((value) => (value === undefined || isValidHref(value) ? true : HREF_MESSAGE)),
    }),
  ],
  preview: {
    select: { title: "title", subtitle: "link", media: "image" },
  },
});
