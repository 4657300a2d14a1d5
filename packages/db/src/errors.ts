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
  return someCause(error, ({ code, originalCode }) =>
    [code, originalCode].some((name) => typeof name === "string" && name.startsWith("SQLITE_BUSY")),
  );
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
  return (
    isDatabaseBusy(error) ||
    someCause(
      error,
      ({ code, kind, message }) =>
        code === "P1001" ||
        code === "P1017" ||
        (typeof kind === "string" && unreachableKinds.has(kind)) ||
        (typeof message === "string" && unreachableMessages.test(message)),
    )
  );
}

/**
 * Whether the error or anything it wraps matches. A driver's error sits under the adapter's DriverAdapterError
 * (`cause`), which Prisma's client wraps again (e.g. a P1008 whose `meta.driverAdapterError` is it).
 */
function someCause(error: unknown, matches: (fields: Record<string, unknown>) => boolean): boolean {
  const pending = [error];
  for (let seen = 0; pending.length > 0 && seen < 10; seen++) {
    const value = pending.shift();
    if (typeof value !== "object" || value === null) continue;
    const fields = value as Record<string, unknown>;
    if (matches(fields)) return true;
    pending.push(fields.cause, (fields.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
  }
  return false;
}
