import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Db } from "./db.ts";
import { isUniqueViolation } from "./errors.ts";
import type { NewSubscriber } from "./subscribers.ts";
import { createTestDatabase, providers, type TestDatabase } from "./test-databases.ts";

/** A sign-up with a fresh address; override what the test is about. */
function newSubscriber(overrides: Partial<NewSubscriber> = {}): NewSubscriber {
  return {
    email: `lector-${randomUUID()}@example.es`,
    consentVersion: "2025-01",
    ...overrides,
  };
}

describe.each(providers)("createDb() on %s", (provider) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(provider);
    db = database.db;
  });
  afterAll(async () => {
    await database?.drop();
  });

  test("reports its provider and answers a ping", async () => {
    expect(db.provider).toBe(provider);
    await expect(db.ping()).resolves.toBeUndefined();
  });

  test("a created subscriber is found again by e-mail, with every field as stored", async () => {
    const input = newSubscriber({
      sourcePage: "/casinos/mejores",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "bienvenida",
      utmTerm: "ruleta",
      utmContent: "cabecera",
      ipAddress: "203.0.113.7",
      userAgent: "Mozilla/5.0",
      confirmTokenHash: `confirm-${randomUUID()}`,
      confirmTokenExpiresAt: new Date("2030-01-02T03:04:05.678Z"),
      unsubscribeTokenHash: `unsubscribe-${randomUUID()}`,
    });
    const created = await db.subscribers.create(input);
    expect(created).toMatchObject({ ...input, status: "pending", confirmedAt: null });
    expect(created.id).toEqual(expect.any(String));
    expect(created.createdAt).toBeInstanceOf(Date);

    expect(await db.subscribers.findByEmail(input.email)).toEqual(created);
    expect(await db.subscribers.findByEmail(`nadie-${randomUUID()}@example.es`)).toBeNull();
  });

  test("e-mail addresses are matched regardless of case and surrounding spaces", async () => {
    const email = `Ana.${randomUUID()}@Example.ES`;
    const created = await db.subscribers.create(newSubscriber({ email: ` ${email} ` }));
    expect(created.email).toBe(email.toLowerCase());
    expect((await db.subscribers.findByEmail(email.toUpperCase()))?.id).toBe(created.id);
  });

  test("a second sign-up with the same e-mail fails with P2002 and isUniqueViolation", async () => {
    const first = newSubscriber();
    await db.subscribers.create(first);
    const duplicate = db.subscribers.create(newSubscriber({ email: first.email.toUpperCase() }));
    const error: unknown = await duplicate.then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    expect(error).toMatchObject({ name: "PrismaClientKnownRequestError", code: "P2002" });
    expect(isUniqueViolation(error)).toBe(true);
  });

  test("isUniqueViolation is false for other failures", async () => {
    const missing = await db.subscribers.confirm(randomUUID()).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(Error);
    expect(isUniqueViolation(missing)).toBe(false);
    expect(isUniqueViolation(new Error("P2002"))).toBe(false);
  });

  test("confirming through the token burns it; unsubscribing keeps the history", async () => {
    const confirmTokenHash = `confirm-${randomUUID()}`;
    const unsubscribeTokenHash = `unsubscribe-${randomUUID()}`;
    const created = await db.subscribers.create(
      newSubscriber({
        confirmTokenHash,
        confirmTokenExpiresAt: new Date(Date.now() + 86_400_000),
        unsubscribeTokenHash,
      }),
    );
    const found = await db.subscribers.findByConfirmTokenHash(confirmTokenHash);
    expect(found?.id).toBe(created.id);

    const confirmedAt = new Date("2025-03-04T05:06:07.000Z");
    const confirmed = await db.subscribers.confirm(created.id, confirmedAt);
    expect(confirmed).toMatchObject({
      status: "confirmed",
      confirmedAt,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    });
    expect(await db.subscribers.findByConfirmTokenHash(confirmTokenHash)).toBeNull();

    const leaving = await db.subscribers.findByUnsubscribeTokenHash(unsubscribeTokenHash);
    const unsubscribed = await db.subscribers.unsubscribe(leaving?.id ?? "");
    expect(unsubscribed).toMatchObject({ status: "unsubscribed", confirmedAt });
    expect(unsubscribed.unsubscribedAt).toBeInstanceOf(Date);
  });

  test("update re-opens a sign-up with a new token and consent version", async () => {
    const created = await db.subscribers.create(newSubscriber({ status: "unsubscribed" }));
    const confirmTokenHash = `confirm-${randomUUID()}`;
    const updated = await db.subscribers.update(created.id, {
      status: "pending",
      consentVersion: "2025-06",
      confirmTokenHash,
    });
    expect(updated).toMatchObject({ status: "pending", consentVersion: "2025-06", confirmTokenHash });
    expect(updated.email).toBe(created.email);
  });

  test("user agents longer than 500 characters are cut to 500", async () => {
    const created = await db.subscribers.create(newSubscriber({ userAgent: "x".repeat(900) }));
    expect(created.userAgent).toHaveLength(500);
  });

  test("a transaction commits all of its writes, or none when it throws", async () => {
    const email = `tx-${randomUUID()}@example.es`;
    const failing = db.transaction(async (tx) => {
      const subscriber = await tx.subscribers.create(newSubscriber({ email }));
      await tx.outbox.enqueue({
        kind: "confirmation",
        to: email,
        subject: "s",
        text: "t",
        html: "h",
        subscriberId: subscriber.id,
      });
      throw new Error("SMTP template broke");
    });
    await expect(failing).rejects.toThrow("SMTP template broke");
    expect(await db.subscribers.findByEmail(email)).toBeNull();
    expect(await db.outbox.count({ to: email })).toBe(0);

    const id = await db.transaction(async (tx) => {
      const subscriber = await tx.subscribers.create(newSubscriber({ email }));
      await tx.outbox.enqueue({
        kind: "confirmation",
        to: email,
        subject: "s",
        text: "t",
        html: "h",
        subscriberId: subscriber.id,
      });
      return subscriber.id;
    });
    expect((await db.subscribers.findByEmail(email))?.id).toBe(id);
    expect(await db.outbox.count({ subscriberId: id })).toBe(1);
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
    const rolledBack = db.transaction(async (tx) => {
      await tx.subscribers.create(newSubscriber({ email: inside }));
      opened();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error("roll back");
    });
    await isOpen;
    const written = db.subscribers.create(newSubscriber({ email: outside }));
    await expect(rolledBack).rejects.toThrow("roll back");
    await written;
    expect(await db.subscribers.findByEmail(outside)).not.toBeNull();
    expect(await db.subscribers.findByEmail(inside)).toBeNull();
  });

  test("using db instead of tx inside a transaction fails clearly instead of escaping it or hanging", async () => {
    const email = `tx-${randomUUID()}@example.es`;
    const misuse = db.transaction(async (tx) => {
      await tx.subscribers.create(newSubscriber({ email }));
      await db.outbox.count();
    });
    await expect(misuse).rejects.toThrow(
      "db.outbox.count() was called inside db.transaction(); use the transaction's tx.outbox.count() instead",
    );
    await expect(db.transaction(() => db.transaction(async () => 1))).rejects.toThrow(
      /db\.transaction\(\) was called inside/,
    );
    expect(await db.subscribers.findByEmail(email)).toBeNull();
  });

  test("renew re-opens a pending or unsubscribed address only when its last mail is old enough", async () => {
    const sentAt = new Date("2030-01-01T00:00:00.000Z");
    const windows = (before: Date) => ({ lastMailBefore: before, optedOutLastMailBefore: before });
    const pending = await db.subscribers.create(newSubscriber({ confirmSentAt: sentAt }));
    const tooSoon = await db.subscribers.renew(
      pending.email,
      { confirmTokenHash: `c-${randomUUID()}` },
      windows(sentAt),
    );
    expect(tooSoon).toBeNull();
    const renewed = await db.subscribers.renew(
      pending.email,
      { confirmSentAt: new Date(sentAt.getTime() + 600_000), ipAddress: "198.51.100.4" },
      windows(new Date(sentAt.getTime() + 1)),
    );
    expect(renewed).toMatchObject({ id: pending.id, ipAddress: "198.51.100.4" });
    expect(await db.subscribers.history(pending.id)).toEqual([]);

    const confirmed = await db.subscribers.create(newSubscriber({ status: "confirmed" }));
    expect(await db.subscribers.renew(confirmed.email, { status: "pending" }, windows(new Date()))).toBeNull();
  });

  test("renew keeps an unsubscribed address's consent and opt-out as history, and waits its own window", async () => {
    const signedUp = new Date("2030-02-01T00:00:00.000Z");
    const left = new Date("2030-02-03T00:00:00.000Z");
    const back = new Date("2030-02-04T00:00:00.000Z");
    const old = await db.subscribers.create(
      newSubscriber({
        status: "unsubscribed",
        createdAt: signedUp,
        confirmedAt: signedUp,
        unsubscribedAt: left,
        confirmSentAt: signedUp,
        ipAddress: "198.51.100.1",
      }),
    );
    const change = { status: "pending", confirmedAt: null, confirmSentAt: back, ipAddress: "198.51.100.2" } as const;
    // Past the short window, but not the opted-out one: nothing changes and nothing is archived.
    const tooSoon = await db.transaction((tx) =>
      tx.subscribers.renew(old.email, change, { lastMailBefore: back, optedOutLastMailBefore: signedUp, now: back }),
    );
    expect(tooSoon).toBeNull();
    expect(await db.subscribers.history(old.id)).toEqual([]);

    const renewed = await db.transaction((tx) =>
      tx.subscribers.renew(old.email, change, { lastMailBefore: back, optedOutLastMailBefore: back, now: back }),
    );
    expect(renewed).toMatchObject({
      status: "pending",
      confirmedAt: null,
      unsubscribedAt: left,
      ipAddress: "198.51.100.2",
    });
    expect(await db.subscribers.history(old.id)).toMatchObject([
      {
        archivedAt: back,
        status: "unsubscribed",
        createdAt: signedUp,
        confirmedAt: signedUp,
        unsubscribedAt: left,
        ipAddress: "198.51.100.1",
        consentVersion: old.consentVersion,
      },
    ]);
    // Its opt-out keeps it out of the purge of stale pending sign-ups.
    await db.transaction((tx) => tx.subscribers.deleteStalePending(new Date("2031-01-01")));
    expect(await db.subscribers.findByEmail(old.email)).toMatchObject({ status: "pending", unsubscribedAt: left });
  });

  test("confirmByTokenHash confirms a pending, unexpired token once and keeps the hash", async () => {
    const now = new Date("2030-01-01T00:00:00.000Z");
    const confirmTokenHash = `confirm-${randomUUID()}`;
    const created = await db.subscribers.create(
      newSubscriber({ confirmTokenHash, confirmTokenExpiresAt: new Date(now.getTime() + 1000) }),
    );
    expect(await db.subscribers.confirmByTokenHash(confirmTokenHash, new Date(now.getTime() + 1000))).toBe(false);
    expect(await db.subscribers.confirmByTokenHash(confirmTokenHash, now)).toBe(true);
    expect(await db.subscribers.confirmByTokenHash(confirmTokenHash, now)).toBe(false);
    expect(await db.subscribers.findByConfirmTokenHash(confirmTokenHash)).toMatchObject({
      id: created.id,
      status: "confirmed",
      confirmedAt: now,
    });
  });

  test("unsubscribeByTokenHash unsubscribes once and burns the confirmation token", async () => {
    const unsubscribeTokenHash = `unsubscribe-${randomUUID()}`;
    const created = await db.subscribers.create(
      newSubscriber({
        unsubscribeTokenHash,
        confirmTokenHash: `confirm-${randomUUID()}`,
        confirmTokenExpiresAt: new Date(),
      }),
    );
    expect(await db.subscribers.unsubscribeByTokenHash(unsubscribeTokenHash)).toBe(true);
    expect(await db.subscribers.unsubscribeByTokenHash(unsubscribeTokenHash)).toBe(false);
    expect(await db.subscribers.findByEmail(created.email)).toMatchObject({
      status: "unsubscribed",
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    });
  });

  test("deleteByEmail erases the subscriber, its history and every outbox message to them", async () => {
    const created = await db.subscribers.create(newSubscriber({ status: "unsubscribed", unsubscribedAt: new Date() }));
    await db.transaction((tx) =>
      tx.subscribers.renew(
        created.email,
        { status: "pending" },
        { lastMailBefore: new Date(), optedOutLastMailBefore: new Date() },
      ),
    );
    const message = { kind: "confirmation" as const, to: created.email, subject: "s", text: "t", html: "h" };
    await db.outbox.enqueue({ ...message, subscriberId: created.id });
    await db.outbox.enqueue(message);
    const erased = await db.transaction((tx) => tx.subscribers.deleteByEmail(created.email.toUpperCase()));
    expect(erased).toEqual({ subscribers: 1, historyRows: 1, outboxMessages: 2 });
    expect(await db.subscribers.findByEmail(created.email)).toBeNull();
    expect(await db.subscribers.history(created.id)).toEqual([]);
    expect(await db.outbox.count({ to: created.email })).toBe(0);
    expect(await db.subscribers.deleteByEmail(created.email)).toEqual({
      subscribers: 0,
      historyRows: 0,
      outboxMessages: 0,
    });
  });
});
