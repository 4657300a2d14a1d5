import { describe, expect, test } from "vitest";
import { copyProblems } from "./vocabulary.ts";

describe("the site's vocabulary", () => {
  test("catches the banned variants and lets the legal deposit limits through", () => {
    expect(copyProblems("Una tragamonedas clásica")).toHaveLength(1);
    expect(copyProblems("¡Juega ahora en los mejores casinos!")).toHaveLength(1);
    expect(copyProblems("los jugadores nuevos tienen un límite de 600 € al mes")).toHaveLength(1);
    expect(copyProblems("600 € al día, 1.500 € a la semana y 3.000 € al mes")).toEqual([]);
  });
});
