import { createDb, type Db } from "@casinolupa/db";
import { useTestDatabase } from "@casinolupa/db/testing/vitest";
import { NOT_APPROVED } from "@casinolupa/domain";
import { afterEach, describe, expect, test } from "vitest";
import { unsubscribe } from "./confirm.ts";
import { approveIssue, issueStatus, queueIssue, queueUnqueuedIssues } from "./issues.ts";
import { createOutboxSender } from "./outbox-sender.ts";
import {
  memoryLogger,
  memoryMailer,
  plainDigest,
  providers,
  seedReaders,
  siteOrigin,
  tokenFrom,
} from "./test-support.ts";

const digest = plainDigest("Novedades de noviembre", "Hola:\n\nEstos son los cambios.");

describe.each(providers)("newsletter issues on %s", (provider) => {
  const database = useTestDatabase(provider);
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  function drain(db: Db, mailer = memoryMailer()) {
    const sender = createOutboxSender({ db, mailer, log: memoryLogger(), batchSize: 50, issues: false });
    return {
      mailer,
      async all() {
        for (;;) if ((await sender.runOnce()).claimed === 0) return mailer.sent;
      },
      sender,
    };
  }

  test("an issue approved twice and queued by two clients at once is queued once: one message per confirmed reader", async () => {
    const { db } = database;
    const confirmed = await seedReaders(db, { confirmed: 30, unsubscribed: 4, pending: 3 });
    expect(await approveIssue(db, "boletin-1", digest)).toBe("approved");
    expect(await approveIssue(db, "boletin-1", digest)).toBe("already-approved");
    const other = createDb(database.url);
    cleanups.push(() => other.disconnect());
    const queue = (client: Db) => queueIssue(client, "boletin-1", { batchSize: 7 });
    // Side by side on PostgreSQL (the row lock takes turns); SQLite is one process's database (README), one at a time.
    const [a, b] =
      provider === "postgresql" ? await Promise.all([queue(db), queue(other)]) : [await queue(db), await queue(other)];
    expect(a + b).toBe(30);
    expect(await queueIssue(db, "boletin-1")).toBe(0);
    const queued = (await db.outbox.list({})).filter((message) => message.issueId === "boletin-1");
    expect(queued.map((message) => message.to).sort()).toEqual([...confirmed].sort());
    expect(await issueStatus(db, "boletin-1")).toMatchObject({ state: "en-cola", queued: 30, sent: 0 });
  });

  test("messages are scheduled at the configured rate, not all at once", async () => {
    const { db } = database;
    await seedReaders(db, { confirmed: 5 });
    const approvedAt = new Date("2026-11-26T10:00:00Z");
    await approveIssue(db, "boletin-2", digest, approvedAt);
    await queueIssue(db, "boletin-2", { perMinute: 60, now: () => approvedAt });
    // Every confirmed reader of the database (earlier tests' too), one a second from the approval.
    const times = (await db.outbox.list({}))
      .filter((message) => message.issueId === "boletin-2")
      .map((message) => message.nextAttemptAt.getTime() - approvedAt.getTime())
      .sort((x, y) => x - y);
    expect(times.length).toBe(await db.subscribers.count({ status: "confirmed" }));
    expect(times).toEqual(times.map((_, index) => index * 1000));
  });

  test("a reader who unsubscribes after the issue was queued gets nothing from it, and the report counts them skipped", async () => {
    const { db } = database;
    const [leaving, ...staying] = await seedReaders(db, { confirmed: 4 });
    await approveIssue(db, "boletin-3", digest);
    await queueIssue(db, "boletin-3", { perMinute: 1_000_000 });
    const subscriber = await db.subscribers.findByEmail(leaving as string);
    await db.subscribers.unsubscribe(subscriber?.id as string);
    const sent = (await drain(db).all()).filter((message) => message.subject === digest.subject);
    expect(
      sent
        .map((message) => message.to)
        .filter((to) => [leaving, ...staying].includes(to))
        .sort(),
    ).toEqual([...staying].sort());
    const status = await issueStatus(db, "boletin-3");
    expect(status).toMatchObject({ state: "enviado", skipped: 1, failed: 0 });
    expect(status.sent).toBe(status.queued - 1);
  });

  test("each copy's unsubscribe link unsubscribes its own reader only, and still works after the send", async () => {
    const { db } = database;
    const confirmed = await seedReaders(db, { confirmed: 3 });
    await approveIssue(db, "boletin-4", digest);
    await queueIssue(db, "boletin-4", { perMinute: 1_000_000 });
    const sent = (await drain(db).all()).filter((message) => confirmed.includes(message.to));
    expect(sent).toHaveLength(3);
    const [first, second] = sent;
    expect(first?.headers["Message-ID"]).not.toBe(second?.headers["Message-ID"]);
    const token = tokenFrom(first?.text ?? "", "/newsletter/baja");
    expect(first?.headers["List-Unsubscribe"]).toBe(`<${siteOrigin}/newsletter/baja?token=${token}>`);
    expect(await unsubscribe(db, token)).toBe("unsubscribed");
    expect(await unsubscribe(db, token)).toBe("already-unsubscribed");
    const statuses = await Promise.all(
      confirmed.map(async (email) => (await db.subscribers.findByEmail(email))?.status),
    );
    expect(statuses.filter((status) => status === "unsubscribed")).toHaveLength(1);
    expect((await db.subscribers.findByEmail(first?.to ?? ""))?.status).toBe("unsubscribed");
  });

  test("the report of an issue nobody approved says so, and how many readers an approval would reach", async () => {
    const readers = await database.db.subscribers.count({ status: "confirmed" });
    expect(readers).toBeGreaterThan(0);
    expect(await issueStatus(database.db, "nunca")).toEqual({ ...NOT_APPROVED, readers });
  });
});

