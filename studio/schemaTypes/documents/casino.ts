// A casino operator: its ranking, rating, bonus terms, services, licences and review (docs/content-model.md).

import {
  bonusFairnessScore,
  effectiveWageringMultiple,
  expectedRating,
  formatMultiple,
  formatRating,
  isCompleteBreakdown,
  isPaymentMethod,
  type LicenceLike,
  licencesProblem,
  MIN_PROS_AND_CONS,
  nothingVerified,
  OPERATOR_FACT_LABELS,
  OPERATOR_FACTS,
  type OperatorFact,
  PAYMENT_METHOD_NAMES,
  RANK_MAX,
  RANK_MIN,
  RATING_MAX,
  RATING_MIN,
  REVIEW_MAX_AGE_DAYS,
  ratingMatchesBreakdown,
  reviewDue,
  SERVICE_LABELS,
  todayIso,
  WAGERING_BASES,
  type WageringBase,
} from "@casinolupa/domain";
import { DiamondIcon } from "@sanity/icons/Diamond";
import { defineArrayMember, defineField, defineType, type ValidationContext } from "sanity";
import { ComputedRatingInput } from "../../components/computed-rating-input";
import { imageWithAltField, listOptions, reviewDateField, routeSlugField, VALIDATION_API_VERSION } from "../fields";

const wageringBaseTitles: Record<WageringBase, string> = {
  bonus: "Solo el bono",
  bonusDeposit: "Bono + depósito",
};

/**
 * Each rank belongs to one casino. Compares with the other casinos' published documents only: this casino's own
 * draft and versions, and drafts of others (which may be mid-reshuffle), do not count.
 */
async function uniqueRank(rank: number | undefined, context: ValidationContext) {
  if (typeof rank !== "number" || !context.document) return true;
  const publishedId = context.document._id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
  const client = context.getClient({ apiVersion: VALIDATION_API_VERSION }).withConfig({ perspective: "published" });
  const holder = await client.fetch<string | null>(
    `*[_type == "casino" && rank == $rank && _id != $publishedId][0].name`,
    { rank, publishedId },
    { signal: context.signal, tag: "validation.casino-rank-is-unique" },
  );
  return holder ? `El puesto ${rank} ya es de ${holder}. Cada casino necesita un puesto distinto del 1 al 10.` : true;
}

/** The rating must be what the sub-scores give, so the number and the breakdown never disagree on the site. */
function ratingMatchesItsBreakdown(rating: number | undefined, context: ValidationContext) {
  const breakdown = (context.document as { ratingBreakdown?: Record<string, unknown> } | undefined)?.ratingBreakdown;
  if (typeof rating !== "number" || !isCompleteBreakdown(breakdown)) return true;
  if (ratingMatchesBreakdown(rating, breakdown)) return true;
  return `La nota ${formatRating(rating)} no coincide con el desglose: su media ponderada redondeada es ${formatRating(
    expectedRating(breakdown),
  )}. Ajusta la nota o las notas del desglose.`;
}

/** The operator facts the editor has marked «sin verificar» on this document. */
function unverifiedFacts(context: ValidationContext): Set<string> {
  return new Set((context.document as { unverified?: string[] } | undefined)?.unverified ?? []);
}

/** Required unless the editor has marked the fact «sin verificar» (then the review says so instead). */
function requiredUnlessUnverified(fact: OperatorFact, message: string) {
  return (value: unknown, context: ValidationContext) => {
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === "string" && !value.trim()) ||
      (Array.isArray(value) && value.length === 0);
    return empty && !unverifiedFacts(context).has(fact) ? message : true;
  };
}

