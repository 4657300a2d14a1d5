// One line of the help centre's opening hours, e.g. "Lunes a viernes: 9:00-21:00".
import { CalendarIcon } from "@sanity/icons/Calendar";
import { defineField, defineType } from "sanity";

export const openingHours = defineType({
  name: "openingHours",
  title: "Horario",
  type: "object",
  icon: CalendarIcon,
  description: "Unos días y su horario de atención.",
  fields: [
    defineField({
      name: "days",
      title: "Días",
      type: "string",
      description: "Por ejemplo «Lunes a viernes» o «Domingo».",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "hours",
      title: "Horario",
      type: "string",
      description: "Por ejemplo «9:00-21:00» o «Cerrado».",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: "days", subtitle: "hours" },
    prepare: ({ title, subtitle }) => ({ title: title ?? "Días sin indicar", subtitle, media: CalendarIcon }),
  },
});
