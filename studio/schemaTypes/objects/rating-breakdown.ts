// The sub-scores behind a casino's rating; their weighted average must give the rating (see @casinolupa/domain).

import {
  expectedRating,
  formatRating,
  isCompleteBreakdown,
  RATING_CATEGORIES,
  RATING_MAX,
  RATING_MIN,
  RATING_WEIGHTS,
  type RatingCategory,
} from "@casinolupa/domain";
import { BarChartIcon } from "@sanity/icons/BarChart";
import { defineField, defineType } from "sanity";

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
  description: `Notas de 0 a 10 (un decimal) por apartado. La nota global es su media ponderada: ${RATING_CATEGORIES.map(
    (category) => `${categoryTitles[category].title} ${RATING_WEIGHTS[category]} %`,
  ).join(", ")}.`,
  options: { columns: 2 },
  fields: RATING_CATEGORIES.map((category) =>
    defineField({
      name: category,
      title: `${categoryTitles[category].title} (${RATING_WEIGHTS[category]} %)`,
      type: "number",
      description: categoryTitles[category].description,
      validation: (rule) => rule.required().min(RATING_MIN).max(RATING_MAX).precision(1),
    }),
  ),
  preview: {
    select: Object.fromEntries(RATING_CATEGORIES.map((category) => [category, category])),
    prepare: (scores) => ({
      title: isCompleteBreakdown(scores)
        ? `Media ponderada ${formatRating(expectedRating(scores))}/10`
        : "Desglose incompleto",
      media: BarChartIcon,
    }),
  },
});
