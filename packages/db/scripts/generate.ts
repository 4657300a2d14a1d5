// Generates the Prisma clients for both providers into src/generated/ (also run on postinstall).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { schemaPath } from "../src/paths.ts";

const require = createRequire(import.meta.url);
const prismaCli = require.resolve("prisma/build/index.js");
const packageDir = fileURLToPath(new URL("..", import.meta.url));

const env = {
  ...process.env,
  // NOTE: `prisma generate` never runs the schema engine, yet Prisma 7's CLI insists that its
  // native binary exists; this workspace does not download it (see ../README.md), so any
  // existing file satisfies the check.
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
  // No update checks or telemetry: installs and CI run offline.
  CHECKPOINT_DISABLE: "1",
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
};

for (const provider of ["sqlite", "postgresql"] as const) {
  const result = spawnSync(process.execPath, [prismaCli, "generate", "--no-hints", "--schema", schemaPath(provider)], {
    cwd: packageDir,
    env,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error(`prisma generate failed for ${provider} (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}
