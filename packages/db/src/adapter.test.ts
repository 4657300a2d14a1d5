import { execFile } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import { promisify } from "node:util";
import { expect, test } from "vitest";
import { createAdapterFactory, defaultDbTimeouts } from "./adapter.ts";
import { resolveDatabaseUrl } from "./database-url.ts";
import { createDb } from "./db.ts";
import { createThrowawayDatabase } from "./test-databases.ts";

const adapterModule = new URL("./adapter.ts", import.meta.url).href;

// In a child process, because the failure it guards against aborts the process (see
// PrismaBetterSqlite3WithKeptStatements in adapter.ts).
test("a SQLite connection survives tens of thousands of queries with garbage collection in between", async () => {
  const script = `
      import { createAdapterFactory } from ${JSON.stringify(adapterModule)};
      const int = { scalarType: "int", arity: "scalar" };
      const text = { scalarType: "string", arity: "scalar" };
      const factory = createAdapterFactory({ provider: "sqlite", filePath: ":memory:" });
      const adapter = await factory.connect();
      await adapter.executeScript("CREATE TABLE t (x INTEGER, y TEXT)");
      for (let round = 0; round < 400; round++) {
        await Promise.all(Array.from({ length: 50 }, (_, i) =>
          adapter.executeRaw({ sql: "INSERT INTO t VALUES (?, ?)", args: [i, "abc".repeat(50)], argTypes: [int, text] })));
        const { rows } = await adapter.queryRaw({ sql: "SELECT x FROM t WHERE x < ? LIMIT 3", args: [3], argTypes: [int] });
        if (rows.length !== 3) throw new Error("expected 3 rows, got " + rows.length);
      }
      const { rows } = await adapter.queryRaw({ sql: "SELECT count(*) FROM t", args: [], argTypes: [] });
      await adapter.dispose();
      console.log("rows", String(rows[0][0]));
    `;
  const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script]);
  expect(stdout.trim()).toBe("rows 20000");
});

test("PostgreSQL: a statement over the statement timeout is cancelled instead of running on", async () => {
  const database = await createThrowawayDatabase("postgresql");
  const timeouts = { ...defaultDbTimeouts, statementMs: 200 };
  const adapter = await createAdapterFactory(resolveDatabaseUrl(database.url), timeouts).connect();
  try {
    await expect(adapter.queryRaw({ sql: "SELECT pg_sleep(5)", args: [], argTypes: [] })).rejects.toThrow(
      /statement timeout/,
    );
  } finally {
    await adapter.dispose();
    await database.drop();
  }
});

test("PostgreSQL: a server that accepts connections and never answers fails the query within the timeouts", async () => {
  // A partition or a hung server: the TCP connection opens, no byte ever comes back.
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as AddressInfo;
  const timeouts = { ...defaultDbTimeouts, connectMs: 300, statementMs: 300 };
  const db = createDb(`postgresql://postgres@127.0.0.1:${port}/none`, { timeouts });
  try {
    await expect(db.ping()).rejects.toThrow();
    await expect(db.clicks.add([{ casinoSlug: "bet365", day: "2030-01-01", count: 1 }])).rejects.toThrow();
  } finally {
    await db.disconnect().catch(() => {});
    silent.close();
  }
});
