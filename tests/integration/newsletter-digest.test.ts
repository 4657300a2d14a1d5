// The newsletter digest delivered once to each confirmed reader (docs/decisions/025-newsletter-digest.md) while
// several senders share one PostgreSQL database and send through a real SMTP server (tests/support/mailbox.ts): the
// approval replayed by every process, a sender process killed before the server's answer, and the database cut off
// in the middle of the send. Each test waits for the issue's report to say it was sent, stops every sender, and
// then reads the final state: what the SMTP server accepted and what the database recorded. The site's HTTP side
// (the Studio's view and report, the webhook) is in tests/e2e/newsletter-digest.spec.ts.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createDb, type Db } from "@casinolupa/db";
import { createTestDatabase, type TestDatabase } from "@casinolupa/db/testing";
import {
  approveIssue,
  createMailer,
  createOutboxSender,
  issueStatus,
  type OutboxSender,
  queueIssue,
  unsubscribe,
} from "@casinolupa/newsletter";
import { memoryLogger, plainDigest, seedReaders, siteOrigin } from "@casinolupa/newsletter/testing";
import { startTcpProxy } from "@casinolupa/tools/tcp-proxy";
import { afterEach, beforeEach, expect, test } from "vitest";
import { type Mailbox, type ParsedMail, startMailbox } from "../support/mailbox.ts";

/** The port of the proxy the database is cut off behind (the tests' range for anything new: 5200-5299). */
const PROXY_PORT = Number(process.env.DIGEST_PROXY_PORT ?? 5201);

const digest = plainDigest(
  "Lo que cambió en los casinos en noviembre",
  "Hola:\n\nEste mes revisamos varios bonos y la clasificación.",
);

let database: TestDatabase;
let mailbox: Mailbox;
const cleanups: (() => Promise<unknown> | unknown)[] = [];

beforeEach(async () => {
  database = await createTestDatabase("postgresql");
  mailbox = await startMailbox();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await mailbox.close();
  await database.drop();
});

type Sender = { db: Db; sender: OutboxSender; log: ReturnType<typeof memoryLogger> };

/** A sending process's part, in this process: its own database connection and SMTP transport, running. */
function startSender(databaseUrl = database.url, leaseMs?: number): Sender {
  const db = createDb(databaseUrl);
  const log = memoryLogger();
  const mailer = createMailer({ smtpUrl: mailbox.url, log });
  // Small batches, so the senders take turns within one issue.
  const sender = createOutboxSender({
    db,
    mailer,
    log,
    batchSize: 5,
    pollIntervalMs: 50,
    leaseMs,
    issues: { perMinute: 60_000 },
  });
  sender.start();
  cleanups.push(async () => {
    await sender.stop();
    mailer.close?.();
    await db.disconnect();
  });
  return { db, sender, log };
}

/** Approves the issue from each connection, twice (the webhook replayed to every process); one approval queues it. */
async function publish(id: string, connections: Db[]) {
  const approvals = connections.flatMap((db) =>
    [db, db].map(async (each) => [each, await approveIssue(each, id, digest)] as const),
  );
  const approved = (await Promise.all(approvals)).filter(([, approval]) => approval === "approved");
  expect(approved).toHaveLength(1);
  await queueIssue(approved[0]?.[0] as Db, id, { perMinute: 60_000 });
}

/** Waits for the report to say every message went out, then stops every sender: nothing more can be sent. */
async function sentAndStopped(id: string, senders: Sender[]) {
  await expect
    .poll(async () => (await issueStatus(database.db, id)).state, { timeout: 30_000, interval: 50 })
    .toBe("enviado");
  await Promise.all(senders.map(({ sender }) => sender.stop()));
}

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.replace(/\r\n(?=[ \t])/g, "")
    .replace(/^[^:]*:\s*/, "");

