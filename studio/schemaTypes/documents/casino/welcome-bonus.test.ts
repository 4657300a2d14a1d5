import { describe, expect, test } from "vitest";
import { bonusTextProblems } from "./welcome-bonus";

const facts = {
  bonusMatchPercent: 100,
  bonusAmount: 100,
  minDeposit: 5,
  wageringRequirement: 25,
  wageringBase: "bonus",
  bonusValidityDays: 30,
  maxBet: 5,
};
const sentence =
  "Bono del 100 % sobre tu primer ingreso en el casino, hasta 100 €, solo para nuevos clientes mayores de 18 años. " +
  "Ingreso mínimo de 5 €, requisito de apuesta ×25 sobre el importe del bono en un plazo de 30 días y apuesta " +
  "máxima de 5 € mientras el bono esté activo.";

describe("the welcome-bonus sentence and the bonus fields", () => {
  test("a sentence whose numbers are the fields' passes", () => {
    expect(bonusTextProblems(sentence, facts)).toEqual([]);
    expect(bonusTextProblems("100 % hasta 100 €", facts)).toEqual([]);
  });

  test("the review's case is refused: «Ingreso mínimo de 10 €» beside a minimum deposit of 5 €", () => {
    expect(bonusTextProblems(sentence.replace("Ingreso mínimo de 5 €", "Ingreso mínimo de 10 €"), facts)).toEqual([
      "Dice «Ingreso mínimo de 10 €», pero «Ingreso mínimo» es 5 €: corrige el texto o el campo.",
    ]);
  });

  test("each stated number is checked: wagering, period, maximum bet, percentage and amount", () => {
    const changed = sentence
      .replace("×25", "×30")
      .replace("30 días", "60 días")
      .replace("máxima de 5 €", "máxima de 10 €")
      .replace("100 % sobre", "50 % sobre")
      .replace("hasta 100 €", "hasta 1.000 €");
    expect(bonusTextProblems(changed, facts).map((problem) => problem.split(",")[0])).toEqual([
      "Dice «50 %»",
      "Dice «hasta 1.000 €»",
      "Dice «×30»",
      "Dice «60 días»",
      "Dice «apuesta máxima de 10 €»",
    ]);
  });

  test("the base of the wagering requirement must match too", () => {
    const onDeposit = sentence.replace("sobre el importe del bono", "sobre la suma del bono y el depósito");
    expect(bonusTextProblems(onDeposit, facts)).toHaveLength(1);
    expect(bonusTextProblems(onDeposit, { ...facts, wageringBase: "bonusDeposit" })).toEqual([]);
  });

  test("a number a field does not hold yet is not judged", () => {
    expect(bonusTextProblems(sentence, { minDeposit: 5 })).toEqual([]);
  });
});
