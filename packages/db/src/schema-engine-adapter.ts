// Binds a Prisma driver adapter (SQLite or Postgres) for the WebAssembly schema engine (schema-engine.ts).
// The engine calls the adapter through Result objects ({ ok, value } | { ok, error }) instead of
// exceptions. This mirrors `bindMigrationAwareSqlAdapterFactory` from @prisma/driver-adapter-utils
// (https://github.com/prisma/prisma/blob/main/packages/driver-adapter-utils/src/binder.ts), which
// is only a transitive dependency here and so cannot be imported.
import type { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type { PrismaPg } from "@prisma/adapter-pg";

export type AdapterFactory = PrismaBetterSqlite3 | PrismaPg;

type Result<T> = { ok: true; value: T } | { ok: false; error: unknown };
type AnyFunction = (...args: never[]) => unknown;

class ErrorRegistry {
  registeredErrors: Array<{ error: unknown } | undefined> = [];
  consumeError(id: number): { error: unknown } | undefined {
    const record = this.registeredErrors[id];
    this.registeredErrors[id] = undefined;
    return record;
  }
  registerNewError(error: unknown): number {
    let id = 0;
    while (this.registeredErrors[id] !== undefined) id++;
    this.registeredErrors[id] = { error };
    return id;
  }
}

function isDriverAdapterError(error: unknown): error is { cause: unknown } {
  return error instanceof Error && error.name === "DriverAdapterError" && typeof error.cause === "object";
}

function toError(registry: ErrorRegistry, error: unknown): Result<never> {
  if (isDriverAdapterError(error)) return { ok: false, error: error.cause };
  return { ok: false, error: { kind: "GenericJs", id: registry.registerNewError(error) } };
}

function wrapAsync<F extends AnyFunction>(
  registry: ErrorRegistry,
  fn: F,
  then: (value: Awaited<ReturnType<F>>) => unknown = (value) => value,
): (...args: Parameters<F>) => Promise<Result<unknown>> {
  return async (...args) => {
    try {
      return { ok: true, value: then(await (fn(...args) as Promise<Awaited<ReturnType<F>>>)) };
    } catch (error) {
      return toError(registry, error);
    }
  };
}

function wrapSync<F extends AnyFunction>(registry: ErrorRegistry, fn: F): (...args: Parameters<F>) => Result<unknown> {
  return (...args) => {
    try {
      return { ok: true, value: fn(...args) };
    } catch (error) {
      return toError(registry, error);
    }
  };
}

type Connection = Awaited<ReturnType<AdapterFactory["connect"]>>;
type Transaction = Awaited<ReturnType<Connection["startTransaction"]>>;

/** `factory` as the engine takes it; `onConnect` gets every connection the engine opens, to close it. */
export function bindAdapterFactory(
  factory: AdapterFactory,
  onConnect: (connection: { dispose(): Promise<unknown> }) => void,
): object {
  const registry = new ErrorRegistry();
  const bind = (connection: Connection) => {
    if ("underlyingDriver" in connection) reportCharColumnsAsText(connection.underlyingDriver());
    const { bound, dispose } = bindConnection(registry, connection);
    onConnect({ dispose });
    return bound;
  };
  return {
    adapterName: factory.adapterName,
    provider: factory.provider,
    errorRegistry: registry,
    connect: wrapAsync(registry, () => factory.connect(), bind),
    connectToShadowDb: wrapAsync(registry, () => factory.connectToShadowDb(), bind),
  };
}

/**
 * NOTE: the engine sends whole migration scripts through `executeRaw` (its "raw command").
 * node-postgres runs a parameterless multi-statement string as one simple query, but
 * better-sqlite3 prepares a single statement only, so such a script goes to `executeScript`.
 */
function executeRawOrScript(connection: Connection): Connection["executeRaw"] {
  return async (query) => {
    try {
      return await connection.executeRaw(query);
    } catch (error) {
      const multiStatement = error instanceof RangeError && /more than one statement/.test(error.message);
      if (!multiStatement || query.args.length > 0) throw error;
      await connection.executeScript(query.sql);
      return 0;
    }
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

function bindConnection(
  registry: ErrorRegistry,
  connection: Connection,
): { bound: object; dispose: () => Promise<unknown> } {
  // The engine may dispose a connection itself (shadow databases); closing twice would throw.
  let disposed: Promise<unknown> | undefined;
  const dispose = () => {
    disposed ??= connection.dispose();
    return disposed;
  };
  const bound: Record<string, unknown> = {
    adapterName: connection.adapterName,
    provider: connection.provider,
    errorRegistry: registry,
    queryRaw: wrapAsync(registry, connection.queryRaw.bind(connection)),
    executeRaw: wrapAsync(registry, executeRawOrScript(connection)),
    executeScript: wrapAsync(registry, connection.executeScript.bind(connection)),
    dispose: wrapAsync(registry, dispose),
    startTransaction: wrapAsync(registry, connection.startTransaction.bind(connection), (tx) =>
      bindTransaction(registry, tx),
    ),
  };
  if (connection.getConnectionInfo) {
    bound.getConnectionInfo = wrapSync(registry, connection.getConnectionInfo.bind(connection));
  }
  return { bound, dispose };
}

function bindTransaction(registry: ErrorRegistry, tx: Transaction): object {
  const bound: Record<string, unknown> = {
    adapterName: tx.adapterName,
    provider: tx.provider,
    options: tx.options,
    queryRaw: wrapAsync(registry, tx.queryRaw.bind(tx)),
    executeRaw: wrapAsync(registry, tx.executeRaw.bind(tx)),
    commit: wrapAsync(registry, tx.commit.bind(tx)),
    rollback: wrapAsync(registry, tx.rollback.bind(tx)),
  };
  if (tx.createSavepoint) bound.createSavepoint = wrapAsync(registry, tx.createSavepoint.bind(tx));
  if (tx.rollbackToSavepoint) {
    bound.rollbackToSavepoint = wrapAsync(registry, tx.rollbackToSavepoint.bind(tx));
  }
  if (tx.releaseSavepoint) {
    bound.releaseSavepoint = wrapAsync(registry, tx.releaseSavepoint.bind(tx));
  }
  return bound;
}
