// One DGOJ licence held by a casino's licensee: its kind (general or singular) and the number the DGOJ gives it.
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField, defineType } from "sanity";

export const licenceNumber = defineType({
  name: "licenceNumber",
  title: "Número de licencia",
  type: "object",
  icon: DocumentTextIcon,
  description:
    "Una licencia general o singular de la DGOJ, tal como la lista el registro o las condiciones del operador.",
  fields: [
    defineField({
      name: "kind",
      title: "Licencia",
      type: "string",
      description: "Por ejemplo «General de Otros Juegos» o «Singular de Ruleta».",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "number",
      title: "Número",
      type: "string",
      description: "El número tal como figura, por ejemplo «75-11/GO/N0440809B/SGR» o «MAZ/2014/027».",
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: "kind", subtitle: "number" },
    prepare: ({ title, subtitle }) => ({ title: title ?? "Licencia sin tipo", subtitle, media: DocumentTextIcon }),
  },
});
