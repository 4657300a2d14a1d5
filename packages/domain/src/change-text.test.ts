import { describe, expect, it } from "vitest";
import { changeText, changeTextSentence, excerptPlainText } from "./index.ts";

/** bet365's welcome-bonus terms as the committed dataset words them (40 words). */
const TERMS =
  "Bono del 100 % sobre tu primer ingreso en el casino, hasta 100 €, solo para nuevos clientes. Ingreso mínimo de 5 €, requisito de apuesta ×25 sobre el importe del bono en un plazo de 30 días y apuesta máxima de 5 € mientras el bono esté activo.";

describe("how a recorded change reads", () => {
  it("a long bonus paragraph with one changed figure reads as a short excerpt around that figure", () => {
    const change = changeText(TERMS, TERMS.replace("×25", "×30"));
    expect(change.whole).toBe(false);
    const sentence = changeTextSentence("Condiciones del bono", change);
    expect(sentence).toBe(
      "Condiciones del bono (cambio en el texto): … 5 €, requisito de apuesta [antes: ×25] [ahora: ×30] sobre el importe del …",
    );
    expect(sentence.length).toBeLessThan(TERMS.length / 2);
  });

  it("a figure is never split from its digits or its unit: «1.000 €» replaces «100 €» whole", () => {
    const change = changeText(TERMS, TERMS.replace("hasta 100 €,", "hasta 1.000 €,"));
    expect(change.whole ? "" : excerptPlainText(change.parts)).toBe(
      "… en el casino, hasta [antes: 100 €,] [ahora: 1.000 €,] solo para nuevos clientes. …",
    );
  });

  it("words only removed say so, and two changes far apart each keep their own context", () => {
    const removed = changeText(TERMS, TERMS.replace(" en el casino,", ""));
    expect(removed.whole ? "" : excerptPlainText(removed.parts)).toBe(
      "… sobre tu primer ingreso [quitado: en el casino,] hasta 100 €, solo para …",
    );
    const added = changeText(TERMS, TERMS.replace("30 días y", "30 días naturales y"));
    expect(added.whole ? "" : excerptPlainText(added.parts)).toContain(
      "plazo de 30 días [añadido: naturales] y apuesta",
    );
    const two = changeText(
      TERMS,
      TERMS.replace("Bono del 100 %", "Bono del 50 %").replace("esté activo.", "siga activo."),
    );
    expect(two.whole ? "" : excerptPlainText(two.parts)).toBe(
      "Bono del [antes: 100 %] [ahora: 50 %] sobre tu primer ingreso … 5 € mientras el bono [antes: esté] [ahora: siga] activo.",
    );
  });

  it("numbers and short values are shown whole, before and after", () => {
    expect(changeText("×25 sobre el bono", "×30 sobre el bono")).toEqual({
      whole: true,
      from: "×25 sobre el bono",
      to: "×30 sobre el bono",
    });
    expect(changeTextSentence("Nota final", changeText("8,3", "8,1"))).toBe("Nota final: de 8,3 a 8,1");
    // A text that appears where there was none is shown whole too.
    expect(changeText("sin dato", TERMS)).toEqual({ whole: true, from: "sin dato", to: TERMS });
  });

  it("a rewritten paragraph, sharing little with the old one, is shown whole", () => {
    const rewritten =
      "Hasta 200 € en giros y saldo extra repartidos en tus tres primeros ingresos, con un requisito de ×35 que debes cumplir en 60 días desde la activación.";
    expect(changeText(TERMS, rewritten)).toEqual({ whole: true, from: TERMS, to: rewritten });
  });
});
