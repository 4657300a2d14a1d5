// Prisma CLI config: points `prisma` (e.g. `prisma migrate deploy`, `prisma studio`) run from this
// package at the schema and migrations that DATABASE_URL selects, with the same rules as createDb.
import { defineConfig } from "prisma/config";
import { resolveDatabaseUrl } from "./src/database-url.ts";
import { migrationsPath, schemaPath } from "./src/paths.ts";

const target = resolveDatabaseUrl(process.env.DATABASE_URL);

export default defineConfig({
  schema: schemaPath(target.provider),
  migrations: { path: migrationsPath(target.provider) },
  datasource: {
    // The CLI's native engine understands Postgres' ?schema= itself, so the URL goes unchanged.
    url:
      target.provider === "sqlite" ? `file:${target.filePath}` : (process.env.DATABASE_URL ?? target.connectionString),
  },
});
