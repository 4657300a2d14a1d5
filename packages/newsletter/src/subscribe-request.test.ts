// handleSubscribeRequest(), the route action: a cross-site post is refused before its body is read, and a
// same-site post's client address, user agent and page become the sign-up's consent evidence.
import { outboxHeaders } from "@casinolupa/db";
import { useTestDatabase } from "@casinolupa/db/testing/vitest";
import { describe, expect, test } from "vitest";
import { messages } from "./messages.ts";
import { consentVersion } from "./signup.ts";
import { handleSubscribeRequest } from "./subscribe-request.ts";
import { newEmail, providers, rowCounts, signupForm, siteOrigin, tokenFrom } from "./test-support.ts";
import { hashToken } from "./tokens.ts";

describe.each(providers)("handleSubscribeRequest() on %s", (provider) => {
  const database = useTestDatabase(provider);

  test("a request from another site is refused with 403 before its form is read, and stores nothing", async () => {
    const before = await rowCounts(database.db);
    const request = new Request(`${siteOrigin}/newsletter`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: signupForm(),
    });
    const result = await handleSubscribeRequest(database.db, request, { siteOrigin, remoteAddress: "10.9.9.9" });
    expect(result).toEqual({ ok: false, code: "cross-site", status: 403, message: messages["cross-site"] });
    expect(request.bodyUsed).toBe(false);
    expect(await rowCounts(database.db)).toEqual(before);
  });

  test("a new address is stored pending, with its consent evidence and one queued confirmation e-mail", async () => {
    const email = newEmail();
    const now = new Date("2030-05-06T07:08:09.000Z");
    const request = new Request(`${siteOrigin}/newsletter`, {
      method: "POST",
      headers: { origin: siteOrigin, "user-agent": "U".repeat(800) },
      body: signupForm({
        email: ` ${email.toUpperCase()} `,
        source: "home-bottom",
        page: "/comparacion?utm_source=google&utm_medium=cpc&utm_campaign=otono&utm_term=ruleta&utm_content=banner",
      }),
    });
    const result = await handleSubscribeRequest(database.db, request, {
      siteOrigin,
      remoteAddress: "::ffff:203.0.113.7",
      now,
    });
    expect(result).toEqual({ ok: true, code: "subscribed", status: 200, message: messages.subscribed });

    const subscriber = await database.db.subscribers.findByEmail(email);
    expect(subscriber).toMatchObject({
      email,
      status: "pending",
      createdAt: now,
      confirmedAt: null,
      consentVersion,
      ipAddress: "203.0.113.7",
      userAgent: "U".repeat(500),
      sourcePage: "/comparacion",
      sourceForm: "home-bottom",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "otono",
      utmTerm: "ruleta",
      utmContent: "banner",
      confirmTokenExpiresAt: new Date(now.getTime() + 7 * 86_400_000),
      confirmSentAt: now,
    });
    const [mail, ...more] = await database.db.outbox.list({ subscriberId: subscriber?.id ?? "" });
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: "confirmation", to: email, attempts: 0, sentAt: null, nextAttemptAt: now });
    // Only hashes are stored; the tokens are in the e-mail.
    expect(subscriber?.confirmTokenHash).toBe(hashToken(tokenFrom(mail?.text ?? "", "/newsletter/confirmar")));
    expect(subscriber?.unsubscribeTokenHash).toBe(hashToken(tokenFrom(mail?.text ?? "", "/newsletter/baja")));
    expect(outboxHeaders(mail ?? { headers: "" })).toEqual({
      "List-Unsubscribe": `<${siteOrigin}/newsletter/baja?token=${tokenFrom(mail?.text ?? "", "/newsletter/baja")}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
