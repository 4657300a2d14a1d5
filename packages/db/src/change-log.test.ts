import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import type { CasinoFacts, FactDifference } from "./change-log.ts";
import { useOtherProcess, useTestDatabase } from "./test-database-fixture.ts";
import { providers } from "./test-databases.ts";

/** Every fact that differs, in the order of `after`: the comparison @casinolupa/domain makes, in miniature. */
function compare(before: Record<string, string | null>, after: Record<string, string | null>): FactDifference[] {
  return Object.keys(after)
    .filter((fact) => fact in before && before[fact] !== after[fact])
    .map((fact) => ({
      kind: fact === "rank" ? "puesto" : "bono",
      fact,
      from: before[fact] ?? null,
      to: after[fact] ?? null,
    }));
}

/** A casino of its own for each test (the tests share one database), with its wagering and rank. */
function casinoFacts(id: string, wagering: string, rank: string | null, reason: string | null = null): CasinoFacts {
  return { casinoId: id, casinoSlug: id, casinoName: `Casino ${id}`, facts: { wagering, rank }, reason };
}

describe.each(providers)("db.changeLog on %s", (provider) => {
  const database = useTestDatabase(provider);
  const other = useOtherProcess(database);
  const at = new Date("2030-01-01T10:00:00.000Z");

  test("the first publish of a casino records nothing; the next one records what changed, old and new", async () => {
    const id = randomUUID();
    const log = database.db.changeLog;
    expect(await log.record({ state: "s1", casinos: [casinoFacts(id, "×25", "3.º")], compare, at })).toEqual([]);
    const written = await log.record({
      state: "s2",
      casinos: [casinoFacts(id, "×15", "2.º", "El operador rebajó el requisito el 20 de noviembre.")],
      compare,
      at,
    });
    expect(written.map(({ fact, oldValue, newValue, reason }) => ({ fact, oldValue, newValue, reason }))).toEqual([
      {
        fact: "wagering",
        oldValue: "×25",
        newValue: "×15",
        reason: "El operador rebajó el requisito el 20 de noviembre.",
      },
      { fact: "rank", oldValue: "3.º", newValue: "2.º", reason: "El operador rebajó el requisito el 20 de noviembre." },
    ]);
    expect((await log.list({ casinoSlug: id })).map((change) => change.fact)).toEqual(["wagering", "rank"]);
    expect((await log.list({ casinoSlug: id, kind: "puesto" })).map((change) => change.newValue)).toEqual(["2.º"]);
  });

  test("a casino seen for the first time brings its past, dated when it happened, written once by any process", async () => {
    const id = randomUUID();
    const history = [
      {
        kind: "sanciones",
        fact: "sanctions",
        from: null,
        to: "25/11/2025: multa de 512.000 €",
        at: new Date("2025-11-25T00:00:00.000Z"),
        reason: "La sanción se hizo pública el 25/11/2025.",
      },
    ];
    const first = { state: "h1", casinos: [{ ...casinoFacts(id, "×25", "3.º"), history }], compare, at };
    const written = await database.db.changeLog.record(first);
    expect(written.map(({ fact, oldValue, newValue, changedAt }) => ({ fact, oldValue, newValue, changedAt }))).toEqual(
      [{ fact: "sanctions", oldValue: null, newValue: "25/11/2025: multa de 512.000 €", changedAt: history[0]?.at }],
    );
    // Another process starting on the same log, or a later publish, does not write the past again.
    expect(await other.db.changeLog.record({ ...first, state: "h2" })).toEqual([]);
    expect(await database.db.changeLog.list({ casinoSlug: id })).toHaveLength(1);
  });

  test("a reason left in place is not attached to the next publish's changes", async () => {
    const id = randomUUID();
    const log = database.db.changeLog;
    await log.record({ state: "r1", casinos: [casinoFacts(id, "×25", "3.º", "Motivo antiguo.")], compare, at });
    const [change] = await log.record({
      state: "r2",
      casinos: [casinoFacts(id, "×30", "3.º", "Motivo antiguo.")],
      compare,
      at,
    });
    expect(change).toMatchObject({ fact: "wagering", reason: null });
  });

  test("the same publish recorded again, here or by another process, writes nothing", async () => {
    const id = randomUUID();
    await database.db.changeLog.record({ state: "a", casinos: [casinoFacts(id, "×25", "3.º")], compare, at });
    const publish = { state: "b", casinos: [casinoFacts(id, "×15", "3.º")], compare, at };
    expect(await database.db.changeLog.record(publish)).toHaveLength(1);
    expect(await database.db.changeLog.record(publish)).toEqual([]);
    expect(await other.db.changeLog.record(publish)).toEqual([]);
    expect(await database.db.changeLog.list({ casinoSlug: id })).toHaveLength(1);
  });

  test("of 10 concurrent recordings of one publish from two processes, the change is written once", async () => {
    const id = randomUUID();
    await database.db.changeLog.record({ state: "c1", casinos: [casinoFacts(id, "×25", "3.º")], compare, at });
    const publish = { state: "c2", casinos: [casinoFacts(id, "×40", "4.º")], compare, at };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? other.db : database.db).changeLog.record(publish)),
    );
    expect(results.flat()).toHaveLength(2);
    expect((await database.db.changeLog.list({ casinoSlug: id })).map((change) => change.fact)).toEqual([
      "wagering",
      "rank",
    ]);
  });

  test("a value that comes back and changes again is a new change each time", async () => {
    const id = randomUUID();
    const log = database.db.changeLog;
    await log.record({ state: "x1", casinos: [casinoFacts(id, "×25", "3.º")], compare, at });
    await log.record({
      state: "x2",
      casinos: [casinoFacts(id, "×15", "3.º")],
      compare,
      at: new Date(at.getTime() + 1000),
    });
    await log.record({
      state: "x3",
      casinos: [casinoFacts(id, "×25", "3.º")],
      compare,
      at: new Date(at.getTime() + 2000),
    });
    await log.record({
      state: "x4",
      casinos: [casinoFacts(id, "×15", "3.º")],
      compare,
      at: new Date(at.getTime() + 3000),
    });
    expect((await log.list({ casinoSlug: id })).map((change) => change.newValue)).toEqual(["×15", "×25", "×15"]);
    // A window [from, to) of the recording times: the digest reads its period so.
    const window = { from: new Date(at.getTime() + 1000), to: new Date(at.getTime() + 3000) };
    expect((await log.list({ casinoSlug: id, ...window })).map((change) => change.changedAt)).toEqual([
      new Date(at.getTime() + 2000),
      new Date(at.getTime() + 1000),
    ]);
  });
});
