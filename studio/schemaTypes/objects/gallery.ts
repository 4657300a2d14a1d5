// A titled grid of image cards on the home page.
import { ImagesIcon } from "@sanity/icons/Images";
import { defineField, defineType } from "sanity";
import { requiredListField } from "../fields";

export const gallery = defineType({
  name: "gallery",
  title: "Galería",
  type: "object",
  icon: ImagesIcon,
  description: "Una cuadrícula de tarjetas con imagen y título.",
  fields: [
    defineField({
      name: "heading",
      title: "Título",
      type: "string",
      description:
        "Título de la galería, por ejemplo «Juegos de mesa en directo»: mayúscula solo al principio y sin invitar a jugar.",
      validation: (rule) => rule.required(),
    }),
    requiredListField("cards", "Tarjetas", "Se muestran en dos columnas, en este orden.", "imageCard"),
  ],
  preview: {
    select: { title: "heading", cards: "cards", media: "cards.0.image" },
    prepare: ({ title, cards, media }) => ({
      title: title ?? "Galería sin título",
      subtitle: Array.isArray(cards) ? `${cards.length} tarjetas` : undefined,
      media: media ?? ImagesIcon,
    }),
  },
});
