// Where the repository keeps its schemas, migrations and default SQLite file.
import { fileURLToPath } from "node:url";

export type Provider = "sqlite" | "postgresql";

/** The monorepo root (this file lives in packages/db/src). */
export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** Folder under prisma/ for each provider: its schema.prisma and migrations/. */
const folderByProvider = { sqlite: "sqlite", postgresql: "postgres" } as const;

export function schemaPath(provider: Provider): string {
  return fileURLToPath(new URL(`../../../prisma/${folderByProvider[provider]}/schema.prisma`, import.meta.url));
}

export function migrationsPath(provider: Provider): string {
  return fileURLToPath(new URL(`../../../prisma/${folderByProvider[provider]}/migrations`, import.meta.url));
}

/** The SQLite file used when DATABASE_URL is unset. */
export const defaultSqlitePath = fileURLToPath(new URL("../../../data/casinolupa.db", import.meta.url));
