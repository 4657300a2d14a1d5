// Editors' preview against the stand-in Content Lake: a draft is shown only to a request that came in through a
// valid, fresh, first-used preview link from the Studio (the secret @sanity/preview-url-secret writes into the
// dataset, read back with the server's token), and only on pages. Forged, expired and replayed links, a tampered
// cookie, the cookie on a resource route and a draft-only document's slug show no draft; visitors get no cookie
// and the same cacheable page as before; the token appears in no answer and no log line.

import { todayIso } from "@casinolupa/domain";
import { standInClient } from "@casinolupa/sanity-stand-in";
import { createPreviewSecret } from "@sanity/preview-url-secret/create-secret";
import { useLiveContentSite } from "../support/live-content-site.ts";
import { expect, test } from "./fixtures";

const PORT = Number(process.env.E2E_PREVIEW_PORT ?? 3612);
const SITE = `http://127.0.0.1:${PORT}`;
const STUDIO = "http://127.0.0.1:3613";
const TOKEN = "preview-read-token-for-tests-7f3a9c";
const PUBLISHED_BONUS = "100 % hasta 100 €";
const DRAFT_BONUS = "150 % hasta 250 € (borrador)";
const DRAFT_ONLY_SLUG = "casino-solo-borrador";

const live = useLiveContentSite(PORT, {
  webhookSecret: "webhook-secret",
  env: { SANITY_PREVIEW_TOKEN: TOKEN },
  // bet365's offer re-checked today, so its bonus is shown at all (an offer past its 90 days shows no figures).
  beforeStart: (lake) => lake.publish("casino-bet365", { bonusCheckedAt: todayIso() }),
});

test.beforeAll(() => {
  const { lake } = live;
  lake.saveDraft("casino-bet365", { bonus: DRAFT_BONUS });
  lake.saveDraft("casino-solo-borrador", {
    ...lake.get("casino-bet365"),
    name: "Casino Solo Borrador",
    slug: { _type: "slug", current: DRAFT_ONLY_SLUG },
  });
});

/** What the Presentation tool does: a secret in the dataset, and the site's entry link that carries it. */
async function previewLink(pathname = "/bet365"): Promise<{ url: string; secretId: string }> {
  const id = `test-${crypto.randomUUID()}`;
  const client = standInClient(live.lake, { token: "editor-token" });
  const { secret } = await createPreviewSecret(client, "sanity/presentation", `${STUDIO}/presentation`, "editor", id);
  const url = new URL(`${SITE}/api/vista-previa`);
  url.searchParams.set("sanity-preview-secret", secret);
  url.searchParams.set("sanity-preview-pathname", pathname);
  return { url: url.toString(), secretId: `drafts.${id}` };
}