/** «Bonos justos» is the published formula applied to the effective multiple, so the editor cannot pick it. */
function bonusFairnessFollowsTheFormula(breakdown: { bonusFairness?: number } | undefined, context: ValidationContext) {
  const casino = context.document as
    | { wageringRequirement?: number; wageringBase?: WageringBase; bonusMatchPercent?: number }
    | undefined;
  const { wageringRequirement, wageringBase, bonusMatchPercent } = casino ?? {};
  if (
    typeof breakdown?.bonusFairness !== "number" ||
    typeof wageringRequirement !== "number" ||
    !wageringBase ||
    typeof bonusMatchPercent !== "number"
  ) {
    return true;
  }
  const multiple = effectiveWageringMultiple({ wageringRequirement, wageringBase, bonusMatchPercent });
  const expected = bonusFairnessScore(multiple);
  return Math.abs(breakdown.bonusFairness - expected) < 1e-9
    ? true
    : `«Bonos justos» debe ser ${formatRating(expected)}: el requisito equivale a ${formatMultiple(multiple)} del bono y la fórmula publicada da esa nota.`;
}

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
    defineField({
      name: "bonus",
      title: "Bono (titular)",
      type: "string",
      description: "El bono en pocas palabras, por ejemplo «100 % hasta 100 €».",
      group: "bonus",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: "welcomeBonus",
      title: "Bono de bienvenida",
      type: "text",
      rows: 3,
      description:
        "La oferta en una o dos frases con sus condiciones clave (ingreso mínimo, requisito de apuesta, plazo).",
      group: "bonus",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "bonusAmount",
      title: "Importe máximo del bono (€)",
      type: "number",
      description: "En euros; lo usa la calculadora de requisitos de apuesta.",
      group: "bonus",
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: "bonusMatchPercent",
      title: "Porcentaje del bono (%)",
      type: "number",
      description: "Qué porcentaje del ingreso se añade como bono, por ejemplo 100.",
      group: "bonus",
      validation: (rule) => rule.required().min(0).max(500),
    }),
    defineField({
      name: "minDeposit",
      title: "Ingreso mínimo (€)",
      type: "number",
      description: "El menor ingreso que acepta el operador, en euros.",
      group: "bonus",
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: "wageringRequirement",
      title: "Requisito de apuesta (x)",
      type: "number",
      description: "Cuántas veces hay que apostar el importe de referencia; 35 significa ×35.",
      group: "bonus",
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: "wageringBase",
      title: "Base del requisito",
      type: "string",
      description: "Sobre qué se aplica el requisito de apuesta.",
      group: "bonus",
      options: { list: listOptions(WAGERING_BASES, wageringBaseTitles), layout: "radio", direction: "horizontal" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "maxBet",
      title: "Apuesta máxima con bono (€)",
      type: "number",
      description: "Lo máximo que se puede apostar por jugada mientras el bono está activo, en euros.",
      group: "bonus",
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: "bonusValidityDays",
      title: "Plazo del bono (días)",
      type: "number",
      description: "Días para cumplir el requisito de apuesta.",
      group: "bonus",
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: "withdrawalTime",
      title: "Tiempo de retirada",
      type: "withdrawalTime",
      description: "Plazo habitual de las retiradas.",
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
    defineField({
      name: "established",
      title: "Año de fundación",
      type: "string",
      description: "Año con cuatro cifras, por ejemplo 2000.",
      group: "company",
      validation: (rule) =>
        rule
          .required()
          .regex(/^(19|20)\d{2}$/, { name: "año" })
          .error("Escribe un año, por ejemplo 2000."),
    }),
    defineField({
      name: "licensee",
      title: OPERATOR_FACT_LABELS.licensee,
      type: "string",
      description:
        "La sociedad que tiene la licencia de la DGOJ, tal como figura en el registro o en las condiciones del operador (por ejemplo «WHG Ceuta, S.A.»).",
      group: "company",
      validation: (rule) =>
        rule.custom(
          requiredUnlessUnverified("licensee", "Escribe el titular de la licencia o márcalo «sin verificar»."),
        ),
    }),
    defineField({
      name: "licenceNumbers",
      title: OPERATOR_FACT_LABELS.licenceNumbers,
      type: "array",
      description: "Las licencias generales y singulares de la DGOJ con su número, una por fila.",
      group: "company",
      of: [defineArrayMember({ type: "licenceNumber" })],
      validation: (rule) =>
        rule.custom(
          requiredUnlessUnverified(
            "licenceNumbers",
            "Añade los números de licencia de la DGOJ o márcalos «sin verificar».",
          ),
        ),
    }),
    defineField({
      name: "owner",
      title: OPERATOR_FACT_LABELS.owner,
      type: "string",
      description: "El grupo empresarial al que pertenece el titular (por ejemplo «evoke plc»).",
      group: "company",
      validation: (rule) =>
        rule.custom(requiredUnlessUnverified("owner", "Escribe el grupo propietario o márcalo «sin verificar».")),
    }),
    defineField({
      name: "unverified",
      title: "Datos sin verificar",
      type: "array",
      description:
        "Marca lo que no has podido comprobar en una fuente pública: la reseña lo mostrará como «sin verificar» en lugar de darlo por cierto.",
      group: "company",
      of: [defineArrayMember({ type: "string", options: { list: listOptions(OPERATOR_FACTS, OPERATOR_FACT_LABELS) } })],
      options: { list: listOptions(OPERATOR_FACTS, OPERATOR_FACT_LABELS), layout: "grid" },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "sanctions",
      title: "Sanciones públicas",
      type: "array",
      description: "Multas firmes publicadas contra el titular, con fecha, importe y fuente. Vacío si no hay ninguna.",
      group: "company",
      of: [defineArrayMember({ type: "sanction" })],
    }),
    defineField({
      name: "sources",
      title: "Fuentes",
      type: "array",
      description:
        "Las páginas públicas que respaldan los datos del operador, cada una con el día en que se consultó. La reseña las muestra en «Fuentes».",
      group: "company",
      of: [defineArrayMember({ type: "source" })],
      validation: (rule) =>
        rule.custom((sources: unknown[] | undefined, context) =>
          (sources?.length ?? 0) > 0 || nothingVerified({ unverified: [...unverifiedFacts(context)] })
            ? true
            : "Añade al menos una fuente con su fecha de consulta.",
        ),
    }),
    defineField({
      name: "licences",
      title: "Licencias",
      type: "array",
      description: "Exactamente una licencia de la DGOJ (obligatoria) y, si las hay, otras como Malta o Gibraltar.",
      group: "company",
      of: [defineArrayMember({ type: "licence" })],
      validation: (rule) =>
        rule.required().custom((licences: LicenceLike[] | undefined) => licencesProblem(licences) ?? true),
    }),
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
