// The editor's journey in the built Studio (studio/dist, as `sanity build` made it), in Chromium, against the
// stand-in Content Lake, with the site reading the same stand-in as its live source: an editor opens bet365,
// changes a rating sub-score and publishes; the stand-in delivers the signed webhook as Sanity would, and the
// review page and the home card show the new rating within seconds. A rating that disagrees with its breakdown
// cannot be published. From the history, yesterday's version of a review is restored and published. A draft scheduled
// with «Programar publicación» reaches the review at its time, not before. On failure the test prints the stand-in's
// request log and the browser console.

import {
  computedRating,
  formatRating,
  type RatingBreakdownScores,
  reviewDueBefore,
  roundToTenth,
  type ScoredCasinoInput,
  todayIso,
} from "@casinolupa/domain";
import { expect, test } from "@playwright/test";
import { siteRating, useEditorJourney } from "../support/studio-journey";

const MINUTE = 60_000;
const journey = useEditorJourney(3295, "webhook-secret-for-the-editor-journey");
const { lakeHolds } = journey;

/** The Studio's document form for a casino, with its first input ready. */
const openCasino = (id: string) => journey.openDocument("casino", id, /bet365/i);

test("an editor changes a sub-score and publishes; the site shows the new rating within 5 s", async () => {
  const before = journey.lake.get("casino-bet365");
  if (!before) throw new Error("bet365 is not in the committed dataset");
  const breakdown = before.ratingBreakdown as RatingBreakdownScores;
  expect(await siteRating(journey.site, "/bet365")).toBe(formatRating(before.rating as number));

  await openCasino("casino-bet365");
  await journey.page.getByRole("tab", { name: "Ranking y nota" }).click();
  // A sub-score that moves the rounded rating: safety weighs 25 %, so 2 points move it by 0.5.
  const safety = roundToTenth(breakdown.safety >= 5 ? breakdown.safety - 2 : breakdown.safety + 2);
  const changed = { ...breakdown, safety };
  // «Bonos justos» is not stored: the rating comes from the six sub-scores and the bonus terms (decision 015).
  const newRating = computedRating({ ...before, ratingBreakdown: changed } as Omit<ScoredCasinoInput, "name">);
  const input = journey.page.getByLabel(/^Seguridad y licencia/);
  await input.fill(String(safety));
  await journey.page.screenshot({ path: test.info().outputPath("studio-edited.png") });
  // The form computes the rating from the breakdown: the draft gets both without the editor typing a rating.
  await expect(journey.page.getByTestId("computed-rating")).toHaveText(`${formatRating(newRating)}/10`, {
    timeout: MINUTE,
  });
  await lakeHolds(() => {
    const draft = journey.lake.get("drafts.casino-bet365");
    return (
      (draft?.ratingBreakdown as RatingBreakdownScores | undefined)?.safety === safety && draft?.rating === newRating
    );
  }, "the draft holds the new sub-score and the computed rating");
  const publish = journey.page.getByRole("button", { name: /^(Publish|Publicar)$/ });
  await expect(publish).toBeEnabled({ timeout: MINUTE });
  await publish.click();
  await lakeHolds(
    () => journey.lake.get("casino-bet365")?.rating === newRating,
    `bet365 is published with rating ${newRating}`,
  );
  const published = Date.now();

  await expect
    .poll(() => siteRating(journey.site, "/bet365"), { timeout: 5_000, intervals: [100] })
    .toBe(formatRating(newRating));
  await expect
    .poll(() => siteRating(journey.site, "/", "bet365"), { timeout: 5_000, intervals: [100] })
    .toBe(formatRating(newRating));
  console.log(`Publish to the site's new rating: ${Date.now() - published} ms`);
});

