// database.db.subscribers on both providers: what a sign-up stores, how an address is matched, and each status change
// (confirm, unsubscribe, renew with its history, erase).
import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { useTestDatabase } from "./test-database-fixture.ts";
import { newSubscriber, providers } from "./test-databases.ts";

describe.each(providers)("db.subscribers on %s", (provider) => {
  const database = useTestDatabase(provider);

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
    const created = await database.db.subscribers.create(input);
    expect(created).toMatchObject({ ...input, status: "pending", confirmedAt: null });
    expect(created.id).toEqual(expect.any(String));
    expect(created.createdAt).toBeInstanceOf(Date);

    expect(await database.db.subscribers.findByEmail(input.email)).toEqual(created);
    expect(await database.db.subscribers.findByEmail(`nadie-${randomUUID()}@example.es`)).toBeNull();
  });

  test("e-mail addresses are matched regardless of case and surrounding spaces", async () => {
    const email = `Ana.${randomUUID()}@Example.ES`;
    const created = await database.db.subscribers.create(newSubscriber({ email: ` ${email} ` }));
    expect(created.email).toBe(email.toLowerCase());
    expect((await database.db.subscribers.findByEmail(email.toUpperCase()))?.id).toBe(created.id);
  });

  test("confirming through the token burns it; unsubscribing keeps the history", async () => {
    const confirmTokenHash = `confirm-${randomUUID()}`;
    const unsubscribeTokenHash = `unsubscribe-${randomUUID()}`;
    const created = await database.db.subscribers.create(
      newSubscriber({
        confirmTokenHash,
        confirmTokenExpiresAt: new Date(Date.now() + 86_400_000),
        unsubscribeTokenHash,
      }),
    );
    const found = await database.db.subscribers.findByConfirmTokenHash(confirmTokenHash);
    expect(found?.id).toBe(created.id);

    const confirmedAt = new Date("2025-03-04T05:06:07.000Z");
    const confirmed = await database.db.subscribers.confirm(created.id, confirmedAt);
    expect(confirmed).toMatchObject({
      status: "confirmed",
      confirmedAt,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    });
    expect(await database.db.subscribers.findByConfirmTokenHash(confirmTokenHash)).toBeNull();

    const leaving = await database.db.subscribers.findByUnsubscribeTokenHash(unsubscribeTokenHash);
    const unsubscribed = await database.db.subscribers.unsubscribe(leaving?.id ?? "");
    expect(unsubscribed).toMatchObject({ status: "unsubscribed", confirmedAt });
    expect(unsubscribed.unsubscribedAt).toBeInstanceOf(Date);
  });

  test("update re-opens a sign-up with a new token and consent version", async () => {
    const created = await database.db.subscribers.create(newSubscriber({ status: "unsubscribed" }));
    const confirmTokenHash = `confirm-${randomUUID()}`;
    const updated = await database.db.subscribers.update(created.id, {
      status: "pending",
      consentVersion: "2025-06",
      confirmTokenHash,
    });
    expect(updated).toMatchObject({ status: "pending", consentVersion: "2025-06", confirmTokenHash });
    expect(updated.email).toBe(created.email);
  });

  test("user agents longer than 500 characters are cut to 500", async () => {
    const created = await database.db.subscribers.create(newSubscriber({ userAgent: "x".repeat(900) }));
    expect(created.userAgent).toHaveLength(500);
  });

  test("renew re-opens a pending or unsubscribed address only when its last mail is old enough", async () => {
    const sentAt = new Date("2030-01-01T00:00:00.000Z");
    const windows = (before: Date) => ({ lastMailBefore: before, optedOutLastMailBefore: before });
    const pending = await database.db.subscribers.create(newSubscriber({ confirmSentAt: sentAt }));
    const tooSoon = await database.db.subscribers.renew(
      pending.email,
      { confirmTokenHash: `c-${randomUUID()}` },
      windows(sentAt),
    );
    expect(tooSoon).toBeNull();
    const renewed = await database.db.subscribers.renew(
      pending.email,
      { confirmSentAt: new Date(sentAt.getTime() + 600_000), ipAddress: "198.51.100.4" },
      windows(new Date(sentAt.getTime() + 1)),
    );
    expect(renewed).toMatchObject({ id: pending.id, ipAddress: "198.51.100.4" });
    expect(await database.db.subscribers.history(pending.id)).toEqual([]);

    const confirmed = await database.db.subscribers.create(newSubscriber({ status: "confirmed" }));
    expect(await database.db.subscribers.renew(confirmed.email, { status: "pending" }, windows(new Date()))).toBeNull();
  });

  test("renew keeps an unsubscribed address's consent and opt-out as history, and waits its own window", async () => {
    const signedUp = new Date("2030-02-01T00:00:00.000Z");
    const left = new Date("2030-02-03T00:00:00.000Z");
    const back = new Date("2030-02-04T00:00:00.000Z");
    const old = await database.db.subscribers.create(
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
    const tooSoon = await database.db.transaction((tx) =>
      tx.subscribers.renew(old.email, change, { lastMailBefore: back, optedOutLastMailBefore: signedUp, now: back }),
    );
    expect(tooSoon).toBeNull();
    expect(await database.db.subscribers.history(old.id)).toEqual([]);

    const renewed = await database.db.transaction((tx) =>
      tx.subscribers.renew(old.email, change, { lastMailBefore: back, optedOutLastMailBefore: back, now: back }),
    );
    expect(renewed).toMatchObject({
      status: "pending",
      confirmedAt: null,
      unsubscribedAt: left,
      ipAddress: "198.51.100.2",
    });
    expect(await database.db.subscribers.history(old.id)).toMatchObject([
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
    await database.db.transaction((tx) => tx.subscribers.deleteStalePending(new Date("2031-01-01")));
    expect(await database.db.subscribers.findByEmail(old.email)).toMatchObject({
      status: "pending",
      unsubscribedAt: left,
    });
  });

  test("confirmByTokenHash confirms a pending, unexpired token once and keeps the hash", async () => {
    const now = new Date("2030-01-01T00:00:00.000Z");
    const confirmTokenHash = `confirm-${randomUUID()}`;
    const created = await database.db.subscribers.create(
      newSubscriber({ confirmTokenHash, confirmTokenExpiresAt: new Date(now.getTime() + 1000) }),
    );
    expect(await database.db.subscribers.confirmByTokenHash(confirmTokenHash, new Date(now.getTime() + 1000))).toBe(
      false,
    );
    expect(await database.db.subscribers.confirmByTokenHash(confirmTokenHash, now)).toBe(true);
    expect(await database.db.subscribers.confirmByTokenHash(confirmTokenHash, now)).toBe(false);
    expect(await database.db.subscribers.findByConfirmTokenHash(confirmTokenHash)).toMatchObject({
      id: created.id,
      status: "confirmed",
      confirmedAt: now,
    });
  });

  test("unsubscribeByTokenHash unsubscribes once and burns the confirmation token", async () => {
    const unsubscribeTokenHash = `unsubscribe-${randomUUID()}`;
    const created = await database.db.subscribers.create(
      newSubscriber({
        unsubscribeTokenHash,
        confirmTokenHash: `confirm-${randomUUID()}`,
        confirmTokenExpiresAt: new Date(),
      }),
    );
    expect(await database.db.subscribers.unsubscribeByTokenHash(unsubscribeTokenHash)).toBe(true);
    expect(await database.db.subscribers.unsubscribeByTokenHash(unsubscribeTokenHash)).toBe(false);
    expect(await database.db.subscribers.findByEmail(created.email)).toMatchObject({
      status: "unsubscribed",
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    });
  });

  test("deleteByEmail erases the subscriber, its history and every outbox message to them", async () => {
    const created = await database.db.subscribers.create(
      newSubscriber({ status: "unsubscribed", unsubscribedAt: new Date() }),
    );
    await database.db.transaction((tx) =>
      tx.subscribers.renew(
        created.email,
        { status: "pending" },
        { lastMailBefore: new Date(), optedOutLastMailBefore: new Date() },
      ),
    );
    const message = { kind: "confirmation" as const, to: created.email, subject: "s", text: "t", html: "h" };
    await database.db.outbox.enqueue({ ...message, subscriberId: created.id });
    await database.db.outbox.enqueue(message);
    const erased = await database.db.transaction((tx) => tx.subscribers.deleteByEmail(created.email.toUpperCase()));
    expect(erased).toEqual({ subscribers: 1, historyRows: 1, outboxMessages: 2 });
    expect(await database.db.subscribers.findByEmail(created.email)).toBeNull();
    expect(await database.db.subscribers.history(created.id)).toEqual([]);
    expect(await database.db.outbox.count({ to: created.email })).toBe(0);
    expect(await database.db.subscribers.deleteByEmail(created.email)).toEqual({
      subscribers: 0,
      historyRows: 0,
      outboxMessages: 0,
    });
  });
});
