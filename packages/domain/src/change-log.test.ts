import { describe, expect, it } from "vitest";
import {
  type ChangeLogCasinoInput,
  diffTrackedFacts,
  sanctionHistory,
  type TrackedFacts,
  trackedFactsOf,
} from "./index.ts";
import { scoredCasino } from "./testing.ts";

/** A scored casino with a 100 € bonus, its terms and a DGOJ licence. */
function casino(slug: string, score: number, overrides: Partial<ChangeLogCasinoInput> = {}): ChangeLogCasinoInput {
  return {
    ...scoredCasino(slug, score),
    bonus: "100 % hasta 100 €",
    bonusAmount: 100,
    minDeposit: 10,
    maxBet: 5,
    bonusValidityDays: 30,
    licensee: "Operadora de Juego, S.A.",
    licences: [{ authority: "dgoj", reference: "Licencias generales de Otros Juegos" }],
    sanctions: [],
    ...overrides,
  };
}

function factsOf(casinos: ChangeLogCasinoInput[], slug: string): TrackedFacts {
  const facts = trackedFactsOf(casinos).get(slug);
  if (!facts) throw new Error(`no facts for ${slug}`);
  return facts;
}

describe("the change log's diff of tracked facts", () => {
  it("a lower wagering requirement changes the requirement, «Bonos justos», the rating and the ranks it crosses", () => {
    const before = [casino("alfa", 8), casino("beta", 8.1)];
    const after = [casino("alfa", 8, { wageringRequirement: 15 }), casino("beta", 8.1)];
    expect(diffTrackedFacts(factsOf(before, "alfa"), factsOf(after, "alfa"))).toEqual([
      { fact: "rating", kind: "nota", from: "7,9", to: "8,2" },
      { fact: "score.bonusFairness", kind: "nota", from: "7,0", to: "9,0" },
      { fact: "rank", kind: "puesto", from: "2.º", to: "1.º" },
      { fact: "wagering", kind: "bono", from: "×25 sobre el bono", to: "×15 sobre el bono" },
    ]);
    // The casino it overtook changed nothing of its own, but its place.
    expect(diffTrackedFacts(factsOf(before, "beta"), factsOf(after, "beta"))).toEqual([
      { fact: "rank", kind: "puesto", from: "1.º", to: "2.º" },
    ]);
  });

  it("an unchanged casino has no change, however often it is compared", () => {
    const casinos = [casino("alfa", 8), casino("beta", 7)];
    expect(diffTrackedFacts(factsOf(casinos, "alfa"), factsOf(structuredClone(casinos), "alfa"))).toEqual([]);
  });

  it("«no clasificado» records the casino leaving the ranking and losing its place", () => {
    const before = [casino("alfa", 8), casino("beta", 7)];
    const after = [casino("alfa", 8, { notRanked: true }), casino("beta", 7)];
    const changes = diffTrackedFacts(factsOf(before, "alfa"), factsOf(after, "alfa"));
    expect(changes).toContainEqual({
      fact: "notRanked",
      kind: "clasificacion",
      from: "Clasificado",
      to: "No clasificado",
    });
    expect(changes).toContainEqual({ fact: "rank", kind: "puesto", from: "1.º", to: null });
    expect(diffTrackedFacts(factsOf(before, "beta"), factsOf(after, "beta"))).toEqual([
      { fact: "rank", kind: "puesto", from: "2.º", to: "1.º" },
    ]);
  });

  it("a new sanction and a new licensee are recorded in words a reader understands", () => {
    const before = [casino("alfa", 8)];
    const after = [
      casino("alfa", 8, {
        licensee: "Nueva Operadora, S.L.",
        sanctions: [{ date: "2025-11-25", amount: 17500 }],
      }),
    ];
    expect(diffTrackedFacts(factsOf(before, "alfa"), factsOf(after, "alfa"))).toEqual([
      { fact: "licensee", kind: "licencia", from: "Operadora de Juego, S.A.", to: "Nueva Operadora, S.L." },
      { fact: "sanctions", kind: "sanciones", from: null, to: "25/11/2025: multa de 17.500 €" },
    ]);
  });

  it("a fact the previous record did not follow yet is not reported as a change", () => {
    const after = factsOf([casino("alfa", 8)], "alfa");
    const { bonus: _untracked, ...before } = { ...after, rating: after.rating };
    expect(diffTrackedFacts(before, { ...after, bonus: "200 % hasta 50 €" })).toEqual([]);
  });
});

describe("the sanctions a casino already shows when the log first sees it", () => {
  const bwin = {
    sanctions: [
      { date: "2025-11-25", amount: 512000, protectedPlayers: true },
      { date: "2023-12-31", yearOnly: true, amount: 10000, protectedPlayers: false },
    ],
  };

  it("are entries dated when each was made public, oldest first, each adding to the one before", () => {
    const history = sanctionHistory(bwin, "2026-12-03");
    expect(history.map(({ at, from, to }) => ({ at, from, to }))).toEqual([
      { at: "2023-12-31", from: null, to: "2023: multa de 10.000 €" },
      {
        at: "2025-11-25",
        from: "2023: multa de 10.000 €",
        to: "2023: multa de 10.000 €; 25/11/2025: multa de 512.000 €",
      },
    ]);
    expect(history.every((entry) => entry.fact === "sanctions" && entry.kind === "sanciones")).toBe(true);
  });

  it("end on the value the log keeps for the casino, so the next publish compares with the same text", () => {
    const facts = trackedFactsOf([{ ...scoredCasino("bwin", 8), ...bwin }]).get("bwin");
    expect(sanctionHistory(bwin, "2026-12-03").at(-1)?.to).toBe(facts?.sanctions);
  });

  it("say when a sanction caps «Juego responsable», and when the source gives only the year", () => {
    const [yearOnly, capping] = sanctionHistory(bwin, "2026-12-03");
    expect(yearOnly?.reason).toContain("en 2023; la fuente no da el día");
    expect(yearOnly?.reason).not.toContain("no puede pasar");
    expect(capping?.reason).toContain("«Juego responsable» no puede pasar de 5,0 durante 3 años");
  });

  it("leave out a sanction dated after today, and a casino with none has no past", () => {
    expect(sanctionHistory({ sanctions: [{ date: "2027-01-10", amount: 1 }] }, "2026-12-03")).toEqual([]);
    expect(sanctionHistory({ sanctions: null }, "2026-12-03")).toEqual([]);
  });
});
