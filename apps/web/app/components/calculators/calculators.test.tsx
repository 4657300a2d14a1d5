// The calculators render on the server with no JavaScript in the browser, so their HTML is what visitors get.
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { bonusCalculatorState, limitCalculatorState } from "../../lib/calculators/form-state";
import { BonusCalculator } from "./bonus-calculator";
import { LimitCalculator } from "./limit-calculator";

/** The visible text of rendered HTML, with tags dropped and spaces (including no-break ones) collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<\/?(?:strong|em|a|span)\b[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/[\s\u00a0]+/g, " ");
}

describe("LimitCalculator", () => {
  test("recommends 15 € a month for 1500 €, with ceilings of 30 €, 75 € and 150 €, the legal defaults and the help line", () => {
    const state = limitCalculatorState(new URLSearchParams("ingresos=1500"));
    const html = renderToString(<LimitCalculator action="/guia-juego-responsable" state={state} />);
    const text = textOf(html);
    expect(text).toContain("Al mes, como máximo 15 € 1 % de tus ingresos, en 4 días como mucho");
    expect(text).toContain("En un día 30 € 2 % de tus ingresos");
    expect(text).toContain("En una semana 75 € 5 % de tus ingresos");
    expect(text).toContain("En un mes 150 € 10 % de tus ingresos");
    expect(text).toContain("Haz una pausa cada 30-60 minutos.");
    expect(text).toContain("la ley deja los depósitos en 600 € al día, 1.500 € a la semana y 3.000 € al mes");
    expect(text).not.toMatch(/600 € al mes/);
    expect(html).toContain('href="tel:900533025"');
    expect(html).toContain('action="/guia-juego-responsable#calculadora-limites-resultado"');
    expect(html).toContain('method="get"');
    expect(html).toMatch(/<div aria-live="polite"[^>]*data-testid="limit-result"/);
  });

  test("the field is labelled, numeric on phones, and prefilled with what was sent", () => {
    const state = limitCalculatorState(new URLSearchParams("ingresos=1.500,50"));
    const html = renderToString(<LimitCalculator action="/guia-juego-responsable" state={state} />);
    expect(html).toContain('<label for="calculadora-limites-ingresos"');
    expect(html).toMatch(
      /<input id="calculadora-limites-ingresos" type="text" inputMode="decimal"[^>]*name="ingresos"/,
    );
    expect(html).toContain('value="1.500,50"');
    expect(textOf(html)).toContain("En un día 30,01 €");
  });

  test("a negative income shows its Spanish error, tied to the field", () => {
    const state = limitCalculatorState(new URLSearchParams("ingresos=-20"));
    const html = renderToString(<LimitCalculator action="/guia-juego-responsable" state={state} />);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="calculadora-limites-ingresos-ayuda calculadora-limites-ingresos-error"');
    expect(html).toContain('id="calculadora-limites-ingresos-error"');
    expect(textOf(html)).toContain("Los ingresos no pueden ser negativos.");
    expect(textOf(html)).not.toContain("En un día");
  });

  test("the help line from the settings replaces the default one", () => {
    const html = renderToString(
      <LimitCalculator
        action="/x"
        state={limitCalculatorState(new URLSearchParams(""))}
        helpLine={{ name: "Otra línea", phone: "024" }}
      />,
    );
    expect(html).toContain('href="tel:024"');
    expect(textOf(html)).toContain("Otra línea (no es un teléfono de CasinoLupa), gratuita y confidencial");
  });
});

describe("BonusCalculator", () => {
  test("a requirement that would cost more than the balance shows the deposit as the most you can lose", () => {
    const state = bonusCalculatorState(new URLSearchParams("bono=100&deposito=100&requisito=100&base=bono&rtp=80"));
    const text = textOf(renderToString(<BonusCalculator action="/calculadora-bonos" state={state} />));
    expect(text).toContain("Valor esperado (aprox.) −100 €");
    expect(text).toContain("Pérdida esperada (máximo) 200 €");
    expect(text).toContain("No puedes perder más que tu depósito");
    expect(text).not.toContain("1.900");
  });

  test("a no-deposit bonus is never said to cost money", () => {
    const state = bonusCalculatorState(new URLSearchParams("bono=1.000&deposito=&requisito=35&base=bono&rtp=96,5"));
    const text = textOf(renderToString(<BonusCalculator action="/calculadora-bonos" state={state} />));
    expect(text).toContain("aceptarlo no te cuesta nada");
    expect(text).not.toContain("te cuesta dinero");
    expect(text).not.toContain("−225");
  });

  test("explains the result in plain Spanish", () => {
    const state = bonusCalculatorState(new URLSearchParams("bono=100&deposito=100&requisito=35&base=bono&rtp=96"));
    const text = textOf(renderToString(<BonusCalculator action="/calculadora-bonos" state={state} />));
    expect(text).toContain(
      "Para liberar un bono de 100 € con requisito ×35 sobre el bono tendrás que apostar 3.500 €.",
    );
    expect(text).toContain("la pérdida esperada mientras apuestas es de 140 €. De media perderías 40 €");
    expect(text).toContain("Valor esperado (aprox.) −40 €");
    expect(text).toContain("aproximación");
    expect(text).toContain("varianza");
    expect(text).toContain("Solo para mayores de 18 años");
  });

  test("prefills a casino's bonus and checks its wagering base", () => {
    const state = bonusCalculatorState(new URLSearchParams(""), {
      bonus: 150,
      deposit: 150,
      multiple: 20,
      base: "bonusDeposit",
      rtpPercent: 96,
    });
    const html = renderToString(<BonusCalculator action="/betway" state={state} />);
    expect(html).toContain('action="/betway#calculadora-resultado"');
    expect(html).toMatch(/<input id="calculadora-bono" type="text" inputMode="decimal"[^>]*name="bono" value="150"/);
    expect(html).toMatch(/<input id="calculadora-base-bono-deposito"[^>]*checked=""/);
    expect(html).not.toMatch(/<input id="calculadora-base-bono"[^>]*checked=""/);
    expect(textOf(html)).toContain("tendrás que apostar 6.000 €");
  });

  test("every bad field is marked invalid and listed with a link to it", () => {
    const state = bonusCalculatorState(new URLSearchParams("bono=abc&deposito=&requisito=500&base=bono&rtp=96"));
    const html = renderToString(<BonusCalculator action="/calculadora-bonos" state={state} />);
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
    expect(html).toContain('href="#calculadora-bono"');
    expect(html).toContain('href="#calculadora-requisito"');
    expect(textOf(html)).toContain("Revisa estos 2 datos");
    expect(textOf(html)).not.toContain("Tendrás que apostar");
  });
});
