// Binds a Prisma driver adapter (SQLite or Postgres) for the WebAssembly schema engine (schema-engine.ts), with
// Prisma's own binder (`bindMigrationAwareSqlAdapterFactory`: Result objects instead of exceptions). What is ours is
// what the engine needs of a connection beyond the adapters: multi-statement scripts on SQLite, Postgres' "char"
// columns, and a dispose that can be called twice.
import type { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

export type AdapterFactory = PrismaBetterSqlite3 | PrismaPg;

type Connection = Awaited<ReturnType<AdapterFactory["connect"]>>;

/** `factory` as the engine takes it; `onConnect` gets every connection the engine opens, to close it. */
export function bindAdapterFactory(
  factory: AdapterFactory,
  onConnect: (connection: { dispose(): Promise<unknown> }) => void,
): object {
  const prepare = (connection: Connection) => {
    if ("underlyingDriver" in connection) reportCharColumnsAsText(connection.underlyingDriver());
    runScriptsWhole(connection);
    disposeOnce(connection);
    onConnect(connection);
    return connection;
  };
  return bindMigrationAwareSqlAdapterFactory({
    adapterName: factory.adapterName,
    provider: factory.provider,
    connect: async () => prepare(await factory.connect()),
    connectToShadowDb: async () => prepare(await factory.connectToShadowDb()),
  });
}

/**
 * NOTE: the engine sends whole migration scripts through `executeRaw` (its "raw command").
 * node-postgres runs a parameterless multi-statement string as one simple query, but
 * better-sqlite3 prepares a single statement only, so such a script goes to `executeScript`.
 */
function runScriptsWhole(connection: Connection): void {
  const executeRaw = connection.executeRaw.bind(connection);
  connection.executeRaw = async (query) => {
    try {
      return await executeRaw(query);
    } catch (error) {
      const multiStatement = error instanceof RangeError && /more than one statement/.test(error.message);
      if (!multiStatement || query.args.length > 0) throw error;
      await connection.executeScript(query.sql);
      return 0;
    }
  };
}

/** The engine may dispose a connection itself (shadow databases), and we dispose every one at the end. */
function disposeOnce(connection: Connection): void {
  const dispose = connection.dispose.bind(connection);
  let disposed: Promise<void> | undefined;
  connection.dispose = () => {
    disposed ??= dispose();
    return disposed;
  };
}

type PgPool = ReturnType<Extract<Connection, { underlyingDriver: unknown }>["underlyingDriver"]>;

/**
 * NOTE: @prisma/adapter-pg rejects Postgres' internal one-byte `"char"` type (OID 18), which the
 * engine's catalog queries select (e.g. `pg_constraint.contype`), failing every schema
 * description with "Column type 'char' could not be deserialized". pg already hands those
 * values over as one-character strings, so they are relabelled as `text` (OID 25).
 */
function reportCharColumnsAsText(pool: PgPool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const patched = async (...args: unknown[]) => {
    const result = await query(...args);
    const fields = (result as { fields?: Array<{ dataTypeID: number }> } | undefined)?.fields;
    for (const field of fields ?? []) {
      if (field.dataTypeID === 18) field.dataTypeID = 25;
    }
    return result;
  };
  pool.query = patched as typeof pool.query;
}
