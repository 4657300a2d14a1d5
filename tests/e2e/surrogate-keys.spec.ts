// What the built server tells a CDN about each page: the documents it shows, in `xkey` (deploy/varnish.vcl purges
// by it after a publish and strips it before the visitor). The cluster drill runs the purge through Varnish.
import { expect, test } from "./fixtures";

const keysOf = async (response: { headers(): Record<string, string> }) => (response.headers().xkey ?? "").split(" ");

test("a review names its casino and the site settings, from the page cache as from a render", async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/bet365");
    expect(response.status()).toBe(200);
    expect(await keysOf(response)).toEqual(expect.arrayContaining(["casino-bet365", "siteSettings", "type:casino"]));
  }
});

test("a content page names its own document and no other content page", async ({ request }) => {
  const keys = await keysOf(await request.get("/ayuda"));
  expect(keys).toContain("page-ayuda");
  expect(keys).not.toContain("page-aviso-legal");
});

test("a 404 at the top level is purged by any new casino or game page that could take its slug", async ({
  request,
}) => {
  const response = await request.get("/casino-que-no-existe");
  expect(response.status()).toBe(404);
  expect(await keysOf(response)).toEqual(expect.arrayContaining(["type:casino", "type:gamePage"]));
});

test("the webhook's own answer carries no surrogate keys", async ({ request }) => {
  const response = await request.post("/api/sanity-webhook", { data: "{}" });
  expect(response.status()).toBe(401);
  expect(response.headers().xkey).toBeUndefined();
});
