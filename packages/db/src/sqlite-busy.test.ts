// SQLite while another connection holds the write lock (as another process would): the process keeps running its
// other work, and the write lands once the lock goes, or fails as "busy" once it has waited long enough.
import { afterEach, describe, expect, test } from "vitest";
import { createDb, type Db } from "./db.ts";
import { isDatabaseBusy } from "./errors.ts";
import { migrate } from "./migrate.ts";
import { createThrowawayDatabase, holdSqliteLock, newSubscriber, type ThrowawayDatabase } from "./test-databases.ts";

describe("SQLite with the write lock held by another connection", () => {
  let database: ThrowawayDatabase | undefined;
  let db: Db | undefined;
  afterEach(async () => {
    await db?.disconnect();
    await database?.drop();
  });

  /** A migrated database, a client on it, and a second connection that takes the write lock (BEGIN EXCLUSIVE). */
  async function lockedDatabase(busyMs: number) {
    database = await createThrowawayDatabase("sqlite");
    await migrate(database.url);
    db = createDb(database.url, { timeouts: { busyMs } });
    await db.ping();
    return { db, ...(await holdSqliteLock(database.url)) };
  }

  test("a write waits without stopping the event loop and lands once the lock is released", async () => {
    const { db, release } = await lockedDatabase(5_000);
    let releasedAt = 0;
    const write = db.rateLimit.hit("signup:test", { windows: [{ windowMs: 60_000, max: 5 }] }).then((result) => ({
      result,
      at: performance.now(),
    }));
    const transaction = db.transaction((tx) => tx.subscribers.create(newSubscriber())).then(() => performance.now());
    // Both run while the lock is held; these callbacks can only run if nothing blocks the event loop.
    const immediate = new Promise<number>((resolve) => setImmediate(() => resolve(performance.now())));
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        releasedAt = performance.now();
        resolve(release());
      }, 300),
    );
    const [{ result, at }, committedAt, immediateAt] = await Promise.all([write, transaction, immediate, timer]);

    expect(immediateAt).toBeLessThan(at);
    expect(at).toBeGreaterThanOrEqual(releasedAt);
    expect(committedAt).toBeGreaterThanOrEqual(releasedAt);
    expect(result).toMatchObject({ allowed: true, hits: [1] });
    expect(await db.subscribers.count()).toBe(1);
  });

  test("a write still locked out after busyMs fails as busy, and leaves nothing half done", async () => {
    const { db, release } = await lockedDatabase(200);
    const failure = await db.transaction((tx) => tx.subscribers.create(newSubscriber())).catch((error) => error);
    const plain = await db.rateLimit.hit("signup:test", { windows: [{ windowMs: 60_000, max: 5 }] }).catch((e) => e);
    await release();
    expect(isDatabaseBusy(failure)).toBe(true);
    expect(isDatabaseBusy(plain)).toBe(true);
    expect(await db.subscribers.count()).toBe(0);
    // The connection is usable again at once.
    await db.transaction((tx) => tx.subscribers.create(newSubscriber()));
    expect(await db.subscribers.count()).toBe(1);
  });
});
