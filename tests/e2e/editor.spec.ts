// The editor's journey in the built Studio (studio/dist, as `sanity build` made it), in Chromium, against the
// stand-in Content Lake, with the site reading the same stand-in as its live source: an editor opens bet365,
// changes a rating sub-score and publishes; the stand-in delivers the signed webhook as Sanity would, and the
// review page and the home card show the new rating within seconds. A rating that disagrees with its breakdown
// cannot be published. On failure the test prints the stand-in's request log and the browser console.

import { type ContentLake, startContentLake } from "@casinolupa/content/testing";
import {
  expectedRating,
  formatRating,
  type RatingBreakdownScores,
  reviewDueBefore,
  roundToTenth,
  todayIso,
} from "@casinolupa/domain";
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from "@playwright/test";
import { QUIET_CHROMIUM_ARGS } from "../../scripts/lib/chromium-args.ts";
import { liveContentEnv, type Site, startSite } from "../../scripts/lib/site.ts";
import { chromiumExecutable } from "../chromium";
import { editorBrowserArgs, loginAsEditor, STUDIO_PROJECT_ID, siteRating } from "../support/studio-journey";
import { type StudioServer, serveStudio } from "../support/studio-server";

const PORT = 3295;
const SECRET = "webhook-secret-for-the-editor-journey";
const MINUTE = 60_000;

let lake: ContentLake;
let site: Site | undefined;
let studio: StudioServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const consoleLines: string[] = [];

test.describe.configure({ mode: "serial", timeout: 3 * MINUTE });

test.beforeAll(async () => {
  lake = await startContentLake({ projectId: STUDIO_PROJECT_ID, studio: true });
  studio = await serveStudio();
  site = await startSite(PORT, liveContentEnv(lake, SECRET));
  lake.sendWebhooksTo({ url: `${site.url}/api/sanity-webhook`, secret: SECRET });
  browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...QUIET_CHROMIUM_ARGS, ...editorBrowserArgs(lake)],
  });
  context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1400, height: 1000 } });
  await loginAsEditor(context);
  // The Studio also asks for a bridge script, a version check and a font from other hosts: nothing needs them.
  await context.route(/^https:\/\/(?!([\w-]+\.)?(api|apicdn|cdn)\.sanity\.io)/, (route) => route.abort());
  page = await context.newPage();
  page.on("console", (message) => consoleLines.push(`${message.type()}: ${message.text().slice(0, 300)}`));
  page.on("pageerror", (error) => consoleLines.push(`pageerror: ${error.message}`));
});

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  console.log(`--- Content Lake stand-in, requests:\n${lake.requestLog.join("\n")}`);
  console.log(`--- Browser console:\n${consoleLines.join("\n")}`);
});

test.afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await studio?.close();
  await lake?.close();
});

/** The Studio's document form for `id`, with its first input ready (it renders slowly on a busy machine). */
async function openCasino(id: string) {
  await page.goto(`${studio.url}/structure/casino;${id}`);
  await expect(page.getByRole("heading", { name: /bet365/i }).first()).toBeVisible({ timeout: MINUTE });
  await expect(page.locator('[data-testid="document-panel-scroller"] input').first()).toBeVisible({ timeout: MINUTE });
}

/** Waits until the stand-in holds what `check` looks for (the Studio commits edits on a throttle). */
async function lakeHolds(check: () => boolean, what: string) {
  await expect.poll(check, { message: what, timeout: MINUTE, intervals: [100] }).toBe(true);
}

