// A long-form page made of sections: responsible-gambling guide, terms, privacy and help centre.
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineArrayMember, defineField, defineType } from "sanity";
import { pageTitleField, reviewDateField, routeSlugField } from "../fields";

export const page = defineType({
  name: "page",
  title: "Página",
  type: "document",
  icon: DocumentTextIcon,
  description: "Una página de texto por secciones (guía de juego responsable, términos, privacidad, ayuda).",
  groups: [
    { name: "content", title: "Contenido", default: true },
    { name: "seo", title: "SEO" },
  ],
  fields: [
    pageTitleField(),
    defineField({ ...routeSlugField("title"), group: "content" }),
    defineField({
      name: "seo",
      title: "SEO",
      type: "seo",
      group: "seo",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "intro",
      title: "Entradilla",
      type: "text",
      rows: 3,
      description: "Un párrafo breve bajo el título.",
      group: "content",
      validation: (rule) => rule.required().max(500),
    }),
    defineField({
      name: "sections",
      title: "Secciones",
      type: "array",
      description: "Los apartados de la página, en orden.",
      group: "content",
      of: [defineArrayMember({ type: "section" })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      ...reviewDateField(
        "lastUpdated",
        "Última actualización",
        "Se muestra al pie de la página («Última actualización: …»).",
      ),
      group: "content",
    }),
  ],
  preview: {
    select: { title: "title", slug: "slug.current" },
    prepare: ({ title, slug }) => ({
      title: title ?? "Página sin título",
      subtitle: slug ? `/${slug}` : undefined,
      media: DocumentTextIcon,
    }),
  },
});
