import { mkdtemp, rm } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDb, outboxHeaders } from "@casinolupa/db";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { confirmSubscription, unsubscribe } from "./confirm.ts";
import { messages } from "./messages.ts";
import { consentVersion, defaultSignupLimits, handleSubscribeRequest, subscribe } from "./signup.ts";
import {
  createTestDatabase,
  memoryLogger,
  newEmail,
  providers,
  randomIp,
  signupContext,
  signupForm,
  siteOrigin,
  type TestDatabase,
  tokenFrom,
} from "./test-support.ts";
import { hashToken } from "./tokens.ts";

describe.each(providers)("subscribe() on %s", (provider) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(provider);
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** Rows a sign-up could have written. */
  const rowCounts = async () => ({
    subscribers: await database.db.subscribers.count(),
    outbox: await database.db.outbox.count(),
  });

  test.each([
    ["an empty e-mail", { email: "" }, "empty"],
    ["an e-mail of spaces", { email: "    " }, "empty"],
    [
      "a 255-character e-mail",
      { email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(59)}.es` },
      "invalid-email",
    ],
    ["an e-mail without domain", { email: "ana@" }, "invalid-email"],
    ["a Unicode local part", { email: "josé@example.es" }, "invalid-email"],
    ["script-looking input", { email: "<script>alert('x')</script>" }, "invalid-email"],
    ["SQL-looking input", { email: "' OR 1=1 --" }, "invalid-email"],
    ["a missing 18+ box", { ageConfirmed: "" }, "adult"],
    ["a filled honeypot", { website: "https://spam.example" }, "bot"],
  ] as const)("%s gets '%s' and stores nothing", async (_, fields, code) => {
    const before = await rowCounts();
    const result = await subscribe(database.db, signupForm(fields), signupContext());
    expect(result).toMatchObject({ code, message: messages[code] });
    if (code === "bot") {
      // Answered exactly like a success, so the bot learns nothing.
      expect(result).toMatchObject({ ok: true, status: 200, message: messages.subscribed });
    } else {
      expect(result).toMatchObject({ ok: false, status: 400 });
    }
    expect(await rowCounts()).toEqual(before);
  });

  test("a request from another site is refused with 403 before its form is read, and stores nothing", async () => {
    const before = await rowCounts();
    const request = new Request(`${siteOrigin}/newsletter`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: signupForm(),
    });
    const result = await handleSubscribeRequest(database.db, request, { siteOrigin, remoteAddress: "10.9.9.9" });
    expect(result).toEqual({ ok: false, code: "cross-site", status: 403, message: messages["cross-site"] });
    expect(request.bodyUsed).toBe(false);
    expect(await rowCounts()).toEqual(before);
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

  test("newsletter shows 'Ya estás suscrito' for a confirmed address, in any letter case, and sends nothing", async () => {
    const email = newEmail();
    await subscribe(database.db, signupForm({ email }), signupContext());
    const [mail] = await database.db.outbox.list({ to: email });
    expect(await confirmSubscription(database.db, tokenFrom(mail?.text ?? "", "/newsletter/confirmar"))).toBe(
      "confirmed",
    );
    const before = await rowCounts();

    const result = await subscribe(database.db, signupForm({ email: email.toUpperCase() }), signupContext());
    expect(result).toEqual({ ok: false, code: "duplicate", status: 409, message: messages.duplicate });
    expect(result.message).toEqual({
      title: "Ya estás suscrito",
      description: "Este email ya está registrado en nuestra newsletter",
      variant: "destructive",
    });
    expect(await rowCounts()).toEqual(before);
    expect((await database.db.subscribers.findByEmail(email))?.status).toBe("confirmed");
  });

  test("a pending address gets a fresh confirmation e-mail, but at most one every 10 minutes", async () => {
    const email = newEmail();
    const t0 = new Date("2030-06-01T10:00:00.000Z");
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    await subscribe(database.db, signupForm({ email }), signupContext({ now: t0 }));
    const first = await database.db.subscribers.findByEmail(email);
    const [firstMail] = await database.db.outbox.list({ to: email });

    // Again after 9 minutes: success, but no new e-mail and the first link still works.
    const again = await subscribe(database.db, signupForm({ email }), signupContext({ now: at(9) }));
    expect(again).toMatchObject({ ok: true, code: "subscribed" });
    expect(await database.db.outbox.count({ to: email })).toBe(1);
    expect((await database.db.subscribers.findByEmail(email))?.confirmTokenHash).toBe(first?.confirmTokenHash);

    // After 11 minutes: a new e-mail with a new link replaces the unsent first one.
    const later = await subscribe(
      database.db,
      signupForm({ email, page: "/ruleta" }),
      signupContext({ now: at(11), ip: "198.51.100.20" }),
    );
    expect(later).toMatchObject({ ok: true, code: "subscribed" });
    const renewed = await database.db.subscribers.findByEmail(email);
    expect(renewed).toMatchObject({
      id: first?.id,
      status: "pending",
      createdAt: t0,
      confirmSentAt: at(11),
      ipAddress: "198.51.100.20",
      sourcePage: "/ruleta",
    });
    expect(renewed?.confirmTokenHash).not.toBe(first?.confirmTokenHash);
    const mails = await database.db.outbox.list({ to: email });
    expect(mails.map((mail) => mail.createdAt)).toEqual([at(11)]);
    expect(
      await confirmSubscription(database.db, tokenFrom(firstMail?.text ?? "", "/newsletter/confirmar"), {
        now: at(12),
      }),
    ).toBe("invalid");
    expect(
      await confirmSubscription(database.db, tokenFrom(mails[0]?.text ?? "", "/newsletter/confirmar"), { now: at(12) }),
    ).toBe("confirmed");
  });

  test("an unsubscribed address keeps its opt-out: one new e-mail per 30 days, its old records as history", async () => {
    const email = newEmail();
    const t0 = new Date("2030-07-01T10:00:00.000Z");
    const days = (n: number) => new Date(t0.getTime() + n * 86_400_000);
    await subscribe(database.db, signupForm({ email }), signupContext({ now: t0, ip: "198.51.100.29" }));
    const [mail] = await database.db.outbox.list({ to: email });
    await confirmSubscription(database.db, tokenFrom(mail?.text ?? "", "/newsletter/confirmar"), { now: t0 });
    expect(await unsubscribe(database.db, tokenFrom(mail?.text ?? "", "/newsletter/baja"), { now: days(1) })).toBe(
      "unsubscribed",
    );
    const left = await database.db.subscribers.findByEmail(email);

    // Someone signs the address up again the next day: answered like any sign-up, but nothing changes.
    const soon = await subscribe(database.db, signupForm({ email }), signupContext({ now: days(2) }));
    expect(soon).toMatchObject({ ok: true, code: "subscribed" });
    expect(await database.db.subscribers.findByEmail(email)).toEqual(left);
    // (The first e-mail, never sent, was dropped by the unsubscribe.)
    expect(await database.db.outbox.count({ to: email })).toBe(0);

    // 30 days after the last e-mail: pending again with new consent evidence and one e-mail; the old consent
    // and the opt-out are kept.
    const back = await subscribe(
      database.db,
      signupForm({ email }),
      signupContext({ now: days(31), ip: "198.51.100.30" }),
    );
    expect(back).toMatchObject({ ok: true, code: "subscribed" });
    expect(await database.db.subscribers.findByEmail(email)).toMatchObject({
      status: "pending",
      confirmedAt: null,
      unsubscribedAt: days(1),
      confirmSentAt: days(31),
      ipAddress: "198.51.100.30",
    });
    expect(await database.db.subscribers.history(left?.id ?? "")).toMatchObject([
      {
        archivedAt: days(31),
        status: "unsubscribed",
        createdAt: t0,
        confirmedAt: t0,
        unsubscribedAt: days(1),
        ipAddress: "198.51.100.29",
        consentVersion,
      },
    ]);
    expect(await database.db.outbox.count({ to: email, sent: false })).toBe(1);

    // And a day later, still within 30 days of that e-mail: nothing more.
    await subscribe(database.db, signupForm({ email }), signupContext({ now: days(32) }));
    expect(await database.db.outbox.count({ to: email, sent: false })).toBe(1);
    expect(await database.db.subscribers.history(left?.id ?? "")).toHaveLength(1);
  });

  test("one mailbox gets at most 3 confirmation e-mails a day, however its address is written", async () => {
    const local = `victima${Date.now().toString(36)}`;
    const now = new Date("2030-09-01T10:00:00.000Z");
    const variants = Array.from({ length: 20 }, (_, i) =>
      i % 2 ? `${local}+${i}@gmail.com` : `${local.slice(0, 3)}.${local.slice(3)}+${i}@googlemail.com`,
    );
    const results = [];
    for (const [i, email] of variants.entries()) {
      const before = await rowCounts();
      const result = await subscribe(
        database.db,
        signupForm({ email }),
        signupContext({ now: new Date(now.getTime() + i * 1000) }),
      );
      results.push(result.code);
      if (result.code === "mail-limit") {
        expect(result).toMatchObject({ ok: false, status: 429, message: messages.error });
        expect(await rowCounts()).toEqual(before);
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
    const before = await rowCounts();
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
    expect(await rowCounts()).toEqual(before);
    expect(await database.db.subscribers.findByEmail(email)).toBeNull();
    // Another address is not affected, and a minute later this one may sign up again.
    expect((await subscribe(database.db, signupForm(), signupContext({ now }))).code).toBe("subscribed");
    const later = new Date(now.getTime() + 92_000);
    expect((await subscribe(database.db, signupForm(), signupContext({ ip, now: later }))).code).toBe("subscribed");
  });
});

describe.each(providers)("subscribe() with the %s database down", (provider) => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "casinolupa-down-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test("answers the generic error, logs it without the address, and does not throw", async () => {
    // SQLite: the "file" is a directory, which cannot be opened; Postgres: nothing listens on port 1.
    const url = provider === "sqlite" ? `file:${dir}` : "postgresql://postgres@127.0.0.1:1/casinolupa";
    const db = createDb(url);
    const log = memoryLogger();
    const email = newEmail();
    try {
      const result = await subscribe(db, signupForm({ email }), signupContext({ log }));
      expect(result).toEqual({ ok: false, code: "error", status: 500, message: messages.error });
      expect(result.message.description).toBe("Hubo un problema al suscribirte. Inténtalo de nuevo.");
      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]).toMatch(/^newsletter: sign-up failed: /);
      expect(log.lines[0]).not.toContain(email);
    } finally {
      await db.disconnect().catch(() => undefined);
    }
  });
});

test("subscribe() during a partition (PostgreSQL accepts connections and never answers): the generic error, not a hang", async () => {
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as AddressInfo;
  const db = createDb(`postgresql://postgres@127.0.0.1:${port}/casinolupa`, {
    timeouts: { connectMs: 500, statementMs: 500 },
  });
  try {
    const result = await subscribe(db, signupForm(), signupContext({ log: memoryLogger() }));
    expect(result).toEqual({ ok: false, code: "error", status: 500, message: messages.error });
  } finally {
    await db.disconnect().catch(() => undefined);
    silent.close();
  }
});
