// The carousel's engine, Embla (core, no React), served from our own origin: the Content-Security-Policy allows
// scripts from 'self' only. routes/resources/scripts.ts serves the file; the home page loads it with `defer`.
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const packageJsonPath = createRequire(import.meta.url).resolve("embla-carousel/package.json");
const { version } = JSON.parse(readFileSync(packageJsonPath, "utf8")) as { version: string };

/** The script's URL. The version is in the name, so browsers may keep a copy for a year. */
export const emblaScriptPath = `/scripts/embla-carousel-${version}.js`;

let source: Promise<string> | undefined;

/** The UMD build, which defines `window.EmblaCarousel`; read once. */
export function emblaScriptSource(): Promise<string> {
  source ??= readFile(join(dirname(packageJsonPath), "embla-carousel.umd.js"), "utf8");
  return source;
}
