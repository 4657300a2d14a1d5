// `pnpm studio:local` as a developer runs it: it prints the Studio's and the site's addresses, the Studio's page
// answers there (logged in as the local editor), the site shows the stand-in's content, and a publish to the
// stand-in shows on the site. Needs studio/dist (`pnpm test` builds it first; otherwise the command builds it).
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "@casinolupa/tools/processes";
import { repo } from "@casinolupa/tools/site";
import { STUDIO_TOKEN_KEY } from "@casinolupa/tools/studio";
import { afterAll, beforeAll, expect, test } from "vitest";

let command: ChildProcess;
const databaseDir = mkdtempSync(join(tmpdir(), "casinolupa-studio-local-"));
let printed = "";
const address = (name: string) => new RegExp(`${name}:\\s+(http://127\\.0\\.0\\.1:\\d+)`).exec(printed)?.[1];

beforeAll(async () => {
  const sitePort = await freePort(5230);
  const studioPort = await freePort(5240, [sitePort]);
  command = spawn("pnpm", ["studio:local", "--no-browser"], {
    cwd: repo,
    // Its own database, so that the developer's is left alone.
    env: {
      ...process.env,
      PORT: String(sitePort),
      STUDIO_PORT: String(studioPort),
      DATABASE_URL: `file:${join(databaseDir, "site.db")}`,
      NEWSLETTER_SENDER: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  command.stdout?.on("data", (chunk: Buffer) => {
    printed += chunk.toString();
  });
  command.stderr?.on("data", () => {});
  const deadline = Date.now() + 240_000;
  while (!address("Stand-in")) {
    if (command.exitCode !== null) throw new Error(`pnpm studio:local exited with ${command.exitCode}:\n${printed}`);
    if (Date.now() > deadline) throw new Error(`pnpm studio:local printed no addresses in 4 minutes:\n${printed}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 300_000);

afterAll(async () => {
  if (command?.pid !== undefined && command.exitCode === null) {
    // pnpm and the command under it, as Ctrl-C in the terminal reaches them.
    process.kill(-command.pid, "SIGINT");
    await once(command, "exit");
  }
  rmSync(databaseDir, { recursive: true, force: true });
});

test("pnpm studio:local serves the Studio logged in, and the site reading the stand-in, where a publish shows", async () => {
  const studio = await fetch(`${address("Studio")}/structure`);
  expect(studio.status).toBe(200);
  const studioPage = await studio.text();
  expect(studioPage).toContain('id="sanity"');
  expect(studioPage).toContain(STUDIO_TOKEN_KEY);

  const site = await fetch(`${address("Site")}/bet365`);
  expect(site.status).toBe(200);
  const review = await site.text();
  expect(review).toContain("bet365");
  // Its logo is drawn: the image the page names answers with an image, fetched from the stand-in's CDN.
  const logo = /<img[^>]*alt="Logotipo de bet365"[^>]*>/.exec(review)?.[0] ?? "";
  const logoSrc = /src="([^"]+)"/.exec(logo)?.[1]?.replaceAll("&amp;", "&");
  expect(logoSrc, "the review has a logo").toBeDefined();
  const image = await fetch(new URL(logoSrc ?? "", address("Site")));
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toMatch(/^image\//);

  // As «Publicar» in the Studio writes: the stand-in sends the site its signed webhook.
  const published = await fetch(`${address("Stand-in")}/v2025-02-19/data/mutate/production`, {
    method: "POST",
    headers: { Authorization: "Bearer studio-local-test", "Content-Type": "application/json" },
    body: JSON.stringify({ mutations: [{ patch: { id: "casino-bet365", set: { name: "bet365 Local" } } }] }),
  });
  expect(published.status).toBe(200);
  await expect
    .poll(
      async () =>
        (await fetch(`${address("Site")}/bet365`).then((response) => response.text())).includes("bet365 Local"),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
}, 120_000);
