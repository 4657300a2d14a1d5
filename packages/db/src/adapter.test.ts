import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "vitest";

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
