// `pnpm studio` runs this before `sanity dev`: the Studio needs a real Sanity project, which the build and the type generation do not
// (they run on a placeholder id). Sanity reads SANITY_STUDIO_* from the environment or studio/.env files.
import { existsSync } from "node:fs";
import { join } from "node:path";

for (const name of [".env.development.local", ".env.development", ".env.local", ".env"]) {
  const file = join(import.meta.dirname, name);
  if (existsSync(file)) process.loadEnvFile(file);
}
if (!process.env.SANITY_STUDIO_PROJECT_ID) {
  console.error(
    "Set SANITY_STUDIO_PROJECT_ID to your Sanity project's id (in the environment or studio/.env): SANITY_STUDIO_PROJECT_ID=<id> pnpm studio",
  );
  process.exit(1);
}
