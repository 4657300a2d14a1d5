// @vitest-environment jsdom
// The calculators render on the server with no JavaScript in the browser, so their HTML is what visitors get.
import { comparisonQuery, topLevelPageQuery } from "@casinolupa/content";
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { bonusCalculatorState, limitCalculatorState } from "../../lib/calculators/form-state";
import { parseSpanishNumber } from "../../lib/calculators/number-es";
import { datasetContent } from "../../testing/dataset";
import { readText, renderServerHtml, termsAndDefinitions } from "../../testing/server-html";
import { BonusCalculator } from "./bonus-calculator";
import { LimitCalculator } from "./limit-calculator";

type View = ReturnType<typeof renderServerHtml>;

/** The result's figures as a reader pairs them: each term with what is said of it. */
function figures(view: View): Record<string, string> {
  return Object.fromEntries(Object.entries(termsAndDefinitions(view)).map(([term, said]) => [term, said.join(" · ")]));
}

const limits = (query: string, helpLine?: { name: string; phone: string }) =>
  renderServerHtml(
    <LimitCalculator
      action="/guia-juego-responsable"
      state={limitCalculatorState(new URLSearchParams(query))}
      helpLine={helpLine}
    />,
  );
const INCOME = "Ingresos de tu hogar al mes (€)";

describe("LimitCalculator", () => {
  test("for 1500 € a month it recommends 15 € and the guideline's days and games, with no ceilings, and gives the help line", () => {
    const view = limits("ingresos=1500");
    expect(figures(view)).toEqual({
      "Al mes, como máximo": "15 € · 1 % de tus ingresos, en 4 días como mucho",
    });
    const text = readText(document.body);
    // Decision 030: no 2 %, 5 % or 10 % figure, nor a "techo", anywhere in the calculator.
    expect(text).not.toMatch(/\b(2|5|10) %|[Tt]echo/);
    expect(text).toContain("no más de 2 tipos de juego");
    expect(text).toContain("Haz una pausa cada 30-60 minutos.");
    expect(text).toContain("la ley deja los depósitos en 600 € al día, 1.500 € a la semana y 3.000 € al mes");
    expect(text).not.toContain("600 € al mes");
    expect(view.getByRole("link", { name: "900 533 025" }).getAttribute("href")).toBe("tel:900533025");
  });

  test("the income field is labelled and explained, numeric on phones, and sends a GET back to the result", () => {
    const view = limits("ingresos=1.500,50");
    const field = view.getByRole("textbox", {
      name: INCOME,
      description: "Lo que entra cada mes en tu hogar, antes de impuestos.",
    }) as HTMLInputElement;
    expect(field.getAttribute("inputmode")).toBe("decimal");
    expect(field.value).toBe("1.500,50");
    expect(field.form?.method).toBe("get");
    expect(field.form?.getAttribute("action")).toBe("/guia-juego-responsable#calculadora-limites-resultado");
    expect(figures(view)["Al mes, como máximo"]).toBe("15,01 € · 1 % de tus ingresos, en 4 días como mucho");
  });

  test("a negative income is marked invalid, with its Spanish error read with the field, and no result", () => {
    const view = limits("ingresos=-20");
    const field = view.getByRole("textbox", { name: INCOME, description: /Los ingresos no pueden ser negativos\./ });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(view.queryAllByRole("term")).toEqual([]);
  });

  test("the help line from the settings replaces the default one", () => {
    const view = limits("", { name: "Otra línea", phone: "024" });
    expect(view.getByRole("link", { name: "024" }).getAttribute("href")).toBe("tel:024");
    expect(view.queryByRole("link", { name: "900 533 025" })).toBeNull();
    expect(readText(document.body)).toContain("Otra línea (no es un teléfono de CasinoLupa), gratuita y confidencial");
  });
});

const bonus = (query: string) =>
  renderServerHtml(
    <BonusCalculator action="/calculadora-bonos" state={bonusCalculatorState(new URLSearchParams(query))} />,
  );

