// The typical payout time of a casino, as a range of hours.

import { withdrawalTimeProblem } from "@casinolupa/domain";
import { ClockIcon } from "@sanity/icons/Clock";
import { defineField, defineType } from "sanity";

export const withdrawalTime = defineType({
  name: "withdrawalTime",
  title: "Tiempo de retirada",
  type: "object",
  icon: ClockIcon,
  description: "Plazo habitual de una retirada, en horas (por ejemplo, de 1 a 24 h con monederos electrónicos).",
  options: { columns: 2 },
  fields: [
    defineField({
      name: "minHours",
      title: "Mínimo (horas)",
      type: "number",
      description: "El caso más rápido habitual.",
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: "maxHours",
      title: "Máximo (horas)",
      type: "number",
      description: "El plazo máximo habitual, incluida la revisión del operador.",
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  validation: (rule) => rule.custom((value) => withdrawalTimeProblem(value) ?? true),
  preview: {
    select: { minHours: "minHours", maxHours: "maxHours" },
    prepare: ({ minHours, maxHours }) => ({ title: `${minHours ?? "?"}-${maxHours ?? "?"} h`, media: ClockIcon }),
  },
});
