// subscribe() when the database fails: a Spanish answer, logged without the address, never a throw or a hang.
import { mkdtemp, rm } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDb, migrate } from "@casinolupa/db";
import { createThrowawayDatabase, holdSqliteLock } from "@casinolupa/db/testing";
import { describe, expect, test } from "vitest";
import { messages } from "./messages.ts";
import { subscribe } from "./signup.ts";
import { memoryLogger, newEmail, providers, signupContext, signupForm } from "./test-support.ts";

// SQLite: the "file" is a directory, which cannot be opened (a broken set-up: the generic error); PostgreSQL: nothing
// listens on port 1 (down or cut off, as in a partition: «try again shortly»).
const downCases = {
  sqlite: { answer: { code: "error", status: 500, message: messages.error }, logged: /^newsletter: sign-up failed: / },
  postgresql: {
    answer: { code: "busy", status: 503, message: messages.busy, retryAfterSeconds: 5 },
    logged: /^newsletter: sign-up not stored, the database was locked or unreachable: /,
  },
} as const;

describe.each(providers)("subscribe() with the %s database down", (provider) => {
  test("answers in Spanish, logs it without the address, and does not throw", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "casinolupa-down-"));
    const url = provider === "sqlite" ? `file:${dir}` : "postgresql://postgres@127.0.0.1:1/casinolupa";
    const db = createDb(url);
    const log = memoryLogger();
    const email = newEmail();
    const expected = downCases[provider];
    try {
      const result = await subscribe(db, signupForm({ email }), signupContext({ log }));
      expect(result).toEqual({ ok: false, ...expected.answer });
      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]).toMatch(expected.logged);
      expect(log.lines[0]).not.toContain(email);
    } finally {
      await db.disconnect().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    }
  });
});

test("subscribe() during a partition (PostgreSQL accepts connections and never answers): «try again», not a hang", async () => {
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as AddressInfo;
  const db = createDb(`postgresql://postgres@127.0.0.1:${port}/casinolupa`, {
    timeouts: { connectMs: 500, statementMs: 500 },
  });
  try {
    const result = await subscribe(db, signupForm(), signupContext({ log: memoryLogger() }));
    expect(result).toEqual({ ok: false, code: "busy", status: 503, message: messages.busy, retryAfterSeconds: 5 });
  } finally {
    await db.disconnect().catch(() => undefined);
    silent.close();
  }
});

test("subscribe() while another process keeps SQLite locked past the wait: 503 and a Spanish «try again», nothing stored", async () => {
  const database = await createThrowawayDatabase("sqlite");
  await migrate(database.url);
  const db = createDb(database.url, { timeouts: { busyMs: 200 } });
  const log = memoryLogger();
  const email = newEmail();
  try {
    const lock = await holdSqliteLock(database.url);
    const result = await subscribe(db, signupForm({ email }), signupContext({ log }));
    await lock.release();
    expect(result).toEqual({ ok: false, code: "busy", status: 503, message: messages.busy, retryAfterSeconds: 5 });
    expect(result.message.description).toBe(
      "En este momento no hemos podido registrar tu suscripción. Vuelve a intentarlo dentro de unos segundos.",
    );
    expect(await db.subscribers.findByEmail(email)).toBeNull();
    expect(log.lines.join("\n")).not.toContain(email);
    // Once the lock is gone, the same sign-up goes through.
    expect((await subscribe(db, signupForm({ email }), signupContext())).code).toBe("subscribed");
  } finally {
    await db.disconnect();
    await database.drop();
  }
});
