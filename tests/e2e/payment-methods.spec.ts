import { PAYMENT_METHODS, paymentPagePath } from "@casinolupa/domain";
import { datasetAuthor, datasetCasinos, datasetNotRanked, datasetReview } from "../support/dataset";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The payment-method pages (/casinos-con-<method>) and the signed reviews (/autores/<slug>). What each page should
// list is worked out from the committed dataset the site serves, never copied.
const casinos = await datasetCasinos();
const notRanked = await datasetNotRanked();

test("/casinos-con-bizum lists exactly the casinos whose data has Bizum, in score order", async ({ page }) => {
  const withBizum = casinos.filter((casino) => casino.paymentMethods.includes("Bizum"));
  expect(withBizum.length, "the dataset has casinos with and without Bizum").toBeGreaterThan(0);
  expect(withBizum.length).toBeLessThan(casinos.length);

  const response = await page.goto("/casinos-con-bizum");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Casinos con Bizum en España");
  const cards = page.getByTestId("payment-method-casinos").getByTestId("comparison-card");
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(withBizum.map((casino) => casino.name));
  // Each card keeps its place in the whole ranking, as on the comparison.
  for (const [index, casino] of withBizum.entries()) {
    await expect(cards.nth(index).getByText(`Puesto ${casino.rank}`, { exact: true })).toHaveCount(1);
  }
  // One processing time per casino, from its data.
  const rows = page.getByTestId("processing-times").locator("tbody tr");
  await expect(rows).toHaveCount(withBizum.length);
  await expect(rows.first().getByRole("rowheader")).toHaveText(withBizum[0]?.name ?? "");
  // An operator «no clasificado» whose data has Bizum is named apart, never among the ranked cards.
  for (const operator of notRanked.filter((casino) => casino.paymentMethods.includes("Bizum"))) {
    await expect(cards.getByRole("heading", { name: operator.name, exact: true })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "También lo aceptan, sin clasificar" })).toContainText(operator.name);
  }
  // The questions are answered from the same data.
  await expect(page.getByTestId("casino-faq")).toContainText(`${withBizum.length} aceptan Bizum`);
  await expectNoAxeViolations(page);
});

test("every method a ranked casino accepts has a page in the sitemap, and a method none accepts answers 404", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const accepted = PAYMENT_METHODS.filter((method) =>
    casinos.some((casino) => casino.paymentMethods.some((name) => name === method.label)),
  );
  expect(accepted.length).toBeGreaterThan(1);
  for (const method of PAYMENT_METHODS) {
    const path = paymentPagePath(method.label);
    const response = await request.get(path);
    if (accepted.includes(method)) {
      expect(response.status(), path).toBe(200);
      expect(sitemap, path).toContain(`${path}</loc>`);
    } else {
      expect(response.status(), path).toBe(404);
      expect(sitemap, path).not.toContain(`${path}</loc>`);
    }
  }
});

test("a review links each payment method to its page, and so does the comparison's payment filter", async ({
  page,
}) => {
  const [first] = casinos.filter((casino) => casino.paymentMethods.includes("Bizum"));
  if (!first) throw new Error("The dataset has no ranked casino with Bizum");
  await page.goto(`/${first.slug}`);
  const methods = page.getByRole("region", { name: "Métodos de pago" });
  await expect(methods.getByRole("link")).toHaveText(first.paymentMethods.map((method) => `Casinos con ${method}`));
  await methods.getByRole("link", { name: "Casinos con Bizum", exact: true }).click();
  await expect(page).toHaveURL(/\/casinos-con-bizum$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Casinos con Bizum en España");

  await page.goto("/comparacion");
  const filter = page.getByRole("navigation", { name: "Casinos por método de pago" });
  await filter.getByRole("link", { name: "Casinos con PayPal", exact: true }).click();
  await expect(page).toHaveURL(/\/casinos-con-paypal$/);
  await expect(page.getByTestId("comparison-card").getByRole("heading", { level: 2 })).toHaveText(
    casinos.filter((casino) => casino.paymentMethods.includes("PayPal")).map((casino) => casino.name),
  );
});

test("a review names its author and last check, links to the author's page, and its structured data names the team as an Organization", async ({
  page,
}) => {
  const [best] = casinos;
  if (!best) throw new Error("The dataset has no ranked casino");
  const review = await datasetReview(best.slug);
  if (!review.author) throw new Error(`${best.name}'s review has no author`);
  const { author } = review;

  await page.goto(`/${best.slug}`);
  const byline = page.getByTestId("review-byline");
  await expect(byline).toContainText(`Por ${author.name} · Última revisión:`);
  await expect(byline.locator("time")).toHaveAttribute("datetime", review.lastReviewed);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const reviewData = blocks.map((text) => JSON.parse(text)).find((node) => node["@type"] === "Review");
  // The committed dataset signs as the editorial team: an organisation, not an invented person.
  expect(reviewData?.author).toMatchObject({ "@type": "Organization", name: "Equipo editorial de CasinoLupa" });

  await byline.getByRole("link", { name: author.name }).click();
  await expect(page).toHaveURL(new RegExp(`/autores/${author.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.name);
  const signed = await datasetAuthor(author.slug);
  await expect(page.getByTestId("author-reviews").getByRole("heading", { level: 3 })).toHaveText(
    signed.reviews.map((casino) => `Análisis de ${casino.name}`),
  );
  expect(signed.reviews.map((casino) => casino.slug)).toContain(best.slug);
  for (const check of signed.checks) await expect(page.getByRole("main")).toContainText(check);
  await expectNoAxeViolations(page);
});
