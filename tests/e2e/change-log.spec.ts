// /cambios, the public change log, and its feed on the built site. No publish has happened on this server, so the log
// holds only what it wrote when it first saw each casino: the sanctions the reviews show, dated when they were made
// public (the journey with a publish is editor-change-log.spec.ts). Also: the empty state of a filter in words, the
// filters as a plain GET form that works without JavaScript, the feed announced in the page's head, and WCAG 2.2 AA.
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/cambios filters by operator and kind with a plain form, and says when nothing matches", async ({ page }) => {
    const response = await page.goto("/cambios");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Historial de cambios de los casinos");
    // A fresh log is not empty while reviews show sanctions: bwin's, dated the day the DGOJ made it public, with its cap.
    const bwin = page.getByTestId("change").filter({ hasText: "bwin" });
    await expect(bwin).toContainText("Sanciones: de ninguna a 25/11/2025: multa de 512.000 €");
    await expect(bwin).toContainText("«Juego responsable» no puede pasar de 5,0");
    await expect(bwin.locator("time")).toHaveAttribute("datetime", /^2025-11-25/);

    await page.getByLabel("Operador").selectOption({ label: "bet365" });
    await page.getByLabel("Tipo de cambio").selectOption({ label: "Bono de bienvenida" });
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/\/cambios\?operador=bet365&tipo=bono$/);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      "Cambios de bet365: bono de bienvenida",
    );
    await expect(page.getByText("No hay ningún cambio registrado con estos filtros.")).toBeVisible();
    // The filtered view is the same records: kept out of search engines, its canonical the whole log.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/cambios$/);
    await page.getByRole("link", { name: "Ver todos los cambios" }).click();
    await expect(page).toHaveURL(/\/cambios$/);
  });
});

test("/cambios announces its Atom feed, which is valid Atom with the site's own links", async ({ page, request }) => {
  await page.goto("/cambios");
  const alternate = page.locator('link[rel="alternate"][type="application/atom+xml"]');
  await expect(alternate).toHaveCount(1);
  const feedUrl = new URL((await alternate.getAttribute("href")) ?? "");
  expect(feedUrl.pathname).toBe("/cambios.xml");
  const feed = await request.get(feedUrl.pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("application/atom+xml");
  const xml = await feed.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
  expect(xml).toContain("<title>CasinoLupa: cambios en los casinos</title>");
  expect(xml).toMatch(/<updated>\d{4}-\d{2}-\d{2}T/);
  expect(xml).toContain(`href="${feedUrl.href}"`);
  // Its entries are the sanctions the log started with, bwin's among them.
  expect(xml).toContain("<entry>");
  expect(xml).toContain("25/11/2025: multa de 512.000 €");
});

test("/cambios and a review's «Historial de cambios» pass axe", async ({ page }) => {
  await page.goto("/cambios");
  await expectNoAxeViolations(page);
  await page.goto("/bet365");
  const history = page.getByRole("region", { name: "Historial de cambios" });
  await expect(history).toContainText("Sanciones: de ninguna a 2023: multa de 10.000 €");
  await expect(history).toContainText("la fuente no da el día");
  await expect(history.getByRole("link", { name: "Todos los cambios de bet365" })).toHaveAttribute(
    "href",
    "/cambios?operador=bet365",
  );
  await expectNoAxeViolations(page);
});
