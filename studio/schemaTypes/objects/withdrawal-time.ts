// How long a casino typically takes to process a withdrawal, as a range of hours. Processing only: the review adds
// what each kind of payment method takes afterwards.

import { withdrawalTimeProblem } from "@casinolupa/domain";
import { ClockIcon } from "@sanity/icons/Clock";
import { defineField, defineType } from "sanity";
import { numberRule } from "../fields";

export const withdrawalTime = defineType({
  name: "withdrawalTime",
  title: "Tiempo de procesamiento de las retiradas",
  type: "object",
  icon: ClockIcon,
  description:
    "Horas que tarda el operador en procesar una retirada (por ejemplo, de 1 a 24 h), sin contar lo que tarda después el método de pago: la reseña lo suma por tipo de método.",
  options: { columns: 2 },
  fields: [
    defineField({
      name: "minHours",
      title: "Mínimo (horas)",
      type: "number",
      description: "El caso más rápido habitual.",
      validation: (rule) => numberRule(rule, { min: 0, decimals: 0 }),
    }),
    defineField({
      name: "maxHours",
      title: "Máximo (horas)",
      type: "number",
      description: "El plazo máximo habitual, incluida la revisión del operador.",
      validation: (rule) => numberRule(rule, { min: 0, decimals: 0 }),
    }),
  ],
  validation: (rule) => rule.custom((value) => withdrawalTimeProblem(value) ?? true),
  preview: {
    select: { minHours: "minHours", maxHours: "maxHours" },
    prepare: ({ minHours, maxHours }) => ({ title: `${minHours ?? "?"}-${maxHours ?? "?"} h`, media: ClockIcon }),
  },
});