const get = (path: string, cookie?: string) =>
  fetch(`${SITE}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

/** The `name=value` of a Set-Cookie answer, as a browser would send it back. */
const cookieOf = (response: Response) => response.headers.get("set-cookie")?.split(";")[0] ?? "";

test("a visitor sees the published bonus, with no cookie and the page's cache headers", async () => {
  const response = await get("/bet365");
  const html = await response.text();
  expect(html).toContain(PUBLISHED_BONUS);
  expect(html).not.toContain(DRAFT_BONUS);
  expect(html).not.toContain("Salir de la vista previa");
  expect(response.headers.get("set-cookie")).toBeNull();
  expect(response.headers.get("cache-control")).toMatch(/public/);
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(html).not.toMatch(/\/assets\/preview-/);
  expect((await get(`/${DRAFT_ONLY_SLUG}`)).status).toBe(404);
});

test("a forged preview link is refused in Spanish and opens no session", async () => {
  const response = await get("/api/vista-previa?sanity-preview-secret=forged-secret&sanity-preview-pathname=/bet365");
  expect(response.status).toBe(401);
  expect(response.headers.get("set-cookie")).toBeNull();
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(await response.text()).toContain("El enlace no es válido o ha caducado");
  expect((await get("/api/vista-previa")).status).toBe(401);
});

test("an expired preview link (its secret over an hour old) is refused", async () => {
  const { url, secretId } = await previewLink();
  live.lake.age(secretId, 61 * 60);
  const response = await fetch(url, { redirect: "manual" });
  expect(response.status).toBe(401);
  expect(response.headers.get("set-cookie")).toBeNull();
});

test("a valid link opens the draft once: no-store, noindex, the exit link; a replay is refused", async () => {
  const { url } = await previewLink();
  const entry = await fetch(url, { redirect: "manual" });
  expect(entry.status).toBe(307);
  expect(entry.headers.get("location")).toBe("/bet365");
  expect(entry.headers.get("set-cookie")).toMatch(
    /^sanity-preview-session=.+; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=None; Partitioned$/,
  );
  const cookie = cookieOf(entry);

  const preview = await get("/bet365", cookie);
  const html = await preview.text();
  expect(preview.status).toBe(200);
  expect(html).toContain(DRAFT_BONUS);
  expect(html).toContain("Salir de la vista previa");
  expect(preview.headers.get("cache-control")).toBe("private, no-store");
  expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(preview.headers.get("xkey")).toBeNull();
  expect(preview.headers.get("content-security-policy")).toContain(`frame-ancestors 'self' ${STUDIO}`);
  expect(html).not.toContain(TOKEN);
  // Visual editing is loaded here, and only here.
  expect(html).toMatch(/<script type="module" src="\/assets\/preview-[\w-]+\.js"><\/script>/);
  // The draft-only casino exists in preview only.
  expect((await get(`/${DRAFT_ONLY_SLUG}`, cookie)).status).toBe(200);

  // The page cache kept nothing of it: a visitor right after still gets the published page.
  const visitor = await (await get("/bet365")).text();
  expect(visitor).toContain(PUBLISHED_BONUS);
  expect(visitor).not.toContain(DRAFT_BONUS);

  const replay = await fetch(url, { redirect: "manual" });
  expect(replay.status).toBe(401);
  expect(replay.headers.get("set-cookie")).toBeNull();
  expect(await replay.text()).toContain("Este enlace ya se ha usado");
});

test("the preview cookie shows no draft on a resource route, nor once tampered with", async () => {
  const { url } = await previewLink();
  const cookie = cookieOf(await fetch(url, { redirect: "manual" }));
  const sitemap = await get("/sitemap.xml", cookie);
  expect(sitemap.status).toBe(200);
  expect(await sitemap.text()).not.toContain(DRAFT_ONLY_SLUG);
  expect(sitemap.headers.get("cache-control")).toMatch(/public/);

  const [name, value] = cookie.split("=") as [string, string];
  const [expires, origin, signature] = value.split(".") as [string, string, string];
  const tampered = [
    `${name}=${Number(expires) + 86_400}.${origin}.${signature}`,
    `${name}=${expires}.${Buffer.from("https://evil.example").toString("base64url")}.${signature}`,
    `${name}=${expires}.${origin}.${signature.slice(0, -2)}AA`,
    `${name}=${Math.floor(Date.now() / 1000) - 1}.${origin}.${signature}`,
  ];
  for (const forged of tampered) {
    const html = await (await get("/bet365", forged)).text();
    expect(html, forged).toContain(PUBLISHED_BONUS);
    expect(html, forged).not.toContain(DRAFT_BONUS);
    expect((await get(`/${DRAFT_ONLY_SLUG}`, forged)).status, forged).toBe(404);
  }
});

test("«Salir de la vista previa» ends the session and goes back to the page as visitors see it", async ({ page }) => {
  const { url } = await previewLink();
  await page.goto(url);
  await expect(page).toHaveURL(`${SITE}/bet365`);
  await expect(page.getByText(DRAFT_BONUS).first()).toBeVisible();
  const bar = page.getByRole("complementary", { name: "Vista previa" });
  // Scrolled to the end, the bar sits below the footer: it covers none of its lines.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = await page.getByRole("contentinfo").boundingBox();
  const barBox = await bar.boundingBox();
  // (Within a pixel: the sticky bar's top is rounded to a whole one.)
  expect(footer && barBox && footer.y + footer.height).toBeLessThanOrEqual((barBox?.y ?? 0) + 1);
  await bar.getByRole("link", { name: "Salir de la vista previa" }).click();
  await expect(page).toHaveURL(`${SITE}/bet365`);
  await expect(page.getByText(PUBLISHED_BONUS).first()).toBeVisible();
  await expect(page.getByText(DRAFT_BONUS)).toHaveCount(0);
  expect(await page.context().cookies()).toEqual([]);
});

test("the read token appears in no log line of the server", async () => {
  expect(live.site.log().join("\n")).not.toContain(TOKEN);
  expect(live.site.log().join("\n")).not.toContain("sanity-preview-secret=");
});
