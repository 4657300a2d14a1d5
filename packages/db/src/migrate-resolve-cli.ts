// `pnpm --filter @casinolupa/db migrate:resolve --rolled-back|--applied <migration>`: records how a
// failed migration was dealt with, as `prisma migrate resolve` does, so `migrate` can go on.
import { parseArgs } from "node:util";
import { resolveMigration } from "./migrate.ts";

try {
  const { values } = parseArgs({
    options: { "rolled-back": { type: "string" }, applied: { type: "string" } },
  });
  const rolledBack = values["rolled-back"];
  const { applied } = values;
  if ((rolledBack === undefined) === (applied === undefined)) {
    throw new Error("Usage: pnpm --filter @casinolupa/db migrate:resolve (--rolled-back | --applied) <migration>");
  }
  const [name, as] =
    rolledBack !== undefined ? [rolledBack, "rolled-back" as const] : [applied ?? "", "applied" as const];
  await resolveMigration(name, as);
  console.log(`Migration ${name} marked as ${as}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
