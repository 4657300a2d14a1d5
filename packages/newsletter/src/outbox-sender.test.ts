import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { useTestDatabase } from "@casinolupa/db/testing/vitest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { confirmationEmail } from "./mail.ts";
import { createMailer } from "./mailer.ts";
import { backoffDelay, createOutboxSender } from "./outbox-sender.ts";
import { subscribe } from "./signup.ts";
import { memoryLogger, memoryMailer, newEmail, signupContext, signupForm, tokenFrom } from "./test-support.ts";

test("retries wait 5 s, then twice as long each time, never more than 30 minutes", () => {
  expect([1, 2, 3, 4, 5].map((attempts) => backoffDelay(attempts))).toEqual([5_000, 10_000, 20_000, 40_000, 80_000]);
  expect(backoffDelay(9)).toBe(1_280_000);
  expect(backoffDelay(10)).toBe(1_800_000);
  expect(backoffDelay(1000)).toBe(1_800_000);
});

describe("the mailer without SMTP_URL", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "casinolupa-outbox-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  /** The confirmation e-mail a sign-up on `siteOrigin` sends; its confirm token is 43 × "c". */
  const confirmation = (to: string, siteOrigin: string) =>
    confirmationEmail({ to, siteOrigin, confirmToken: "c".repeat(43), unsubscribeToken: "u".repeat(43) });

  test("writes each e-mail as an .eml file and logs the confirmation link to click", async () => {
    const log = memoryLogger();
    const mailer = createMailer({ outboxDir: dir, from: "CasinoLupa <newsletter@casinolupa.es>", log });
    expect(mailer.kind).toBe("file");
    await mailer.send(confirmation("ana@example.es", "http://localhost:5173"));

    const [file, ...others] = await readdir(dir);
    expect(others).toEqual([]);
    expect(file).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, file ?? ""), "utf8");
    expect(eml).toContain("From: CasinoLupa <newsletter@casinolupa.es>");
    expect(eml).toContain("To: ana@example.es");
    expect(eml).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(log.lines).toContain(
      `newsletter: confirmation link: http://localhost:5173/newsletter/confirmar?token=${"c".repeat(43)}`,
    );
    // Only its owner may read the file; no log line names the address.
    expect((await stat(path.join(dir, file ?? ""))).mode & 0o777).toBe(0o600);
    expect(log.lines.join("\n")).not.toContain("ana@example.es");
  });

  test("never logs the link of an e-mail for a public site", async () => {
    const log = memoryLogger();
    const mailer = createMailer({ outboxDir: dir, log });
    await mailer.send(confirmation("bea@example.es", "https://www.casinolupa.es"));
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(/^newsletter: e-mail written to \S+\.eml$/);
  });
});

describe("the outbox sender on SQLite", () => {
  const database = useTestDatabase("sqlite");

  test("once an e-mail is sent, its links' tokens are in none of the database's files, the write-ahead log included", async () => {
    const email = newEmail();
    await subscribe(database.db, signupForm({ email }), signupContext());
    const files = path.dirname(database.url.slice("file:".length));
    /** How many of the database's files (main file, -wal, -shm) hold `text`. */
    const holding = async (text: string) => {
      let count = 0;
      for (const name of await readdir(files)) if ((await readFile(path.join(files, name))).includes(text)) count++;
      return count;
    };
    const mailer = memoryMailer();
    const [queued] = await database.db.outbox.list({ to: email });
    const tokens = [
      tokenFrom(queued?.text ?? "", "/newsletter/confirmar"),
      tokenFrom(queued?.text ?? "", "/newsletter/baja"),
    ];
    // Until it is sent, the e-mail (and so each token) is in the files: the check below can see one.
    for (const token of tokens) expect(await holding(token)).toBeGreaterThan(0);

    await createOutboxSender({ db: database.db, mailer, log: memoryLogger() }).runOnce();
    expect(mailer.sent.map((mail) => mail.to)).toEqual([email]);
    for (const token of tokens) expect(await holding(token)).toBe(0);
  });
});

describe("createOutboxSender().start()", () => {
  const database = useTestDatabase("sqlite");

  test("keeps polling, sends what is queued after it started, and stops cleanly", async () => {
    const sent: string[] = [];
    const sender = createOutboxSender({
      db: database.db,
      mailer: {
        kind: "file",
        from: "x",
        async send(message) {
          sent.push(message.to);
          return { messageId: "1" };
        },
        close() {},
      },
      pollIntervalMs: 20,
      log: memoryLogger(),
    });
    sender.start();
    const email = newEmail();
    await subscribe(database.db, signupForm({ email }), signupContext());
    for (let i = 0; i < 100 && sent.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await sender.stop();
    expect(sent).toEqual([email]);
    expect(await database.db.outbox.count({ to: email, sent: true })).toBe(1);
  });

  test("a mailer that throws is recorded as a failed attempt, never as an unhandled error", async () => {
    const email = newEmail();
    await subscribe(database.db, signupForm({ email }), signupContext());
    const log = memoryLogger();
    const sender = createOutboxSender({
      db: database.db,
      mailer: {
        kind: "smtp",
        from: "x",
        send: () => Promise.reject(Object.assign(new Error("550 no such user"), { permanent: true })),
        close() {},
      },
      log,
    });
    expect(await sender.runOnce()).toEqual({ claimed: 1, sent: 0, failed: 1, held: 0, dropped: 0, skipped: 0 });
    const [message] = await database.db.outbox.list({ to: email });
    expect(message?.lastError).toBe("550 no such user");
    // A permanent refusal waits the longest back-off rather than 5 s.
    expect((message?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  test("a slow send keeps its lease renewed; stopping releases the rest of the batch to others at once", async () => {
    const emails = [newEmail(), newEmail(), newEmail()];
    for (const email of emails) await subscribe(database.db, signupForm({ email }), signupContext());
    let release = () => {};
    const sending: string[] = [];
    const slowMailer = {
      kind: "smtp" as const,
      from: "x",
      send(message: { to: string }) {
        sending.push(message.to);
        return new Promise<{ messageId: string }>((resolve) => {
          release = () => resolve({ messageId: "1" });
        });
      },
      close() {},
    };
    const a = createOutboxSender({
      db: database.db,
      mailer: slowMailer,
      leaseMs: 300,
      workerId: "a",
      log: memoryLogger(),
    });
    a.start();
    await expect.poll(() => sending.length).toBe(1);
    const [held] = await database.db.outbox.list({ to: sending[0] ?? "" });
    const firstLeaseEnd = held?.lockedUntil?.getTime() ?? 0;
    // Well past the first lease, the batch is still a's: the lease was renewed while the send hung.
    await expect.poll(() => Date.now() > firstLeaseEnd + 200).toBe(true);
    expect(await database.db.outbox.claimDue("b", 10)).toEqual([]);

    const stopped = a.stop();
    release();
    await stopped;
    expect(sending).toHaveLength(1);
    const rest = await database.db.outbox.claimDue("b", 10);
    expect(rest.map((message) => message.to).sort()).toEqual(emails.filter((e) => e !== sending[0]).sort());
    for (const message of rest) await database.db.outbox.markSent(message.id, "b");
  });
});
