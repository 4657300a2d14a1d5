import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createAdapterFactory } from "./adapter.ts";
import { resolveDatabaseUrl } from "./database-url.ts";
import { migrate, planMigration, resolveMigration } from "./migrate.ts";
import { migrationsPath, type Provider } from "./paths.ts";
import { readMigrations } from "./schema-engine.ts";
import {
  assertPostgresReachable,
  createThrowawayDatabase,
  type ThrowawayDatabase,
  testDatabaseUrl,
} from "./test-databases.ts";

/** Rows of `sql` as objects, read straight through the driver adapter. */
async function query(databaseUrl: string, sql: string): Promise<Record<string, unknown>[]> {
  const connection = await createAdapterFactory(resolveDatabaseUrl(databaseUrl)).connect();
  try {
    const { columnNames, rows } = await connection.queryRaw({ sql, args: [], argTypes: [] });
    return rows.map((row) => Object.fromEntries(columnNames.map((name, i) => [name, row[i]])));
  } finally {
    await connection.dispose();
  }
}

async function committedMigrations(provider: Provider) {
  const { migrationDirectories } = await readMigrations(migrationsPath(provider));
  return Promise.all(
    migrationDirectories.map(async ({ path: name }) => {
      const sql = await readFile(path.join(migrationsPath(provider), name, "migration.sql"));
      return { name, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

describe.each(["sqlite", "postgresql"] as const)("migrate() on %s", (provider) => {
  let database: ThrowawayDatabase;
  beforeAll(async () => {
    database = await createThrowawayDatabase(provider);
  });
  afterAll(async () => {
    await database?.drop();
  });

  test("applies every committed migration to an empty database, then nothing", async () => {
    const committed = await committedMigrations(provider);
    expect(committed.length).toBeGreaterThan(0);

    const first = await migrate(database.url);
    expect(first).toEqual({
      provider,
      found: committed.map((m) => m.name),
      applied: committed.map((m) => m.name),
    });
    const second = await migrate(database.url);
    expect(second.applied).toEqual([]);

    const tables = await query(
      database.url,
      provider === "sqlite"
        ? `SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'newsletter_subscribers'`
        : `SELECT tablename AS name FROM pg_tables WHERE tablename = 'newsletter_subscribers'`,
    );
    expect(tables).toEqual([{ name: "newsletter_subscribers" }]);
  });

  test("records each migration in _prisma_migrations the way prisma migrate deploy does", async () => {
    await migrate(database.url);
    const rows = await query(
      database.url,
      `SELECT id, checksum, migration_name, logs, rolled_back_at, started_at, finished_at,
              applied_steps_count
       FROM _prisma_migrations ORDER BY migration_name`,
    );
    const committed = await committedMigrations(provider);
    expect(rows).toHaveLength(committed.length);
    rows.forEach((row, i) => {
      expect(row).toMatchObject({
        checksum: committed[i]?.checksum,
        migration_name: committed[i]?.name,
        logs: null,
        rolled_back_at: null,
      });
      expect(String(row.id)).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.started_at).not.toBeNull();
      expect(row.finished_at).not.toBeNull();
      expect(Number(row.applied_steps_count)).toBe(1);
    });
  });
  test("the migrate command says what it applied, then that nothing is pending", async () => {
    const fresh = await createThrowawayDatabase(provider);
    try {
      const run = async () => {
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [fileURLToPath(new URL("./migrate-cli.ts", import.meta.url))],
          { env: { ...process.env, DATABASE_URL: fresh.url }, timeout: 60_000 },
        );
        return stdout;
      };
      const [init] = await committedMigrations(provider);
      expect(await run()).toContain(`Applied:\n  ${init?.name}`);
      expect(await run()).toContain("No pending migrations to apply.");
    } finally {
      await fresh.drop();
    }
  });

  test("a migration leaves no timer behind to hold the process open after it", async () => {
    // The engine's own timers would otherwise keep the migrate command alive for 10 s (see schema-engine.ts).
    const fresh = await createThrowawayDatabase(provider);
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
    try {
      const before = timers();
      await migrate(fresh.url);
      await migrate(fresh.url);
      expect(timers()).toBeLessThanOrEqual(before);
    } finally {
      await fresh.drop();
    }
  });

  test("a failing migration is recorded as failed, blocks later runs, and runs again once rolled back", async () => {
    const migrationsDir = await mkdtemp(path.join(tmpdir(), "casinolupa-migrations-"));
    try {
      await cp(migrationsPath(provider), migrationsDir, { recursive: true });
      const broken = "29991231000000_broken";
      await mkdir(path.join(migrationsDir, broken));
      const write = (sql: string) => writeFile(path.join(migrationsDir, broken, "migration.sql"), sql);
      await write("CREATE TABLE broken_probe (id TEXT);\nSELECT * FROM no_such_table;\n");

      await expect(migrate(database.url, { migrationsDir })).rejects.toThrow(/no_such_table/);
      const [failed] = await query(
        database.url,
        `SELECT finished_at, logs, rolled_back_at FROM _prisma_migrations WHERE migration_name = '${broken}'`,
      );
      expect(failed).toMatchObject({ finished_at: null, rolled_back_at: null });
      expect(String(failed?.logs)).toMatch(/no_such_table/);
      await expect(migrate(database.url, { migrationsDir })).rejects.toThrow(/failed migrations/);

      await write("CREATE TABLE IF NOT EXISTS broken_probe (id TEXT);\n");
      await resolveMigration(broken, "rolled-back", database.url, { migrationsDir });
      expect((await migrate(database.url, { migrationsDir })).applied).toEqual([broken]);
    } finally {
      await rm(migrationsDir, { recursive: true, force: true });
    }
  });
});

describe("migrate() on postgresql with ?schema=", () => {
  let database: ThrowawayDatabase;
  beforeAll(async () => {
    database = await createThrowawayDatabase("postgresql");
  });
  afterAll(async () => {
    await database?.drop();
  });

  test("creates the tables and the migrations table inside that schema", async () => {
    const url = `${database.url}?schema=newsletter`;
    expect((await migrate(url)).applied.length).toBeGreaterThan(0);
    expect((await migrate(url)).applied).toEqual([]);
    const tables = await query(
      database.url,
      `SELECT schemaname, tablename FROM pg_tables
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY tablename`,
    );
    expect(tables).toEqual([
      { schemaname: "newsletter", tablename: "_prisma_migrations" },
      { schemaname: "newsletter", tablename: "newsletter_issues" },
      { schemaname: "newsletter", tablename: "newsletter_outbox" },
      { schemaname: "newsletter", tablename: "newsletter_subscriber_history" },
      { schemaname: "newsletter", tablename: "newsletter_subscribers" },
      { schemaname: "newsletter", tablename: "newsletter_suppressions" },
      { schemaname: "newsletter", tablename: "operator_changes" },
      { schemaname: "newsletter", tablename: "operator_fact_snapshots" },
      { schemaname: "newsletter", tablename: "outbound_clicks" },
      { schemaname: "newsletter", tablename: "rate_limit_counters" },
      { schemaname: "newsletter", tablename: "rate_limit_hits" },
      { schemaname: "newsletter", tablename: "webhook_deliveries" },
    ]);
  });
});

describe("planMigration()", () => {
  // Its Postgres half replays the migrations on a throwaway database on that server.
  beforeAll(assertPostgresReachable);

  test("finds nothing to create: the committed migrations match both schemas", async () => {
    // Fails when a schema was edited without `pnpm --filter @casinolupa/db migrate:new <name>`.
    const planned = await planMigration("drift_check", { postgresUrl: testDatabaseUrl });
    expect(planned.map(({ provider, sql }) => ({ provider, sql }))).toEqual([]);
  });

  test("with --empty, plans an empty migration with one folder name for both providers", async () => {
    const planned = await planMigration("backfill", { postgresUrl: testDatabaseUrl, empty: true });
    expect(planned.map((m) => m.provider)).toEqual(["sqlite", "postgresql"]);
    const [sqlite, postgres] = planned.map((m) => path.basename(m.directory));
    expect(sqlite).toMatch(/^\d{14}_backfill$/);
    expect(postgres).toBe(sqlite);
    expect(planned[0]?.sql).toBe("-- This is an empty migration.\n");
  });
});
