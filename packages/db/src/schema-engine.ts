// Runs Prisma's schema engine (the WebAssembly build) over a driver adapter, so migrations
// can be created and applied without the native `schema-engine` binary that `prisma migrate`
// downloads at install time (see ../README.md, "Why not `prisma migrate`").
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type { PrismaPg } from "@prisma/adapter-pg";
import * as wasmBindings from "@prisma/schema-engine-wasm/schema_engine_bg";

export type SchemaEngine = wasmBindings.SchemaEngine;
export type MigrationList = wasmBindings.MigrationList;
export type AdapterFactory = PrismaBetterSqlite3 | PrismaPg;

// The WebAssembly global is typed by TypeScript's DOM lib only, which a Node package leaves out.
type WasmExports = Record<string, unknown>;
type WasmImports = Record<string, unknown>;
const { WebAssembly: wasmRuntime } = globalThis as unknown as {
  WebAssembly: {
    instantiate(
      bytes: Uint8Array,
      imports: Record<string, WasmImports>,
    ): Promise<{ instance: { exports: WasmExports } }>;
  };
};

let loaded: Promise<void> | undefined;

/** Timers the engine started; see `engineImports`. */
const engineTimers = new Set<ReturnType<typeof setTimeout>>();
let runningEngines = 0;

/**
 * NOTE: the engine wraps some waits in timeouts (e.g. 10 s around Postgres'
 * `pg_advisory_lock`) and never clears them, since the bindings import `setTimeout` but no
 * `clearTimeout`. Left alone they keep Node running for 10 s after a migration, so they are
 * tracked here and cleared once no engine is running.
 */
function engineImports(): WasmImports {
  const imports: WasmImports = { ...wasmBindings };
  for (const name of Object.keys(imports).filter((key) => key.startsWith("__wbg_setTimeout_"))) {
    imports[name] = (callback: () => void, milliseconds: number) => {
      const timer = setTimeout(() => {
        engineTimers.delete(timer);
        callback();
      }, milliseconds >>> 0);
      engineTimers.add(timer);
      return timer;
    };
  }
  return imports;
}

/**
 * Instantiates the engine's .wasm once per process. The package's own entry point imports the
 * .wasm as an ES module, which Node only does behind a warning and Vite not at all, so this
 * wires the bindings to the instance by hand, the way wasm-bindgen's bundler output expects.
 */
function loadWasm(): Promise<void> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const bindingsFile = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const bytes = await readFile(path.join(path.dirname(bindingsFile), "schema_engine_bg.wasm"));
    const { instance } = await wasmRuntime.instantiate(bytes, {
      "./schema_engine_bg.js": engineImports(),
    });
    wasmBindings.__wbg_set_wasm(instance.exports);
    const start = instance.exports.__wbindgen_start;
    if (typeof start === "function") start();
  })();
  return loaded;
}

export type RunningSchemaEngine = {
  engine: SchemaEngine;
  /** Frees the engine and closes every connection it opened (Postgres pools keep Node alive). */
  stop(): Promise<void>;
};

/** Starts a schema engine connected through `factory`, with `schema` as its datamodel. */
export async function startSchemaEngine(
  factory: AdapterFactory,
  schema: { path: string; content: string },
  log: (message: string) => void = () => {},
): Promise<RunningSchemaEngine> {
  await loadWasm();
  const connections: Array<{ dispose(): Promise<unknown> }> = [];
  runningEngines++;
  const stop = async (engine?: SchemaEngine) => {
    try {
      engine?.free();
      await Promise.all(connections.map((connection) => connection.dispose()));
    } finally {
      if (--runningEngines === 0) {
        for (const timer of engineTimers) clearTimeout(timer);
        engineTimers.clear();
      }
    }
  };
  try {
    const engine = await wasmBindings.SchemaEngine.new(
      { datamodels: [[schema.path, schema.content]] },
      log,
      bindAdapterFactory(factory, (connection) => connections.push(connection)),
    );
    return { engine, stop: () => stop(engine) };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Reads a migrations folder the way the Prisma CLI does (every sub-folder's migration.sql, in
 * name order, plus migration_lock.toml), into the shape the engine takes.
 */
export async function readMigrations(migrationsDir: string): Promise<MigrationList> {
  const lockfilePath = "migration_lock.toml";
  const lockfileContent = await readFile(path.join(migrationsDir, lockfilePath), "utf8").catch(() => null);
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const migrationDirectories: wasmBindings.MigrationDirectory[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const content = await readFile(path.join(migrationsDir, entry.name, "migration.sql"), "utf8")
      .then((value): wasmBindings.JsResult<string, string> => ({ tag: "ok", value }))
      .catch(
        (error: Error): wasmBindings.JsResult<string, string> => ({
          tag: "error",
          value: error.message,
        }),
      );
    migrationDirectories.push({
      path: entry.name,
      migrationFile: { path: "migration.sql", content },
    });
  }
  return {
    baseDir: migrationsDir,
    lockfile: { path: lockfilePath, content: lockfileContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

// --- Driver adapter binding -------------------------------------------------------------------
// The engine calls the adapter through Result objects ({ ok, value } | { ok, error }) instead of
// exceptions. This mirrors `bindMigrationAwareSqlAdapterFactory` from @prisma/driver-adapter-utils
// (https://github.com/prisma/prisma/blob/main/packages/driver-adapter-utils/src/binder.ts), which
// is only a transitive dependency here and so cannot be imported.

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

function bindAdapterFactory(
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
