// The newsletter without JavaScript and on its own page: both home boxes post to /newsletter and land there with
// the message, /newsletter shows errors above its form and is never cached, and a sixth sign-up within a minute
// from one client is refused.
import {
  box,
  expectLoggedStatus,
  newEmail,
  SUCCESS,
  signUpDirectly,
  useNewsletterSite,
} from "../support/newsletter-site.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const site = useNewsletterSite(3293);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const source of ["home-top", "home-bottom"]) {
    test(`the ${source} box lands on /newsletter with the success message`, async ({ page, context }) => {
      await page.goto("/");
      const form = box(page, source);
      await expect(form).not.toHaveAttribute("novalidate", "");
      const email = newEmail(`${source}-sin-js`);
      await form.getByLabel("Tu email").fill(email);
      await form.getByRole("checkbox", { name: "Confirmo que soy mayor de 18 años" }).check();
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await form.getByRole("button", { name: "Suscribirme" }).click();

      await expect(page).toHaveURL(`${site.origin}/newsletter`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter de CasinoLupa");
      const message = page.getByRole("main").getByRole("status");
      await expect(message).toContainText(SUCCESS.title);
      await expect(message).toContainText(SUCCESS.description);
      await expect(page.getByLabel("Tu email")).toHaveValue("");

      const response = await answer;
      expect(response.status()).toBe(200);
      expect(await response.headerValue("cache-control")).toBe("no-store");
      expect(await response.headerValue("set-cookie")).toBeNull();
      expect(await context.cookies()).toEqual([]);
      await site.mail(email);
    });
  }
});

// /newsletter ships no React, so with JavaScript on or off its form is a plain post (axe needs JavaScript).
test("on /newsletter an error shows above the form, keeps the typed e-mail, and the page passes axe", async ({
  page,
  guards,
}) => {
  await page.goto("/newsletter");
  await page.getByLabel("Tu email").fill("persona@localhost");
  await page.getByRole("checkbox", { name: "Confirmo que soy mayor de 18 años" }).check();
  await page.getByRole("button", { name: "Suscribirme" }).click();

  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("Email no válido");
  await expect(alert).toContainText("Revisa tu email: debe tener la forma nombre@dominio.es, sin espacios.");
  await expect(page.getByLabel("Tu email")).toHaveValue("persona@localhost");
  await expectNoAxeViolations(page);
  expectLoggedStatus(guards, 400);
});

test("/newsletter is a sign-up page cached like any other; only a sign-up's answer is personal", async ({
  page,
  request,
}) => {
  const response = await page.goto("/newsletter");
  expect(response?.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
  expect(response?.headers()["cross-origin-opener-policy"]).toBeUndefined();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter de CasinoLupa");
  await expect(page.getByRole("heading", { level: 2, name: "Por qué suscribirte" })).toBeVisible();
  await expect(page.locator('form[action="/newsletter"] input[name="page"]')).toHaveValue("/newsletter");
  // Asked for twice, it is the same page, from the page cache.
  const etags = await Promise.all(
    [0, 1].map(async () => (await request.get("/newsletter", { headers: { "accept-encoding": "br" } })).headers().etag),
  );
  expect(etags[0]).toMatch(/^W\/"/);
  expect(etags[1]).toBe(etags[0]);
});

test("a sixth sign-up within a minute from one client gets 'Demasiados intentos' and Retry-After", async ({
  request,
}) => {
  // The limit counts clock minutes, so six sign-ups that straddle a minute's end fall in two windows: such a round
  // is done again, from a client (and network) of its own, in the new minute.
  for (let round = 0; ; round++) {
    const minute = Math.floor(Date.now() / 60_000);
    // 198.19.0.0/16: the benchmarking range's other half, which clientAddress() never hands out.
    const signUp = (label: string) => signUpDirectly(site, request, newEmail(label), `198.19.${round}.1`);
    const accepted: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) accepted.push((await signUp(`limite-${attempt}`)).status());
    const refused = await signUp("limite-6");
    if (Math.floor(Date.now() / 60_000) !== minute && round === 0) continue;
    expect(accepted).toEqual([200, 200, 200, 200, 200]);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Demasiados intentos");
    break;
  }
});