test("50 confirmed readers, 5 unsubscribed and 2 pending, three senders, the approval replayed: one e-mail per confirmed reader, each unsubscribe link for its reader only", {
  timeout: 60_000,
}, async () => {
  const readers = await seedReaders(database.db, { confirmed: 50, unsubscribed: 5, pending: 2 });
  const senders = [startSender(), startSender(), startSender()];
  const id = "boletin-noviembre";
  await publish(
    id,
    senders.map(({ db }) => db),
  );
  await sentAndStopped(id, senders);

  const delivered = mailbox.delivered();
  expect(delivered.map(({ to }) => to).sort()).toEqual([...readers].sort());
  expect(new Set(delivered.map(({ mail }) => mail.messageId)).size).toBe(50);
  expect(await issueStatus(database.db, id)).toMatchObject({ queued: 50, sent: 50, failed: 0, skipped: 0 });
  const [{ mail }] = delivered as [(typeof delivered)[number]];
  expect(mail.subject).toBe("Lo que cambió en los casinos en noviembre");
  expect(mail.text).toContain("Por qué lo recibes");
  expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

  // Each copy's link unsubscribes its own reader and nobody else.
  const { subscribers } = database.db;
  let unsubscribed = await subscribers.count({ status: "unsubscribed" });
  for (const { to, mail: copy } of delivered) {
    const link = header(copy, "list-unsubscribe")?.replace(/^<|>$/g, "") ?? "";
    expect(link).toMatch(new RegExp(`^${siteOrigin}/newsletter/baja\\?token=[\\w-]{43}$`));
    expect(await unsubscribe(database.db, new URL(link).searchParams.get("token"))).toBe("unsubscribed");
    expect((await subscribers.findByEmail(to))?.status).toBe("unsubscribed");
    expect(await subscribers.count({ status: "unsubscribed" })).toBe(++unsubscribed);
  }
  expect(await subscribers.count({ status: "pending" })).toBe(2);
});

test("a sender process killed before the SMTP server's answer leaves no copy behind: the others send the rest, each reader once", {
  timeout: 60_000,
}, async () => {
  const readers = await seedReaders(database.db, { confirmed: 30 });
  const held = mailbox.holdAnswer(10);
  // A short lease, so the others take over its messages a second after it dies rather than the default 30 s.
  const doomed: ChildProcess = spawn(process.execPath, [new URL("./digest-sender.ts", import.meta.url).pathname], {
    env: { ...process.env, DATABASE_URL: database.url, SMTP_URL: mailbox.url, LEASE_MS: "2000" },
    stdio: "inherit",
  });
  cleanups.push(() => doomed.kill("SIGKILL"));
  const id = "boletin-caido";
  await publish(id, [database.db]);
  const heldReader = await held.arrived;
  const exited = once(doomed, "exit");
  doomed.kill("SIGKILL");
  await exited;
  // The server saw the connection go before it answered: that message is not delivered.
  await held.discarded;
  expect(mailbox.delivered()).toHaveLength(9);

  const others = [startSender(), startSender()];
  await sentAndStopped(id, others);
  const delivered = mailbox.delivered();
  expect(delivered.map(({ to }) => to).sort()).toEqual([...readers].sort());
  expect(delivered.filter(({ to }) => to === heldReader)).toHaveLength(1);
  expect(await issueStatus(database.db, id)).toMatchObject({ queued: 30, sent: 30, failed: 0, skipped: 0 });
});

test("the database cut off in the middle of the send, then back: each reader still gets one e-mail", {
  timeout: 60_000,
}, async () => {
  const readers = await seedReaders(database.db, { confirmed: 60 });
  const direct = new URL(database.url);
  const proxy = await startTcpProxy(PROXY_PORT, { host: direct.hostname, port: Number(direct.port || 5432) });
  cleanups.push(() => proxy.stop());
  const throughProxy = new URL(direct);
  throughProxy.port = String(proxy.port);
  // A batch a sender stopped in the cut waits for its lease to run out: 5 s here rather than the default 30 s.
  const senders = [0, 1, 2].map(() => startSender(throughProxy.toString(), 5_000));
  const id = "boletin-corte";
  await publish(id, [database.db]);

  await mailbox.waitForCount(20, 30_000);
  await proxy.stop();
  // NOTE: the cut is shorter than the ~8 s a sender retries recording a send, as the faults drill's cut is; a longer
  // one can send a message twice by design (at least once, docs/decisions/025-newsletter-digest.md).
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await proxy.start();
  await sentAndStopped(id, senders);

  // The senders met the cut (else this test proves nothing about it).
  expect(senders.flatMap(({ log }) => log.lines).join("\n")).toMatch(/outbox round failed|could not renew/);
  const delivered = mailbox.delivered();
  expect(delivered.map(({ to }) => to).sort()).toEqual([...readers].sort());
  expect(await issueStatus(database.db, id)).toMatchObject({ queued: 60, sent: 60, failed: 0, skipped: 0 });
});
