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