test("an editor changes a sub-score and publishes; the site shows the new rating within 5 s", async () => {
  const before = lake.get("casino-bet365");
  if (!before) throw new Error("bet365 is not in the committed dataset");
  const breakdown = before.ratingBreakdown as RatingBreakdownScores;
  expect(await siteRating(site, "/bet365")).toBe(formatRating(before.rating as number));

  await openCasino("casino-bet365");
  await page.getByRole("tab", { name: "Ranking y nota" }).click();
  // A sub-score that moves the rounded rating: safety weighs 25 %, so 2 points move it by 0.5.
  const safety = roundToTenth(breakdown.safety >= 5 ? breakdown.safety - 2 : breakdown.safety + 2);
  const changed = { ...breakdown, safety };
  const newRating = expectedRating(changed);
  const input = page.getByLabel(/^Seguridad y licencia/);
  await input.fill(String(safety));
  await page.screenshot({ path: test.info().outputPath("studio-edited.png") });
  // The form computes the rating from the breakdown: the draft gets both without the editor typing a rating.
  await expect(page.getByTestId("computed-rating")).toHaveText(`${formatRating(newRating)}/10`, { timeout: MINUTE });
  await lakeHolds(() => {
    const draft = lake.get("drafts.casino-bet365");
    return (
      (draft?.ratingBreakdown as RatingBreakdownScores | undefined)?.safety === safety && draft?.rating === newRating
    );
  }, "the draft holds the new sub-score and the computed rating");
  const publish = page.getByRole("button", { name: /^(Publish|Publicar)$/ });
  await expect(publish).toBeEnabled({ timeout: MINUTE });
  await publish.click();
  await lakeHolds(
    () => lake.get("casino-bet365")?.rating === newRating,
    `bet365 is published with rating ${newRating}`,
  );
  const published = Date.now();

  await expect
    .poll(() => siteRating(site, "/bet365"), { timeout: 5_000, intervals: [100] })
    .toBe(formatRating(newRating));
  await expect
    .poll(() => siteRating(site, "/", "bet365"), { timeout: 5_000, intervals: [100] })
    .toBe(formatRating(newRating));
  console.log(`Publish to the site's new rating: ${Date.now() - published} ms`);
});

test("a rating that disagrees with its breakdown cannot be published", async () => {
  lake.reset();
  const published = lake.get("casino-codere");
  if (!published) throw new Error("Codere is not in the committed dataset");
  const wrong = roundToTenth(Math.max(0, (published.rating as number) - 1.5));
  // A draft written by another client (a script, an import) with a rating its breakdown does not give.
  const { _rev, _createdAt, _updatedAt, ...fields } = published;
  const written = await fetch(`${lake.origin}/v2025-02-19/data/mutate/${lake.dataset}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      mutations: [{ createOrReplace: { ...fields, _id: "drafts.casino-codere", rating: wrong } }],
    }),
  });
  expect(written.status).toBe(200);

  await page.goto(`${studio.url}/structure/casino;casino-codere`);
  await expect(page.getByRole("heading", { name: /Codere/ }).first()).toBeVisible({ timeout: MINUTE });
  await page.getByRole("tab", { name: "Ranking y nota" }).click();
  await expect(page.getByText(/no coincide con el desglose/i).first()).toBeVisible({ timeout: MINUTE });
  const publish = page.getByRole("button", { name: /^(Publish|Publicar)$/ });
  await expect(publish).toBeDisabled();
  await page.screenshot({ path: test.info().outputPath("studio-disagreeing-rating.png") });
  await publish.click({ force: true });
  await page.waitForTimeout(1_500);
  expect(lake.get("casino-codere")?.rating).toBe(published.rating);
  expect(lake.get("drafts.casino-codere")?.rating).toBe(wrong);
});

test("the Studio lists the reviews due for a new check, oldest first", async () => {
  lake.reset();
  const today = todayIso();
  const stale = todayIso(new Date(Date.now() - 120 * 86_400_000));
  lake.publish("casino-paf", { lastReviewed: stale });
  const query = new URLSearchParams({
    query: '*[_type == "casino" && lastReviewed < $before].name',
    $before: JSON.stringify(reviewDueBefore(today)),
  });
  const { result: due } = (await (
    await fetch(`${lake.origin}/v2025-02-19/data/query/${lake.dataset}?${query}`)
  ).json()) as {
    result: string[];
  };
  expect(due).toContain("Paf");

  await page.goto(`${studio.url}/structure/reviews-due`);
  const list = page.getByRole("listbox").last();
  await expect(list.getByText("Paf", { exact: false }).first()).toBeVisible({ timeout: MINUTE });
  await expect(list.getByRole("option")).toHaveCount(due.length);
  await page.screenshot({ path: test.info().outputPath("studio-reviews-due.png") });
});
