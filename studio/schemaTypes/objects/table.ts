// A simple data table inside rich text (payouts, odds, limits...). The first row is the header row.
import { ThListIcon } from "@sanity/icons/ThList";
import { defineArrayMember, defineField, defineType } from "sanity";

export const table = defineType({
  name: "table",
  title: "Tabla",
  type: "object",
  icon: ThListIcon,
  description: "Una tabla de datos. La primera fila es la cabecera; todas las filas tienen el mismo número de celdas.",
  fields: [
    defineField({
      name: "caption",
      title: "Título de la tabla",
      type: "string",
      description: "Describe el contenido para todos los lectores, por ejemplo «Pagos de la ruleta europea».",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "rows",
      title: "Filas",
      type: "array",
      description: "La primera fila es la cabecera.",
      of: [defineArrayMember({ type: "tableRow" })],
      validation: (rule) =>
        rule
          .required()
          .min(2)
          .error("Una tabla necesita la fila de cabecera y al menos una fila de datos.")
          .custom((rows: { cells?: string[] }[] | undefined) => {
            if (!rows || rows.length === 0) return true;
            const widths = new Set(rows.map((row) => row.cells?.length ?? 0));
            return widths.size <= 1 ? true : "Todas las filas deben tener el mismo número de celdas.";
          }),
    }),
  ],
  preview: {
    select: { caption: "caption", rows: "rows" },
    prepare: ({ caption, rows }) => ({
      title: caption ?? "Tabla sin título",
      subtitle: Array.isArray(rows) ? `${rows.length} filas` : undefined,
      media: ThListIcon,
    }),
  },
});
