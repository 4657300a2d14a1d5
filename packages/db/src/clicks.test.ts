import { describe, expect, test } from "vitest";
import { useTestDatabase } from "./test-database-fixture.ts";
import { providers } from "./test-databases.ts";

describe.each(providers)("db.clicks on %s", (provider) => {
  const database = useTestDatabase(provider);

  test("counts clicks per casino and UTC day, and reports a date range", async () => {
    await database.db.clicks.record("bet365", new Date("2030-03-01T23:59:00Z"));
    await database.db.clicks.record("bet365", new Date("2030-03-01T08:00:00Z"));
    await database.db.clicks.record("bet365", new Date("2030-03-02T00:01:00Z"));
    await database.db.clicks.record("codere", new Date("2030-03-02T12:00:00Z"));
    await database.db.clicks.record("codere", new Date("2030-04-01T12:00:00Z"));

    expect(await database.db.clicks.between("2030-03-01", "2030-03-31")).toEqual([
      { casinoSlug: "bet365", day: "2030-03-01", count: 2 },
      { casinoSlug: "bet365", day: "2030-03-02", count: 1 },
      { casinoSlug: "codere", day: "2030-03-02", count: 1 },
    ]);
  });

  test("concurrent clicks all count", async () => {
    const at = new Date("2031-01-01T10:00:00Z");
    await Promise.all(Array.from({ length: 40 }, () => database.db.clicks.record("paf", at)));
    expect(await database.db.clicks.between("2031-01-01", "2031-01-01")).toEqual([
      { casinoSlug: "paf", day: "2031-01-01", count: 40 },
    ]);
  });

  test("adds counts in batches, on top of what is already counted", async () => {
    await database.db.clicks.record("luckia", new Date("2032-05-01T10:00:00Z"));
    await database.db.clicks.add([
      { casinoSlug: "luckia", day: "2032-05-01", count: 7 },
      { casinoSlug: "sportium", day: "2032-05-02", count: 3 },
    ]);
    expect(await database.db.clicks.between("2032-05-01", "2032-05-31")).toEqual([
      { casinoSlug: "luckia", day: "2032-05-01", count: 8 },
      { casinoSlug: "sportium", day: "2032-05-02", count: 3 },
    ]);
  });
});
