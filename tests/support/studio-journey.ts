// What a browser test of the built Studio needs: the stand-in Content Lake, the site reading it live, Chromium
// pointed at the stand-in for Sanity's host names (everything else unreachable), a logged-in editor, and ways to
// wait for the stand-in and read the site (useEditorJourney), and a casino's rating from the site's HTML.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ContentLake, type SanityProxy, startContentLake, startSanityProxy } from "@casinolupa/sanity-stand-in";
import { QUIET_CHROMIUM_ARGS } from "@casinolupa/tools/chromium-args";
import { liveContentEnv, type Site, startSite } from "@casinolupa/tools/site";
import {
  editorBrowserArgs,
  STUDIO_PROJECT_ID,
  STUDIO_TOKEN_KEY,
  type StudioServer,
  serveStudio,
} from "@casinolupa/tools/studio";
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from "@playwright/test";
import { chromiumExecutable } from "../chromium";

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

/** Logs the Studio in: it reads its token from this localStorage key before asking who the user is. */
export async function loginAsEditor(context: BrowserContext, token = "editor-test-token") {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, JSON.stringify({ token: value })), [
    STUDIO_TOKEN_KEY,
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

const MINUTE = 60_000;

/** What an editor journey runs: the stand-in, the site reading it live, the built Studio and one browser tab. */
export type EditorJourney = {
  lake: ContentLake;
  site: Site;
  studio: StudioServer;
  page: Page;
  /** Opens a document's form in the structure and waits for its first input (slow on a busy machine). */
  openDocument(list: string, id: string, heading: RegExp): Promise<void>;
  /** Waits until the stand-in holds what `check` looks for (the Studio commits edits on a throttle). */
  lakeHolds(check: () => boolean, what: string): Promise<void>;
  /** Clicks «Publicar» once it is enabled. */
  publish(): Promise<void>;
  /** A page of the site, with React's empty comments between text pieces removed. */
  siteHtml(path: string): Promise<string>;
  /** A GROQ query's result from the stand-in's HTTP API, as the site's client reads it (published documents). */
  lakeQuery<T>(query: string, params?: Record<string, unknown>, perspective?: "published" | "raw"): Promise<T>;
};

export type EditorJourneyOptions = {
  /** The site also reads drafts for the Presentation tool (a draft-reading token). */
  preview?: boolean;
  /**
   * Chromium sends the Studio's site origin (SANITY_STUDIO_PREVIEW_ORIGIN, http://localhost:3000 in the built
   * Studio) to this site's port: for the Presentation tool and for the Studio's own calls to the site. On with
   * `preview`.
   */
  studioReachesSite?: boolean;
  /** More of the site's environment, read when it starts (after the spec's own `beforeAll` hooks declared earlier). */
  siteEnv?: () => Record<string, string>;
};

/**
 * Sets up a spec file's editor journeys (serial, 3 minutes each): the stand-in Content Lake, the site on `port`
 * reading it live with its webhook signed by `secret` (and, with `preview`, a draft-reading token), the built Studio,
 * and Chromium logged in as an editor.
 * On a failed test it prints the stand-in's request log and the browser console. The returned object's parts are
 * there once `beforeAll` has run.
 */
export function useEditorJourney(
  port: number,
  secret: string,
  { preview = false, studioReachesSite = preview, siteEnv }: EditorJourneyOptions = {},
): EditorJourney {
  let browser: Browser | undefined;
  let proxy: SanityProxy | undefined;
  const folder = mkdtempSync(join(tmpdir(), "casinolupa-journey-"));
  const consoleLines: string[] = [];
  const journey = {
    async openDocument(list: string, id: string, heading: RegExp) {
      const { page, studio } = journey;
      await page.goto(`${studio.url}/structure/${list};${id}`);
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible({ timeout: MINUTE });
      await expect(page.locator('[data-testid="document-panel-scroller"] input').first()).toBeVisible({
        timeout: MINUTE,
      });
    },
    async lakeHolds(check: () => boolean, what: string) {
      await expect.poll(check, { message: what, timeout: MINUTE, intervals: [100] }).toBe(true);
    },
    async publish() {
      const button = journey.page.getByRole("button", { name: /^(Publish|Publicar)$/ });
      await expect(button).toBeEnabled({ timeout: MINUTE });
      await button.click();
    },
    async siteHtml(path: string) {
      const response = await fetch(`${journey.site.url}${path}`);
      return (await response.text()).replaceAll("<!-- -->", "");
    },
    async lakeQuery<T>(query: string, params: Record<string, unknown> = {}, perspective = "published") {
      const search = new URLSearchParams({ query, perspective });
      for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
      const { lake } = journey;
      // With a token, as Sanity requires to read drafts ("raw"), which the stand-in enforces as it does.
      const response = await fetch(`${lake.origin}/v2025-02-19/data/query/${lake.dataset}?${search}`, {
        headers: { Authorization: "Bearer journey-token" },
      });
      return ((await response.json()) as { result: T }).result;
    },
  } as EditorJourney;

  test.describe.configure({ mode: "serial", timeout: 3 * MINUTE });

  test.beforeAll(async () => {
    journey.lake = await startContentLake({ projectId: STUDIO_PROJECT_ID, studio: true });
    journey.studio = await serveStudio();
    proxy = await startSanityProxy(journey.lake);
    // With `preview`, the site reads drafts for the Presentation tool, which the built Studio points at its
    // default origin, http://localhost:3000: with `studioReachesSite`, Chromium sends that host to this site's port.
    journey.site = await startSite(port, {
      ...liveContentEnv(journey.lake, secret),
      ...sanityCdnEnv(journey.lake, proxy, folder),
      ...(preview ? { SANITY_PREVIEW_TOKEN: "preview-read-token-for-the-journey" } : {}),
      ...siteEnv?.(),
    });
    journey.lake.sendWebhooksTo({ url: `${journey.site.url}/api/sanity-webhook`, secret });
    browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: [
        ...QUIET_CHROMIUM_ARGS,
        ...editorBrowserArgs(journey.lake, { sitePort: studioReachesSite ? port : undefined }),
      ],
    });
    const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1400, height: 1000 } });
    await loginAsEditor(context);
    // The Studio also asks for a bridge script, a version check and a font from other hosts: nothing needs them.
    await context.route(/^https:\/\/(?!([\w-]+\.)?(api|apicdn|cdn)\.sanity\.io)/, (route) => route.abort());
    journey.page = await context.newPage();
    journey.page.on("console", (message) => consoleLines.push(`${message.type()}: ${message.text().slice(0, 300)}`));
    journey.page.on("pageerror", (error) => consoleLines.push(`pageerror: ${error.message}`));
  });

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    console.log(`--- Content Lake stand-in, requests:\n${journey.lake?.requestLog.join("\n")}`);
    console.log(`--- Browser console:\n${consoleLines.join("\n")}`);
  });

  test.afterAll(async () => {
    await browser?.close();
    await journey.site?.stop();
    await journey.studio?.close();
    await proxy?.close();
    await journey.lake?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  return journey;
}
