// A casino operator: its ranking, rating, bonus terms, services, licences and review (docs/content-model.md).

import {
  formatRating,
  isPaymentMethod,
  MIN_PROS_AND_CONS,
  PAYMENT_METHOD_NAMES,
  RANK_MAX,
  RANK_MIN,
  RATING_MAX,
  RATING_MIN,
  REVIEW_MAX_AGE_DAYS,
  reviewDue,
  SERVICE_LABELS,
  todayIso,
} from "@casinolupa/domain";
import { DiamondIcon } from "@sanity/icons/Diamond";
import { defineArrayMember, defineField, defineType } from "sanity";
import { ComputedRatingInput } from "../../components/computed-rating-input";
import { imageWithAltField, reviewDateField, routeSlugField } from "../fields";
import { bonusFields } from "./casino/bonus-fields";
import { companyFields } from "./casino/company-fields";
import { bonusFairnessFollowsTheFormula, ratingMatchesItsBreakdown, uniqueRank } from "./casino/validation";

/** A list of short texts (providers, games, languages...). */
function stringList(name: string, title: string, description: string, options: { min?: number; tags?: boolean } = {}) {
  const { min = 1, tags = false } = options;
  return defineField({
    name,
    title,
    type: "array",
    description,
    of: [defineArrayMember({ type: "string" })],
    options: tags ? { layout: "tags" } : undefined,
    validation: (rule) => rule.required().min(min).unique(),
  });
}
export const casino = defineType({
  name: "casino",
  title: "Casino",
  type: "document",
  icon: DiamondIcon,
  description: "Un operador con licencia de la DGOJ: su puesto en el ranking, su nota, el bono y la reseña completa.",
  groups: [
    { name: "review", title: "Reseña", default: true },
    { name: "rating", title: "Ranking y nota" },
    { name: "bonus", title: "Bono" },
    { name: "services", title: "Servicios y pagos" },
    { name: "company", title: "Empresa y licencias" },
    { name: "lists", title: "Juegos y seguridad" },
  ],
  fields: [
    defineField({ ...routeSlugField("name"), group: "review" }),
    defineField({
      name: "name",
      title: "Nombre",
      type: "string",
      description: "La marca tal como la escribe el operador (bet365, Codere, William Hill).",
      group: "review",
      validation: (rule) => rule.required(),
    }),
    defineField({
      ...imageWithAltField({
        name: "logo",
        title: "Logotipo",
        description: "El logotipo oficial, preferiblemente SVG sobre fondo transparente.",
        required: true,
        hotspot: false,
      }),
      group: "review",
    }),
    defineField({
      name: "rank",
      title: "Puesto",
      type: "number",
      description: "Posición en el ranking, del 1 (mejor) al 10. No puede repetirse entre casinos.",
      group: "rating",
      validation: (rule) => rule.required().integer().min(RANK_MIN).max(RANK_MAX).custom(uniqueRank),
    }),
    defineField({
      name: "rating",
      title: "Nota",
      type: "number",
      description:
        "Nota sobre 10 con un decimal: la media ponderada del desglose, redondeada a un decimal. Se calcula sola al cambiar una nota del desglose.",
      group: "rating",
      components: { input: ComputedRatingInput },
      validation: (rule) =>
        rule.required().min(RATING_MIN).max(RATING_MAX).precision(1).custom(ratingMatchesItsBreakdown),
    }),
    defineField({
      name: "ratingBreakdown",
      title: "Desglose de la nota",
      type: "ratingBreakdown",
      description:
        "Las notas por apartado de las que sale la nota global. «Bonos justos» no se elige: sale de la fórmula publicada en /como-puntuamos.",
      group: "rating",
      validation: (rule) => rule.required().custom(bonusFairnessFollowsTheFormula),
    }),
    defineField({
      name: "description",
      title: "Resumen del análisis",
      type: "text",
      rows: 4,
      description: "De dos a cuatro frases con la opinión del equipo: lo mejor, lo peor y para quién es.",
      group: "review",
      validation: (rule) => rule.required().max(700),
    }),
    ...bonusFields,
    defineField({
      name: "withdrawalTime",
      title: "Tiempo de procesamiento de las retiradas",
      type: "withdrawalTime",
      description: "Lo que tarda el operador en procesar una retirada, sin el plazo del método de pago.",
      group: "services",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "playUrl",
      title: "Enlace para jugar",
      type: "url",
      description:
        "La web española del operador (https://). Se abre en otra pestaña como enlace de afiliado (rel=sponsored).",
      group: "services",
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ["https"] })
          .error("Usa una dirección https:// completa."),
    }),
    defineField({
      name: "sportsbook",
      title: SERVICE_LABELS.sportsbook,
      type: "boolean",
      description: "Ofrece apuestas deportivas con la misma cuenta.",
      group: "services",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "casino",
      title: "Casino",
      type: "boolean",
      description: "Ofrece juegos de casino (tragaperras, ruleta, blackjack...).",
      group: "services",
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "liveDealer",
      title: SERVICE_LABELS.liveDealer,
      type: "boolean",
      description: "Mesas con crupier en directo.",
      group: "services",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "mobileApp",
      title: SERVICE_LABELS.mobileApp,
      type: "boolean",
      description: "App propia para iOS o Android (no solo web móvil).",
      group: "services",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "paymentMethods",
      title: "Métodos de pago",
      type: "array",
      description: "Solo los de la lista. La comparativa muestra los cuatro primeros, en este orden.",
      group: "services",
      // The list on the member as well makes the generated type a union of the eleven names, not `string`.
      of: [defineArrayMember({ type: "string", options: { list: [...PAYMENT_METHOD_NAMES] } })],
      options: { list: PAYMENT_METHOD_NAMES.map((method) => ({ title: method, value: method })), layout: "grid" },
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .unique()
          .custom((methods: string[] | undefined) => {
            const unknown = (methods ?? []).filter((method) => !isPaymentMethod(method));
            return unknown.length === 0 ? true : `Métodos de pago no admitidos: ${unknown.join(", ")}.`;
          }),
    }),
    defineField({
      name: "support",
      title: "Atención al cliente",
      type: "string",
      description: "Canales del operador, por ejemplo «Chat en directo, correo electrónico y teléfono».",
      group: "services",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "customerSupportHours",
      title: "Horario de atención",
      type: "string",
      description: "Por ejemplo «Chat las 24 horas, todos los días».",
      group: "services",
      validation: (rule) => rule.required(),
    }),
    ...companyFields,
    stringList("gameProviders", "Proveedores de juegos", "Estudios cuyos juegos ofrece el casino.", { tags: true }),
    stringList("softwareProviders", "Proveedores de software", "Plataformas destacadas en la reseña.", { tags: true }),
    stringList("popularGames", "Juegos populares", "Títulos destacados en la reseña.", { tags: true }),
    stringList("securityFeatures", "Seguridad", "Medidas de seguridad y de juego responsable, una por línea."),
    stringList("languages", "Idiomas", "Idiomas de la web y de la atención al cliente.", { tags: true }),
    stringList("currencies", "Divisas", "Códigos de divisa, por ejemplo EUR.", { tags: true }),
    stringList("restrictedCountries", "Restricciones geográficas", "Países o condiciones de residencia excluidos."),
    stringList("pros", "Ventajas", `Al menos ${MIN_PROS_AND_CONS}. La comparativa muestra las tres primeras.`, {
      min: MIN_PROS_AND_CONS,
    }),
    stringList("cons", "Desventajas", `Al menos ${MIN_PROS_AND_CONS}. La comparativa muestra las tres primeras.`, {
      min: MIN_PROS_AND_CONS,
    }),
    defineField({
      ...reviewDateField(
        "lastReviewed",
        "Última revisión",
        `El día en que se volvió a comprobar la reseña entera (bono, pagos, empresa), no el de publicación. Pasados ${REVIEW_MAX_AGE_DAYS} días, la reseña avisa de que las condiciones pueden haber cambiado.`,
      ),
      group: "review",
      validation: (rule) => [
        rule
          .required()
          .custom((date: string | undefined) =>
            date && date > todayIso() ? "La fecha de revisión no puede ser futura." : true,
          ),
        rule
          .custom((date: string | undefined) =>
            date && reviewDue(date, todayIso())
              ? `Revisada hace más de ${REVIEW_MAX_AGE_DAYS} días: la reseña muestra un aviso hasta que se vuelva a comprobar.`
              : true,
          )
          .warning(),
      ],
    }),
  ],
  orderings: [
    { title: "Puesto", name: "rankAsc", by: [{ field: "rank", direction: "asc" }] },
    { title: "Nota, de mayor a menor", name: "ratingDesc", by: [{ field: "rating", direction: "desc" }] },
    { title: "Nombre", name: "nameAsc", by: [{ field: "name", direction: "asc" }] },
  ],
  preview: {
    select: { name: "name", rank: "rank", rating: "rating", logo: "logo" },
    prepare: ({ name, rank, rating, logo }) => ({
      title: `#${rank ?? "?"} ${name ?? "Casino sin nombre"}`,
      subtitle: typeof rating === "number" ? `Nota ${formatRating(rating)}/10` : "Sin nota",
      media: logo ?? DiamondIcon,
    }),
  },
});
