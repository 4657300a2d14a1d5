// A help line for people with gambling problems, shown in the footer, the guide and the help centre.
import { HeartIcon } from "@sanity/icons/Heart";
import { defineField, defineType } from "sanity";

export const helpLine = defineType({
  name: "helpLine",
  title: "Línea de ayuda",
  type: "object",
  icon: HeartIcon,
  description:
    "Un teléfono de ayuda para problemas con el juego. Di siempre quién lo atiende: nunca es un teléfono de CasinoLupa.",
  fields: [
    defineField({
      name: "name",
      title: "Nombre",
      type: "string",
      description: "Quién atiende la línea, por ejemplo «Línea de ayuda de FEJAR y Jdigital».",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "phone",
      title: "Teléfono",
      type: "string",
      description: "Tal como se marca en España, con espacios para leerlo mejor: 900 533 025.",
      validation: (rule) =>
        rule
          .required()
          .regex(/^\+?[0-9][0-9 ]{2,}$/, { name: "teléfono" })
          .error("Escribe solo cifras y espacios (y un «+» inicial si es internacional)."),
    }),
    defineField({
      name: "hours",
      title: "Horario",
      type: "string",
      description:
        "Cuándo atiende, por ejemplo «24 horas, todos los días». Déjalo vacío si no lo has comprobado en una fuente oficial.",
    }),
    defineField({
      name: "description",
      title: "Descripción",
      type: "text",
      rows: 2,
      description: "Una frase sobre qué ofrece (gratuita, confidencial...).",
    }),
  ],
  preview: {
    select: { title: "name", phone: "phone", hours: "hours" },
    prepare: ({ title, phone, hours }) => ({
      title: title ?? "Línea sin nombre",
      subtitle: [phone, hours].filter(Boolean).join(" · "),
      media: HeartIcon,
    }),
  },
});
