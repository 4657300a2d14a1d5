import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { useOtherProcess, useTestDatabase } from "./test-database-fixture.ts";
import { providers } from "./test-databases.ts";

describe.each(providers)("db.webhookDeliveries on %s", (provider) => {
  const database = useTestDatabase(provider);
  const other = useOtherProcess(database);

  const signedAt = new Date("2030-01-01T00:00:00.000Z");
  const forgetBefore = new Date(signedAt.getTime() - 300_000);

  test("a delivery is recorded once: a replay to this or another process is told apart", async () => {
    const id = randomUUID();
    expect(await database.db.webhookDeliveries.recordOnce(id, { signedAt, forgetBefore })).toBe(true);
    expect(await database.db.webhookDeliveries.recordOnce(id, { signedAt, forgetBefore })).toBe(false);
    expect(await other.db.webhookDeliveries.recordOnce(id, { signedAt, forgetBefore })).toBe(false);
  });

  test("of 20 concurrent deliveries of one id from two processes, exactly one is recorded", async () => {
    const id = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? other.db : database.db).webhookDeliveries.recordOnce(id, { signedAt, forgetBefore }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  test("deliveries signed before the window are forgotten when the next one is recorded", async () => {
    const before = await database.db.webhookDeliveries.count();
    await database.db.webhookDeliveries.recordOnce(randomUUID(), { signedAt: new Date("2020-01-01"), forgetBefore });
    expect(await database.db.webhookDeliveries.count()).toBe(before + 1);
    const later = new Date("2031-01-01T00:00:00.000Z");
    await database.db.webhookDeliveries.recordOnce(randomUUID(), { signedAt: later, forgetBefore: later });
    expect(await database.db.webhookDeliveries.count()).toBe(1);
  });
});