test("a rating that disagrees with its breakdown cannot be published", async () => {
  journey.lake.reset();
  const published = journey.lake.get("casino-codere");
  if (!published) throw new Error("Codere is not in the committed dataset");
  const wrong = roundToTenth(Math.max(0, (published.rating as number) - 1.5));
  // A draft written by another client (a script, an import) with a rating its breakdown does not give.
  const { _rev, _createdAt, _updatedAt, ...fields } = published;
  const written = await fetch(`${journey.lake.origin}/v2025-02-19/data/mutate/${journey.lake.dataset}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      mutations: [{ createOrReplace: { ...fields, _id: "drafts.casino-codere", rating: wrong } }],
    }),
  });
  expect(written.status).toBe(200);

  await journey.page.goto(`${journey.studio.url}/structure/casino;casino-codere`);
  await expect(journey.page.getByRole("heading", { name: /Codere/ }).first()).toBeVisible({ timeout: MINUTE });
  await journey.page.getByRole("tab", { name: "Ranking y nota" }).click();
  await expect(journey.page.getByText(/no coincide con el desglose/i).first()).toBeVisible({ timeout: MINUTE });
  const publish = journey.page.getByRole("button", { name: /^(Publish|Publicar)$/ });
  await expect(publish).toBeDisabled();
  await journey.page.screenshot({ path: test.info().outputPath("studio-disagreeing-rating.png") });
  // A disabled button gets no click event (HTML's disabled controls), so no publish can be under way after it:
  // the stand-in has been asked for none, and holds the published rating and the draft as they were.
  await publish.click({ force: true });
  expect(journey.lake.requestLog.filter((line) => /action publish \S*casino-codere/.test(line))).toEqual([]);
  expect(journey.lake.get("casino-codere")?.rating).toBe(published.rating);
  expect(journey.lake.get("drafts.casino-codere")?.rating).toBe(wrong);
});

test("the Studio lists the reviews due for a new check, oldest first", async () => {
  journey.lake.reset();
  const today = todayIso();
  const stale = todayIso(new Date(Date.now() - 120 * 86_400_000));
  journey.lake.publish("casino-paf", { lastReviewed: stale });
  const due = await journey.lakeQuery<string[]>('*[_type == "casino" && lastReviewed < $before].name', {
    before: reviewDueBefore(today),
  });
  expect(due).toContain("Paf");

  await journey.page.goto(`${journey.studio.url}/structure/reviews-due`);
  const list = journey.page.getByRole("listbox").last();
  await expect(list.getByText("Paf", { exact: false }).first()).toBeVisible({ timeout: MINUTE });
  await expect(list.getByRole("option")).toHaveCount(due.length);
  await journey.page.screenshot({ path: test.info().outputPath("studio-reviews-due.png") });
});

test("an editor restores yesterday's welcome bonus from the history and publishes it; the review shows it again", async () => {
  journey.lake.reset();
  const { page, lake } = journey;
  const committed = String(lake.get("casino-bet365")?.welcomeBonus);
  // Yesterday an editor added a sentence; today another published the text without it.
  const yesterday = `${committed} Válido también en la app.`;
  // The offer re-checked today: one past its 90 days shows none of its words (decision 034).
  const checked = { bonusCheckedAt: todayIso() };
  // A day before the committed revision's own write too, so that the history lists it last, after the import. That
  // write's time is the history's (the reset above restarted it from the dataset), not the document's `_updatedAt`:
  // a reset that rewrote the review after an earlier test dates it now.
  const history = await fetch(
    `${lake.origin}/v2025-02-19/data/history/${lake.dataset}/documents/casino-bet365?lastRevision=true`,
    { headers: { Authorization: "Bearer journey-token" } },
  );
  const { documents } = (await history.json()) as { documents: { _updatedAt: string }[] };
  const committedAt = Date.parse(String(documents[0]?._updatedAt));
  expect(committedAt).not.toBeNaN();
  const yesterdayAt = new Date(Math.min(Date.now(), committedAt) - 86_400_000);
  lake.publishFromDraft("casino-bet365", { welcomeBonus: yesterday, ...checked }, yesterdayAt);
  lake.publishFromDraft("casino-bet365", { welcomeBonus: committed, ...checked });
  await expect.poll(() => journey.siteHtml("/bet365"), { timeout: 10_000 }).not.toContain("Válido también en la app.");

  await openCasino("casino-bet365");
  // The footer's «Última publicación hace …» opens the document's history beside the form: «Historia» lists it.
  await page.getByRole("button", { name: /Última publicación/ }).click();
  await page.getByRole("tab", { name: "Historia" }).click();
  const publishes = page.getByTestId("timeline-item-button").filter({ hasText: "Publicado" });
  await expect(publishes).toHaveCount(3, { timeout: MINUTE });
  // Newest first: today's publish, the import, yesterday's (the reset above started the history again).
  await publishes.last().click();
  await expect(page.getByLabel(/^Bono de bienvenida/)).toHaveValue(yesterday, { timeout: MINUTE });
  await page.screenshot({ path: test.info().outputPath("studio-history-yesterday.png") });
  await page.getByRole("button", { name: "Restaurar" }).click();
  // «¿Estás seguro de que quieres restaurar este documento?»
  await page.getByRole("button", { name: "Confirmar" }).click();
  await lakeHolds(
    () => lake.get("drafts.casino-bet365")?.welcomeBonus === yesterday,
    "the draft holds yesterday's text",
  );
  await journey.publish();
  await lakeHolds(() => lake.get("casino-bet365")?.welcomeBonus === yesterday, "yesterday's text is published");
  await expect
    .poll(() => journey.siteHtml("/bet365"), { timeout: 5_000, intervals: [100] })
    .toContain("Válido también en la app.");
});

test("an editor schedules a bonus change; the review changes at the scheduled time, not before", async () => {
  journey.lake.reset();
  const { page, lake } = journey;
  const committed = String(lake.get("casino-bet365")?.welcomeBonus);
  const checked = { bonusCheckedAt: todayIso() };
  lake.publish("casino-bet365", checked);
  const added = "Desde el lunes, también en la app.";
  // The editor's draft, written earlier, with the text to go live later.
  lake.saveDraft("casino-bet365", { welcomeBonus: `${committed} ${added}`, ...checked });
  await expect.poll(() => journey.siteHtml("/bet365"), { timeout: 10_000 }).toContain(committed);

  await openCasino("casino-bet365");
  // The footer's «…» lists «Programar publicación» once the Studio has the draft and knows the project can schedule
  // (the stand-in's /features): an editor who opens the menu before that finds it without, and opens it again.
  await expect(page.getByRole("button", { name: /^(Publish|Publicar)$/ })).toBeEnabled({ timeout: MINUTE });
  const schedule = page.getByRole("menuitem", { name: "Programar publicación" });
  await expect(async () => {
    if (!(await schedule.isVisible())) {
      await page.keyboard.press("Escape");
      await page.getByTestId("action-menu-button").click();
    }
    await expect(schedule).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: MINUTE });
  await schedule.click();
  const dialog = page.getByRole("dialog");
  // Five minutes from now to the minute, in the browser's time zone, typed as the dialog's field shows dates
  // ("Dec 4, 2026 09:05"): far enough that the stand-in's own clock does not publish it while the test runs.
  const due = await page.evaluate(() => {
    const date = new Date(Date.now() + 5 * 60_000);
    date.setSeconds(0, 0);
    const month = date.toLocaleString("en-US", { month: "short" });
    const time = date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
    return { iso: date.toISOString(), text: `${month} ${date.getDate()}, ${date.getFullYear()} ${time}` };
  });
  const when = dialog.getByRole("textbox").first();
  await when.fill(due.text);
  await when.press("Tab");
  await page.screenshot({ path: test.info().outputPath("studio-schedule-dialog.png") });
  await dialog.getByRole("button", { name: "Programar" }).click();
  await expect
    .poll(
      () => journey.lakeQuery<string[]>('*[_type == "system.release" && state == "scheduled"].publishAt', {}, "raw"),
      { message: `a release of the draft is scheduled for ${due.iso}`, timeout: MINUTE },
    )
    .toEqual([due.iso]);

  // A second before that time the stand-in's scheduler publishes nothing: the review still shows the published text.
  expect(lake.publishScheduled(new Date(Date.parse(due.iso) - 1000))).toBe(0);
  expect(await journey.siteHtml("/bet365")).not.toContain(added);
  // At that time it publishes the draft, and the review follows.
  expect(lake.publishScheduled(new Date(due.iso))).toBe(1);
  await expect.poll(() => journey.siteHtml("/bet365"), { timeout: 5_000, intervals: [100] }).toContain(added);
});
