// The built browser files (build/client): hashed assets for a year, the other public files for an hour, each
// mounted by name so a page request never waits for a look at the disk. In development Vite serves them.
// The build writes each script and stylesheet compressed beside it (vite-plugins/precompress.ts), and a browser
// that accepts brotli or gzip gets that file as it is.
import { readdirSync } from "node:fs";
import express, { Router } from "express";
import expressStaticGzip from "express-static-gzip";

export function staticFiles(clientDir: string): Router {
  const router = Router();
  router.use(
    "/assets",
    expressStaticGzip(`${clientDir}assets`, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y" },
    }),
  );
  const publicFiles = { maxAge: "1h", index: false };
  for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
    if (entry.name === "assets") continue;
    if (entry.isDirectory()) router.use(`/${entry.name}`, express.static(`${clientDir}${entry.name}`, publicFiles));
    else router.get(`/${entry.name}`, express.static(clientDir, publicFiles));
  }
  return router;
}
