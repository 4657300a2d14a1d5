// `pnpm --filter @casinolupa/db migrate:new <name> [--empty]`: after editing both schemas, writes
// the migration that brings each provider's migration history up to its schema.
import path from "node:path";
import { parseArgs } from "node:util";
import { createMigration } from "./migrate.ts";
import { repoRoot } from "./paths.ts";

const defaultPostgresUrl = "postgresql://postgres@127.0.0.1:5432/test";

try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { empty: { type: "boolean", default: false } },
  });
  const [name] = positionals;
  if (!name || positionals.length > 1) {
    throw new Error("Usage: pnpm --filter @casinolupa/db migrate:new <snake_case_name> [--empty]");
  }
  // NOTE: the Postgres side replays its migrations on a throwaway database on this server
  // (like `prisma migrate dev`'s shadow database), so it needs the right to CREATE DATABASE.
  const postgresUrl = process.env.TEST_DATABASE_URL ?? defaultPostgresUrl;
  const created = await createMigration(name, { empty: values.empty, postgresUrl });
  if (created.length === 0) {
    console.log("Both schemas already match their migrations: nothing to create.");
  } else {
    for (const { directory } of created) {
      console.log(`Created ${path.relative(repoRoot, path.join(directory, "migration.sql"))}`);
    }
    if (created.length === 1) {
      console.warn("NOTE: only one provider changed; check that both schemas say what you meant.");
    }
    console.log("Review the SQL, then commit both migration folders.");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && /can't reach database server/i.test(error.message)) {
    console.error("migrate:new needs the PostgreSQL server in TEST_DATABASE_URL (see README).");
  }
  process.exitCode = 1;
}
