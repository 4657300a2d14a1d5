// The editor's preview journey in the built Studio, against the stand-in Content Lake: bet365 opens in the
// Presentation tool («Vista previa») beside its review, which the Studio enters through the site's signed preview
// link; the editor changes the welcome bonus and the preview shows the draft while the public page, in another
// browser context, still shows the published bonus; after «Publicar» the public page follows. The times (edit to
// preview, from the last key; publish to public page) are printed, not asserted. On failure the stand-in's requests
// and the console are printed. Not covered: a click on the preview focusing the field, which needs the content
// source maps the stand-in does not make (docs/decisions/022-preview-drafts-behind-a-signed-session.md).

import { expect, test } from "@playwright/test";
import { useEditorJourney } from "../support/studio-journey";

const MINUTE = 60_000;
const journey = useEditorJourney(3615, "webhook-secret-for-the-preview-journey", { preview: true });
const ADDED = " Lo comprobamos en la vista previa antes de publicarlo.";

test("an editor sees the draft bonus in «Vista previa»; visitors see it only once published", async () => {
  const { page, lake, site } = journey;
  const published = String(lake.get("casino-bet365")?.welcomeBonus);
  const draft = `${published}${ADDED}`;

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

  // Beside the preview the form's groups are a list to choose from, not tabs.
  const groups = page.locator("select").filter({ has: page.locator("option", { hasText: /^Bono/ }) });
  const bonusGroup = await groups.locator("option", { hasText: /^Bono/ }).first().getAttribute("value");
  await groups.first().selectOption(bonusGroup ?? "");
  const field = page.getByLabel(/^Bono de bienvenida/);
  await expect(field).toBeVisible({ timeout: MINUTE });
  await field.click();
  // The end of the whole text, not of its first line.
  await field.press("Control+End");
  await field.pressSequentially(ADDED);
  // From the last key the editor typed.
  const edited = Date.now();
  // Speed is printed, never asserted (the budget is 3 s): the Studio saves the draft on its own throttle.
  await expect(frame.getByText(draft).first()).toBeVisible({ timeout: 15_000 });
  const editToPreview = Date.now() - edited;

  await publicPage.reload();
  await expect(publicPage.getByText(published).first()).toBeVisible();
  await expect(publicPage.getByText(ADDED.trim())).toHaveCount(0);

  await journey.lakeHolds(() => lake.get("drafts.casino-bet365")?.welcomeBonus === draft, "the draft holds the edit");
  await journey.publish();
  const publishedAt = Date.now();
  await expect
    .poll(
      async () => {
        await publicPage.reload();
        return publicPage.getByText(draft).count();
      },
      { timeout: 10_000, intervals: [200] },
    )
    .toBeGreaterThan(0);
  const publishToPublic = Date.now() - publishedAt;
  console.log(`edit to preview: ${editToPreview} ms after the last key; publish to public page: ${publishToPublic} ms`);
  await visitor.close();
});
