// Serves the built Studio (studio/dist, as `sanity build` made it) on a local port, the way any static host
// would: files as they are, and index.html for every other path, since the Studio routes in the browser.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";

export const studioDist = new URL("../../studio/dist/", import.meta.url).pathname;

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

export async function serveStudio(): Promise<StudioServer> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://studio").pathname));
    const file = join(studioDist, path);
    const isAsset = file.startsWith(studioDist) && extname(path) !== "";
    const body = await readFile(isAsset ? file : join(studioDist, "index.html")).catch(() => undefined);
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, {
      "Content-Type": CONTENT_TYPES[isAsset ? extname(path) : ".html"] ?? "application/octet-stream",
      // The build's static/ files have hashed names and are cached for good, as a static host serves them: a
      // journey's next page.goto then takes the Studio's scripts (and V8's compiled code) from Chromium's cache.
      ...(path.startsWith("/static/") ? { "Cache-Control": "public, max-age=31536000, immutable" } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
