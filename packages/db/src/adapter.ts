// Builds the Prisma driver adapter (better-sqlite3 or node-postgres) for a resolved DATABASE_URL.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type { DatabaseTarget } from "./database-url.ts";

export function createAdapterFactory(target: DatabaseTarget): PrismaBetterSqlite3 | PrismaPg {
  if (target.provider === "sqlite") {
    mkdirSync(path.dirname(target.filePath), { recursive: true });
    return new PrismaBetterSqlite3({ url: target.filePath });
  }
  const { connectionString, schema } = target;
  if (schema === undefined) return new PrismaPg({ connectionString });
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(schema)) {
    throw new Error(`DATABASE_URL ?schema= must be a plain identifier (got "${schema}")`);
  }
  // The adapter's `schema` qualifies the client's queries; search_path covers the schema
  // engine's and any raw SQL.
  return new PrismaPg({ connectionString, options: `-c search_path=${schema}` }, { schema });
}
