import http from "node:http";
import { datasetHomeCasinos, datasetShell } from "../support/dataset";
import { disclosure, expect, expectNoAxeViolations, pageModuleRan, test } from "./fixtures";

// The home page lists the six best casinos; which they are, and in what order, is the query's to say.
const topSix = await datasetHomeCasinos(6);
const { casinosNav, settings } = await datasetShell();
const gamesNav = settings?.gamesNav ?? [];
const [best] = topSix;
const [firstCasino, secondCasino] = casinosNav;
const [firstGame] = gamesNav;
if (!best || !firstCasino || !secondCasino || !firstGame) throw new Error("The dataset has too few casinos or games");
const spanishRating = (rating: number) =>
  rating.toLocaleString("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

test("home lists the six best-rated casinos in rank order, rendered on the server", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  for (const { name } of topSix) expect(html).toContain(name);

  await page.goto("/");
  const cards = page.getByTestId("casino-card");
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(topSix.map(({ name }) => name));
  await expect(cards.first()).toContainText(spanishRating(best.rating));
  await expect(cards.first().getByRole("link", { name: `Ver análisis de ${best.name}` })).toHaveAttribute(
    "href",
    `/${best.slug}`,
  );
});

test("home has the two calls to action and the 18+ notice", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Ver la comparativa completa" })).toHaveAttribute("href", "/comparacion");
  await expect(page.getByRole("link", { name: "Guía de juego responsable" }).first()).toHaveAttribute(
    "href",
    "/guia-juego-responsable",
  );
  await expect(page.getByText("Solo para mayores de 18 años").first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("900 533 025");
});

test("the Casinos dropdown opens on hover and lists every review page", async ({ page }) => {
  await page.goto("/");
  await pageModuleRan(page);
  const nav = page.getByRole("navigation", { name: "Principal" });
  const casinos = nav.getByText("Casinos", { exact: true });
  await casinos.hover();
  const panel = disclosure(nav, "Casinos").getByRole("link");
  await expect(panel).toHaveText(casinosNav.map(({ name }) => name));
  await expect(panel.first()).toBeVisible();
  await expect(panel.first()).toHaveAttribute("href", `/${firstCasino.slug}`);
  await expect(panel.last()).toHaveAttribute("href", `/${casinosNav.at(-1)?.slug}`);
});

test("the Juegos dropdown works with the keyboard and reports its state", async ({ page }) => {
  await page.goto("/");
  await pageModuleRan(page);
  const nav = page.getByRole("navigation", { name: "Principal" });
  const games = nav.getByText("Juegos", { exact: true });
  const dropdown = disclosure(nav, "Juegos");
  await games.focus();
  await expect(dropdown).not.toHaveAttribute("open");
  await page.keyboard.press("Enter");
  await expect(dropdown).toHaveAttribute("open");
  const links = dropdown.getByRole("link");
  await expect(links).toHaveCount(gamesNav.length);
  await expect(links.first()).toHaveAttribute("href", `/${firstGame.slug}`);
  await page.keyboard.press("Escape");
  await expect(dropdown).not.toHaveAttribute("open");
  await expect(games).toBeFocused();
});

test("the main navigation links lead to their pages", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Principal" });
  await expect(nav.getByRole("link", { name: "Inicio" })).toHaveAttribute("href", "/");
  await expect(nav.getByRole("link", { name: "Comparativa" })).toHaveAttribute("href", "/comparacion");
  await nav.getByText("Casinos", { exact: true }).click();
  await nav.getByRole("link", { name: secondCasino.name }).click();
  await expect(page).toHaveURL(new RegExp(`/${secondCasino.slug}$`));
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens the grouped list, says it is open, and closes again", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
    const toggle = page.getByLabel("Menú de navegación", { exact: true });
    const menuDisclosure = disclosure(page.getByRole("banner"), "Menú de navegación");
    const menu = page.getByRole("navigation", { name: "Menú móvil" });
    await expect(menu).toBeHidden();
    await expect(menuDisclosure).not.toHaveAttribute("open");

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menuDisclosure).toHaveAttribute("open");
    await expect(menu.getByRole("heading", { name: "Casinos" })).toBeVisible();
    await expect(menu.getByRole("heading", { name: "Juegos" })).toBeVisible();
    await expect(menu.getByRole("link")).toHaveCount(2 + casinosNav.length + gamesNav.length);

    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(menuDisclosure).not.toHaveAttribute("open");
  });
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/esta-pagina-no-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "¡Vaya! Página no encontrada" })).toBeVisible();
  await page.getByRole("link", { name: "Volver al inicio" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the tab shows the site's icon, carried in the page, so no request for it races the first paint", async ({
  page,
  request,
}) => {
  const file = await (await request.get("/favicon.svg")).text();
  await page.goto("/bet365");
  const href = (await page.locator('head link[rel="icon"]').getAttribute("href")) ?? "";
  expect(href.startsWith("data:image/svg+xml,")).toBe(true);
  // The same drawing as the file the structured data names as the logo.
  expect(decodeURIComponent(href.slice("data:image/svg+xml,".length))).toBe(file.trim());
  // And the browser draws it under the page's own Content-Security-Policy.
  const size = await page.evaluate(async (source) => {
    const image = new Image();
    image.src = source;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, href);
  expect(size[0]).toBeGreaterThan(0);
  expect(size[1]).toBeGreaterThan(0);
});

test("home and the 404 page have no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expectNoAxeViolations(page);
  await page.goto("/no-existe");
  await expectNoAxeViolations(page);
});

test("every response carries the security headers and sets no cookie", async ({ request }) => {
  for (const path of [
    "/",
    "/no-existe",
    "/favicon.svg",
    "/healthz",
    "/content-images/logo-bet365.svg",
    "/sitemap.xml",
  ]) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = headers["content-security-policy"] ?? "";
    const scriptSources = /(?:^|;)\s*script-src([^;]*)/.exec(policy)?.[1] ?? "";
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(scriptSources, path).not.toContain("unsafe-inline");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toBeTruthy();
    expect(headers["strict-transport-security"], path).toContain("max-age=");
    expect(headers["set-cookie"], path).toBeUndefined();
  }
});

test("methods the site does not speak get 405, not an error", async ({ request }) => {
  const response = await request.fetch("/", { method: "TRACE" });
  expect(response.status()).toBe(405);
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("a body without a declared length, or over the limit, is refused before the app reads it", async ({ baseURL }) => {
  const url = new URL("/newsletter", baseURL);
  const chunked = await new Promise<number>((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers: { "Transfer-Encoding": "chunked" } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    request.end("email=a%40b.es");
  });
  expect(chunked).toBe(411);
  const tooLarge = await fetch(url, { method: "POST", body: "x".repeat(17 * 1024) });
  expect(tooLarge.status).toBe(413);
});
