import { scoredCasino } from "@casinolupa/domain/testing";
import { describe, expect, it } from "vitest";
import { type PublishedCasino, publishEffect } from "./publish-effect";

function published(id: string, score: number): PublishedCasino {
  return { _id: id, ...scoredCasino(id, score) };
}

const casinos = [published("a", 9), published("b", 8.6), published("c", 8.2), published("d", 7.8), published("e", 7.4)];

describe("what publishing does, as the casino form says it", () => {
  it("says the new rating and the new rank when a draft moves up", () => {
    const draft = { ...published("e", 9.4), _id: "drafts.e" };
    // 9,4 × 85 % + 7 × 15 % = 9,04 → 9,0; before: 7,4 × 85 % + 1,05 = 7,34 → 7,3.
    expect(publishEffect(draft, 9, casinos)).toBe("Al publicar, la nota pasa de 7,3 a 9,0 y el puesto del 5.º al 1.º.");
  });

  it("says a wagering change lowers the rating and the rank in one publish", () => {
    const draft = { ...published("b", 8.6), _id: "drafts.b", wageringRequirement: 60 };
    // ×60 gives «Bonos justos» 0: 8,6 × 85 % = 7,31 → 7,3, below c (7,8) and d (7,7).
    expect(publishEffect(draft, 7.3, casinos)).toBe(
      "Al publicar, la nota pasa de 8,4 a 7,3 y el puesto del 2.º al 4.º.",
    );
  });

  it("says when nothing changes", () => {
    expect(publishEffect({ ...published("c", 8.2), _id: "drafts.c" }, 8, casinos)).toBe(
      "Al publicar, la nota sigue en 8,0 y el puesto sigue siendo el 3.º.",
    );
  });

  it("gives a new operator the rank its score earns, the 11th or 12th included", () => {
    const many = Array.from({ length: 11 }, (_, index) => published(`op${index}`, 9.5 - index * 0.2));
    expect(publishEffect({ ...published("new", 1), _id: "drafts.new" }, 1.9, many)).toBe(
      "Al publicar, entra en el ranking en el puesto 12.º con un 1,9.",
    );
  });

  it("says an operator «no clasificado» leaves the ranking", () => {
    expect(publishEffect({ ...published("a", 9), _id: "a", notRanked: true }, 8.7, casinos)).toContain(
      "sale del ranking",
    );
  });
});
