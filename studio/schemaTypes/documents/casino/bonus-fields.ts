// The casino's «Bono» group: the headline, the welcome bonus and its terms (wagering, base, maximum bet, validity).
import { OFFER_MAX_AGE_DAYS, todayIso, WAGERING_BASES, type WageringBase } from "@casinolupa/domain";
import { defineField } from "sanity";
import { listOptions, numberRule, reviewDateField } from "../../fields";
import { type BonusFacts, bonusTextProblems } from "./welcome-bonus";

/** The bonus text states the numbers of the structured fields, or it cannot be published (welcome-bonus.ts). */
function agreesWithBonusFields(text: string | undefined, context: { document?: unknown }): true | string {
  const problems = bonusTextProblems(text, (context.document ?? {}) as BonusFacts);
  return problems.length === 0 ? true : problems.join(" ");
}

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
    description: "El bono en pocas palabras, por ejemplo «100 % hasta 100 €». Sus cifras deben ser las de los campos.",
    group: "bonus",
    validation: (rule) => rule.required().max(60).custom(agreesWithBonusFields),
  }),
  defineField({
    name: "welcomeBonus",
    title: "Bono de bienvenida",
    type: "text",
    rows: 3,
    description:
      "La oferta en una o dos frases con sus condiciones clave (ingreso mínimo, requisito de apuesta, plazo). Cada cifra que escribas debe ser la del campo correspondiente; si no, no se puede publicar.",
    group: "bonus",
    validation: (rule) => rule.required().custom(agreesWithBonusFields),
  }),
  defineField({
    name: "bonusAmount",
    title: "Importe máximo del bono (€)",
    type: "number",
    description: "En euros; lo usa la calculadora de requisitos de apuesta.",
    group: "bonus",
    validation: (rule) => numberRule(rule, { min: 0 }),
  }),
  defineField({
    name: "bonusMatchPercent",
    title: "Porcentaje del bono (%)",
    type: "number",
    description: "Qué porcentaje del ingreso se añade como bono, por ejemplo 100.",
    group: "bonus",
    validation: (rule) => numberRule(rule, { min: 0, max: 500 }),
  }),
  defineField({
    name: "minDeposit",
    title: "Ingreso mínimo (€)",
    type: "number",
    description: "El menor ingreso que acepta el operador, en euros.",
    group: "bonus",
    validation: (rule) => numberRule(rule, { min: 0 }),
  }),
  defineField({
    name: "wageringRequirement",
    title: "Requisito de apuesta (x)",
    type: "number",
    description: "Cuántas veces hay que apostar el importe de referencia; 35 significa ×35.",
    group: "bonus",
    validation: (rule) => numberRule(rule, { min: 0 }),
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
    validation: (rule) => numberRule(rule, { min: 0 }),
  }),
  defineField({
    name: "bonusValidityDays",
    title: "Plazo del bono (días)",
    type: "number",
    description: "Días para cumplir el requisito de apuesta.",
    group: "bonus",
    validation: (rule) => numberRule(rule, { min: 1, decimals: 0 }),
  }),
  defineField({
    ...reviewDateField(
      "bonusCheckedAt",
      "Condiciones del bono comprobadas el",
      `El día en que se leyeron por última vez las condiciones del bono en la web del operador. La portada y la comparativa lo muestran junto a cada bono; pasados ${OFFER_MAX_AGE_DAYS} días, el sitio deja de mostrar el importe, el porcentaje y las condiciones del bono, y solo dice cuándo se comprobó. No lo cambies si no has podido leer la oferta vigente.`,
    ),
    group: "bonus",
    validation: (rule) =>
      rule
        .required()
        .custom((date: string | undefined) =>
          date && date > todayIso() ? "La fecha de comprobación no puede ser futura." : true,
        ),
  }),
];
