import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { useTestDatabase } from "./test-database-fixture.ts";
import { providers } from "./test-databases.ts";

describe.each(providers)("db.rateLimit on %s", (provider) => {
  const database = useTestDatabase(provider);

  const minute = { windows: [{ windowMs: 60_000, max: 5 }] };
  const at = (start: number, ms: number) => new Date(start + ms);

  test("allows 5 hits a minute per key, refuses the 6th and says when to retry", async () => {
    const key = `signup:${randomUUID()}`;
    const start = Date.parse("2030-01-01T00:00:00.000Z");
    for (let i = 0; i < 5; i++) {
      expect(await database.db.rateLimit.hit(key, { ...minute, now: at(start, i * 1000) })).toMatchObject({
        allowed: true,
        hits: [i + 1],
      });
    }
    expect(await database.db.rateLimit.hit(key, { ...minute, now: at(start, 10_000) })).toEqual({
      allowed: false,
      hits: [6],
      retryAfterMs: 50_000, // the minute that began at 0 s ends at 60 s
    });
    // Another key is counted apart.
    expect(
      (await database.db.rateLimit.hit(`signup:${randomUUID()}`, { ...minute, now: at(start, 10_000) })).allowed,
    ).toBe(true);
  });

  test("in the next minute, the key is allowed again and counted from one", async () => {
    const key = `signup:${randomUUID()}`;
    const start = Date.parse("2030-02-01T00:00:00.000Z");
    for (let i = 0; i < 7; i++) await database.db.rateLimit.hit(key, { ...minute, now: at(start, i) });
    expect(await database.db.rateLimit.hit(key, { ...minute, now: at(start, 60_006) })).toMatchObject({
      allowed: true,
      hits: [1],
    });
  });

  test("of 30 concurrent hits on one key, exactly 5 are allowed", async () => {
    const key = `signup:${randomUUID()}`;
    const now = new Date("2030-03-01T00:00:00.000Z");
    const results = await Promise.all(
      Array.from({ length: 30 }, () => database.db.rateLimit.hit(key, { ...minute, now })),
    );
    const allowed = results.filter((result) => result.allowed).length;
    expect(allowed).toBe(5);
  });

  test("with a minute and an hour window, the hour refuses once the minutes add up, and says when to retry", async () => {
    const key = `signup:${randomUUID()}`;
    const start = Date.parse("2030-04-01T00:00:00.000Z");
    const windows = [
      { windowMs: 60_000, max: 2 },
      { windowMs: 3_600_000, max: 3 },
    ];
    const answers = [];
    for (const minutes of [0, 1, 2, 3]) {
      answers.push(await database.db.rateLimit.hit(key, { windows, now: at(start, minutes * 60_000) }));
    }
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    expect(answers[3]).toEqual({ allowed: false, hits: [1, 4], retryAfterMs: 57 * 60_000 });
  });

  test("prune deletes the counters of windows that ended before the given time", async () => {
    const key = `signup:${randomUUID()}`;
    await database.db.rateLimit.hit(key, { ...minute, now: new Date("2020-01-01T00:00:00.000Z") });
    expect(await database.db.rateLimit.prune(new Date("2021-01-01T00:00:00.000Z"))).toBeGreaterThanOrEqual(1);
    expect(
      await database.db.rateLimit.hit(key, { windows: [{ windowMs: 10 * 365 * 86_400_000, max: 1 }] }),
    ).toMatchObject({ hits: [1] });
  });
});
