// Unit and integration tests (vitest) sit beside the code they test, across the whole workspace.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{apps,packages,studio,prisma,tests/unit,tests/integration}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/build/**", "**/dist/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
