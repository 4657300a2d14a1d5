// The one database entry point: createDb() opens SQLite or Postgres from DATABASE_URL and
// exposes small named operations instead of the raw Prisma client.
import { createAdapterFactory } from "./adapter.ts";
import { resolveDatabaseUrl } from "./database-url.ts";
import { PrismaClient as PostgresClient } from "./generated/postgres/client.ts";
import { PrismaClient as SqliteClient } from "./generated/sqlite/client.ts";
import type { Provider } from "./paths.ts";
import { createSubscriberStore, type SubscriberStore } from "./subscribers.ts";

export type Db = {
  provider: Provider;
  subscribers: SubscriberStore;
  /** Resolves when the database answers a trivial query (for health checks). */
  ping(): Promise<void>;
  disconnect(): Promise<void>;
};

/**
 * Opens the database named by `databaseUrl` (default: DATABASE_URL): unset for SQLite at
 * `<repo>/data/casinolupa.db`, `file:<path>` for SQLite elsewhere (relative to the repository
 * root), `postgres://` or `postgresql://` for PostgreSQL. Connects lazily, on first use.
 * Run `migrate()` (or `pnpm db:migrate`) first so the tables exist.
 */
export function createDb(databaseUrl: string | undefined = process.env.DATABASE_URL): Db {
  const target = resolveDatabaseUrl(databaseUrl);
  const client =
    target.provider === "sqlite"
      ? new SqliteClient({ adapter: createAdapterFactory(target) })
      : new PostgresClient({ adapter: createAdapterFactory(target) });
  return {
    provider: target.provider,
    subscribers: createSubscriberStore(client.subscriber),
    async ping() {
      await client.$queryRaw`SELECT 1`;
    },
    disconnect: () => client.$disconnect(),
  };
}
