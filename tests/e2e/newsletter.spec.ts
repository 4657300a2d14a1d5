// The newsletter with JavaScript, end to end: sign-up in place from both home boxes ('Suscribiendo...', then a
// toast and an empty field), the error toasts with the back end's messages, and how a toast is dismissed. The
// pages without JavaScript are in newsletter-pages.spec.ts, the e-mail's links in newsletter-opt-in.spec.ts.
import type { Page } from "@playwright/test";
import {
  box,
  expectLoggedStatus,
  linkIn,
  newEmail,
  SUCCESS,
  signUpDirectly,
  useNewsletterSite,
} from "../support/newsletter-site.ts";
import { expect, test } from "./fixtures";

const site = useNewsletterSite(3291);

const toasts = (page: Page) => page.getByRole("region", { name: "Notificaciones" });

/** Waits for the islands' entry, which the page module imports after the first paint, to listen for use. */
const islandsListen = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-islands", "");

/**
 * Moves the page's clock `ms` forward in half-second steps: React handles a pointer event in a task of its own, so
 * each step lets whatever came before it (a hover, a timer's restart) take effect first, as real time would.
 */
async function advanceClock(page: Page, ms: number) {
  for (let moved = 0; moved < ms; moved += 500) await page.clock.runFor(Math.min(500, ms - moved));
}

/**
 * The home page once its forms have hydrated, which each does on its first use (a focus here): they then switch off
 * the browser's own checks.
 */
async function openHydratedHome(page: Page) {
  await page.goto("/");
  await islandsListen(page);
  for (const source of ["home-top", "home-bottom"]) {
    await box(page, source).getByLabel("Tu email").focus();
    await expect(box(page, source)).toHaveAttribute("novalidate", "");
  }
}

