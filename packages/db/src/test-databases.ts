// Throwaway databases for tests: a temp SQLite file, or a uniquely named Postgres database on the
// server named by TEST_DATABASE_URL. Each is dropped by the test that made it. createTestDatabase() is the
// fixture every database test uses on both providers: `describe.each(providers)` and one migrated database each.

import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { createDb, type Db } from "./db.ts";
import { migrate } from "./migrate.ts";
import type { Provider } from "./paths.ts";
import type { NewSubscriber } from "./subscribers.ts";

/** The two databases the site runs on; tests that touch a database run on both. */
export const providers = ["sqlite", "postgresql"] as const satisfies readonly Provider[];

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

export type ThrowawayDatabase = { url: string; drop(): Promise<void> };

export type TestDatabase = { db: Db; url: string; drop(): Promise<void> };

/** An empty, migrated database of `provider` with a client on it; drop() disconnects and deletes it. */
export async function createTestDatabase(provider: Provider): Promise<TestDatabase> {
  const database = await createThrowawayDatabase(provider);
  await migrate(database.url);
  const db = createDb(database.url);
  return {
    db,
    url: database.url,
    async drop() {
      await db.disconnect();
      await database.drop();
    },
  };
}

export async function createThrowawayDatabase(provider: Provider): Promise<ThrowawayDatabase> {
  if (provider === "sqlite") {
    const dir = await mkdtemp(path.join(tmpdir(), "casinolupa-db-test-"));
    return {
      url: `file:${path.join(dir, "test.db")}`,
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `casinolupa_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE (Postgres 13+) also ends connections a failed test may have left open.
    drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/** Fails with a message naming TEST_DATABASE_URL when the Postgres server cannot be used. */
export async function assertPostgresReachable(): Promise<void> {
  await onServer("SELECT 1");
}

async function onServer(sql: string): Promise<void> {
  const server = await new PrismaPg({ connectionString: testDatabaseUrl }).connect().catch((error: unknown) => {
    throw unreachable(error);
  });
  try {
    await server.executeScript(sql).catch((error: unknown) => {
      throw unreachable(error);
    });
  } finally {
    await server.dispose();
  }
}

function unreachable(error: unknown): Error {
  const { host, pathname } = new URL(testDatabaseUrl);
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(
    `The Postgres tests need the server in TEST_DATABASE_URL (now ${host}${pathname}, default ` +
      `postgresql://postgres@127.0.0.1:5432/test), as a user allowed to CREATE DATABASE: ${reason}`,
    { cause: error },
  );
}

/** A sign-up with a fresh address; override what the test is about. */
export function newSubscriber(overrides: Partial<NewSubscriber> = {}): NewSubscriber {
  return { email: `lector-${randomUUID()}@example.es`, consentVersion: "2025-01", ...overrides };
}

/**
 * Takes the write lock of the SQLite database at `url` (file:…) in another process (BEGIN EXCLUSIVE), until
 * release(), which resolves once that process has committed and exited. Writers elsewhere wait; readers do not (WAL).
 * Another process, because SQLite's file locks are per process: a second library's connection in this one would not
 * be seen.
 */
export async function holdSqliteLock(url: string): Promise<{ release(): Promise<void> }> {
  const script = `
    const { DatabaseSync } = require("node:sqlite");
    const db = new DatabaseSync(process.argv[1]);
    db.exec("BEGIN EXCLUSIVE");
    process.stdout.write("locked\\n");
    process.stdin.once("data", () => { db.exec("COMMIT"); db.close(); process.exit(0); });`;
  const holder = spawn(process.execPath, ["--no-warnings", "-e", script, url.replace(/^file:/, "")], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve, reject) =>
    holder.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the lock holder exited with ${code}`)))),
  );
  await Promise.race([once(holder.stdout, "data"), exited]);
  return {
    release() {
      holder.stdin.end("release\n");
      return exited;
    },
  };
}
