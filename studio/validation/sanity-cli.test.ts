// Sanity's own `sanity documents validate` runs offline over the committed dataset: the CLI loads this Studio's
// configuration and rules, and the rules that ask the dataset (unique slugs, references) reach the Content Lake
// stand-in through a proxy for Sanity's host names, trusting the stand-in's certificate.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { localDatasetFile } from "@casinolupa/content";
import { startContentLake, startSanityProxy } from "@casinolupa/sanity-stand-in";
import { expect, test } from "vitest";

const studioDir = new URL("..", import.meta.url).pathname;

test("sanity documents validate finds no error in the committed dataset, offline against the stand-in", async () => {
  const lake = await startContentLake({ studio: true });
  const proxy = await startSanityProxy(lake);
  const folder = mkdtempSync(join(tmpdir(), "sanity-cli-"));
  const certificate = join(folder, "stand-in.pem");
  writeFileSync(certificate, lake.certificate ?? "");
  try {
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        "pnpm",
        ["exec", "sanity", "documents", "validate", "--yes", "--file", localDatasetFile],
        {
          cwd: studioDir,
          env: {
            ...process.env,
            HTTPS_PROXY: proxy.url,
            NODE_EXTRA_CA_CERTS: certificate,
            SANITY_AUTH_TOKEN: "editor-test-token",
            DO_NOT_TRACK: "1",
            NO_COLOR: "1",
          },
          maxBuffer: 16 * 1024 * 1024,
        },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
      );
    });
    expect(output).toMatch(/Validated \d{2,} documents/);
    expect(output).toMatch(/Errors:\s+0 documents, 0 errors/);
    expect(code).toBe(0);
    // The rules that ask the dataset were answered by the stand-in: nothing left this machine.
    expect(proxy.tunnels).toBeGreaterThan(0);
  } finally {
    await proxy.close();
    await lake.close();
    rmSync(folder, { recursive: true, force: true });
  }
}, 120_000);
