import { describe, expect, test } from "vitest";
import { messages } from "./messages.ts";
import { toDeliverableAddress, validateSignup } from "./validate.ts";

const form = (fields: Record<string, string>) => new URLSearchParams({ adult: "on", ...fields });

describe("validateSignup", () => {
  test.each([
    ["empty", "empty", ""],
    ["spaces only", "empty", "   \t "],
    ["255 characters", "invalid-email", `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(59)}.es`],
    ["no domain", "invalid-email", "ana@"],
    ["no TLD", "invalid-email", "ana@localhost"],
    ["no @", "invalid-email", "ana.example.es"],
    ["a space inside", "invalid-email", "ana maria@example.es"],
    ["a quoted local part", "invalid-email", '"ana maria"@example.es'],
    ["angle brackets", "invalid-email", "Ana <ana@example.es>"],
    ["a Unicode local part", "invalid-email", "josé@example.es"],
    ["script-looking", "invalid-email", "<script>alert(1)</script>@example.es"],
    ["SQL-looking", "invalid-email", "' OR 1=1 --"],
    ["two dots in a row", "invalid-email", "ana..maria@example.es"],
    ["a hyphen ending a label", "invalid-email", "ana@example-.es"],
    ["an RFC 2047 encoded-word (Q)", "invalid-email", "=?utf-8?q?admin?=@example.com"],
    ["an RFC 2047 encoded-word (B) inside", "invalid-email", "x=?UTF-8?B?YWRtaW4=?=y@example.com"],
  ])("%s is refused with '%s'", (_, code, email) => {
    expect(validateSignup(form({ email }))).toEqual({ ok: false, code });
  });

  test("the 18+ box must be ticked: 'on', 'true' or the form's ageConfirmed field", () => {
    expect(validateSignup(new URLSearchParams({ email: "ana@example.es" }))).toEqual({ ok: false, code: "adult" });
    expect(validateSignup(new URLSearchParams({ email: "ana@example.es", adult: "false" }))).toEqual({
      ok: false,
      code: "adult",
    });
    for (const fields of [{ adult: "on" }, { adult: "true" }, { ageConfirmed: "true" }] as Record<string, string>[]) {
      expect(validateSignup(new URLSearchParams({ email: "ana@example.es", ...fields })).ok).toBe(true);
    }
  });

  test("an empty e-mail is reported before a missing 18+ box", () => {
    expect(validateSignup(new URLSearchParams({ email: " " }))).toEqual({ ok: false, code: "empty" });
  });

  test("a filled honeypot is 'bot', whatever else the form holds", () => {
    expect(validateSignup(form({ email: "ana@example.es", website: "http://spam.example" }))).toEqual({
      ok: false,
      code: "bot",
    });
    expect(validateSignup(new URLSearchParams({ website: "x" }))).toEqual({ ok: false, code: "bot" });
  });

  test("a valid address is trimmed and lower-cased; the apostrophe and plus are allowed", () => {
    expect(validateSignup(form({ email: "  Ana.O'Brien+news@Example.ES " }))).toMatchObject({
      ok: true,
      form: { email: "ana.o'brien+news@example.es" },
    });
    const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.es`;
    expect(longest).toHaveLength(254);
    expect(validateSignup(form({ email: longest })).ok).toBe(true);
  });

  test("'=' and '?' stay allowed in a local part when they do not make an encoded-word", () => {
    expect(toDeliverableAddress("ana=?b@example.es")).toBe("ana=?b@example.es");
    expect(toDeliverableAddress("x?=y@example.es")).toBe("x?=y@example.es");
  });

  test("a Unicode domain is accepted and stored in its ASCII (punycode) form", () => {
    expect(toDeliverableAddress("usuario@españa.es")).toBe("usuario@xn--espaa-rta.es");
    expect(toDeliverableAddress("usuario@xn--espaa-rta.es")).toBe("usuario@xn--espaa-rta.es");
  });

  test("page path, box id and UTM parameters are read, cut to size, and never a reason to refuse", () => {
    const result = validateSignup(
      form({
        email: "ana@example.es",
        source: "home-bottom",
        page: "/casinos/bet365?utm_source=google&utm_campaign=otoño#opiniones",
        utm_medium: "x".repeat(500),
      }),
    );
    expect(result).toEqual({
      ok: true,
      form: {
        email: "ana@example.es",
        source: "home-bottom",
        sourcePage: "/casinos/bet365",
        utm: { source: "google", medium: "x".repeat(200), campaign: "otoño", term: null, content: null },
      },
    });
  });

  test("a page that is not a path of ours is dropped; the Referer is used only when it is on the site", () => {
    for (const page of ["https://evil.example/x", "//evil.example/x", "javascript:alert(1)"]) {
      expect(validateSignup(form({ email: "ana@example.es", page }))).toMatchObject({ form: { sourcePage: null } });
    }
    const siteOrigin = "https://www.casinolupa.es";
    expect(
      validateSignup(form({ email: "ana@example.es" }), {
        siteOrigin,
        referer: "https://www.casinolupa.es/ruleta?utm_source=newsletter",
      }),
    ).toMatchObject({ form: { sourcePage: "/ruleta", utm: { source: "newsletter" } } });
    expect(
      validateSignup(form({ email: "ana@example.es" }), { siteOrigin, referer: "https://evil.example/ruleta" }),
    ).toMatchObject({ form: { sourcePage: null, utm: { source: null } } });
  });

  test("accepts FormData and plain objects as well as URLSearchParams", () => {
    const data = new FormData();
    data.set("email", "ana@example.es");
    data.set("adult", "on");
    expect(validateSignup(data).ok).toBe(true);
    expect(validateSignup({ email: "ana@example.es", adult: "true" }).ok).toBe(true);
    expect(validateSignup({ email: ["ana@example.es"], adult: "true" })).toEqual({ ok: false, code: "empty" });
  });
});

describe("messages", () => {
  test("carry the spec's exact Spanish copy", () => {
    expect(messages.empty).toEqual({
      title: "Error",
      description: "Por favor, introduce tu email",
      variant: "destructive",
    });
    // A known address is answered like a new one: no message may tell who is subscribed.
    expect(Object.values(messages).map((message) => message.title)).not.toContain("Ya estás suscrito");
    expect(messages.error).toMatchObject({
      title: "Error",
      description: "Hubo un problema al suscribirte. Inténtalo de nuevo.",
    });
    expect(messages.subscribed.title).toBe("Revisa tu correo");
    expect(messages.subscribed.description).toContain("te hemos enviado un correo para confirmar tu suscripción");
    expect(Object.values(messages).map((message) => message.title)).not.toContain("¡Suscripción exitosa!");
    expect(messages.bot).toEqual(messages.subscribed);
  });
});
