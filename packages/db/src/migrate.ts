// Applies and creates Prisma migrations through the WebAssembly schema engine (see schema-engine.ts).
import { randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { createAdapterFactory, PrismaBetterSqlite3WithKeptStatements } from "./adapter.ts";
import { resolveDatabaseUrl } from "./database-url.ts";
import { migrationsPath, type Provider, schemaPath } from "./paths.ts";
import { type AdapterFactory, readMigrations, startSchemaEngine } from "./schema-engine.ts";
import { dataModelBlocks } from "./schema-parity.ts";

const noFilters = { externalTables: [], externalEnums: [] };

export type MigrateResult = {
  provider: Provider;
  /** Migration folders found in prisma/<provider>/migrations. */
  found: string[];
  /** Those applied by this run, in order; empty when the database was up to date. */
  applied: string[];
};

export type MigrateOptions = {
  /** Another migrations folder than prisma/<provider>/migrations (tests use this). */
  migrationsDir?: string;
};

/**
 * Applies the committed migrations that `databaseUrl` (default: DATABASE_URL) has not run yet,
 * recording them in `_prisma_migrations` like `prisma migrate deploy`. A migration that fails is
 * recorded as failed and blocks later runs until it is resolved (see resolveMigration).
 */
export async function migrate(
  databaseUrl: string | undefined = process.env.DATABASE_URL,
  options: MigrateOptions = {},
): Promise<MigrateResult> {
  const target = resolveDatabaseUrl(databaseUrl);
  const migrationsList = await readMigrations(options.migrationsDir ?? migrationsPath(target.provider));
  const found = migrationsList.migrationDirectories.map((directory) => directory.path);
  const { appliedMigrationNames } = await withSchemaEngine(target.provider, createAdapterFactory(target), (engine) =>
    engine.applyMigrations({ migrationsList, filters: noFilters }),
  );
  return { provider: target.provider, found, applied: appliedMigrationNames };
}

/**
 * After a failed migration, like `prisma migrate resolve`: `rolled-back` once the database has
 * been put back by hand (the next migrate() runs it again), `applied` once it was finished by hand.
 */
export async function resolveMigration(
  migrationName: string,
  as: "applied" | "rolled-back",
  databaseUrl: string | undefined = process.env.DATABASE_URL,
  options: MigrateOptions = {},
): Promise<void> {
  const target = resolveDatabaseUrl(databaseUrl);
  const migrationsList = await readMigrations(options.migrationsDir ?? migrationsPath(target.provider));
  await withSchemaEngine(target.provider, createAdapterFactory(target), (engine) =>
    as === "applied"
      ? engine.markMigrationApplied({ migrationName, migrationsList })
      : engine.markMigrationRolledBack({ migrationName }),
  );
}

export type CreateMigrationOptions = {
  /** Write the migration even when the schema has no changes (for hand-written SQL). */
  empty?: boolean;
  /**
   * A PostgreSQL server on which a throwaway database replays the Postgres migrations, the way
   * `prisma migrate dev` uses a shadow database. Nothing else is touched.
   */
  postgresUrl: string;
};

export type CreatedMigration = { provider: Provider; directory: string; sql: string };

/**
 * Diffs each provider's schema.prisma against its migration history and writes the difference
 * as `<timestamp>_<name>/migration.sql` into both migrations folders, with the same folder name.
 * Returns nothing when both schemas already match their migrations.
 */
export async function createMigration(name: string, options: CreateMigrationOptions): Promise<CreatedMigration[]> {
  const drafts = await planMigration(name, options);
  // Written only once both engines have answered, so a failure leaves no half-made migration.
  for (const draft of drafts) {
    await mkdir(draft.directory, { recursive: true });
    await writeFile(path.join(draft.directory, "migration.sql"), draft.sql);
    await writeLockfile(draft.provider);
  }
  return drafts;
}

/** What createMigration() would write, without writing it. */
export async function planMigration(name: string, options: CreateMigrationOptions): Promise<CreatedMigration[]> {
  if (!/^[a-z0-9_]+$/.test(name)) {
    throw new Error(`Migration name must be snake_case letters and digits (got "${name}")`);
  }
  await assertSchemasMatch();
  const folderName = `${timestamp(new Date())}_${name}`;
  const factories: Record<Provider, AdapterFactory> = {
    // SQLite replays the history on an in-memory shadow database.
    sqlite: new PrismaBetterSqlite3WithKeptStatements({ url: ":memory:" }),
    postgresql: new PrismaPgWithShadowDatabases(options.postgresUrl),
  };
  const drafts: CreatedMigration[] = [];
  for (const provider of ["sqlite", "postgresql"] as const) {
    const migrationsList = await readMigrations(migrationsPath(provider));
    // The first migration: the engine learns the provider from the lock file we are about to write.
    migrationsList.lockfile.content ??= lockfileContent(provider);
    const schema = await readSchema(provider);
    // `diff` from the migrations (replayed on a shadow database) to the schema is what
    // `prisma migrate dev --create-only` writes. The wasm engine's own `createMigration` cannot
    // reach a shadow database, so it is not used.
    const { exitCode, stdout } = await withSchemaEngine(provider, factories[provider], (engine) =>
      engine.diff({
        from: { tag: "migrations", ...migrationsList },
        to: { tag: "schemaDatamodel", files: [schema] },
        script: true,
        exitCode: true,
        filters: noFilters,
      }),
    );
    const changed = exitCode === 2;
    if (changed || options.empty) {
      drafts.push({
        provider,
        directory: path.join(migrationsPath(provider), folderName),
        sql: changed ? (stdout ?? "") : "-- This is an empty migration.\n",
      });
    }
  }
  return drafts;
}

/**
 * PrismaPg whose shadow databases close every connection they open. (adapter-pg's own
 * `connectToShadowDb` leaves its CREATE/DROP DATABASE pool open, which holds the process for the
 * pool's 10 s idle timeout.)
 */
class PrismaPgWithShadowDatabases extends PrismaPg {
  readonly #serverUrl: string;

  constructor(serverUrl: string) {
    super({ connectionString: serverUrl });
    this.#serverUrl = serverUrl;
  }

  override async connectToShadowDb(): Promise<Awaited<ReturnType<PrismaPg["connect"]>>> {
    const server = await this.connect();
    const database = `prisma_migrate_shadow_db_${randomUUID().replaceAll("-", "_")}`;
    try {
      await server.executeScript(`CREATE DATABASE "${database}"`);
      const url = new URL(this.#serverUrl);
      url.pathname = `/${database}`;
      const shadow = await new PrismaPg({ connectionString: url.toString() }).connect();
      const disposeShadow = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        try {
          await disposeShadow();
          await server.executeScript(`DROP DATABASE IF EXISTS "${database}"`);
        } finally {
          await server.dispose();
        }
      };
      return shadow;
    } catch (error) {
      await server.dispose();
      throw error;
    }
  }
}

async function withSchemaEngine<T>(
  provider: Provider,
  factory: AdapterFactory,
  run: (engine: Awaited<ReturnType<typeof startSchemaEngine>>["engine"]) => Promise<T>,
): Promise<T> {
  const schema = await readSchema(provider);
  const { engine, stop } = await startSchemaEngine(factory, schema);
  try {
    return await run(engine).catch((error: unknown) => {
      throw toError(error);
    });
  } finally {
    await stop();
  }
}

async function readSchema(provider: Provider): Promise<{ path: string; content: string }> {
  const file = schemaPath(provider);
  return { path: file, content: await readFile(file, "utf8") };
}

async function assertSchemasMatch(): Promise<void> {
  const [sqlite, postgres] = await Promise.all([readSchema("sqlite"), readSchema("postgresql")]);
  const a = JSON.stringify(dataModelBlocks(sqlite.content));
  const b = JSON.stringify(dataModelBlocks(postgres.content));
  if (a !== b) {
    throw new Error(`The model blocks of ${sqlite.path} and ${postgres.path} differ; make them identical first.`);
  }
}

/** Same file the Prisma CLI writes next to the migrations. */
function lockfileContent(provider: Provider): string {
  return `# Please do not edit this file manually
# It should be added in your version-control system (e.g., Git)
provider = "${provider}"
`;
}

async function writeLockfile(provider: Provider): Promise<void> {
  await writeFile(path.join(migrationsPath(provider), "migration_lock.toml"), lockfileContent(provider));
}

/** 20250102030405, in UTC, as Prisma names migration folders. */
function timestamp(date: Date): string {
  return date.toISOString().replace(/\D/g, "").slice(0, 14);
}

/** The engine rejects with plain objects; make them Errors that print their message. */
function toError(error: unknown): Error {
  if (error instanceof Error) return error;
  if (typeof error === "object" && error !== null && "message" in error) {
    const { message, ...details } = error as { message: unknown };
    return Object.assign(new Error(String(message)), details);
  }
  return new Error(String(error));
}
