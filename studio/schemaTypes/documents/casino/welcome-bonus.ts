// One source for the bonus facts: the welcome-bonus sentence (and the headline) may say the bonus in words, but
// every number they state must be the one in the structured fields the site's fact boxes, cards and calculator
// use. «Ingreso mínimo de 10 €» beside a minimum deposit of 5 € is refused, under the field, before publishing.

export type BonusFacts = {
  bonusMatchPercent?: number;
  bonusAmount?: number;
  minDeposit?: number;
  wageringRequirement?: number;
  wageringBase?: string;
  bonusValidityDays?: number;
  maxBet?: number;
};

type Fact = { field: keyof BonusFacts; title: string; pattern: RegExp; unit: string };

const NUMBER = String.raw`(\d{1,3}(?:\.\d{3})+|\d+(?:,\d+)?)`;

/** What a sentence may state, the field that holds it, and how the field is named in the form. */
const FACTS: Fact[] = [
  {
    field: "bonusMatchPercent",
    title: "Porcentaje del bono",
    pattern: new RegExp(`${NUMBER}\\s*%`, "giu"),
    unit: " %",
  },
  {
    field: "bonusAmount",
    title: "Importe máximo del bono",
    pattern: new RegExp(`hasta\\s+${NUMBER}\\s*€`, "giu"),
    unit: " €",
  },
  {
    field: "minDeposit",
    title: "Ingreso mínimo",
    pattern: new RegExp(`(?:ingreso|dep[oó]sito)\\s+m[ií]nimo\\s+(?:de\\s+)?${NUMBER}\\s*€`, "giu"),
    unit: " €",
  },
  {
    field: "wageringRequirement",
    title: "Requisito de apuesta",
    pattern: new RegExp(`[×x]\\s?${NUMBER}\\b`, "giu"),
    unit: "",
  },
  {
    field: "bonusValidityDays",
    title: "Plazo del bono",
    pattern: new RegExp(`${NUMBER}\\s+d[ií]as`, "giu"),
    unit: " días",
  },
  {
    field: "maxBet",
    title: "Apuesta máxima con bono",
    pattern: new RegExp(`apuesta\\s+m[aá]xima\\s+(?:de\\s+)?${NUMBER}\\s*€`, "giu"),
    unit: " €",
  },
];

/** «1.000» is a thousand, «5,50» five and a half: how the sentence writes numbers. */
function spanishNumber(text: string): number {
  return Number(text.replace(/\./g, "").replace(",", "."));
}

const format = (value: number) => String(value).replace(".", ",");

/** Why the sentence disagrees with the structured fields (one message per disagreement), or an empty list. */
export function bonusTextProblems(text: string | undefined, facts: BonusFacts): string[] {
  if (!text) return [];
  const problems: string[] = [];
  for (const { field, title, pattern, unit } of FACTS) {
    const expected = facts[field];
    if (typeof expected !== "number") continue;
    for (const match of text.matchAll(pattern)) {
      const stated = spanishNumber(match[1] ?? "");
      if (stated !== expected) {
        problems.push(
          `Dice «${match[0].trim()}», pero «${title}» es ${format(expected)}${unit}: corrige el texto o el campo.`,
        );
      }
    }
  }
  const saysDeposit = /bono\s+(?:y|\+)\s+(?:el\s+)?dep[oó]sito/iu.test(text);
  const saysBonusOnly = /importe\s+del\s+bono/iu.test(text);
  if (facts.wageringBase === "bonus" && saysDeposit) {
    problems.push(
      "Dice que el requisito se aplica al bono y al depósito, pero «Base del requisito» es «Solo el bono».",
    );
  }
  if (facts.wageringBase === "bonusDeposit" && saysBonusOnly && !saysDeposit) {
    problems.push("Dice que el requisito se aplica solo al bono, pero «Base del requisito» es «Bono + depósito».");
  }
  return problems;
}
