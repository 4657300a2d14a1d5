// The newsletter, end to end: sign-up from both home boxes with and without JavaScript, the messages of
// success and error toasts, and the double opt-in through a real SMTP server: the e-mail
// arrives, its confirm link confirms only when the button is pressed, its unsubscribe link and the mail
// clients' one-click POST (RFC 8058) unsubscribe. This file runs its own server (own port, own SQLite
// database, SMTP_URL pointing at the SMTP server of ../support/mailbox.ts), because the shared one sends no e-mail.
import type { APIRequestContext, Page } from "@playwright/test";
import { type Site, startSite } from "../../scripts/lib/site.ts";
import { type Mailbox, type ParsedMail, startMailbox } from "../support/mailbox.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const PORT = 3291;
const SITE = `http://127.0.0.1:${PORT}`;

let server: Site | undefined;
let mailbox: Mailbox;

// One server for the whole file: its tests run in order in one worker (a failure does not skip the rest).
test.describe.configure({ mode: "default" });
// This file's pages come from its own server; the fixture then counts only that host as ours.
test.use({ baseURL: SITE });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  mailbox = await startMailbox();
  server = await startSite(
    PORT,
    {
      // The e-mail's links must open this server.
      SITE_ORIGIN: SITE,
      SMTP_URL: mailbox.url,
      NEWSLETTER_SENDER: "on",
      // Each test signs up from its own X-Forwarded-For address, so the limit of 5 sign-ups a minute per
      // client applies to each test alone.
      TRUST_PROXY_HOPS: "1",
    },
    { echo: true },
  );
});

test.afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

let clients = 0;
/** A client address of its own for each test (see TRUST_PROXY_HOPS above). */
test.beforeEach(async ({ context }) => {
  clients += 1;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress() });
});
const clientAddress = () => `198.51.100.${clients}`;

