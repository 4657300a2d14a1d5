// The sign-up's limits (signup-limits.ts): sign-ups per client and minute, and confirmation e-mails per
// mailbox, recipient domain and client. Over a limit, nothing is stored.
import { useTestDatabase } from "@casinolupa/db/testing/vitest";
import { describe, expect, test } from "vitest";
import { messages } from "./messages.ts";
import { subscribe } from "./signup.ts";
import { defaultSignupLimits } from "./signup-limits.ts";
import { newEmail, providers, randomIp, rowCounts, signupContext, signupForm } from "./test-support.ts";

describe.each(providers)("sign-up limits on %s", (provider) => {
  const database = useTestDatabase(provider);

  test("one mailbox gets at most 3 confirmation e-mails a day, however its address is written", async () => {
    const local = `victima${Date.now().toString(36)}`;
    const now = new Date("2030-09-01T10:00:00.000Z");
    const variants = Array.from({ length: 20 }, (_, i) =>
      i % 2 ? `${local}+${i}@gmail.com` : `${local.slice(0, 3)}.${local.slice(3)}+${i}@googlemail.com`,
    );
    const results = [];
    for (const [i, email] of variants.entries()) {
      const before = await rowCounts(database.db);
      const result = await subscribe(
        database.db,
        signupForm({ email }),
        signupContext({ now: new Date(now.getTime() + i * 1000) }),
      );
      results.push(result.code);
      if (result.code === "mail-limit") {
        expect(result).toMatchObject({ ok: false, status: 429, message: messages.error });
        expect(await rowCounts(database.db)).toEqual(before);
      }
    }
    expect(results.filter((code) => code === "subscribed")).toHaveLength(3);
    expect(results.filter((code) => code === "mail-limit")).toHaveLength(17);
    const queued = await Promise.all(variants.map((to) => database.db.outbox.count({ to })));
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(3);

    // A day later the mailbox may get one again.
    const tomorrow = new Date(now.getTime() + 86_400_000 + 60_000);
    const again = await subscribe(
      database.db,
      signupForm({ email: `${local}+otra@gmail.com` }),
      signupContext({ now: tomorrow }),
    );
    expect(again.code).toBe("subscribed");
  });

  test("per hour, a recipient domain and a client each have a cap on confirmation e-mails", async () => {
    const hour = 3_600_000;
    const limits = {
      ...defaultSignupLimits,
      mails: {
        ...defaultSignupLimits.mails,
        perDomain: { windowMs: hour, max: 2 },
        perClient: { windowMs: hour, max: 3 },
      },
    };
    const now = new Date("2030-10-01T10:00:00.000Z");
    const domain = `dominio-${Date.now().toString(36)}.es`;
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const result = await subscribe(
        database.db,
        signupForm({ email: newEmail().replace("example.es", domain) }),
        signupContext({ now, limits }),
      );
      codes.push(result.code);
    }
    expect(codes).toEqual(["subscribed", "subscribed", "mail-limit"]);

    const ip = randomIp();
    const fromOneClient = [];
    for (let i = 0; i < 4; i++) {
      const email = newEmail().replace("example.es", `otro-${i}-${domain}`);
      const result = await subscribe(database.db, signupForm({ email }), signupContext({ ip, now, limits }));
      fromOneClient.push(result.code);
    }
    expect(fromOneClient).toEqual(["subscribed", "subscribed", "subscribed", "mail-limit"]);
    // An hour later both may send again.
    const later = new Date(now.getTime() + hour + 1000);
    const email = newEmail().replace("example.es", domain);
    expect((await subscribe(database.db, signupForm({ email }), signupContext({ ip, now: later, limits }))).code).toBe(
      "subscribed",
    );
  });

  test("the 6th sign-up within a minute from one IP address is refused with 429 and stores nothing", async () => {
    const ip = "192.0.2.66";
    const now = new Date("2030-08-01T10:00:00.000Z");
    for (let i = 0; i < 5; i++) {
      const result = await subscribe(
        database.db,
        signupForm(),
        signupContext({ ip, now: new Date(now.getTime() + i * 1000) }),
      );
      expect(result.code).toBe("subscribed");
    }
    const before = await rowCounts(database.db);
    const email = newEmail();
    const sixth = await subscribe(
      database.db,
      signupForm({ email }),
      signupContext({ ip, now: new Date(now.getTime() + 30_000) }),
    );
    expect(sixth).toEqual({
      ok: false,
      code: "rate-limited",
      status: 429,
      message: messages["rate-limited"],
      retryAfterSeconds: 31, // when the 2nd sign-up (at 1 s) leaves the minute
    });
    expect(await rowCounts(database.db)).toEqual(before);
    expect(await database.db.subscribers.findByEmail(email)).toBeNull();
    // Another address is not affected, and a minute later this one may sign up again.
    expect((await subscribe(database.db, signupForm(), signupContext({ now }))).code).toBe("subscribed");
    const later = new Date(now.getTime() + 92_000);
    expect((await subscribe(database.db, signupForm(), signupContext({ ip, now: later }))).code).toBe("subscribed");
  });
});
