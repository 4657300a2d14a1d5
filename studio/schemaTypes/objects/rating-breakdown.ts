// The sub-scores editors give; with «Bonos justos», computed from the bonus terms and never stored, their weighted
// average gives the rating (see @casinolupa/domain).

import {
  EDITOR_RATING_CATEGORIES,
  RATING_CATEGORIES,
  RATING_MAX,
  RATING_MIN,
  RATING_WEIGHTS,
  type RatingCategory,
} from "@casinolupa/domain";
import { BarChartIcon } from "@sanity/icons/BarChart";
import { defineField, defineType } from "sanity";
import { numberRule } from "../fields";

const categoryTitles: Record<RatingCategory, { title: string; description: string }> = {
  safety: { title: "Seguridad y licencia", description: "Licencia, solvencia, verificación y protección de datos." },
  bonusFairness: {
    title: "Bonos justos",
    description:
      "No se elige: 10 − (requisito efectivo − 10) ÷ 5, donde el requisito efectivo son los euros a apostar por cada euro de bono (ver /como-puntuamos).",
  },
  payments: { title: "Pagos", description: "Métodos disponibles, importes mínimos y rapidez de las retiradas." },
  games: { title: "Juegos", description: "Variedad y calidad del catálogo y de los proveedores." },
  support: { title: "Atención al cliente", description: "Canales, horarios y calidad de las respuestas." },
  mobile: { title: "Móvil", description: "Aplicación y web móvil." },
  responsibleTools: {
    title: "Juego responsable",
    description: "Límites de depósito, autoexclusión, pausas e información de ayuda.",
  },
};

export const ratingBreakdown = defineType({
  name: "ratingBreakdown",
  title: "Desglose de la nota",
  type: "object",
  icon: BarChartIcon,
  description: `Notas de 0 a 10 (un decimal) por apartado; «Bonos justos» se calcula a partir del requisito de apuesta. La nota global es la media ponderada: ${RATING_CATEGORIES.map(
    (category) => `${categoryTitles[category].title} ${RATING_WEIGHTS[category]} %`,
  ).join(", ")}.`,
  options: { columns: 2 },
  fields: EDITOR_RATING_CATEGORIES.map((category) =>
    defineField({
      name: category,
      title: `${categoryTitles[category].title} (${RATING_WEIGHTS[category]} %)`,
      type: "number",
      description: categoryTitles[category].description,
      validation: (rule) => numberRule(rule, { min: RATING_MIN, max: RATING_MAX, decimals: 1 }),
    }),
  ),
  preview: {
    select: Object.fromEntries(EDITOR_RATING_CATEGORIES.map((category) => [category, category])),
    prepare: (scores) => ({
      title: EDITOR_RATING_CATEGORIES.every((category) => typeof scores[category] === "number")
        ? "Desglose completo"
        : "Desglose incompleto",
      media: BarChartIcon,
    }),
  },
});
