// Recognises database errors the app reacts to, whichever provider raised them.

/**
 * True for Prisma's P2002 "Unique constraint failed", e.g. a second sign-up with the same e-mail.
 * With driver adapters both SQLite's `SQLITE_CONSTRAINT_UNIQUE` and Postgres' `23505` arrive as
 * a `PrismaClientKnownRequestError` with code P2002 (checked by db.test.ts on both). Duck-typed
 * because each generated client would otherwise bring its own import path for the class.
 */
export function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === "PrismaClientKnownRequestError" &&
    "code" in error &&
    error.code === "P2002"
  );
}

/**
 * True for SQLite's "database is locked" (SQLITE_BUSY, another process holds the lock), as better-sqlite3 throws it
 * or as the Prisma adapter and client pass it on: the operation did not happen and may be tried again shortly.
 */
export function isDatabaseBusy(error: unknown): boolean {
  // better-sqlite3's error sits under the adapter's DriverAdapterError (cause.originalCode), which Prisma's client
  // wraps again (a P1008 whose meta.driverAdapterError is it).
  const pending = [error];
  for (let seen = 0; pending.length > 0 && seen < 10; seen++) {
    const value = pending.shift();
    if (typeof value !== "object" || value === null) continue;
    const { code, originalCode, cause, meta } = value as Record<string, unknown>;
    if ([code, originalCode].some((name) => typeof name === "string" && name.startsWith("SQLITE_BUSY"))) return true;
    pending.push(cause, (meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
  }
  return false;
}

/** The driver adapter's kinds for a PostgreSQL server that cannot be reached or dropped the connection. */
const unreachableKinds = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

/**
 * node-postgres reports a connection that was cut, or never opened within `connectionTimeoutMillis`, and an answer
 * that never came within `query_timeout`, as plain errors with only a message.
 */
const unreachableMessages = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout)/;

/**
 * True when the database could not be used for a while rather than refusing the operation: SQLite kept locked by
 * another process (isDatabaseBusy), or PostgreSQL refused, cut or never answered the connection (a partition, a
 * restart, a full pool). The operation may or may not have happened; the caller answers "try again shortly".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isDatabaseBusy(error)) return true;
  const pending = [error];
  for (let seen = 0; pending.length > 0 && seen < 10; seen++) {
    const value = pending.shift();
    if (typeof value !== "object" || value === null) continue;
    const { code, kind, message, cause, meta } = value as Record<string, unknown>;
    if (code === "P1001" || code === "P1017") return true;
    if (typeof kind === "string" && unreachableKinds.has(kind)) return true;
    if (typeof message === "string" && unreachableMessages.test(message)) return true;
    pending.push(cause, (meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
  }
  return false;
}
