// Who signs a casino review: a person or the editorial team. Each review names its author, each author has a page
// listing their reviews (/autores/<slug>), and the review's structured data names them as a Person or an
// Organization (docs/decisions/024-authors-and-payment-pages.md).
import { AUTHOR_KIND_LABELS, AUTHOR_KINDS } from "@casinolupa/domain";
import { UserIcon } from "@sanity/icons/User";
import { defineArrayMember, defineField, defineType } from "sanity";
import { httpsUrlRule, imageWithAltField, listOptions } from "../fields";

export const author = defineType({
  name: "author",
  title: "Autor",
  type: "document",
  icon: UserIcon,
  description:
    "Quien firma las reseñas: una persona con su nombre real o el equipo editorial. Su página lista las reseñas que firma.",
  fields: [
    defineField({
      name: "name",
      title: "Nombre",
      type: "string",
      description: "El nombre real de la persona, o el del equipo («Equipo editorial de CasinoLupa»).",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "slug",
      title: "Slug (URL)",
      type: "slug",
      description: "La dirección de su página: «equipo-editorial» se publica en /autores/equipo-editorial.",
      options: { source: "name", maxLength: 96 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "kind",
      title: "Tipo",
      type: "string",
      description:
        "Una persona o un equipo. Los datos estructurados de la reseña lo nombran como persona (Person) o como organización (Organization).",
      options: { list: listOptions(AUTHOR_KINDS, AUTHOR_KIND_LABELS), layout: "radio" },
      initialValue: "person",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "role",
      title: "Cargo",
      type: "string",
      description: "Qué hace en CasinoLupa, por ejemplo «Redactora de análisis de casinos».",
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: "bio",
      title: "Biografía breve",
      type: "text",
      rows: 3,
      description: "Dos o tres frases, solo con hechos comprobables: su experiencia y de qué se ocupa.",
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: "checks",
      title: "Qué comprueba",
      type: "array",
      description:
        "Lo que revisa en cada reseña, una cosa por línea (la licencia en el registro de la DGOJ, las condiciones del bono...).",
      of: [defineArrayMember({ type: "string" })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    imageWithAltField({
      name: "photo",
      title: "Foto",
      description: "Opcional. Una foto real de la persona; un equipo puede dejarla vacía.",
    }),
    defineField({
      name: "profileLinks",
      title: "Perfiles",
      type: "array",
      description: "Opcional. Sus perfiles públicos (LinkedIn, su web...), con https://.",
      of: [defineArrayMember({ type: "url", validation: httpsUrlRule })],
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: {
    select: { title: "name", subtitle: "role", media: "photo" },
    prepare: ({ title, subtitle, media }) => ({
      title: title ?? "Autor sin nombre",
      subtitle,
      media: media ?? UserIcon,
    }),
  },
});
