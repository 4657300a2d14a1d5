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
