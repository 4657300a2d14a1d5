import path from "node:path";
import { describe, expect, test } from "vitest";
import { resolveDatabaseUrl } from "./database-url.ts";
import { repoRoot } from "./paths.ts";

describe("resolveDatabaseUrl", () => {
  test("uses SQLite at <repo>/data/casinolupa.db when DATABASE_URL is unset or empty", () => {
    const expected = { provider: "sqlite", filePath: path.join(repoRoot, "data/casinolupa.db") };
    expect(resolveDatabaseUrl(undefined)).toEqual(expected);
    expect(resolveDatabaseUrl("  ")).toEqual(expected);
  });

  test("reads file: paths relative to the repository root, absolute ones as they are", () => {
    expect(resolveDatabaseUrl("file:./tmp/dev.db")).toEqual({
      provider: "sqlite",
      filePath: path.join(repoRoot, "tmp/dev.db"),
    });
    expect(resolveDatabaseUrl("file:/var/lib/casinolupa.db")).toEqual({
      provider: "sqlite",
      filePath: "/var/lib/casinolupa.db",
    });
  });

  test("picks Postgres for postgres:// and postgresql://, taking ?schema= apart", () => {
    expect(resolveDatabaseUrl("postgres://app:secret@db.internal:5432/casinolupa")).toEqual({
      provider: "postgresql",
      connectionString: "postgres://app:secret@db.internal:5432/casinolupa",
      schema: undefined,
    });
    expect(resolveDatabaseUrl("postgresql://app@db/casinolupa?schema=news&sslmode=require")).toEqual({
      provider: "postgresql",
      connectionString: "postgresql://app@db/casinolupa?sslmode=require",
      schema: "news",
    });
  });

  test("rejects other schemes without echoing the URL, which may hold a password", () => {
    expect(() => resolveDatabaseUrl("mysql://root:hunter2@localhost/db")).toThrow(
      /must be unset, file:<path>, postgres:\/\/ or postgresql:\/\/ \(got mysql:\)/,
    );
    expect(() => resolveDatabaseUrl("mysql://root:hunter2@localhost/db")).not.toThrow(/hunter2/);
  });
});
