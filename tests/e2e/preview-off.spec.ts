// The committed dataset has no drafts: on a site without a Sanity project, the preview's entry link says so in
// Spanish, opens no session, and every page stays the visitor's.
import { expect, test } from "./fixtures";

test("with the committed dataset, the preview link says preview is off and why", async ({ page }) => {
  const response = await page.goto("/api/vista-previa?sanity-preview-secret=anything&sanity-preview-pathname=/bet365");
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("La vista previa está desactivada");
  await expect(page.getByText("sin proyecto de Sanity, así que no hay borradores que mostrar")).toBeVisible();
  expect(await page.context().cookies()).toEqual([]);
});
