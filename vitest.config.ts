// Vitest: unit tests beside the code they test, across the whole workspace, and tests/integration across packages.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{apps,packages,studio,prisma,tests/unit,tests/integration}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/build/**", "**/dist/**"],
    testTimeout: 30_000,
    // A poll ends as soon as it holds, so a longer limit costs a passing test nothing; 1 s (the default) failed a
    // sender that took longer than that to start on a busy 2-core machine.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
  },
});
