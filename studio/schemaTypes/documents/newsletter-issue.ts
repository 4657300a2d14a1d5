// The «Boletín»: the e-mail the site sends to every confirmed subscriber, once. The editor writes its subject and a
// short intro and picks the period; the site fills the body from the change log and the guides of that period
// (the «Correo» view shows it as readers will get it). Publishing is the editor's approval: the site's webhook
// queues the issue once, and a later publish of the same issue sends nothing (docs/content-model.md).
import { copyProblems, madridDay } from "@casinolupa/domain";
import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { defineField, defineType } from "sanity";
import { NewsletterIssueForm } from "../../components/newsletter/issue-form";
import { introField, VALIDATION_API_VERSION } from "../fields";
import { initialPeriod, periodEndProblem, periodStartProblem, spanishDate } from "./newsletter-issue/period";

/** The end of the latest issue's period, published or not: a new issue starts the day after it. */
const lastPeriodEndQuery = `*[_type == "newsletterIssue" && defined(periodEnd)] | order(periodEnd desc)[0].periodEnd`;

const dateField = { type: "date", options: { dateFormat: "DD/MM/YYYY" } } as const;

/** Today as the site reads a period: Madrid's day (in a browser on UTC, 23:30 UTC is already tomorrow there). */
const today = () => madridDay(new Date());

/**
 * The editor's words go to every subscriber as commercial communication about gambling: none of the phrases the
 * site never uses (@casinolupa/domain's BANNED_COPY: an invitation to play, the false 600 € rule, banned variants).
 */
function copyRule(text: string | undefined): true | string {
  const [problem] = text ? copyProblems(text) : [];
  return problem ? `No puede ir en el correo: ${problem.why}.` : true;
}

export const newsletterIssue = defineType({
  name: "newsletterIssue",
  title: "Boletín",
  type: "document",
  icon: EnvelopeIcon,
  description:
    "El correo a los suscriptores confirmados: tu asunto y tu entradilla, y los cambios y guías del periodo que añade el sitio. Publicarlo es aprobar el envío, que se hace una sola vez.",
  components: { input: NewsletterIssueForm },
  initialValue: async (_params, { getClient }) => {
    const client = getClient({ apiVersion: VALIDATION_API_VERSION });
    const lastPeriodEnd = await client.fetch<string | null>(lastPeriodEndQuery, {}, { tag: "newsletter.initial" });
    return initialPeriod(lastPeriodEnd, today());
  },
  fields: [
    defineField({
      name: "subject",
      title: "Asunto",
      type: "string",
      description:
        "Lo que el lector ve en su bandeja de entrada. Informativo, sin prometer premios ni ganancias: «Novedades de noviembre: bonos y sanciones».",
      validation: (rule) => rule.required().max(90).custom(copyRule),
    }),
    introField(
      "Unas líneas tuyas al principio del correo, antes de la lista de cambios. Texto sin formato; sin invitar a jugar.",
      (rule) => rule.required().max(600).custom(copyRule),
      4,
    ),
    defineField({
      ...dateField,
      name: "periodStart",
      title: "Desde",
      description: "Primer día del periodo (incluido). Para un boletín nuevo, el día después de que acabó el anterior.",
      validation: (rule) =>
        rule.required().custom((start: string | undefined) => periodStartProblem(start, today()) ?? true),
    }),
    defineField({
      ...dateField,
      name: "periodEnd",
      title: "Hasta",
      description: "Último día del periodo (incluido): hoy como muy tarde.",
      validation: (rule) =>
        rule.required().custom((end: string | undefined, context) => {
          const start = (context.document as { periodStart?: string } | undefined)?.periodStart;
          return periodEndProblem(start, end, today()) ?? true;
        }),
    }),
  ],
  orderings: [
    { name: "periodEndDesc", title: "Más recientes primero", by: [{ field: "periodEnd", direction: "desc" }] },
  ],
  preview: {
    select: { title: "subject", periodStart: "periodStart", periodEnd: "periodEnd" },
    prepare: ({ title, periodStart, periodEnd }) => ({
      title: title || "Boletín sin asunto",
      subtitle:
        periodStart && periodEnd ? `Del ${spanishDate(periodStart)} al ${spanishDate(periodEnd)}` : "Sin periodo",
      media: EnvelopeIcon,
    }),
  },
});
