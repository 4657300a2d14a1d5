// The editor's preview journey in the built Studio, against the stand-in Content Lake: bet365 opens in the
// Presentation tool («Vista previa») beside its review, which the Studio enters through the site's signed preview
// link; a click on the welcome bonus in the preview focuses its field in the form; the editor changes it and the
// preview shows the draft while the public page, in another browser context, still shows the published bonus; after
// «Publicar» the public page follows. The times (edit to preview, from the last key to the frame's page holding the
// draft; publish to public page, from the click to a visitor's reload showing it) are printed, not asserted. On
// failure the stand-in's requests and the console are printed. The home page opens in the tool beside the form of the
// site settings (its main document), and a draft site name shows in its header and footer; the times (opening to the page and
// the form, last key to the frame holding the draft) are printed too. `E2E_PREVIEW_JOURNEY_PORT` moves the site's port.

import { todayIso } from "@casinolupa/domain";
import { expect, type Page, test } from "@playwright/test";
import { useEditorJourney } from "../support/studio-journey";

const MINUTE = 60_000;
const journey = useEditorJourney(
  Number(process.env.E2E_PREVIEW_JOURNEY_PORT ?? 3615),
  "webhook-secret-for-the-preview-journey",
  { preview: true },
);
const ADDED = " Lo comprobamos en la vista previa antes de publicarlo.";

/**
 * The moment (Date.now()) the preview's page at `pathname` first holds `text`, taken in the frame itself by a
 * MutationObserver rather than by polling it from here. Called before the edit that should bring the text.
 */
function whenFrameShows(page: Page, pathname: string, text: string): Promise<number> {
  const preview = page
    .frames()
    .find((inner) => inner !== page.mainFrame() && new URL(inner.url()).pathname === pathname);
  if (!preview) throw new Error(`no preview frame at ${pathname} among ${page.frames().map((inner) => inner.url())}`);
  const shown = preview.evaluate(
    (awaited) =>
      new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.body.textContent?.includes(awaited)) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    text,
  );
  // Awaited after the edit: a test that fails before then closes the page, which must not also end the worker
  // with an unhandled rejection (its site was left running on the journey's port).
  shown.catch(() => {});
  return shown;
}

/**
 * Waits until the Presentation tool listens to the documents its preview shows (Sanity's `presentation-documents`
 * listener, which it opens once the preview's overlay has connected). Keys typed before then could land at the
 * start of the field: the form took the document again when the listener came, moving the caret. `since`: the
 * length of the stand-in's request log when the tool was opened.
 */
async function toolFollowsDocuments({ lake, lakeHolds }: typeof journey, since: number) {
  await lakeHolds(
    () =>
      lake.requestLog
        .slice(since)
        .some((line) => /\/data\/listen\/\S*[?&]tag=sanity\.studio\.presentation-documents\b/.test(line)),
    "the Presentation tool listens to the documents",
  );
}

test("an editor sees the draft bonus in «Vista previa»; visitors see it only once published", async () => {
  const { page, lake, site } = journey;
  const published = String(lake.get("casino-bet365")?.welcomeBonus);
  const draft = `${published}${ADDED}`;
  // The offer re-checked today: one past its 90 days shows none of its words, in the preview or to visitors
  // (docs/decisions/034-an-offer-not-checked-for-90-days-is-not-shown.md).
  lake.publish("casino-bet365", { bonusCheckedAt: todayIso() });
  await expect.poll(() => journey.siteHtml("/bet365"), { timeout: 10_000 }).toContain(published);

  const opening = lake.requestLog.length;
  await page.goto(`${journey.studio.url}/presentation/casino/casino-bet365?preview=%2Fbet365`);
  const frame = page.frameLocator("iframe").first();
  await expect(frame.getByRole("complementary", { name: "Vista previa" })).toBeVisible({ timeout: MINUTE });
  await expect(frame.getByText(published).first()).toBeVisible();

  // A visitor, in a browser context of their own: no cookie, the published page.
  const visitor = await page.context().browser()?.newContext();
  if (!visitor) throw new Error("no browser");
  const publicPage = await visitor.newPage();
  await publicPage.goto(`${site.url}/bet365`);
  await expect(publicPage.getByText(published).first()).toBeVisible();

  // The bonus on the preview opens its field in the form beside it, in a group the form was not showing.
  const field = page.getByLabel(/^Bono de bienvenida/);
  await expect(field).toBeHidden();
  await toolFollowsDocuments(journey, opening);
  // As an editor would, the text is clicked again while the overlay that makes it clickable is still being set up
  // (on a busy machine it may come after the page shows).
  await expect(async () => {
    await frame.getByText(published).first().click();
    await expect(field).toBeFocused({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  // The end of the whole text, not of its first line.
  await field.press("Control+End");
  const shown = whenFrameShows(page, "/bet365", draft);
  await field.pressSequentially(ADDED);
  // From the last key the editor typed.
  const edited = Date.now();
  // Speed is printed, never asserted (the budget is 3 s): the Studio saves the draft on its own throttle.
  await expect(frame.getByText(draft).first()).toBeVisible({ timeout: 15_000 });
  const editToPreview = (await shown) - edited;

  await publicPage.reload();
  await expect(publicPage.getByText(published).first()).toBeVisible();
  await expect(publicPage.getByText(ADDED.trim())).toHaveCount(0);

  await journey.lakeHolds(() => lake.get("drafts.casino-bet365")?.welcomeBonus === draft, "the draft holds the edit");
  const publish = page.getByRole("button", { name: /^(Publish|Publicar)$/ });
  await expect(publish).toBeEnabled({ timeout: MINUTE });
  const publishedAt = Date.now();
  await publish.click();
  await expect
    .poll(
      async () => {
        // The text is in the page's HTML: the visitor sees it before the page's images have loaded.
        await publicPage.reload({ waitUntil: "domcontentloaded" });
        return publicPage.getByText(draft).count();
      },
      { timeout: 10_000, intervals: [100] },
    )
    .toBeGreaterThan(0);
  const publishToPublic = Date.now() - publishedAt;
  console.log(`edit to preview: ${editToPreview} ms after the last key; publish to public page: ${publishToPublic} ms`);
  await visitor.close();
});

test("the home page opens in «Vista previa» beside the site settings, and shows their draft", async () => {
  const { page, lake } = journey;
  const name = String(lake.get("siteSettings")?.siteName);
  const draft = `${name} Pruebas`;

  const opened = Date.now();
  const opening = lake.requestLog.length;
  // The tool as the Studio's menu opens it: no document, no path, the site's home page.
  await page.goto(`${journey.studio.url}/presentation`);
  const frame = page.frameLocator("iframe").first();
  await expect(frame.getByRole("complementary", { name: "Vista previa" })).toBeVisible({ timeout: MINUTE });
  await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
  const pageLoad = Date.now() - opened;
  // Beside it, the document the home page is about: the site settings, to edit.
  const field = page.getByLabel(/^Nombre del sitio/);
  await expect(field).toHaveValue(name, { timeout: MINUTE });
  const paneLoad = Date.now() - opened;

  await toolFollowsDocuments(journey, opening);
  const shown = whenFrameShows(page, "/", draft);
  await field.press("End");
  await field.pressSequentially(" Pruebas");
  const edited = Date.now();
  await expect(frame.getByText(draft).first()).toBeVisible({ timeout: 15_000 });
  const editToPreview = (await shown) - edited;
  console.log(
    `home: page ${pageLoad} ms and form ${paneLoad} ms after opening; draft in preview ${editToPreview} ms after the last key`,
  );
});
