// Builds the Prisma driver adapter (better-sqlite3 or node-postgres) for a resolved DATABASE_URL.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { DatabaseTarget } from "./database-url.ts";
import { isDatabaseBusy } from "./errors.ts";
import { defaultSqlitePath } from "./paths.ts";

/**
 * How long the database may keep a caller waiting, so that a partition or a hung server costs seconds, not
 * minutes. PostgreSQL: `connectMs` bounds opening a connection and waiting for a free one in the pool (one
 * setting in node-postgres; at 3 s, half the sign-ups of the load drill failed queueing for the pool while 200
 * connections loaded the event loop, so the default is 10 s; a refused connection still fails at once);
 * `statementMs` is the server's statement_timeout, and the client gives up on an answer 1 s after it (a
 * partition never delivers the server's cancel); `idleInTransactionMs` ends a session left inside a
 * transaction. SQLite: `busyMs` is how long a write waits for another process's lock, retried without blocking
 * the event loop (see retryWhenBusy); at 10 s, a sign-up made while another process holds the lock for 8 s lands
 * (drill `sqlite-lock`).
 */
export type DbTimeouts = { connectMs: number; statementMs: number; idleInTransactionMs: number; busyMs: number };

export const defaultDbTimeouts: DbTimeouts = {
  connectMs: 10_000,
  statementMs: 5_000,
  idleInTransactionMs: 10_000,
  busyMs: 10_000,
};

/** better-sqlite3's own default, for connections opened without timeouts (migrations). */
const driverBusyMs = 5_000;

/** Without `timeouts`, the drivers' own (none on PostgreSQL): for migrations, whose statements may run long. */
export function createAdapterFactory(target: DatabaseTarget, timeouts?: DbTimeouts): PrismaBetterSqlite3 | PrismaPg {
  if (target.provider === "sqlite") {
    ownerOnly(target.filePath);
    // SQLite's own wait (busy_timeout) is off: better-sqlite3 would wait synchronously, freezing the process.
    return new PrismaBetterSqlite3WithKeptStatements({ url: target.filePath, timeout: 0 }, timeouts?.busyMs);
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
  readonly #busyMs: number;

  constructor(config: ConstructorParameters<typeof PrismaBetterSqlite3>[0], busyMs = driverBusyMs) {
    super(config);
    this.#busyMs = busyMs;
  }

  override async connect(): ReturnType<PrismaBetterSqlite3["connect"]> {
    const adapter = keepStatements(await super.connect(), this.#busyMs);
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
    return keepStatements(await super.connectToShadowDb(), this.#busyMs);
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

function keepStatements<T extends object>(adapter: T, busyMs: number): T {
  const connection = "client" in adapter ? adapter.client : undefined;
  if (!isConnection(connection) || !isRetryable(adapter)) {
    throw new Error("@prisma/adapter-better-sqlite3 changed: its adapter has no `client` with `prepare`");
  }
  const prepareNew = connection.prepare.bind(connection);
  const statements = new Map<string, Statement>();
  keptForever.add(connection);
  keptForever.add(statements);
  const began = retryWhenBusy(adapter, connection, busyMs);
  connection.prepare = (sql: string) => {
    if (sql === "BEGIN" && began.now) {
      began.now = false;
      return alreadyBegun;
    }
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
 * Makes the adapter wait for another process's lock asynchronously. SQLite's own wait (busy_timeout) is a
 * synchronous sleep inside better-sqlite3: while another process held the database for 8 s, a sign-up froze the
 * whole process, /healthz included, and then failed. Instead SQLite answers SQLITE_BUSY at once, and here:
 * - a statement outside a transaction (it took effect or it did not) is tried again after 2, 4, 8… ms, at most
 *   100 ms apart, until `busyMs` has passed, then the last SQLITE_BUSY is thrown (isDatabaseBusy() is true for it);
 * - a transaction starts with BEGIN IMMEDIATE, retried the same way, so it holds the write lock from its first
 *   statement and none of its statements meets another writer's lock halfway (where no retry would help). The
 *   adapter's own deferred BEGIN, which follows, is then skipped (`began`).
 * NOTE: between this BEGIN and the adapter's, the adapter awaits its mutex; nothing else of this process can run
 * a statement then, because db.ts runs one operation at a time on SQLite.
 */
function retryWhenBusy(adapter: RetryableAdapter, connection: { exec(sql: string): unknown }, busyMs: number) {
  const began = { now: false };
  const queryRaw = adapter.queryRaw.bind(adapter);
  const executeRaw = adapter.executeRaw.bind(adapter);
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.queryRaw = (query) => whenNotBusy(() => queryRaw(query), busyMs);
  adapter.executeRaw = (query) => whenNotBusy(() => executeRaw(query), busyMs);
  adapter.startTransaction = async (isolationLevel) => {
    await whenNotBusy(async () => connection.exec("BEGIN IMMEDIATE"), busyMs);
    began.now = true;
    try {
      return await startTransaction(isolationLevel);
    } catch (error) {
      began.now = false;
      connection.exec("ROLLBACK");
      throw error;
    }
  };
  return began;
}

async function whenNotBusy<T>(work: () => Promise<T>, busyMs: number): Promise<T> {
  const deadline = Date.now() + busyMs;
  for (let pause = 2; ; pause = Math.min(pause * 2, 100)) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseBusy(error) || Date.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

type RetryableAdapter = Pick<
  Awaited<ReturnType<PrismaBetterSqlite3["connect"]>>,
  "queryRaw" | "executeRaw" | "startTransaction"
>;

function isRetryable(value: object): value is RetryableAdapter {
  return ["queryRaw", "executeRaw", "startTransaction"].every(
    (name) => typeof (value as Record<string, unknown>)[name] === "function",
  );
}

/** What the adapter's own BEGIN runs once retryWhenBusy has begun the transaction. */
const alreadyBegun: PreparedQuery = {
  reader: false,
  bind: () => alreadyBegun,
  run: () => undefined,
  columns: () => [],
  raw: () => ({ all: () => [] }),
};

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

function isConnection(value: unknown): value is { prepare(sql: string): Statement; exec(sql: string): unknown } {
  return typeof value === "object" && value !== null && "prepare" in value && typeof value.prepare === "function";
}
