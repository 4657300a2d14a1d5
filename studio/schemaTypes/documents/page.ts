// A long-form page made of sections: responsible-gambling guide, terms, privacy and help centre.
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineField, defineType } from "sanity";
import { PAGE_GROUPS, pageFields, requiredListField, reviewDateField } from "../fields";

export const page = defineType({
  name: "page",
  title: "Página",
  type: "document",
  icon: DocumentTextIcon,
  description: "Una página de texto por secciones (guía de juego responsable, términos, privacidad, ayuda).",
  groups: PAGE_GROUPS,
  fields: [
    ...pageFields("Un párrafo breve bajo el título."),
    defineField({
      ...requiredListField("sections", "Secciones", "Los apartados de la página, en orden.", "section"),
      group: "content",
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