test.describe("with JavaScript", () => {
  for (const source of ["home-top", "home-bottom"]) {
    test(`the ${source} box signs up in place: 'Suscribiendo...', then a success toast and an empty field`, async ({
      page,
      context,
    }) => {
      await openHydratedHome(page);
      const form = box(page, source);
      const email = newEmail(source);
      await form.getByLabel("Tu email").fill(email);
      await form.getByRole("checkbox", { name: "Confirmo que soy mayor de 18 años" }).check();

      // Hold the answer so the submitting state can be seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        (url) => url.pathname === "/newsletter",
        async (route) => {
          await held;
          await route.fallback();
        },
      );
      const answer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === "/newsletter" && response.request().method() === "POST",
      );
      await form.getByRole("button", { name: "Suscribirme" }).click();

      const busy = form.getByRole("button", { name: "Suscribiendo..." });
      await expect(busy).toBeDisabled();
      await expect(form.getByLabel("Tu email")).toBeDisabled();
      await expect(form.getByRole("checkbox")).toBeDisabled();
      release();

      const toast = toasts(page).getByRole("status");
      await expect(toast).toContainText(SUCCESS.title);
      await expect(toast).toContainText(SUCCESS.description);
      await expect(form.getByLabel("Tu email")).toHaveValue("");
      await expect(form.getByLabel("Tu email")).toBeEnabled();
      await expect(form.getByRole("button", { name: "Suscribirme" })).toBeEnabled();
      await expect(page).toHaveURL(`${site.origin}/`);

      // No cookie, ever.
      const response = await answer;
      expect(response.status()).toBe(200);
      // The script asked for JSON: the answer alone, never the back end's result code.
      expect(await response.request().headerValue("accept")).toBe("application/json");
      expect(await response.json()).toEqual({ ok: true, message: { ...SUCCESS, variant: "default" } });
      expect(await response.headerValue("cache-control")).toBe("no-store");
      expect(await response.headerValue("set-cookie")).toBeNull();
      expect(await context.cookies()).toEqual([]);

      const mail = await site.mail(email);
      expect(mail.subject).toBe("Confirma tu suscripción al boletín de CasinoLupa");

      await toasts(page).getByRole("button", { name: "Cerrar" }).click();
      await expect(toasts(page).getByRole("status")).toHaveCount(0);
    });
  }

  test("Escape closes a toast while focus is inside it", async ({ page }) => {
    await openHydratedHome(page);
    await box(page, "home-top").getByRole("button", { name: "Suscribirme" }).click();
    const toast = toasts(page).getByRole("alert");
    await expect(toast).toContainText("Por favor, introduce tu email");
    await toasts(page).getByRole("button", { name: "Cerrar" }).focus();
    await page.keyboard.press("Escape");
    await expect(toast).toHaveCount(0);
  });

  test("an empty e-mail shows the spec's error toast and sends nothing", async ({ page }) => {
    await openHydratedHome(page);
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts += 1;
    });
    await box(page, "home-top").getByRole("button", { name: "Suscribirme" }).click();
    const toast = toasts(page).getByRole("alert");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("Por favor, introduce tu email");
    // The variant the toast is drawn in is its state, whatever element carries the alert inside it.
    await expect(
      toasts(page)
        .locator('[data-toast="destructive"]')
        .filter({ has: page.getByRole("alert") }),
    ).toHaveCount(1);
    expect(posts).toBe(0);
  });

  test("a missing 18+ confirmation has its own message and keeps the typed e-mail", async ({ page }) => {
    await openHydratedHome(page);
    const form = box(page, "home-bottom");
    const email = newEmail("sin-edad");
    await form.getByLabel("Tu email").fill(email);
    await form.getByRole("button", { name: "Suscribirme" }).click();
    const toast = toasts(page).getByRole("alert");
    await expect(toast).toContainText("Solo para mayores de 18 años");
    await expect(toast).toContainText("Para suscribirte, confirma que eres mayor de 18 años.");
    await expect(form.getByLabel("Tu email")).toHaveValue(email);
  });

  test("an address the server refuses gets 'Email no válido' and stays in the field", async ({ page, guards }) => {
    await openHydratedHome(page);
    const form = box(page, "home-top");
    // Well-formed for the browser, but without a real domain: the server's check answers.
    await form.getByLabel("Tu email").fill("nombre@ejemplo");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Suscribirme" }).click();
    const toast = toasts(page).getByRole("alert");
    await expect(toast).toContainText("Email no válido");
    await expect(toast).toContainText("Revisa tu email: debe tener la forma nombre@dominio.es, sin espacios.");
    await expect(form.getByLabel("Tu email")).toHaveValue("nombre@ejemplo");
    expectLoggedStatus(guards, 400);
  });

  test("a confirmed address is answered like any sign-up, and its owner is told by e-mail", async ({
    page,
    request,
  }) => {
    const email = newEmail("repetido");
    expect((await signUpDirectly(site, request, email)).status()).toBe(200);
    const confirm = await request.post(linkIn(site, await site.mail(email), "/newsletter/confirmar"), {
      headers: { Origin: site.origin },
    });
    expect(await confirm.text()).toContain("¡Suscripción exitosa!");

    await openHydratedHome(page);
    const form = box(page, "home-top");
    await form.getByLabel("Tu email").fill(email);
    await form.getByRole("checkbox").check();
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === "/newsletter");
    await form.getByRole("button", { name: "Suscribirme" }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: { ...SUCCESS, variant: "default" } });
    await expect(toasts(page).getByRole("status")).toContainText(SUCCESS.description);

    const note = await site.mail(email, (mail) => mail.subject === "Ya estás suscrito al boletín de CasinoLupa");
    const unsubscribe = await request.post(linkIn(site, note, "/newsletter/baja"), {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(await unsubscribe.text()).toContain("Te has dado de baja");
  });

  test("a toast stays while the pointer is on it and leaves about 6 s after", async ({ page }) => {
    // The page's clock, moved by hand: seconds of the toast's life take milliseconds.
    await page.clock.install();
    await openHydratedHome(page);
    await box(page, "home-top").getByRole("button", { name: "Suscribirme" }).click();
    const toast = toasts(page).getByRole("alert");
    await expect(toast).toBeVisible();
    await toast.hover();
    await advanceClock(page, 7_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(0, 0);
    await advanceClock(page, 5_000);
    await expect(toast).toBeVisible();
    await advanceClock(page, 2_000);
    await expect(toast).toBeHidden();
  });
});
