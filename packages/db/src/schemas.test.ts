import { readdir, readFile } from "node:fs/promises";
import { describe, expect, test } from "vitest";
import { migrationsPath, schemaPath } from "./paths.ts";
import { dataModelBlocks } from "./schema-parity.ts";

const readSchema = (provider: "sqlite" | "postgresql") => readFile(schemaPath(provider), "utf8");

describe("the SQLite and Postgres schemas", () => {
  test("declare identical model blocks", async () => {
    const sqlite = dataModelBlocks(await readSchema("sqlite"));
    const postgres = dataModelBlocks(await readSchema("postgresql"));
    expect(sqlite.map((block) => `${block.kind} ${block.name}`)).toContain("model Subscriber");
    expect(postgres).toEqual(sqlite);
  });

  test("have the same migration folders, each locked to its provider", async () => {
    const folders = async (provider: "sqlite" | "postgresql") =>
      (await readdir(migrationsPath(provider), { withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
    const sqlite = await folders("sqlite");
    expect(sqlite.length).toBeGreaterThan(0);
    expect(await folders("postgresql")).toEqual(sqlite);
    for (const provider of ["sqlite", "postgresql"] as const) {
      const lock = await readFile(`${migrationsPath(provider)}/migration_lock.toml`, "utf8");
      expect(lock).toContain(`provider = "${provider}"`);
    }
  });
});

describe("dataModelBlocks", () => {
  const schema = `
datasource db {
  provider = "sqlite"
}

/// A person.
model User {
  id String @id
}
`;

  test("keeps models with their doc comments and drops datasource and generator blocks", () => {
    expect(dataModelBlocks(schema)).toEqual([
      { kind: "model", name: "User", text: "/// A person.\nmodel User {\n  id String @id\n}" },
    ]);
  });

  test("tells apart schemas whose models differ by one attribute", () => {
    const changed = schema.replace("@id", "@id @default(cuid())");
    expect(dataModelBlocks(changed)).not.toEqual(dataModelBlocks(schema));
  });
});