describe("BonusCalculator", () => {
  test("a requirement that would cost more than the balance shows the deposit as the most you can lose", () => {
    const view = bonus("bono=100&deposito=100&requisito=100&base=bono&rtp=80");
    const shown = figures(view);
    expect(shown["Valor esperado (aprox.)"]).toBe("−100 €");
    expect(shown["Pérdida esperada (máximo)"]).toMatch(/^200 €/);
    expect(readText(document.body)).toContain("No puedes perder más que tu depósito");
    expect(readText(document.body)).not.toContain("1.900");
  });

  test("a no-deposit bonus is never said to cost money", () => {
    const view = bonus("bono=1.000&deposito=&requisito=35&base=bono&rtp=96,5");
    const text = readText(document.body);
    expect(text).toContain("aceptarlo no te cuesta nada");
    expect(text).not.toContain("te cuesta dinero");
    expect(Object.values(figures(view)).join(" ")).not.toContain("−");
  });

  test("explains the result in plain Spanish", () => {
    const view = bonus("bono=100&deposito=100&requisito=35&base=bono&rtp=96");
    expect(figures(view)).toMatchObject({ "Tendrás que apostar": "3.500 €", "Valor esperado (aprox.)": "−40 €" });
    const text = readText(document.body);
    expect(text).toContain(
      "Para liberar un bono de 100 € con requisito ×35 sobre el bono tendrás que apostar 3.500 €.",
    );
    expect(text).toContain("la pérdida esperada mientras apuestas es de 140 €. De media perderías 40 €");
    expect(text).toContain("aproximación");
    expect(text).toContain("varianza");
    expect(text).toContain("Solo para mayores de 18 años");
  });

  test("the amount to wager comes with a warning that it counts every bet at 100 %", () => {
    const view = bonus("bono=100&deposito=100&requisito=35&base=bono&rtp=96");
    const warning = view.getByRole("note");
    expect(readText(warning)).toContain("El requisito supone que cada apuesta cuenta al 100 %");
    expect(readText(warning)).toContain("tendrás que apostar más");
  });

  test("prefills a casino's bonus and checks its wagering base", async () => {
    // A dataset casino whose requirement covers bonus and deposit, prefilled as its review's loader does.
    const { casinos } = await datasetContent.fetch(comparisonQuery);
    const slug = casinos.find((casino) => casino.wageringBase === "bonusDeposit")?.slug ?? "";
    const { casino } = await datasetContent.fetch(topLevelPageQuery, { slug });
    if (!casino) throw new Error("The dataset has no casino whose requirement covers bonus and deposit");
    const deposit = (casino.bonusAmount * 100) / casino.bonusMatchPercent;
    const state = bonusCalculatorState(new URLSearchParams(""), {
      bonus: casino.bonusAmount,
      deposit,
      multiple: casino.wageringRequirement,
      base: casino.wageringBase,
      rtpPercent: 96,
    });
    const view = renderServerHtml(<BonusCalculator action={`/${slug}`} state={state} />);
    const field = view.getByRole("textbox", { name: "Importe del bono (€)" }) as HTMLInputElement;
    expect(parseSpanishNumber(field.value)).toEqual({ ok: true, value: casino.bonusAmount });
    expect(field.form?.getAttribute("action")).toBe(`/${slug}#calculadora-resultado`);
    const base = within(view.getByRole("group", { name: "El requisito se aplica sobre" }));
    expect((base.getByRole("radio", { name: /Bono \+ depósito/ }) as HTMLInputElement).checked).toBe(true);
    expect((base.getByRole("radio", { name: /Solo el bono/ }) as HTMLInputElement).checked).toBe(false);
    const toWager = figures(view)["Tendrás que apostar"]?.replace(/\s*€$/, "");
    expect(parseSpanishNumber(toWager)).toEqual({
      ok: true,
      value: (casino.bonusAmount + deposit) * casino.wageringRequirement,
    });
  });

  test("the hints under the fields use the requirement being calculated, not a fixed ×35", () => {
    const view = bonus("bono=200&deposito=200&requisito=40&base=bono&rtp=95,5");
    const base = within(view.getByRole("group", { name: "El requisito se aplica sobre" }));
    expect(readText(base.getByText(/de bono ×/))).toBe("200 € de bono ×40 = 8.000 €");
    expect(readText(base.getByText(/\) ×/))).toBe("(200 € + 200 €) ×40 = 16.000 €");
    expect(
      view.getByRole("textbox", {
        name: "Requisito de apuesta",
        description: /Las veces: 40 si las condiciones dicen ×40/,
      }),
    ).toBeTruthy();
    expect(readText(document.body)).not.toContain("×35");
    // Before anything is typed, the examples use 100 € and ×35.
    const empty = within(bonus("").getByRole("group", { name: "El requisito se aplica sobre" }));
    expect(readText(empty.getByText(/de bono ×/))).toBe("100 € de bono ×35 = 3.500 €");
  });

  test("every bad field is marked invalid and listed with a link to it", () => {
    const view = bonus("bono=abc&deposito=&requisito=500&base=bono&rtp=96");
    const invalid = view.getAllByRole("textbox").filter((field) => field.getAttribute("aria-invalid") === "true");
    expect(invalid.map((field) => field.id)).toEqual([
      view.getByRole("textbox", { name: "Importe del bono (€)" }).id,
      view.getByRole("textbox", { name: "Requisito de apuesta" }).id,
    ]);
    expect(view.getByRole("heading", { name: "Revisa estos 2 datos" })).toBeTruthy();
    const toFields = view.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("#"));
    expect(toFields.map((link) => link.getAttribute("href"))).toEqual(invalid.map((field) => `#${field.id}`));
    expect(view.queryAllByRole("term")).toEqual([]);
  });
});
