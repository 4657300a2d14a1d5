// `pnpm newsletter:digest --dry-run`: the digest it prints links where the confirmation e-mail would.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { migrate } from "@casinolupa/db";
import { createThrowawayDatabase } from "@casinolupa/db/testing";
import { expect, test } from "vitest";

const command = new URL("./digest.ts", import.meta.url).pathname;

async function dryRun(env: Record<string, string>) {
  const database = await createThrowawayDatabase("sqlite");
  try {
    await migrate(database.url);
    const { SITE_ORIGIN: _, SANITY_PROJECT_ID: __, ...inherited } = process.env;
    const { stdout } = await promisify(execFile)(process.execPath, [command, "--dry-run"], {
      env: { ...inherited, DATABASE_URL: database.url, ...env },
    });
    return stdout;
  } finally {
    await database.drop();
  }
}

test("without SITE_ORIGIN the digest links to this server's address, as the confirmation e-mail does, not to production", async () => {
  const text = await dryRun({ HOST: "127.0.0.1", PORT: "4861" });
  expect(text).toContain("http://127.0.0.1:4861/newsletter/baja?token=");
  expect(text).not.toContain("https://www.casinolupa.es");
});

test("with SITE_ORIGIN the digest links there", async () => {
  const text = await dryRun({ SITE_ORIGIN: "https://staging.casinolupa.example", HOST: "0.0.0.0", PORT: "4861" });
  expect(text).toContain("https://staging.casinolupa.example/newsletter/baja?token=");
  expect(text).not.toContain("127.0.0.1:4861");
});