/** A fresh address for each sign-up. */
const newEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.es`;

/** Chromium logs every 4xx answer as a console error; the fixture fails on those unless a test expects them. */
function expectLoggedStatus(guards: { consoleErrors: string[] }, status: number) {
  const expected = `the server responded with a status of ${status}`;
  const before = guards.consoleErrors.length;
  guards.consoleErrors.splice(0, before, ...guards.consoleErrors.filter((line) => !line.includes(expected)));
  expect(guards.consoleErrors.length, `a ${status} answer was logged`).toBeLessThan(before);
}

const SUCCESS = {
  title: "¡Suscripción exitosa!",
  description: "Te hemos enviado un email: abre el enlace para confirmar tu suscripción.",
};

const box = (page: Page, source: string) => page.locator(`form[data-newsletter-form="${source}"]`);
const toasts = (page: Page) => page.getByRole("region", { name: "Notificaciones" });

/** The home page once its islands have hydrated: the forms then switch off the browser's own checks. */
async function openHydratedHome(page: Page) {
  await page.goto("/");
  await expect(box(page, "home-top")).toHaveAttribute("novalidate", "");
  await expect(box(page, "home-bottom")).toHaveAttribute("novalidate", "");
}

/** Signs `email` up as a browser would, without a page (same Origin, this test's client address). */
async function signUpDirectly(request: APIRequestContext, email: string) {
  return request.post("/newsletter", {
    headers: { Origin: SITE, "X-Forwarded-For": clientAddress() },
    form: { email, ageConfirmed: "true", source: "test", page: "/", website: "" },
  });
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
      await expect(page).toHaveURL(`${SITE}/`);

      // No cookie, ever.
      const response = await answer;
      expect(response.status()).toBe(200);
      // The script asked for JSON: the answer alone, never the back end's result code.
      expect(await response.request().headerValue("accept")).toBe("application/json");
      expect(await response.json()).toEqual({ ok: true, message: { ...SUCCESS, variant: "default" } });
      expect(await response.headerValue("cache-control")).toBe("no-store");
      expect(await response.headerValue("set-cookie")).toBeNull();
      expect(await context.cookies()).toEqual([]);

      const mail = await mailbox.waitFor(email);
      expect(mail.subject).toBe("Confirma tu suscripción a la newsletter de CasinoLupa");

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
    await expect(toast.locator("xpath=..")).toHaveAttribute("data-toast", "destructive");
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

  test("newsletter shows 'Ya estás suscrito' for a confirmed address", async ({ page, request, guards }) => {
    const email = newEmail("repetido");
    expect((await signUpDirectly(request, email)).status()).toBe(200);
    const confirm = await request.post(linkIn(await mailbox.waitFor(email), "/newsletter/confirmar"), {
      headers: { Origin: SITE },
    });
    expect(await confirm.text()).toContain("Suscripción confirmada");

    await openHydratedHome(page);
    const form = box(page, "home-top");
    await form.getByLabel("Tu email").fill(email);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Suscribirme" }).click();
    const toast = toasts(page).getByRole("alert");
    await expect(toast).toContainText("Ya estás suscrito");
    await expect(toast).toContainText("Este email ya está registrado en nuestra newsletter");
    await expect(form.getByLabel("Tu email")).toHaveValue(email);
    expectLoggedStatus(guards, 409);
  });

  test("a toast stays while the pointer is on it and leaves about 6 s after", async ({ page }) => {
    test.setTimeout(45_000);
    await openHydratedHome(page);
    await box(page, "home-top").getByRole("button", { name: "Suscribirme" }).click();
    const toast = toasts(page).getByRole("alert");
    await expect(toast).toBeVisible();
    await toast.hover();
    await page.waitForTimeout(7_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(toast).toBeHidden({ timeout: 9_000 });
  });
});

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

      await expect(page).toHaveURL(`${SITE}/newsletter`);
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
      await mailbox.waitFor(email);
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

test("/newsletter is a sign-up page that is never cached", async ({ page, request }) => {
  const response = await page.goto("/newsletter");
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter de CasinoLupa");
  await expect(page.getByRole("heading", { level: 2, name: "Por qué suscribirte" })).toBeVisible();
  await expect(page.locator('form[action="/newsletter"] input[name="page"]')).toHaveValue("/newsletter");
  // A second request is rendered again, not served from the page cache.
  expect((await request.get("/newsletter")).headers()["cache-control"]).toBe("no-store");
});

test("a sixth sign-up within a minute from one client gets 'Demasiados intentos' and Retry-After", async ({
  request,
}) => {
  for (let attempt = 1; attempt <= 5; attempt++) {
    expect((await signUpDirectly(request, newEmail(`limite-${attempt}`))).status()).toBe(200);
  }
  const refused = await signUpDirectly(request, newEmail("limite-6"));
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.text()).toContain("Demasiados intentos");
});

test("double opt-in: the e-mail's link confirms only on the button, and its unsubscribe link works", async ({
  page,
  request,
}) => {
  const email = newEmail("doble");
  await page.goto("/newsletter");
  await page.getByLabel("Tu email").fill(email);
  await page.getByRole("checkbox", { name: "Confirmo que soy mayor de 18 años" }).check();
  await page.getByRole("button", { name: "Suscribirme" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(SUCCESS.title);

  const mail = await mailbox.waitFor(email);
  expect(mail.subject).toBe("Confirma tu suscripción a la newsletter de CasinoLupa");
  const confirmLink = linkIn(mail, "/newsletter/confirmar");
  const unsubscribeLink = linkIn(mail, "/newsletter/baja");
  expect(header(mail, "list-unsubscribe")).toContain(unsubscribeLink);
  expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

  // A mail scanner opening the link changes nothing: the page only offers the button.
  expect((await request.get(confirmLink)).status()).toBe(200);
  const opened = await page.goto(confirmLink);
  expect(opened?.headers()["cache-control"]).toBe("no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirma tu suscripción");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirmar mi suscripción" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suscripción confirmada");

  await page.goto(unsubscribeLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Darte de baja de la newsletter");
  await page.getByRole("button", { name: "Darme de baja" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Te has dado de baja");
  await expect(page.getByRole("main")).toContainText("No recibirás más emails");
});

test("the one-click unsubscribe POST of mail clients (RFC 8058) unsubscribes at once", async ({ request }) => {
  const email = newEmail("un-clic");
  expect((await signUpDirectly(request, email)).status()).toBe(200);
  const mail = await mailbox.waitFor(email);
  const unsubscribeLink = linkIn(mail, "/newsletter/baja");
  await request.post(linkIn(mail, "/newsletter/confirmar"), { headers: { Origin: SITE } });

  // As a mail provider's server sends it: no Origin, only the one-click body.
  const oneClick = await request.post(unsubscribeLink, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  expect(oneClick.headers()["cache-control"]).toBe("no-store");
  expect(await oneClick.text()).toContain("Te has dado de baja");
  // Unsubscribed: the address may sign up again (a confirmed one would be told 'Ya estás suscrito').
  const again = await signUpDirectly(request, email);
  expect(again.status()).toBe(200);
});

test("a one-click POST that carries the mail provider's own Origin is not refused", async ({ request }) => {
  const email = newEmail("un-clic-origen");
  expect((await signUpDirectly(request, email)).status()).toBe(200);
  const unsubscribeLink = linkIn(await mailbox.waitFor(email), "/newsletter/baja");
  const oneClick = await request.post(unsubscribeLink, {
    headers: { Origin: "https://mail.example.net" },
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toContain("Te has dado de baja");
});

test("an unknown token shows the invalid-link page, never a server error", async ({ page, request, guards }) => {
  await page.goto("/newsletter/confirmar?token=desconocido");
  await page.getByRole("button", { name: "Confirmar mi suscripción" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("El enlace no es válido");
  expectLoggedStatus(guards, 400);

  for (const path of ["/newsletter/confirmar", "/newsletter/baja"]) {
    const post = await request.post(`${path}?token=desconocido`, { headers: { Origin: SITE } });
    expect(post.status(), path).toBe(400);
    expect(await post.text(), path).toContain("El enlace no es válido");
    const withoutToken = await request.get(path);
    expect(withoutToken.status(), path).toBe(400);
    expect(await withoutToken.text(), path).toContain("El enlace no es válido");
  }
});

/** The first link to `path` (with its token) in the e-mail's text. */
function linkIn(mail: ParsedMail, path: string): string {
  const escaped = `${SITE}${path}`.replace(/[.?]/g, "\\$&");
  const link = new RegExp(`${escaped}\\?token=[A-Za-z0-9_-]+`).exec(mail.text ?? "")?.[0];
  if (!link) throw new Error(`No ${path} link in the e-mail:\n${mail.text}`);
  return link;
}

/** A header of the e-mail as sent (mailparser rewrites the List-* ones into objects). */
function header(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((entry) => entry.key === name)?.line ?? "";
  return line.slice(line.indexOf(":") + 1).trim();
}
