// A throwaway PostgreSQL database (packages/db's test helper, on TEST_DATABASE_URL) and plain SQL against it
// for the drills' checks, through the Prisma Postgres driver adapter @casinolupa/db already depends on.
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createThrowawayDatabase } from "@casinolupa/db/testing";
import { onCleanup } from "../../lib/processes.ts";

type Connection = {
  queryRaw(query: { sql: string; args: unknown[]; argTypes: unknown[] }): Promise<{
    columnNames: string[];
    rows: unknown[][];
  }>;
  dispose(): Promise<void>;
};
type AdapterModule = { PrismaPg: new (config: { connectionString: string }) => { connect(): Promise<Connection> } };

async function adapterModule(): Promise<AdapterModule> {
  const fromDb = createRequire(fileURLToPath(import.meta.resolve("@casinolupa/db/testing")));
  return (await import(pathToFileURL(fromDb.resolve("@prisma/adapter-pg")).href)) as AdapterModule;
}

export type Database = {
  url: string;
  name: string;
  /** Rows as objects; run only fixed SQL written in the drills (no parameters needed). */
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  /** A single number, e.g. `SELECT count(*) FROM …`. */
  count(sql: string): Promise<number>;
  drop(): Promise<void>;
};

/** A new, empty database (the site's migrations create the tables); dropped on cleanup. */
export async function createDatabase(): Promise<Database> {
  const throwaway = await createThrowawayDatabase("postgresql");
  const { PrismaPg } = await adapterModule();
  let connection: Connection | undefined;
  const connect = async () => {
    connection ??= await new PrismaPg({ connectionString: throwaway.url }).connect();
    return connection;
  };
  const query = async <T>(sql: string): Promise<T[]> => {
    const { columnNames, rows } = await (await connect()).queryRaw({ sql, args: [], argTypes: [] });
    return rows.map((row) => Object.fromEntries(columnNames.map((name, index) => [name, row[index]])) as T);
  };
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await connection?.dispose().catch(() => {});
    await throwaway.drop();
  };
  onCleanup(drop);
  return {
    url: throwaway.url,
    name: new URL(throwaway.url).pathname.slice(1),
    query,
    async count(sql) {
      const [row] = await query(sql);
      return Number(Object.values(row ?? {})[0] ?? Number.NaN);
    },
    drop,
  };
}
