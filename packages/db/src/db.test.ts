// createDb(): the client itself, on both providers: its provider and ping, how a unique-key violation is told
// apart, and transactions (all or nothing, isolated from writes outside them, misuse refused). The stores'
// own tests are beside them (subscribers.test.ts, outbox.test.ts, ...).
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { createDb, type DbTransaction } from "./db.ts";
import { isUniqueViolation } from "./errors.ts";
import { migrate } from "./migrate.ts";
import { useTestDatabase } from "./test-database-fixture.ts";
import { newSubscriber, providers } from "./test-databases.ts";

/** Queues a confirmation e-mail to `subscriber` inside `tx`. */
async function queueConfirmation(tx: DbTransaction, subscriber: { id: string; email: string }) {
  await tx.outbox.enqueue({
    kind: "confirmation",
    to: subscriber.email,
    subject: "s",
    text: "t",
    html: "h",
    subscriberId: subscriber.id,
  });
}

describe.each(providers)("createDb() on %s", (provider) => {
  const database = useTestDatabase(provider);

  test("reports its provider and answers a ping", async () => {
    expect(database.db.provider).toBe(provider);
    await expect(database.db.ping()).resolves.toBeUndefined();
  });

  test("a second sign-up with the same e-mail fails with P2002 and isUniqueViolation", async () => {
    const first = newSubscriber();
    await database.db.subscribers.create(first);
    const duplicate = database.db.subscribers.create(newSubscriber({ email: first.email.toUpperCase() }));
    const error: unknown = await duplicate.then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    expect(error).toMatchObject({ name: "PrismaClientKnownRequestError", code: "P2002" });
    expect(isUniqueViolation(error)).toBe(true);
  });

  test("isUniqueViolation is false for other failures", async () => {
    const missing = await database.db.subscribers.confirm(randomUUID()).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(Error);
    expect(isUniqueViolation(missing)).toBe(false);
    expect(isUniqueViolation(new Error("P2002"))).toBe(false);
  });

  test("a transaction commits all of its writes, or none when it throws", async () => {
    const email = `tx-${randomUUID()}@example.es`;
    const failing = database.db.transaction(async (tx) => {
      const subscriber = await tx.subscribers.create(newSubscriber({ email }));
      await queueConfirmation(tx, subscriber);
      throw new Error("SMTP template broke");
    });
    await expect(failing).rejects.toThrow("SMTP template broke");
    expect(await database.db.subscribers.findByEmail(email)).toBeNull();
    expect(await database.db.outbox.count({ to: email })).toBe(0);

    const id = await database.db.transaction(async (tx) => {
      const subscriber = await tx.subscribers.create(newSubscriber({ email }));
      await queueConfirmation(tx, subscriber);
      return subscriber.id;
    });
    expect((await database.db.subscribers.findByEmail(email))?.id).toBe(id);
    expect(await database.db.outbox.count({ subscriberId: id })).toBe(1);
  });

  test("a write made outside a transaction while it is open survives the transaction's rollback", async () => {
    // On SQLite all queries share one connection; without db's lock this write would run inside
    // the open transaction and be rolled back with it.
    const inside = `inside-${randomUUID()}@example.es`;
    const outside = `outside-${randomUUID()}@example.es`;
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const rolledBack = database.db.transaction(async (tx) => {
      await tx.subscribers.create(newSubscriber({ email: inside }));
      opened();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error("roll back");
    });
    await isOpen;
    const written = database.db.subscribers.create(newSubscriber({ email: outside }));
    await expect(rolledBack).rejects.toThrow("roll back");
    await written;
    expect(await database.db.subscribers.findByEmail(outside)).not.toBeNull();
    expect(await database.db.subscribers.findByEmail(inside)).toBeNull();
  });

  test("using db instead of tx inside a transaction fails clearly instead of escaping it or hanging", async () => {
    const email = `tx-${randomUUID()}@example.es`;
    const misuse = database.db.transaction(async (tx) => {
      await tx.subscribers.create(newSubscriber({ email }));
      await database.db.outbox.count();
    });
    await expect(misuse).rejects.toThrow(
      "db.outbox.count() was called inside db.transaction(); use the transaction's tx.outbox.count() instead",
    );
    await expect(database.db.transaction(() => database.db.transaction(async () => 1))).rejects.toThrow(
      /db\.transaction\(\) was called inside/,
    );
    expect(await database.db.subscribers.findByEmail(email)).toBeNull();
  });
});

test("a new SQLite database, its write-ahead log and its shared-memory file are readable by their owner only", async () => {
  const folder = await mkdtemp(path.join(tmpdir(), "casinolupa-modes-"));
  try {
    const file = path.join(folder, "datos", "casinolupa.db");
    await migrate(`file:${file}`);
    const db = createDb(`file:${file}`);
    try {
      await db.subscribers.create(newSubscriber());
      const mode = async (name: string) => (await stat(name)).mode & 0o777;
      expect(await mode(path.dirname(file))).toBe(0o700);
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(await mode(name), name).toBe(0o600);
    } finally {
      await db.disconnect();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
