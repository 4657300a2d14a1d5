// Runs Prisma's schema engine (the WebAssembly build) over a driver adapter, so migrations
// can be created and applied without the native `schema-engine` binary that `prisma migrate`
// downloads at install time (see ../README.md, "Why not `prisma migrate`"). The adapter binding the engine
// calls is in schema-engine-adapter.ts.
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import * as wasmBindings from "@prisma/schema-engine-wasm/schema_engine_bg";
import { type AdapterFactory, bindAdapterFactory } from "./schema-engine-adapter.ts";

export type SchemaEngine = wasmBindings.SchemaEngine;
export type MigrationList = wasmBindings.MigrationList;
export type { AdapterFactory };

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
