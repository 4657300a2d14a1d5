// The double opt-in through a real SMTP server: the e-mail arrives, its confirm link confirms only when the button
// is pressed, and its unsubscribe link and the mail clients' one-click POST (RFC 8058) unsubscribe.
import type { ParsedMail } from "../support/mailbox.ts";
import {
  expectLoggedStatus,
  linkIn,
  newEmail,
  SUCCESS,
  signUpDirectly,
  useNewsletterSite,
} from "../support/newsletter-site.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const site = useNewsletterSite(3294);

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

  const mail = await site.mail(email);
  expect(mail.subject).toBe("Confirma tu suscripción al boletín de CasinoLupa");
  const confirmLink = linkIn(site, mail, "/newsletter/confirmar");
  const unsubscribeLink = linkIn(site, mail, "/newsletter/baja");
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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("¡Suscripción exitosa!");
  await expect(page.getByRole("main")).toContainText("Te has suscrito correctamente a nuestra newsletter.");

  await page.goto(unsubscribeLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Darte de baja de la newsletter");
  await page.getByRole("button", { name: "Darme de baja" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Te has dado de baja");
  await expect(page.getByRole("main")).toContainText("No recibirás más correos");
});

test("the one-click unsubscribe POST of mail clients (RFC 8058) unsubscribes at once", async ({ request }) => {
  const email = newEmail("un-clic");
  expect((await signUpDirectly(site, request, email)).status()).toBe(200);
  const mail = await site.mail(email);
  const unsubscribeLink = linkIn(site, mail, "/newsletter/baja");
  await request.post(linkIn(site, mail, "/newsletter/confirmar"), { headers: { Origin: site.origin } });

  // As a mail provider's server sends it: no Origin, only the one-click body.
  const oneClick = await request.post(unsubscribeLink, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  expect(oneClick.headers()["cache-control"]).toBe("no-store");
  expect(await oneClick.text()).toContain("Te has dado de baja");
  // Unsubscribed: the address may sign up again.
  const again = await signUpDirectly(site, request, email);
  expect(again.status()).toBe(200);
});

test("a one-click POST that carries the mail provider's own Origin is not refused", async ({ request }) => {
  const email = newEmail("un-clic-origen");
  expect((await signUpDirectly(site, request, email)).status()).toBe(200);
  const unsubscribeLink = linkIn(site, await site.mail(email), "/newsletter/baja");
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
    const post = await request.post(`${path}?token=desconocido`, { headers: { Origin: site.origin } });
    expect(post.status(), path).toBe(400);
    expect(await post.text(), path).toContain("El enlace no es válido");
    const withoutToken = await request.get(path);
    expect(withoutToken.status(), path).toBe(400);
    expect(await withoutToken.text(), path).toContain("El enlace no es válido");
  }
});

/** A header of the e-mail as sent (mailparser rewrites the List-* ones into objects). */
function header(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((entry) => entry.key === name)?.line ?? "";
  return line.slice(line.indexOf(":") + 1).trim();
}
