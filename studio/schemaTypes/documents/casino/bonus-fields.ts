// The casino's «Bono» group: the headline, the welcome bonus and its terms (wagering, base, maximum bet, validity).
import { WAGERING_BASES, type WageringBase } from "@casinolupa/domain";
import { defineField } from "sanity";
import { listOptions } from "../../fields";

const wageringBaseTitles: Record<WageringBase, string> = {
  bonus: "Solo el bono",
  bonusDeposit: "Bono + depósito",
};

/** The fields of the «Bono» group, in the order the Studio shows them. */
export const bonusFields = [
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
];