describe.each(providers)("an issue with nobody to send it to, on %s", (provider) => {
  const database = useTestDatabase(provider);

  test("a publish with no confirmed reader approves and queues nothing; once a reader confirms, a publish sends it", async () => {
    const { db } = database;
    await seedReaders(db, { confirmed: 0, pending: 2, unsubscribed: 1 });
    expect(await approveIssue(db, "boletin-vacio", digest)).toBe("no-readers");
    expect(await db.newsletterIssues.find("boletin-vacio")).toBeNull();
    expect(await queueUnqueuedIssues(db, { log: memoryLogger() })).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(await issueStatus(db, "boletin-vacio")).toEqual({ ...NOT_APPROVED, readers: 0 });

    const [reader] = await seedReaders(db, { confirmed: 1 });
    expect(await issueStatus(db, "boletin-vacio")).toEqual({ ...NOT_APPROVED, readers: 1 });
    expect(await approveIssue(db, "boletin-vacio", digest)).toBe("approved");
    expect(await queueIssue(db, "boletin-vacio")).toBe(1);
    expect((await db.outbox.list({})).map((message) => message.to)).toEqual([reader]);
    expect(await issueStatus(db, "boletin-vacio")).toMatchObject({ state: "en-cola", readers: 1, queued: 1 });
  });

  test("an issue approved while the last readers were leaving reports that it reached nobody, never «enviado»", async () => {
    const { db } = database;
    await seedReaders(db, { confirmed: 1 });
    expect(await approveIssue(db, "boletin-a-nadie", digest)).toBe("approved");
    // Every confirmed reader (the earlier test's too) leaves before the issue is queued.
    for (const reader of await db.subscribers.listConfirmed({ take: 100 })) await db.subscribers.unsubscribe(reader.id);
    expect(await queueIssue(db, "boletin-a-nadie")).toBe(0);
    expect(await issueStatus(db, "boletin-a-nadie")).toMatchObject({
      state: "sin-lectores",
      readers: 0,
      queued: 0,
      sent: 0,
    });
  });
});
