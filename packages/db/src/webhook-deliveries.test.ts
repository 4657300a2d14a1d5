import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDb, type Db } from "./db.ts";
import { createTestDatabase, providers, type TestDatabase } from "./test-databases.ts";

describe.each(providers)("db.webhookDeliveries on %s", (provider) => {
  let database: TestDatabase;
  let db: Db;
  let other: Db;
  beforeAll(async () => {
    database = await createTestDatabase(provider);
    db = database.db;
    // A second client stands for a second web process on the same database.
    other = createDb(database.url);
  });
  afterAll(async () => {
    await db?.disconnect();
    await other?.disconnect();
    await database?.drop();
  });

  const signedAt = new Date("2030-01-01T00:00:00.000Z");
  const forgetBefore = new Date(signedAt.getTime() - 300_000);

  test("a delivery is recorded once: a replay to this or another process is told apart", async () => {
    const id = randomUUID();
    expect(await db.webhookDeliveries.recordOnce(id, { signedAt, forgetBefore })).toBe(true);
    expect(await db.webhookDeliveries.recordOnce(id, { signedAt, forgetBefore })).toBe(false);
    expect(await other.webhookDeliveries.recordOnce(id, { signedAt, forgetBefore })).toBe(false);
  });

  test("of 20 concurrent deliveries of one id from two processes, exactly one is recorded", async () => {
    const id = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? other : db).webhookDeliveries.recordOnce(id, { signedAt, forgetBefore }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  test("deliveries signed before the window are forgotten when the next one is recorded", async () => {
    const before = await db.webhookDeliveries.count();
    await db.webhookDeliveries.recordOnce(randomUUID(), { signedAt: new Date("2020-01-01"), forgetBefore });
    expect(await db.webhookDeliveries.count()).toBe(before + 1);
    const later = new Date("2031-01-01T00:00:00.000Z");
    await db.webhookDeliveries.recordOnce(randomUUID(), { signedAt: later, forgetBefore: later });
    expect(await db.webhookDeliveries.count()).toBe(1);
  });
});
