// The built browser files (build/client): hashed assets for a year, the other public files for an hour, each
// mounted by name so a page request never waits for a look at the disk. In development Vite serves them.
import { readdirSync } from "node:fs";
import express, { type Response, Router } from "express";
import { contentSecurityPolicy } from "../app/security.server";

const setHeaders = (res: Response) => res.setHeader("Content-Security-Policy", contentSecurityPolicy());

export function staticFiles(clientDir: string): Router {
  const router = Router();
  router.use(
    "/assets",
    express.static(`${clientDir}assets`, { immutable: true, maxAge: "1y", index: false, setHeaders }),
  );
  const publicFiles = { maxAge: "1h", index: false, setHeaders };
  for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
    if (entry.name === "assets") continue;
    if (entry.isDirectory()) router.use(`/${entry.name}`, express.static(`${clientDir}${entry.name}`, publicFiles));
    else router.get(`/${entry.name}`, express.static(clientDir, publicFiles));
  }
  return router;
}

/**
 * Whether a request's URL may be one of the built files (its first path segment is a file's or a folder's
 * name), so that it goes to `staticFiles` rather than the page cache.
 */
export function staticFileNames(clientDir: string): (url: string) => boolean {
  const names = new Set(readdirSync(clientDir));
  return (url) => {
    const end = url.slice(1).search(/[/?]/);
    return names.has(end === -1 ? url.slice(1) : url.slice(1, end + 1));
  };
}
