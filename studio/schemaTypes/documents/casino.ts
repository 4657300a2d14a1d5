// A casino operator: its rating, bonus terms, services, licences and review (docs/content-model.md). Its rank is not
// stored: the site computes it from the published ratings (docs/decisions/015-ranks-follow-the-score.md).

import {
  formatRating,
  isPaymentMethod,
  MIN_PROS_AND_CONS,
  PAYMENT_METHOD_NAMES,
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
import {
  httpsUrlRule,
  imageWithAltField,
  numberRule,
  reviewDateField,
  routeSlugField,
  VALIDATION_API_VERSION,
} from "../fields";
import { bonusFields } from "./casino/bonus-fields";
import { companyFields } from "./casino/company-fields";
import {
  ratingMatchesItsBreakdown,
  requiredWhenNotRanked,
  responsibleToolsWithinTheCap,
  safetyWithinTheCap,
} from "./casino/validation";

/** The languages an operator's customer support may answer in, as the review names them, most asked first. */
const SUPPORT_LANGUAGES = [
  "Español",
  "Inglés",
  "Catalán",
  "Euskera",
  "Gallego",
  "Portugués",
  "Francés",
  "Alemán",
  "Italiano",
] as const;

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
  description:
    "Un operador con licencia de la DGOJ: su nota, el bono y la reseña completa. El puesto lo da la nota; un operador «no clasificado» queda fuera del ranking.",
  groups: [
    { name: "review", title: "Reseña", default: true },
    { name: "rating", title: "Ranking y nota" },
    { name: "bonus", title: "Bono" },
    { name: "services", title: "Servicios y pagos" },
    { name: "company", title: "Empresa y licencias" },
    { name: "lists", title: "Juegos y seguridad" },
  ],
  fields: [
    defineField({
      name: "name",
      title: "Nombre",
      type: "string",
      description: "La marca tal como la escribe el operador (bet365, Codere, William Hill).",
      group: "review",
      validation: (rule) => rule.required(),
    }),
    defineField({ ...routeSlugField("name"), group: "review" }),
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
      name: "notRanked",
      title: "No clasificado",
      type: "boolean",
      description:
        "Márcalo si no podemos verificar la licencia del operador: sale de todos los rankings y listas, su enlace deja de llevar a su web y su página explica el motivo.",
      group: "rating",
      initialValue: false,
    }),
    defineField({
      name: "notRankedReason",
      title: "Motivo público de «no clasificado»",
      type: "text",
      rows: 3,
      description:
        "Lo que lee el visitante en la página del operador: qué no hemos podido comprobar y dónde lo buscamos, por ejemplo «Ninguna fuente pública que hayamos podido consultar nombra a la empresa que tiene su licencia».",
      group: "rating",
      hidden: ({ document }) => !document?.notRanked,
      validation: (rule) => rule.custom(requiredWhenNotRanked("Escribe el motivo que verá el visitante.")).max(600),
    }),
    defineField({
      name: "notRankedCheckedAt",
      title: "Comprobado el",
      type: "date",
      description: "El día en que buscamos la licencia sin poder verificarla. La página del operador lo muestra.",
      group: "rating",
      options: { dateFormat: "DD/MM/YYYY" },
      hidden: ({ document }) => !document?.notRanked,
      validation: (rule) => rule.custom(requiredWhenNotRanked("Indica el día en que lo comprobaste.")),
    }),
    defineField({
      name: "changeReason",
      title: "Motivo del cambio (opcional)",
      type: "string",
      description:
        "Una línea que el «Historial de cambios» público muestra junto a lo que cambie al publicar (nota, puesto, bono, licencia, sanciones o «no clasificado»), por ejemplo «El operador rebajó el requisito de apuesta el 20 de noviembre». Los cambios se registran solos; este motivo acompaña solo a los de la publicación en que lo escribes o lo cambias.",
      group: ["rating", "bonus", "company"],
      validation: (rule) => rule.max(160).warning("Cabe en una línea: 160 caracteres como mucho."),
    }),
    defineField({
      name: "rating",
      title: "Nota",
      type: "number",
      description:
        "Nota sobre 10 con un decimal: la media ponderada del desglose, con «Bonos justos» calculado a partir de las condiciones del bono. Se calcula sola; debajo se ve cómo cambia el puesto al publicar.",
      // Shown with the bonus terms too, so an edit there updates the rating (and shows the new rank) in the same draft.
      group: ["rating", "bonus"],
      components: { input: ComputedRatingInput },
      validation: (rule) =>
        numberRule(rule, { min: RATING_MIN, max: RATING_MAX, decimals: 1 }).custom(ratingMatchesItsBreakdown),
    }),
    defineField({
      name: "ratingBreakdown",
      title: "Desglose de la nota",
      type: "ratingBreakdown",
      description:
        "Las notas por apartado de las que sale la nota global. «Bonos justos» no aparece aquí porque no se elige: se calcula a partir del requisito de apuesta con la fórmula publicada en /como-puntuamos. «Seguridad y licencia» tiene un tope mientras el titular o los números de licencia estén «sin verificar», y «Juego responsable» durante tres años tras una multa por dejar jugar a personas con prohibición de acceso.",
      group: "rating",
      validation: (rule) => rule.required().custom(safetyWithinTheCap).custom(responsibleToolsWithinTheCap),
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
      validation: httpsUrlRule,
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
    defineField({
      name: "supportLanguages",
      title: "Idiomas de atención al cliente",
      type: "array",
      description:
        "Los idiomas en que atiende el servicio de atención al cliente, tal como los dice la página de ayuda o de contacto del operador; añade esa página en «Fuentes». Si el operador no lo dice en ninguna página, déjalo vacío: la reseña no mostrará nada.",
      group: "services",
      // The list on the member as well makes the generated type a union of the languages, not `string`.
      of: [defineArrayMember({ type: "string", options: { list: [...SUPPORT_LANGUAGES] } })],
      options: { list: SUPPORT_LANGUAGES.map((language) => ({ title: language, value: language })), layout: "grid" },
      validation: (rule) =>
        rule.unique().custom((languages: string[] | undefined) => {
          const unknown = (languages ?? []).filter(
            (language) => !SUPPORT_LANGUAGES.some((known) => known === language),
          );
          return unknown.length === 0 ? true : `Idiomas que no están en la lista: ${unknown.join(", ")}.`;
        }),
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
    defineField({
      name: "author",
      title: "Autor",
      type: "reference",
      description:
        "Quien firma la reseña y la revisó por última vez (el día de «Última revisión»). La reseña lo nombra y enlaza a su página.",
      to: [{ type: "author" }],
      group: "review",
      validation: (rule) => rule.required(),
    }),
  ],
  // A new review starts signed by the editorial team (the first author of kind «organization»), the committed
  // dataset's signature until real people are entered; the editor can choose another. Fields' own initial values
  // (services, «No clasificado») still apply.
  initialValue: async (_params, { getClient }) => {
    const team = await getClient({ apiVersion: VALIDATION_API_VERSION }).fetch<string | null>(
      '*[_type == "author" && kind == "organization" && !(_id in path("drafts.**"))] | order(_createdAt asc)[0]._id',
    );
    return team ? { author: { _type: "reference", _ref: team } } : {};
  },
  orderings: [
    {
      title: "Nota, de mayor a menor",
      name: "ratingDesc",
      by: [
        { field: "rating", direction: "desc" },
        { field: "ratingBreakdown.safety", direction: "desc" },
        { field: "name", direction: "asc" },
      ],
    },
    { title: "Nombre", name: "nameAsc", by: [{ field: "name", direction: "asc" }] },
  ],
  preview: {
    select: { name: "name", notRanked: "notRanked", rating: "rating", logo: "logo" },
    prepare: ({ name, notRanked, rating, logo }) => ({
      title: name ?? "Casino sin nombre",
      subtitle: notRanked
        ? "No clasificado"
        : typeof rating === "number"
          ? `Nota ${formatRating(rating)}/10`
          : "Sin nota",
      media: logo ?? DiamondIcon,
    }),
  },
});
