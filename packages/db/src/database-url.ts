// Turns DATABASE_URL into the database to open: SQLite by default, Postgres when asked.
import path from "node:path";
import { defaultSqlitePath, repoRoot } from "./paths.ts";

export type DatabaseTarget =
  | { provider: "sqlite"; filePath: string }
  | { provider: "postgresql"; connectionString: string; schema: string | undefined };

/**
 * - unset or empty: SQLite at `<repo>/data/casinolupa.db`
 * - `file:<path>`: SQLite at that path, relative to the repository root
 * - `postgres://…` / `postgresql://…`: PostgreSQL; a `?schema=` parameter (as Prisma's CLI
 *   understands it) selects the schema, `public` otherwise.
 */
export function resolveDatabaseUrl(databaseUrl: string | undefined): DatabaseTarget {
  const url = databaseUrl?.trim();
  if (!url) return { provider: "sqlite", filePath: defaultSqlitePath };
  if (url.startsWith("file:")) {
    const file = url.slice("file:".length).replace(/^\/\/(?=\/)/, "");
    if (!file) throw new Error('DATABASE_URL "file:" needs a path, e.g. file:./data/casinolupa.db');
    return { provider: "sqlite", filePath: path.resolve(repoRoot, file) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) {
    const parsed = new URL(url);
    const schema = parsed.searchParams.get("schema") ?? undefined;
    parsed.searchParams.delete("schema");
    return { provider: "postgresql", connectionString: parsed.toString(), schema };
  }
  // NOTE: only the scheme is echoed; the URL may carry a password.
  const scheme = url.includes(":") ? `${url.split(":")[0]}:` : "a value without a scheme";
  throw new Error(`DATABASE_URL must be unset, file:<path>, postgres:// or postgresql:// (got ${scheme})`);
}
