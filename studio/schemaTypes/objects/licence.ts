// A gambling licence held by a casino operator; every casino needs exactly one from the DGOJ.

import {
  LICENCE_AUTHORITIES,
  LICENCE_NAMES,
  type LicenceAuthority,
  REVIEW_MAX_AGE_DAYS,
  reviewDue,
  todayIso,
} from "@casinolupa/domain";
import { CheckmarkCircleIcon } from "@sanity/icons/CheckmarkCircle";
import { defineField, defineType } from "sanity";
import { listOptions } from "../fields";

export const licence = defineType({
  name: "licence",
  title: "Licencia",
  type: "object",
  icon: CheckmarkCircleIcon,
  description:
    "Una licencia de juego del operador, con su referencia y la fecha en que se consultó su fuente por última vez.",
  fields: [
    defineField({
      name: "authority",
      title: "Autoridad",
      type: "string",
      description: "Quién concede la licencia. La de la DGOJ es obligatoria para aparecer en CasinoLupa.",
      options: { list: listOptions(LICENCE_AUTHORITIES, LICENCE_NAMES), layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "reference",
      title: "Referencia",
      type: "string",
      description: "La referencia o el tipo de licencia tal como figura en el registro de operadores de la autoridad.",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "checkedAt",
      title: "Consultada el",
      type: "date",
      description: `Día en que se consultó por última vez la fuente de este dato (el registro de ordenacionjuego.es, las condiciones del operador u otra fuente pública). La reseña lo muestra como «Información consultada el…». Pasados ${REVIEW_MAX_AGE_DAYS} días, toca volver a consultarla.`,
      options: { dateFormat: "DD/MM/YYYY" },
      validation: (rule) => [
        rule
          .required()
          .custom((date: string | undefined) =>
            date && date > todayIso() ? "La fecha de comprobación no puede ser futura." : true,
          ),
        rule
          .custom((date: string | undefined) =>
            date && reviewDue(date, todayIso())
              ? `Comprobada hace más de ${REVIEW_MAX_AGE_DAYS} días: vuelve a comprobarla.`
              : true,
          )
          .warning(),
      ],
    }),
  ],
  preview: {
    select: { authority: "authority", reference: "reference", checkedAt: "checkedAt" },
    prepare: ({ authority, reference, checkedAt }) => ({
      title: LICENCE_NAMES[authority as LicenceAuthority] ?? "Autoridad sin elegir",
      subtitle: [reference, checkedAt && `comprobada ${checkedAt}`].filter(Boolean).join(" · "),
    }),
  },
});
