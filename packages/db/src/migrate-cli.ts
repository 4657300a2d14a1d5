// `pnpm --filter @casinolupa/db migrate`: applies pending migrations to DATABASE_URL's database.
import path from "node:path";
import { resolveDatabaseUrl } from "./database-url.ts";
import { migrate } from "./migrate.ts";
import { migrationsPath, repoRoot } from "./paths.ts";

try {
  const target = resolveDatabaseUrl(process.env.DATABASE_URL);
  console.log(`Datasource: ${describeTarget(target)}`);
  const started = performance.now();
  const { found, applied } = await migrate(process.env.DATABASE_URL);
  const folder = path.relative(repoRoot, migrationsPath(target.provider));
  console.log(`${found.length} migration${found.length === 1 ? "" : "s"} found in ${folder}`);
  if (applied.length === 0) {
    console.log("No pending migrations to apply.");
  } else {
    console.log("Applied:");
    for (const name of applied) console.log(`  ${name}`);
    const milliseconds = Math.round(performance.now() - started);
    console.log(`All migrations have been successfully applied (${milliseconds} ms).`);
  }
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}

/** Where the migrations go, without credentials. */
function describeTarget(target: ReturnType<typeof resolveDatabaseUrl>): string {
  if (target.provider === "sqlite") {
    const relative = path.relative(repoRoot, target.filePath);
    return `SQLite database at ${relative.startsWith("..") ? target.filePath : relative}`;
  }
  const url = new URL(target.connectionString);
  const schema = target.schema ?? "public";
  return `PostgreSQL database "${url.pathname.slice(1)}", schema "${schema}" at ${url.hostname}:${url.port || 5432}`;
}
