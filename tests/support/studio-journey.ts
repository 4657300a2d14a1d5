// What a browser test of the built Studio needs besides the stand-in Content Lake: Chromium pointed at the
// stand-in for Sanity's host names (everything else unreachable), a logged-in editor, and a way to read a
// casino's rating from the site's HTML.
import { createServer } from "node:net";
import { type ContentLake, SANITY_HOSTS } from "@casinolupa/content/testing";
import type { BrowserContext } from "@playwright/test";
import type { Site } from "../../scripts/lib/site.ts";

/** The project the Studio is built for when SANITY_STUDIO_PROJECT_ID is unset (studio/env.ts). */
export const STUDIO_PROJECT_ID = "casinolupa";

/** Chromium flags: Sanity's hosts resolve to the stand-in's HTTPS port; every other host fails to resolve. */
export function editorBrowserArgs(lake: ContentLake): string[] {
  if (!lake.studioPort) throw new Error("Start the Content Lake with { studio: true }");
  const rules = [
    ...SANITY_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${lake.studioPort}`),
    "EXCLUDE 127.0.0.1",
    "MAP * ~NOTFOUND",
  ];
  return [`--host-resolver-rules=${rules.join(", ")}`];
}

/** Logs the Studio in: it reads its token from this localStorage key before asking who the user is. */
export async function loginAsEditor(context: BrowserContext, token = "editor-test-token") {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, JSON.stringify({ token: value })), [
    `__studio_auth_token_${STUDIO_PROJECT_ID}`,
    token,
  ] as const);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The rating the site shows, as its screen-reader text says it ("Puntuación: 9,5 sobre 10"): on a review page the
 * first one, on a page of cards the one in the card of the casino with slug `cardOf`.
 */
export async function siteRating(site: Site | undefined, path: string, cardOf?: string): Promise<string> {
  const response = await fetch(`${site?.url}${path}`);
  // React separates text pieces with empty comments.
  let html = (await response.text()).replaceAll("<!-- -->", "");
  if (cardOf) {
    const start = html.indexOf(`aria-labelledby="casino-${cardOf}"`);
    html = start < 0 ? "" : html.slice(start, html.indexOf("</article>", start));
  }
  return /Puntuación: (\d+,\d) sobre 10/.exec(html)?.[1] ?? `no rating in ${response.status} ${path}`;
}
