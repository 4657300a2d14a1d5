import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { type NewOutboxMessage, type OutboxMessage, outboxHeaders } from "./outbox.ts";
import { useTestDatabase } from "./test-database-fixture.ts";
import { providers } from "./test-databases.ts";

/** A confirmation e-mail to a fresh address; override what the test is about. */
function newMessage(overrides: Partial<NewOutboxMessage> = {}): NewOutboxMessage {
  return {
    kind: "confirmation",
    to: `lector-${randomUUID()}@example.es`,
    subject: "Confirma tu suscripción",
    text: "token=secreto",
    html: "<p>token=secreto</p>",
    headers: { "List-Unsubscribe": "<https://www.casinolupa.es/newsletter/baja?token=x>" },
    ...overrides,
  };
}

describe.each(providers)("db.outbox on %s", (provider) => {
  const database = useTestDatabase(provider);
  // Each test works in its own stretch of time, so messages of earlier tests are never due in it.
  let clock = Date.parse("2030-01-01T00:00:00.000Z");
  const later = () => {
    clock += 86_400_000;
    return new Date(clock);
  };

  /** Marks every message due up to `now` as sent, so the next test starts with an empty queue. */
  async function drain(now: Date) {
    for (const message of await database.db.outbox.claimDue("drain", 1000, { now })) {
      await database.db.outbox.markSent(message.id, "drain", now);
    }
  }

  test("a queued message is leased to one worker until the lease runs out", async () => {
    const now = later();
    const queued = await database.db.outbox.enqueue(newMessage({ createdAt: now }));
    expect(outboxHeaders(queued)).toEqual({
      "List-Unsubscribe": "<https://www.casinolupa.es/newsletter/baja?token=x>",
    });

    const claimed = await database.db.outbox.claimDue("worker-a", 10, { now, leaseMs: 60_000 });
    expect(claimed.map((m) => m.id)).toEqual([queued.id]);
    expect(claimed[0]).toMatchObject({ lockedBy: "worker-a", lockedUntil: new Date(now.getTime() + 60_000) });

    expect(await database.db.outbox.claimDue("worker-b", 10, { now: new Date(now.getTime() + 59_000) })).toEqual([]);
    const afterLease = await database.db.outbox.claimDue("worker-b", 10, { now: new Date(now.getTime() + 60_000) });
    expect(afterLease.map((m) => m.id)).toEqual([queued.id]);
    // worker-a lost the lease, so it cannot mark the message any more; worker-b can.
    expect(await database.db.outbox.markSent(queued.id, "worker-a", now)).toBe(false);
    expect(await database.db.outbox.markSent(queued.id, "worker-b", now)).toBe(true);
  });

  test("a renewed lease keeps others off; a released one lets them claim at once", async () => {
    const now = later();
    await drain(now);
    const queued = await database.db.outbox.enqueue(newMessage({ createdAt: now }));
    await database.db.outbox.claimDue("worker-a", 10, { now, leaseMs: 30_000 });

    // Renewed 20 s in for another 30 s: still held at 45 s, when the first lease would have run out.
    const at20 = new Date(now.getTime() + 20_000);
    expect(await database.db.outbox.renewLeases("worker-a", [queued.id], new Date(at20.getTime() + 30_000))).toBe(1);
    expect(await database.db.outbox.renewLeases("worker-b", [queued.id], new Date(at20.getTime() + 30_000))).toBe(0);
    expect(await database.db.outbox.claimDue("worker-b", 10, { now: new Date(now.getTime() + 45_000) })).toEqual([]);

    // worker-a shuts down: the message is free for worker-b at once.
    expect(await database.db.outbox.releaseLeases("worker-a")).toBe(1);
    const taken = await database.db.outbox.claimDue("worker-b", 10, { now: new Date(now.getTime() + 46_000) });
    expect(taken.map((m) => m.id)).toEqual([queued.id]);
    await database.db.outbox.markSent(queued.id, "worker-b", now);
  });

  test("a sent message is never claimed again and keeps no body or headers", async () => {
    const now = later();
    const queued = await database.db.outbox.enqueue(newMessage({ createdAt: now }));
    await database.db.outbox.claimDue("worker-a", 10, { now });
    expect(await database.db.outbox.markSent(queued.id, "worker-a", now)).toBe(true);

    const [sent] = await database.db.outbox.list({ to: queued.to });
    expect(sent).toMatchObject({ sentAt: now, text: "", html: "", headers: "{}", lockedBy: null });
    expect(await database.db.outbox.claimDue("worker-b", 10, { now: new Date(now.getTime() + 3_600_000) })).toEqual([]);
    expect(await database.db.outbox.markSent(queued.id, "worker-a", now)).toBe(false);
  });

  test("a failed attempt is counted and retried no earlier than its retry time", async () => {
    const now = later();
    const queued = await database.db.outbox.enqueue(newMessage({ createdAt: now }));
    await database.db.outbox.claimDue("worker-a", 10, { now });
    const retryAt = new Date(now.getTime() + 5_000);
    expect(await database.db.outbox.markFailed(queued.id, "worker-a", { error: "x".repeat(5000), retryAt })).toBe(true);

    const [failed] = await database.db.outbox.list({ to: queued.to });
    expect(failed).toMatchObject({ attempts: 1, nextAttemptAt: retryAt, lockedBy: null, sentAt: null });
    expect(failed?.lastError).toHaveLength(1000);
    expect(await database.db.outbox.claimDue("worker-a", 10, { now: new Date(now.getTime() + 4_999) })).toEqual([]);
    const retried = await database.db.outbox.claimDue("worker-b", 10, { now: retryAt });
    expect(retried.map((m) => [m.id, m.attempts])).toEqual([[queued.id, 1]]);
    await database.db.outbox.markSent(queued.id, "worker-b", retryAt);
  });

  test("concurrent workers claim every due message exactly once, oldest first", async () => {
    const now = later();
    await drain(now);
    const queued = [];
    for (let i = 0; i < 40; i++) {
      queued.push(await database.db.outbox.enqueue(newMessage({ createdAt: new Date(now.getTime() - 40_000 + i) })));
    }
    const claims = new Map<string, string[]>();
    await Promise.all(
      ["w1", "w2", "w3", "w4"].map(async (worker) => {
        for (;;) {
          const batch = await database.db.outbox.claimDue(worker, 3, { now });
          if (batch.length === 0) return;
          for (const message of batch) {
            claims.set(message.id, [...(claims.get(message.id) ?? []), worker]);
            await database.db.outbox.markSent(message.id, worker, now);
          }
        }
      }),
    );
    expect([...claims.keys()].sort()).toEqual(queued.map((m) => m.id).sort());
    expect([...claims.values()].every((workers) => workers.length === 1)).toBe(true);
    expect(await database.db.outbox.count({ sent: false })).toBe(0);
  });

  test("cancelUnsent removes a subscriber's queued messages of that kind and keeps the sent ones", async () => {
    const now = later();
    await drain(now);
    const subscriber = await database.db.subscribers.create({
      email: `s-${randomUUID()}@example.es`,
      consentVersion: "v1",
    });
    const sent = await database.db.outbox.enqueue(newMessage({ subscriberId: subscriber.id, createdAt: now }));
    await database.db.outbox.claimDue("w", 10, { now });
    await database.db.outbox.markSent(sent.id, "w", now);
    await database.db.outbox.enqueue(newMessage({ subscriberId: subscriber.id, createdAt: now }));
    await database.db.outbox.enqueue(newMessage({ subscriberId: subscriber.id, createdAt: now }));

    expect(await database.db.outbox.cancelUnsent(subscriber.id, "confirmation")).toBe(2);
    expect((await database.db.outbox.list({ subscriberId: subscriber.id })).map((m) => m.id)).toEqual([sent.id]);
  });

  test("what a cap needs: sent counts per mailbox and domain, a postponed message, a superseded one dropped", async () => {
    const now = later();
    await drain(now);
    const mailbox = `buzon-${randomUUID()}@example.es`;
    const [first, second, third] = [0, 1, 2].map((i) =>
      newMessage({ to: mailbox, mailbox, domain: "example.es", createdAt: new Date(now.getTime() + i) }),
    ) as [NewOutboxMessage, NewOutboxMessage, NewOutboxMessage];
    const sent = await database.db.outbox.enqueue(first);
    await database.db.outbox.claimDue("w", 10, { now });
    await database.db.outbox.markSent(sent.id, "w", now);
    expect(await database.db.outbox.sentSince({ mailbox }, now)).toEqual({ count: 1, first: now });
    expect(await database.db.outbox.sentSince({ mailbox }, new Date(now.getTime() + 1))).toEqual({
      count: 0,
      first: null,
    });
    expect((await database.db.outbox.sentSince({ domain: "example.es" }, now)).count).toBeGreaterThanOrEqual(1);

    const older = await database.db.outbox.enqueue(second);
    const newer = await database.db.outbox.enqueue(third);
    const claimed = await database.db.outbox.claimDue("w", 10, { now: new Date(now.getTime() + 2) });
    expect(claimed.map((m) => m.id)).toEqual([older.id, newer.id]);
    const [heldOlder, heldNewer] = claimed as [OutboxMessage, OutboxMessage];
    expect(await database.db.outbox.dropIfSuperseded(heldNewer, "w")).toBe(false);
    expect(await database.db.outbox.dropIfSuperseded(heldOlder, "w")).toBe(true);
    const until = new Date(now.getTime() + 86_400_000);
    expect(await database.db.outbox.postpone(newer.id, "w", until)).toBe(true);
    expect(
      (await database.db.outbox.list({ to: mailbox })).map(({ id, attempts, nextAttemptAt, lockedBy }) => ({
        id,
        attempts,
        nextAttemptAt,
        lockedBy,
      })),
    ).toEqual([
      { id: sent.id, attempts: 0, nextAttemptAt: now, lockedBy: null },
      { id: newer.id, attempts: 0, nextAttemptAt: until, lockedBy: null },
    ]);
  });

  test("deleteSentBefore removes old delivered messages only, keeping those whose own unsubscribe link must work", async () => {
    const now = later();
    await drain(now);
    const old = await database.db.outbox.enqueue(newMessage({ createdAt: now }));
    const withLink = await database.db.outbox.enqueue(
      newMessage({ createdAt: now, unsubscribeTokenHash: `hash-${old.id}` }),
    );
    await database.db.outbox.claimDue("w", 10, { now });
    await database.db.outbox.markSent(old.id, "w", now);
    await database.db.outbox.markSent(withLink.id, "w", now);
    const waiting = await database.db.outbox.enqueue(newMessage({ createdAt: now }));

    expect(await database.db.outbox.deleteSentBefore(new Date(now.getTime() + 1))).toBeGreaterThanOrEqual(1);
    expect(await database.db.outbox.count({ to: old.to })).toBe(0);
    expect(await database.db.outbox.count({ to: waiting.to })).toBe(1);
    expect(await database.db.outbox.count({ to: withLink.to })).toBe(1);
  });
});
