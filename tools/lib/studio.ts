// The built Studio on the local stand-in, as the editor journeys (tests/support/studio-journey.ts) and
// `pnpm studio:local` (scripts/studio-local.ts) run it: the Studio's files served on a local port, the Chromium
// flags that send Sanity's host names to the stand-in, and the editor's login.
import { readdirSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { type ContentLake, SANITY_HOSTS, type SanityProxy } from "@casinolupa/sanity-stand-in";

export const studioDist = new URL("../../studio/dist/", import.meta.url).pathname;

/** The project the Studio is built for when SANITY_STUDIO_PROJECT_ID is unset (studio/env.ts). */
export const STUDIO_PROJECT_ID = "casinolupa";

/** Where the Studio reads its login token before it asks who the user is: `{"token": "…"}`. */
export const STUDIO_TOKEN_KEY = `__studio_auth_token_${STUDIO_PROJECT_ID}`;

/**
 * Chromium flags: Sanity's hosts resolve to the stand-in's HTTPS port (`studioPort`), every other host fails to
 * resolve, except 127.0.0.1 and, with `sitePort`, `localhost`, which goes to the site on that port (the Studio's
 * preview origin, SANITY_STUDIO_PREVIEW_ORIGIN, is http://localhost:3000 in the built Studio).
 */
export function editorBrowserArgs(lake: { studioPort?: number }, { sitePort }: { sitePort?: number } = {}): string[] {
  if (!lake.studioPort) throw new Error("Start the Content Lake with { studio: true }");
  const rules = [
    ...(sitePort ? [`MAP localhost 127.0.0.1:${sitePort}`] : []),
    ...SANITY_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${lake.studioPort}`),
    "EXCLUDE 127.0.0.1",
    "MAP * ~NOTFOUND",
  ];
  return [`--host-resolver-rules=${rules.join(", ")}`];
}

/**
 * The site's environment for reaching Sanity's image CDN as production does: the stand-in started for the Studio
 * stores its images under https://cdn.sanity.io, so the site keeps that image origin (its default), rewrites those
 * URLs to its own /content-images (its CSP allows no other origin), and fetches the files through `proxy`, which sends
 * Sanity's host names to the stand-in, trusting the stand-in's certificate written in `folder`.
 */
export function sanityCdnEnv(lake: ContentLake, proxy: SanityProxy, folder: string): Record<string, string> {
  if (!lake.certificate) throw new Error("Start the Content Lake with { studio: true }");
  const certificate = join(folder, "stand-in.pem");
  writeFileSync(certificate, lake.certificate);
  return {
    SANITY_IMAGE_ORIGIN: "https://cdn.sanity.io",
    NODE_USE_ENV_PROXY: "1",
    HTTPS_PROXY: proxy.url,
    NO_PROXY: "127.0.0.1,localhost",
    NODE_EXTRA_CA_CERTS: certificate,
  };
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

export type StudioServer = { url: string; close(): Promise<void> };

/**
 * Serves the built Studio (studio/dist, as `sanity build` made it) the way any static host would: files as they are,
 * and index.html for every other path, since the Studio routes in the browser. With `loginToken`, index.html first
 * stores it where the Studio looks for its login (when none is there), so any browser opens it logged in.
 */
export async function serveStudio({
  port = 0,
  loginToken,
}: {
  port?: number;
  loginToken?: string;
} = {}): Promise<StudioServer> {
  const login = loginToken
    ? `<script>localStorage.getItem(${JSON.stringify(STUDIO_TOKEN_KEY)})||localStorage.setItem(${JSON.stringify(STUDIO_TOKEN_KEY)},${JSON.stringify(JSON.stringify({ token: loginToken }))})</script>`
    : "";
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://studio").pathname));
    const file = join(studioDist, path);
    const isAsset = file.startsWith(studioDist) && extname(path) !== "";
    let body = await readFile(isAsset ? file : join(studioDist, "index.html")).catch(() => undefined);
    if (!body) return response.writeHead(404).end();
    if (!isAsset && login) body = Buffer.from(body.toString().replace("<head>", `<head>${login}`));
    response.writeHead(200, {
      "Content-Type": CONTENT_TYPES[isAsset ? extname(path) : ".html"] ?? "application/octet-stream",
      // The build's static/ files have hashed names and are cached for good, as a static host serves them: a
      // journey's next page.goto then takes the Studio's scripts (and V8's compiled code) from Chromium's cache.
      ...(path.startsWith("/static/") ? { "Cache-Control": "public, max-age=31536000, immutable" } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // Connections a closed browser left open would keep close() waiting (a journey's teardown once ran past 30 s).
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const repo = new URL("../../", import.meta.url).pathname;
/** What the built Studio is made from: the studio/ sources and the domain package they import. */
const STUDIO_SOURCES = ["studio", "packages/domain/src"];

/** The newest modification time of a file under `dir`, leaving out dependencies and build output. */
function newestFile(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (["node_modules", "dist", ".sanity"].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestFile(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Why studio/dist must be built (again): missing, or older than a source file; undefined when it is up to date. */
export function studioBuildNeeded(): string | undefined {
  const built = statSync(join(studioDist, "index.html"), { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return "studio/dist is missing";
  const changed = Math.max(...STUDIO_SOURCES.map((dir) => newestFile(join(repo, dir))));
  return changed > built ? "a Studio source file changed after studio/dist was built" : undefined;
}
