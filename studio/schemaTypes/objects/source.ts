// A public page that backs a casino's facts, with the day someone read it; the review lists them as «Fuentes».
import { REVIEW_MAX_AGE_DAYS, reviewDue, sourceProblem, todayIso } from "@casinolupa/domain";
import { LinkIcon } from "@sanity/icons/Link";
import { defineField, defineType } from "sanity";
import { httpsUrlRule } from "../fields";

export const source = defineType({
  name: "source",
  title: "Fuente",
  type: "object",
  icon: LinkIcon,
  description: "Una página pública que respalda los datos de la reseña y el día en que se consultó.",
  fields: [
    defineField({
      name: "title",
      title: "Título",
      type: "string",
      description: "Qué página es, por ejemplo «Términos y condiciones de williamhill.es».",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "url",
      title: "Dirección",
      type: "url",
      description: "La dirección exacta de la página consultada, con https://.",
      validation: httpsUrlRule,
    }),
    defineField({
      name: "checkedAt",
      title: "Consultada el",
      type: "date",
      description: `El día en que se leyó la página. Pasados ${REVIEW_MAX_AGE_DAYS} días, toca volver a consultarla.`,
      options: { dateFormat: "DD/MM/YYYY" },
      validation: (rule) => [
        rule.required(),
        rule.custom((date: string | undefined) =>
          date && date > todayIso() ? "La fecha de consulta no puede ser futura." : true,
        ),
        rule
          .custom((date: string | undefined) =>
            date && reviewDue(date, todayIso())
              ? `Consultada hace más de ${REVIEW_MAX_AGE_DAYS} días: vuelve a comprobarla.`
              : true,
          )
          .warning(),
      ],
    }),
  ],
  validation: (rule) =>
    rule.custom((value: { title?: string; url?: string; checkedAt?: string } | undefined) =>
      value?.title && value.url && value.checkedAt ? (sourceProblem(value, todayIso()) ?? true) : true,
    ),
  preview: {
    select: { title: "title", url: "url", checkedAt: "checkedAt" },
    prepare: ({ title, url, checkedAt }) => ({
      title: title ?? "Fuente sin título",
      subtitle: [checkedAt && `consultada ${checkedAt}`, url].filter(Boolean).join(" · "),
      media: LinkIcon,
    }),
  },
});
