import { describe, expect, test } from "vitest";
import { confirmationEmail, mailFromEnv } from "./mail.ts";

describe("who sends the confirmation e-mail", () => {
  const base = { to: "ana@example.es", siteOrigin: "https://www.casinolupa.es", confirmToken: "c".repeat(43) };
  test("the footer names the site owner's company and address from the settings, in both parts", () => {
    const email = confirmationEmail({
      ...base,
      unsubscribeToken: "u".repeat(43),
      sender: { companyName: "Lupa Medios, S.L.", address: "Calle Mayor 1, 28013 Madrid" },
    });
    expect(email.text).toContain(
      "Quién te lo envía: Lupa Medios, S.L. (Calle Mayor 1, 28013 Madrid), titular de CasinoLupa.",
    );
    expect(email.html).toContain("Lupa Medios, S.L. (Calle Mayor 1, 28013 Madrid), titular de CasinoLupa");
  });

  test("says «boletín» and «correo», and names no sender while the settings have none", () => {
    const email = confirmationEmail({ ...base, unsubscribeToken: "u".repeat(43) });
    expect(email.subject).toBe("Confirma tu suscripción al boletín de CasinoLupa");
    expect(email.text).toContain("Por qué recibes este correo");
    expect(`${email.subject} ${email.text}`).not.toMatch(/la newsletter|este email/);
    expect(email.text).not.toContain("Quién te lo envía");
  });
});

describe("confirmationEmail", () => {
  const email = confirmationEmail({
    to: "o'brien+x@example.es",
    siteOrigin: "https://www.casinolupa.es/ignored/path",
    confirmToken: "c".repeat(43),
    unsubscribeToken: "u".repeat(43),
  });

  test("links to the confirm and one-click unsubscribe pages of the site's origin", () => {
    expect(email.text).toContain(`https://www.casinolupa.es/newsletter/confirmar?token=${"c".repeat(43)}`);
    expect(email.text).toContain(`https://www.casinolupa.es/newsletter/baja?token=${"u".repeat(43)}`);
    expect(email.headers).toEqual({
      "List-Unsubscribe": `<https://www.casinolupa.es/newsletter/baja?token=${"u".repeat(43)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  test("escapes the address in the HTML and keeps the text version plain", () => {
    expect(email.html).toContain("<strong>o&#39;brien+x@example.es</strong>");
    expect(email.text).toContain("(o'brien+x@example.es)");
    expect(email.html).not.toContain("o'brien");
  });
});

test("the From address comes from MAIL_FROM, with CasinoLupa's as the default", () => {
  expect(mailFromEnv({})).toBe("CasinoLupa <newsletter@casinolupa.es>");
  expect(mailFromEnv({ MAIL_FROM: "  " })).toBe("CasinoLupa <newsletter@casinolupa.es>");
  expect(mailFromEnv({ MAIL_FROM: "Lupa <hola@example.es>" })).toBe("Lupa <hola@example.es>");
});
