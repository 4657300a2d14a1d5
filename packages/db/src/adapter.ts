// Builds the Prisma driver adapter (better-sqlite3 or node-postgres) for a resolved DATABASE_URL.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { DatabaseTarget } from "./database-url.ts";
import { defaultSqlitePath } from "./paths.ts";

/**
 * How long the database may keep a caller waiting, so that a partition or a hung server costs seconds, not
 * minutes. PostgreSQL: `connectMs` bounds opening a connection and waiting for a free one in the pool (one
 * setting in node-postgres; at 3 s, half the sign-ups of the load drill failed queueing for the pool while 200
 * connections loaded the event loop, so the default is 10 s; a refused connection still fails at once);
 * `statementMs` is the server's statement_timeout, and the client gives up on an answer 1 s after it (a
 * partition never delivers the server's cancel); `idleInTransactionMs` ends a session left inside a
 * transaction. SQLite: `busyMs` is how long a write waits for another process's lock (busy_timeout).
 */
export type DbTimeouts = { connectMs: number; statementMs: number; idleInTransactionMs: number; busyMs: number };

export const defaultDbTimeouts: DbTimeouts = {
  connectMs: 10_000,
  statementMs: 5_000,
  idleInTransactionMs: 10_000,
  busyMs: 5_000,
};

/** Without `timeouts`, the drivers' own (none on PostgreSQL): for migrations, whose statements may run long. */
export function createAdapterFactory(target: DatabaseTarget, timeouts?: DbTimeouts): PrismaBetterSqlite3 | PrismaPg {
  if (target.provider === "sqlite") {
    ownerOnly(target.filePath);
    return new PrismaBetterSqlite3WithKeptStatements({
      url: target.filePath,
      ...(timeouts ? { timeout: timeouts.busyMs } : {}),
    });
  }
  const { connectionString, schema } = target;
  const limits = timeouts
    ? {
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        query_timeout: timeouts.statementMs + 1_000,
        idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
        keepAlive: true,
      }
    : {};
  if (schema === undefined) return new PrismaPg({ connectionString, ...limits });
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(schema)) {
    throw new Error(`DATABASE_URL ?schema= must be a plain identifier (got "${schema}")`);
  }
  // The adapter's `schema` qualifies the client's queries; search_path covers the schema
  // engine's and any raw SQL.
  return new PrismaPg({ connectionString, ...limits, options: `-c search_path=${schema}` }, { schema });
}

/**
 * The SQLite file holds personal data, so only its owner may read it: the file is created (or set) 0600 before
 * SQLite opens it, and SQLite gives the -wal and -shm files it creates the database file's permissions. Its folder
 * is 0700 when this creates it, and always for the repository's own `data/`; a folder the operator chose keeps the
 * permissions they gave it.
 */
function ownerOnly(filePath: string) {
  if (filePath === ":memory:") return;
  const folder = path.dirname(filePath);
  const created = !existsSync(folder);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (created || filePath === defaultSqlitePath) chmodQuietly(folder, 0o700);
  try {
    closeSync(openSync(filePath, "a", 0o600));
  } catch {
    // Not a file that can be opened (a folder, no permission): SQLite says so when it first connects.
  }
  for (const file of [filePath, `${filePath}-wal`, `${filePath}-shm`]) chmodQuietly(file, 0o600);
}

/** chmod, except where the file is gone or another user's (then its owner decides). */
function chmodQuietly(file: string, mode: number) {
  try {
    chmodSync(file, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "EPERM") throw error;
  }
}

/**
 * PrismaBetterSqlite3 whose connections use SQLite's write-ahead log, prepare each SQL text once
 * and never let the garbage collector free a better-sqlite3 object.
 *
 * WAL (https://sqlite.org/wal.html): readers no longer wait for a writer, which matters when several
 * processes share the file, and a commit costs one fsync instead of several (sign-ups/s went from
 * about 70 to about 400, tools/bench/newsletter-signups.ts). synchronous stays FULL, so a
 * committed sign-up survives a power cut. NOTE: WAL needs a local disk, not a network share.
 *
 * NOTE: with better-sqlite3 12.9 on Node 24.21, freeing a Statement (or Database) in garbage
 * collection aborts the whole process: "Assertion failed: (env) != nullptr" in
 * node::RemoveEnvironmentCleanupHook, called from Statement::~Statement through node::ObjectWrap.
 * The stock adapter prepares a new statement for every query, so a busy process died within
 * seconds (src/adapter.test.ts reproduces the load). Here every statement is cached by its SQL and
 * kept, with its connection, for the life of the process. Prisma's SQL texts are a small, fixed set
 * per query shape, so the cache stays small. Remove this once the crash is fixed upstream.
 */
export class PrismaBetterSqlite3WithKeptStatements extends PrismaBetterSqlite3 {
  override async connect(): ReturnType<PrismaBetterSqlite3["connect"]> {
    const adapter = keepStatements(await super.connect());
    // Whatever a connection deletes or moves (a row rewritten by an UPDATE, a freed overflow page) is
    // overwritten with zeros, not just marked free: an erasure must not leave the address in free space.
    await adapter.executeScript("PRAGMA secure_delete = ON;");
    try {
      await adapter.executeScript("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
    } catch {
      // Another process holds the file while it would switch; the mode is stored in the file, so
      // the next connection switches it. This one works in the current mode meanwhile.
    }
    return adapter;
  }

  override async connectToShadowDb(): ReturnType<PrismaBetterSqlite3["connectToShadowDb"]> {
    return keepStatements(await super.connectToShadowDb());
  }
}

/** The part of a better-sqlite3 Statement that the Prisma adapter uses. */
type Statement = {
  readonly reader: boolean;
  run(params: unknown[]): unknown;
  columns(): unknown[];
  raw(toggle: boolean): { all(params: unknown[]): unknown[] };
};

/** What the adapter gets back from `prepare(sql)` and then `.bind(args)`. */
type PreparedQuery = {
  readonly reader: boolean;
  bind(params: unknown[]): PreparedQuery;
  run(): unknown;
  columns(): unknown[];
  raw(): { all(): unknown[] };
};

/** Every better-sqlite3 connection and statement this process made; never emptied (see above). */
const keptForever = new Set<unknown>();

function keepStatements<T extends object>(adapter: T): T {
  const connection = "client" in adapter ? adapter.client : undefined;
  if (!isConnection(connection)) {
    throw new Error("@prisma/adapter-better-sqlite3 changed: its adapter has no `client` with `prepare`");
  }
  const prepareNew = connection.prepare.bind(connection);
  const statements = new Map<string, Statement>();
  keptForever.add(connection);
  keptForever.add(statements);
  connection.prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = prepareNew(sql);
      statements.set(sql, statement);
    }
    return reuse(statement, []);
  };
  return adapter;
}

/**
 * A cached statement with this query's parameters. (better-sqlite3's own `bind` fixes the
 * parameters of a statement for good, so it cannot be used on a shared one.)
 */
function reuse(statement: Statement, params: unknown[]): PreparedQuery {
  return {
    reader: statement.reader,
    bind: (next) => reuse(statement, next),
    run: () => statement.run(params),
    columns: () => statement.columns(),
    raw: () => ({ all: () => statement.raw(true).all(params) }),
  };
}

function isConnection(value: unknown): value is { prepare(sql: string): Statement } {
  return typeof value === "object" && value !== null && "prepare" in value && typeof value.prepare === "function";
}
