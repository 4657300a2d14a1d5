// `pnpm studio:local`: the Studio and the site on this machine, with no Sanity account and no network. The built
// Studio (built first when studio/dist is missing or older than its sources) runs on the local stand-in of Sanity's
// APIs (packages/sanity-stand-in), loaded with the committed dataset; the site runs as `pnpm dev` does (hot reload)
// and reads that stand-in as its live source, its webhook signed, so a publish in the Studio shows on its pages.
// The Studio reaches the stand-in in a Chromium whose host rules send Sanity's host names to it: the command opens
// one where there is a screen, and prints the command line that starts one. What the editor changes lives in the
// stand-in's memory until the command stops (Ctrl-C); the committed dataset is never written.
//
//   pnpm studio:local [--no-browser]    PORT (site, default 3000) and STUDIO_PORT (default 3333) move the ports
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startContentLake, startSanityProxy } from "@casinolupa/sanity-stand-in";
import {
  cleanupAll,
  installSignalHandlers,
  onCleanup,
  runChild,
  startChild,
  waitForUrl,
} from "@casinolupa/tools/processes";
import { liveContentEnv, repo } from "@casinolupa/tools/site";
import {
  editorBrowserArgs,
  STUDIO_PROJECT_ID,
  sanityCdnEnv,
  serveStudio,
  studioBuildNeeded,
} from "@casinolupa/tools/studio";

export type StudioLocal = {
  studioUrl: string;
  siteUrl: string;
  lakeOrigin: string;
  /** The Chromium command line that opens the Studio on the stand-in. */
  browserCommand: string[];
};

/** The stand-in's webhook secret and tokens: local values, valid only against the stand-in this command starts. */
const WEBHOOK_SECRET = "studio-local-webhook-secret";
const EDITOR_TOKEN = "studio-local-editor";
const PREVIEW_TOKEN = "studio-local-preview";

/**
 * Starts the stand-in, the Studio's server and the site (each stopped by the processes registry's cleanup, on
 * Ctrl-C or a kill), building the Studio first if needed.
 */
export async function startStudioLocal({ sitePort = 3000, studioPort = 3333 } = {}): Promise<StudioLocal> {
  const buildReason = studioBuildNeeded();
  if (buildReason) {
    console.log(`Building the Studio (${buildReason})…`);
    // For the placeholder project the stand-in answers as, whatever studio/.env names.
    await runChild("studio:build", "pnpm", ["--filter", "@casinolupa/studio", "build"], {
      cwd: repo,
      env: { ...process.env, SANITY_STUDIO_PROJECT_ID: STUDIO_PROJECT_ID },
      echo: true,
      timeoutMs: 10 * 60_000,
    });
  }
  const lake = await startContentLake({ projectId: STUDIO_PROJECT_ID, studio: true });
  onCleanup(() => lake.close());
  const studio = await serveStudio({ port: studioPort, loginToken: EDITOR_TOKEN });
  onCleanup(() => studio.close());

  // The developer's own database, migrated as `pnpm dev` does.
  await runChild("db:migrate", process.execPath, ["src/migrate-cli.ts"], {
    cwd: join(repo, "packages/db"),
    env: process.env,
    timeoutMs: 60_000,
  });
  // Logos and images as production has them: https://cdn.sanity.io URLs, fetched through a proxy to the stand-in.
  const proxy = await startSanityProxy(lake);
  onCleanup(() => proxy.close());
  const certificates = mkdtempSync(join(tmpdir(), "casinolupa-studio-local-"));
  onCleanup(async () => rmSync(certificates, { recursive: true, force: true }));
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const site = startChild("site", process.execPath, ["--conditions=development", "server.ts"], {
    cwd: join(repo, "apps/web"),
    env: {
      ...process.env,
      ...liveContentEnv(lake, WEBHOOK_SECRET),
      ...sanityCdnEnv(lake, proxy, certificates),
      NODE_ENV: "development",
      PORT: String(sitePort),
      HOST: "127.0.0.1",
      // The Presentation tool's drafts, and the Studio's calls to the newsletter endpoints.
      SANITY_PREVIEW_TOKEN: PREVIEW_TOKEN,
      STUDIO_ORIGIN: studio.url,
    },
    echo: true,
  });
  await waitForUrl(`${siteUrl}/healthz`, site, 180_000);
  lake.sendWebhooksTo({ url: `${siteUrl}/api/sanity-webhook`, secret: WEBHOOK_SECRET });

  const profile = mkdtempSync(join(tmpdir(), "casinolupa-studio-chromium-"));
  onCleanup(async () => rmSync(profile, { recursive: true, force: true }));
  const browserCommand = [
    // CHROME_PATH names another Chromium or Chrome, as for the browser tests.
    process.env.CHROME_PATH || "chromium",
    `--user-data-dir=${profile}`,
    "--no-first-run",
    // The stand-in's certificate for Sanity's host names is its own.
    "--ignore-certificate-errors",
    ...editorBrowserArgs(lake, { sitePort }),
    studio.url,
  ];
  return { studioUrl: studio.url, siteUrl, lakeOrigin: lake.origin, browserCommand };
}

if (import.meta.main) {
  installSignalHandlers("studio:local");
  const local = await startStudioLocal({
    sitePort: Number(process.env.PORT ?? 3000),
    studioPort: Number(process.env.STUDIO_PORT ?? 3333),
  }).catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await cleanupAll();
    process.exit(1);
  });
  const quoted = local.browserCommand.map((word) => (/[\s,*~]/.test(word) ? `'${word}'` : word)).join(" ");
  console.log(`
CasinoLupa on this machine, offline (the committed dataset in the stand-in's memory; Ctrl-C stops everything):
  Studio:   ${local.studioUrl}   (logged in as a local editor, in a Chromium started as below)
  Site:     ${local.siteUrl}   (pnpm dev, reading the stand-in: a publish shows on the next request)
  Stand-in: ${local.lakeOrigin}
Chromium for the Studio (Sanity's host names go to the stand-in):
  ${quoted}`);
  const screen = process.platform !== "linux" || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  if (screen && !process.argv.includes("--no-browser")) {
    const [command = "chromium", ...args] = local.browserCommand;
    startChild("chromium", command, args);
  }
}
