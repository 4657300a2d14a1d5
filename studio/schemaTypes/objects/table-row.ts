// One row of a content table; the first row of a table is its header.
import { SplitHorizontalIcon } from "@sanity/icons/SplitHorizontal";
import { defineType } from "sanity";
import { requiredListField } from "../fields";

export const tableRow = defineType({
  name: "tableRow",
  title: "Fila",
  type: "object",
  icon: SplitHorizontalIcon,
  description: "Una fila de la tabla: una celda de texto por columna.",
  fields: [requiredListField("cells", "Celdas", "El texto de cada celda, de izquierda a derecha.", "string")],
  preview: {
    select: { cells: "cells" },
    prepare: ({ cells }) => ({
      title: Array.isArray(cells) && cells.length > 0 ? cells.join(" | ") : "Fila vacía",
      media: SplitHorizontalIcon,
    }),
  },
});
