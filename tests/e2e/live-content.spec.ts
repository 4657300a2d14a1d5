// The site on the live Content Lake: a local server that answers the Content Lake's query API stands in for
// Sanity. The site renders from it, keeps serving what it has when it goes down, and follows a publish as
// soon as a correctly signed webhook arrives, while unsigned or badly signed ones change nothing.

import { encodeSignatureHeader } from "@sanity/webhook";
import { useLiveContentSite } from "../support/live-content-site.ts";
import { expect, test } from "./fixtures";

const PORT = 3290;
const SITE = `http://127.0.0.1:${PORT}`;
const SECRET = "webhook-secret-for-tests";

const live = useLiveContentSite(PORT, { webhookSecret: SECRET });

async function webhook(body: string, signature?: string) {
  return fetch(`${SITE}/api/sanity-webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature ? { "sanity-webhook-signature": signature } : {}) },
    body,
  });
}

test("the site renders pages and images from the Content Lake", async ({ page }) => {
  await page.goto(`${SITE}/bet365`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("bet365");
  const logo = page.getByRole("img", { name: "Logotipo de bet365" }).first();
  await expect(logo).toBeVisible();
  // Sanity's image, served through our own origin.
  await expect(logo).toHaveAttribute("src", /^\/content-images\/[0-9a-f]{40}-240x80\.svg$/);
  // Drawn once the browser fetches it: every logo is lazy, so it comes after the page is laid out.
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(live.lake.queries).toBeGreaterThan(0);
});

test("unsigned and wrongly signed webhooks get 401 and change nothing", async () => {
  live.lake.publish("casino-bet365", { description: "Descripción publicada en la prueba del webhook." });
  const body = JSON.stringify({ _id: "casino-bet365", _type: "casino" });

  expect((await webhook(body)).status).toBe(401);
  const wrongSecret = await encodeSignatureHeader(body, Date.now(), "not-the-secret");
  expect((await webhook(body, wrongSecret)).status).toBe(401);
  const otherBody = await encodeSignatureHeader("{}", Date.now(), SECRET);
  expect((await webhook(body, otherBody)).status).toBe(401);
  const dayOld = await encodeSignatureHeader(body, Date.now() - 24 * 3_600_000, SECRET);
  expect((await webhook(body, dayOld)).status).toBe(401);
  expect((await fetch(`${SITE}/api/sanity-webhook`)).status).toBe(405);

  const html = await (await fetch(`${SITE}/bet365`)).text();
  expect(html).not.toContain("Descripción publicada en la prueba del webhook.");
});

/** A publish marks pages stale: one request may still get the page from before it while the new one renders. */
const shows = (path: string, text: string) =>
  expect.poll(async () => (await fetch(`${SITE}${path}`)).text(), { timeout: 2_000, intervals: [50] }).toContain(text);

test("a correctly signed webhook makes the site show the publish within 2 s", async () => {
  const body = JSON.stringify({ _id: "casino-bet365", _type: "casino" });
  const response = await webhook(body, await encodeSignatureHeader(body, Date.now(), SECRET));
  expect(response.status).toBe(200);
  await shows("/bet365", "Descripción publicada en la prueba del webhook.");
});

test("a delivery is applied once: its replay changes nothing, and a signature from the future is refused", async () => {
  const body = JSON.stringify({ _id: "casino-bet365", _type: "casino", _rev: "replay-test" });
  const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
  live.lake.publish("casino-bet365", { description: "Primera publicación de la prueba de repetición." });
  expect(await (await webhook(body, signature)).json()).toEqual({ revalidated: true });
  await shows("/bet365", "Primera publicación de la prueba de repetición.");

  live.lake.publish("casino-bet365", { description: "Segunda publicación de la prueba de repetición." });
  const replay = await webhook(body, signature);
  expect(replay.status).toBe(200);
  expect(await replay.json()).toEqual({ revalidated: false, reason: "already applied" });
  const future = await encodeSignatureHeader(body, Date.now() + 10 * 60_000, SECRET);
  expect((await webhook(body, future)).status).toBe(401);
  expect(await (await fetch(`${SITE}/bet365`)).text()).toContain("Primera publicación de la prueba de repetición.");
});

test("when the Content Lake goes down the site keeps serving the content it has", async () => {
  // /betway is never requested before the outage: it comes from the committed dataset.
  await fetch(`${SITE}/`);
  await live.lake.close();
  // A publish notice empties the caches, so pages must be rendered again from what the client still holds.
  const body = JSON.stringify({ _id: "casino-codere", _type: "casino" });
  expect((await webhook(body, await encodeSignatureHeader(body, Date.now(), SECRET))).status).toBe(200);
  for (const [path, name] of [
    ["/", "bet365"],
    ["/bet365", "bet365"],
    ["/betway", "Betway"],
  ]) {
    const response = await fetch(`${SITE}${path}`);
    expect(response.status, path).toBe(200);
    expect(await response.text(), path).toContain(name);
  }
});
