// CasinoLupa's own contact channels and hours, shown in the help centre.
import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { defineArrayMember, defineField, defineType } from "sanity";

export const support = defineType({
  name: "support",
  title: "Atención al visitante",
  type: "object",
  icon: EnvelopeIcon,
  description: "Cómo contactar con CasinoLupa (no con los casinos) y en qué horario. Se muestra en el centro de ayuda.",
  fields: [
    defineField({
      name: "email",
      title: "Correo electrónico",
      type: "string",
      description: "El botón «Escríbenos» abre un correo a esta dirección.",
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: "phone",
      title: "Teléfono",
      type: "string",
      description:
        "Opcional: solo si CasinoLupa tiene un teléfono propio de atención. Nunca una línea de ayuda sobre el juego.",
      validation: (rule) =>
        rule
          .regex(/^\+?[0-9][0-9 ]{2,}$/, { name: "teléfono" })
          .error("Escribe solo cifras y espacios (y un «+» inicial si es internacional)."),
    }),
    defineField({
      name: "chatHours",
      title: "Horario del chat",
      type: "string",
      description: "Solo si hay un chat en directo atendido por personas; si no, déjalo vacío.",
    }),
    defineField({
      name: "emailResponse",
      title: "Plazo de respuesta por correo",
      type: "string",
      description: "Por ejemplo «Respondemos en menos de 24 horas».",
    }),
    defineField({
      name: "phoneHours",
      title: "Horario telefónico",
      type: "string",
      description: "Por ejemplo «Lunes a viernes de 9:00 a 18:00».",
    }),
    defineField({
      name: "openingHours",
      title: "Horario general",
      type: "array",
      description: "Una línea por grupo de días, en orden.",
      of: [defineArrayMember({ type: "openingHours" })],
    }),
  ],
  preview: {
    select: { title: "email", subtitle: "phone" },
    prepare: ({ title, subtitle }) => ({ title: title ?? "Sin correo", subtitle, media: EnvelopeIcon }),
  },
});
