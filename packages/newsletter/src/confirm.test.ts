import { useTestDatabase } from "@casinolupa/db/testing/vitest";
import { describe, expect, test } from "vitest";
import { confirmSubscription, unsubscribe } from "./confirm.ts";
import { subscribe } from "./signup.ts";
import { newEmail, providers, signupContext, signupForm, tokenFrom } from "./test-support.ts";
import { newToken } from "./tokens.ts";

describe.each(providers)("confirmation and unsubscribe links on %s", (provider) => {
  const database = useTestDatabase(provider);

  /** Signs a fresh address up at `now`; returns it with the tokens of its e-mail. */
  async function signedUp(now = new Date()) {
    const email = newEmail();
    await subscribe(database.db, signupForm({ email }), signupContext({ now }));
    const [mail] = await database.db.outbox.list({ to: email });
    const text = mail?.text ?? "";
    return { email, confirm: tokenFrom(text, "/newsletter/confirmar"), leave: tokenFrom(text, "/newsletter/baja") };
  }

  test.each([
    ["missing", undefined],
    ["empty", ""],
    ["too short", "abc"],
    ["not base64url", `${"!".repeat(43)}`],
    ["an array", ["x"]],
    ["SQL-looking", "' OR 1=1 --"],
  ])("a %s token is 'invalid' for both links, without an error", async (_, token) => {
    expect(await confirmSubscription(database.db, token)).toBe("invalid");
    expect(await unsubscribe(database.db, token)).toBe("invalid");
  });

  test("a well-formed token nobody was given is 'invalid'", async () => {
    expect(await confirmSubscription(database.db, newToken())).toBe("invalid");
    expect(await unsubscribe(database.db, newToken())).toBe("invalid");
  });

  test("the confirmation link works for 7 days, then says 'expired' and changes nothing", async () => {
    const sentAt = new Date("2030-01-01T00:00:00.000Z");
    const fresh = await signedUp(sentAt);
    expect(
      await confirmSubscription(database.db, fresh.confirm, { now: new Date(sentAt.getTime() + 7 * 86_400_000 - 1) }),
    ).toBe("confirmed");
    const stale = await signedUp(sentAt);
    expect(
      await confirmSubscription(database.db, stale.confirm, { now: new Date(sentAt.getTime() + 7 * 86_400_000) }),
    ).toBe("expired");
    expect((await database.db.subscribers.findByEmail(stale.email))?.status).toBe("pending");
  });

  test("two clicks at once confirm once: one 'confirmed', one 'already-confirmed'", async () => {
    const { confirm } = await signedUp();
    const results = await Promise.all([
      confirmSubscription(database.db, confirm),
      confirmSubscription(database.db, confirm),
    ]);
    expect(results.sort()).toEqual(["already-confirmed", "confirmed"]);
  });

  test("after unsubscribing, the confirmation link no longer works and the unsent e-mail is dropped", async () => {
    const { email, confirm, leave } = await signedUp();
    expect(await database.db.outbox.count({ to: email, sent: false })).toBe(1);
    expect(await unsubscribe(database.db, leave)).toBe("unsubscribed");
    expect(await database.db.outbox.count({ to: email })).toBe(0);
    expect(await confirmSubscription(database.db, confirm)).toBe("invalid");
    expect((await database.db.subscribers.findByEmail(email))?.status).toBe("unsubscribed");
  });
});
