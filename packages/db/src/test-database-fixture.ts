// The vitest fixture over createTestDatabase(): one migrated throwaway database per `describe` block, made
// before its tests and dropped after them. A module of its own so that non-vitest users of ./testing
// (Playwright, the benches and drills) never load vitest.
import { afterAll, beforeAll } from "vitest";
import { createDb, type Db } from "./db.ts";
import type { Provider } from "./paths.ts";
import { createTestDatabase, type TestDatabase } from "./test-databases.ts";

/**
 * Inside `describe.each(providers)`: a migrated database of `provider` for the block's tests. Read `.db` and
 * `.url` inside a test or hook (they exist from the block's beforeAll on).
 */
export function useTestDatabase(provider: Provider): Pick<TestDatabase, "db" | "url"> {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(provider);
  });
  afterAll(async () => {
    await database?.drop();
  });
  const made = (): TestDatabase => {
    if (!database) throw new Error("useTestDatabase(): read .db inside a test, after the block's beforeAll");
    return database;
  };
  return {
    get db() {
      return made().db;
    },
    get url() {
      return made().url;
    },
  };
}

/**
 * After useTestDatabase() in the same block: a second client on that database, standing for a second web process
 * (what a replay or a race between processes needs). Read `.db` inside a test; it disconnects after the block.
 */
export function useOtherProcess(database: Pick<TestDatabase, "url">): { readonly db: Db } {
  let other: Db | undefined;
  beforeAll(() => {
    other = createDb(database.url);
  });
  afterAll(async () => {
    await other?.disconnect();
  });
  return {
    get db() {
      if (!other) throw new Error("useOtherProcess(): read .db inside a test, after the block's beforeAll");
      return other;
    },
  };
}
