// A public sanction against a casino's licensee: when, how much, why, and where it was reported.
import { todayIso } from "@casinolupa/domain";
import { WarningOutlineIcon } from "@sanity/icons/WarningOutline";
import { defineField, defineType } from "sanity";
import { httpsUrlRule } from "../fields";

export const sanction = defineType({
  name: "sanction",
  title: "Sanción",
  type: "object",
  icon: WarningOutlineIcon,
  description: "Una sanción pública firme al titular de la licencia, con su fuente.",
  fields: [
    defineField({
      name: "date",
      title: "Fecha",
      type: "date",
      description: "El día en que se hizo pública la sanción (el 31 de diciembre del año, si la fuente no da el día).",
      options: { dateFormat: "DD/MM/YYYY" },
      validation: (rule) =>
        rule.required().custom((date: string | undefined, context) => {
          const yearOnly = (context.parent as { yearOnly?: boolean } | undefined)?.yearOnly === true;
          if (yearOnly) {
            return !date || date.endsWith("-12-31")
              ? true
              : "Si la fuente solo da el año, escribe el 31 de diciembre de ese año.";
          }
          return date && date > todayIso() ? "La fecha de la sanción no puede ser futura." : true;
        }),
    }),
    defineField({
      name: "yearOnly",
      title: "La fuente solo da el año",
      type: "boolean",
      description:
        "Márcalo si ninguna fuente da el día: escribe el 31 de diciembre de ese año como fecha y el sitio mostrará solo el año. Así el tope de tres años nunca empieza antes de tiempo.",
      initialValue: false,
    }),
    defineField({
      name: "amount",
      title: "Importe (€)",
      type: "number",
      description: "La multa en euros.",
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: "description",
      title: "Motivo",
      type: "text",
      rows: 2,
      description: "Por qué se sancionó, en una frase y sin adjetivos.",
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: "protectedPlayers",
      title: "Dejó jugar a personas con prohibición de acceso",
      type: "boolean",
      description:
        "Márcalo si la multa incluye permitir jugar a menores o a personas inscritas en el Registro General de Interdicciones de Acceso al Juego (autoexcluidas o con prohibición judicial). Durante tres años «Juego responsable» no puede pasar de 5 (tope publicado en /como-puntuamos).",
      initialValue: false,
    }),
    defineField({
      name: "sourceUrl",
      title: "Fuente",
      type: "url",
      description: "La página que informa de la sanción, con https://.",
      validation: httpsUrlRule,
    }),
  ],
  preview: {
    select: { date: "date", yearOnly: "yearOnly", amount: "amount", description: "description" },
    prepare: ({ date, yearOnly, amount, description }) => ({
      title: `${typeof amount === "number" ? `${amount.toLocaleString("es-ES")} €` : "Importe sin indicar"} · ${(yearOnly ? date?.slice(0, 4) : date) ?? "sin fecha"}`,
      subtitle: description,
      media: WarningOutlineIcon,
    }),
  },
});
