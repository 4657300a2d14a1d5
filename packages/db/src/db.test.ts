import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDb, type Db } from "./db.ts";
import { isUniqueViolation } from "./errors.ts";
import { migrate } from "./migrate.ts";
import type { NewSubscriber } from "./subscribers.ts";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./test-databases.ts";

/** A sign-up with a fresh address; override what the test is about. */
function newSubscriber(overrides: Partial<NewSubscriber> = {}): NewSubscriber {
  return {
    email: `lector-${randomUUID()}@example.es`,
    consentVersion: "2025-01",
    ...overrides,
  };
}

describe.each(["sqlite", "postgresql"] as const)("createDb() on %s", (provider) => {
  let database: ThrowawayDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createThrowawayDatabase(provider);
    await migrate(database.url);
    db = createDb(database.url);
  });
  afterAll(async () => {
    await db?.disconnect();
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
});
