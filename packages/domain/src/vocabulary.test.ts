import { describe, expect, test } from "vitest";
import { copyProblems, VOCABULARY } from "./vocabulary.ts";

describe("the site's vocabulary", () => {
  test("catches the banned variants and lets the legal deposit limits through", () => {
    expect(copyProblems("Una tragamonedas clásica")).toHaveLength(1);
    expect(copyProblems("¡Juega ahora en los mejores casinos!")).toHaveLength(1);
    expect(copyProblems("los jugadores nuevos tienen un límite de 600 € al mes")).toHaveLength(1);
    expect(copyProblems("600 € al día, 1.500 € a la semana y 3.000 € al mes")).toEqual([]);
  });

  test.each([
    ["Slots clásicos: las de tres rodillos", "tragaperras"],
    ["una slot de volatilidad alta", "tragaperras"],
    ["Chat en vivo y correo", "en directo"],
    ["La sala de poker cobra rake", "póquer"],
    ["Póker Texas Hold'em", "póquer"],
    ["Requisito de apuesta x35 sobre el bono", "×25"],
    ["18+ · Se aplican términos y condiciones", "+18"],
    ["mesas en streaming", "retransmisión"],
  ])("«%s» is flagged, pointing to «%s»", (text, preferred) => {
    const problems = copyProblems(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.why).toContain(preferred);
  });

  test.each([
    "Tragaperras clásicas: las de tres rodillos",
    "Casino en directo: juegos y cifras clave",
    "PokerStars es una sala de póquer",
    "el Three Card Poker se juega contra el crupier",
    "Requisito de apuesta ×35 sobre el bono",
    "+18 · Se aplican términos y condiciones",
    "lee la guía en /slots-online o en https://www.pokerstars.es",
    "500 giros × 1 € a un RTP del 96 %",
  ])("«%s» passes", (text) => {
    expect(copyProblems(text)).toEqual([]);
  });

  test("every concept has one preferred term that is not itself banned", () => {
    for (const term of VOCABULARY) expect(term.banned.test(term.preferred.split(" (")[0] ?? "")).toBe(false);
  });
});
