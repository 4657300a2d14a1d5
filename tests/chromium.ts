// Finds the Chromium the browser tests drive: CHROME_PATH, else the system's Chromium or Chrome, else the
// browser Playwright installed itself. Says clearly what is missing rather than failing obscurely.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const SYSTEM_BROWSERS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const system = SYSTEM_BROWSERS.find((path) => existsSync(path));
  if (system) return system;
  if (existsSync(chromium.executablePath())) return undefined; // Playwright's own browser
  throw new Error(
    "No Chromium found for the browser tests. Install one (Debian: `apt-get install chromium`), " +
      "set CHROME_PATH to a Chromium or Chrome binary, or run `pnpm exec playwright install chromium`.",
  );
}
