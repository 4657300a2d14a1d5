// The newsletter's limits (signup-limits.ts): sign-ups per client and per network are refused past their
// windows; the caps on e-mails per mailbox and per domain never refuse a sign-up, they make its e-mail wait.
import { useTestDatabase } from "@casinolupa/db/testing/vitest";
import { describe, expect, test } from "vitest";
import { confirmSubscription, unsubscribe } from "./confirm.ts";
import { mailboxOf } from "./mailbox.ts";
import { messages } from "./messages.ts";
import { createOutboxSender } from "./outbox-sender.ts";
import { subscribe } from "./signup.ts";
import { defaultMailCaps } from "./signup-limits.ts";
import {
  memoryLogger,
  memoryMailer,
  newEmail,
  providers,
  randomIp,
  rowCounts,
  signupContext,
  signupForm,
  tokenFrom,
} from "./test-support.ts";

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe.each(providers)("sign-up limits on %s", (provider) => {
  const database = useTestDatabase(provider);

  /** An outbox sender on a clock the test sets, whose mailer keeps what it sends. */
  function senderAt(caps = defaultMailCaps) {
    const clock = { now: new Date() };
    const mailer = memoryMailer();
    const sender = createOutboxSender({
      db: database.db,
      mailer,
      caps,
      batchSize: 1000,
      now: () => clock.now,
      log: memoryLogger(),
    });
    /** Runs a round at `at` and returns who was sent an e-mail in it. */
    const runAt = async (at: Date) => {
      clock.now = at;
      const before = mailer.sent.length;
      await sender.runOnce();
      return mailer.sent.slice(before).map((mail) => mail.to);
    };
    return { runAt, mailer };
  }

  test("with a small domain's hourly cap used up, a real person's sign-up is still accepted and e-mailed the next hour", async () => {
    const domain = `correo-${Date.now().toString(36)}.es`;
    const caps = { ...defaultMailCaps, perDomain: { windowMs: hour, max: 2 } };
    const { runAt } = senderAt(caps);
    const t0 = new Date("2031-01-10T10:20:00.000Z");
    // Someone signs up two addresses of the domain: its allowance for this hour is spent.
    const flood = [newEmail("otro").replace("example.es", domain), newEmail("otro").replace("example.es", domain)];
    for (const email of flood) await subscribe(database.db, signupForm({ email }), signupContext({ now: t0 }));
    expect((await runAt(t0)).filter((to) => to.endsWith(domain)).sort()).toEqual([...flood].sort());

    const person = `persona-real-${Date.now().toString(36)}@${domain}`;
    const answer = await subscribe(database.db, signupForm({ email: person }), signupContext({ now: t0 }));
    expect(answer).toMatchObject({ ok: true, code: "subscribed", status: 200, message: messages.subscribed });
    expect(await runAt(new Date(t0.getTime() + minute))).not.toContain(person);
    const [waiting] = await database.db.outbox.list({ to: person });
    expect(waiting).toMatchObject({ sentAt: null, nextAttemptAt: new Date("2031-01-10T11:00:00.000Z") });

    expect(await runAt(new Date("2031-01-10T11:00:00.000Z"))).toContain(person);
    expect(await database.db.outbox.count({ to: person, sent: true })).toBe(1);
  });

  test("a flood of gmail.com sign-ups from many networks does not hold back a real gmail.com reader", async () => {
    // As the penetration test did it, scaled down: the hour's cap used up from many /24s, then the real reader.
    const caps = { ...defaultMailCaps, perDomain: { windowMs: hour, max: 20 } };
    const { runAt } = senderAt(caps);
    const t0 = new Date("2031-01-11T08:16:00.000Z");
    const label = Date.now().toString(36);
    for (let n = 0; n < 25; n++) {
      const ip = `198.18.${n % 6}.${1 + Math.floor(n / 6)}`;
      await subscribe(database.db, signupForm({ email: `n3-${label}-${n}@gmail.com` }), signupContext({ ip, now: t0 }));
    }
    expect((await runAt(t0)).filter((to) => to.startsWith(`n3-${label}-`))).toHaveLength(25);

    const person = `real.person.${label}@gmail.com`;
    await subscribe(database.db, signupForm({ email: person }), signupContext({ ip: "203.0.113.7", now: t0 }));
    // The next sender round (2 s later): the gmail.com reader's e-mail goes at once.
    const next = new Date(t0.getTime() + 2_000);
    expect(await runAt(next)).toContain(person);
    expect(await database.db.outbox.list({ to: person })).toMatchObject([{ sentAt: next }]);
  });

  test("past the cap of 3 e-mails a day to victim@, a sign-up of victim@ is accepted and its e-mail sent the next day, alone", async () => {
    const local = `victima${Date.now().toString(36)}`;
    const { runAt } = senderAt();
    const t0 = new Date("2031-02-01T09:00:00.000Z");
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const ofMailbox = (sent: string[]) => sent.filter((to) => mailboxOf(to).mailbox === `${local}@gmail.com`);
    // Someone signs the mailbox up three times, written three ways: the day's three e-mails go out.
    for (const email of [
      `${local}+1@gmail.com`,
      `${local.slice(0, 4)}.${local.slice(4)}@gmail.com`,
      `${local}+2@googlemail.com`,
    ]) {
      await subscribe(database.db, signupForm({ email }), signupContext({ now: t0 }));
    }
    expect(ofMailbox(await runAt(t0))).toHaveLength(3);
    // Two more from them, then the owner: all accepted, none sent now; only the owner's waits, the others are dropped.
    const owner = `${local}@gmail.com`;
    for (const email of [`${local}+3@gmail.com`, `${local}+4@gmail.com`, owner]) {
      const answer = await subscribe(database.db, signupForm({ email }), signupContext({ now: at(minute) }));
      expect(answer).toMatchObject({ ok: true, status: 200, message: messages.subscribed });
    }
    expect(ofMailbox(await runAt(at(2 * minute)))).toEqual([]);
    expect(await database.db.outbox.count({ to: `${local}+3@gmail.com` })).toBe(0);
    expect(await database.db.outbox.list({ to: owner })).toMatchObject([{ sentAt: null, nextAttemptAt: at(day + 1) }]);

    expect(ofMailbox(await runAt(at(day + 1)))).toEqual([owner]);
  });

  test("the note to a subscribed reader signed up again counts against their mailbox's cap, and is not sent once they left", async () => {
    const email = newEmail("suscrito");
    const { runAt, mailer } = senderAt();
    const t0 = new Date("2031-02-05T09:00:00.000Z");
    const at = (ms: number) => new Date(t0.getTime() + ms);
    await subscribe(database.db, signupForm({ email }), signupContext({ now: t0 }));
    expect(await runAt(t0)).toContain(email);
    const confirmation = mailer.sent.find((mail) => mail.to === email);
    await confirmSubscription(database.db, tokenFrom(confirmation?.text ?? "", "/newsletter/confirmar"), { now: t0 });

    // Two notes go the same day; the third sign-up's note waits for the mailbox's day to end.
    for (const minutes of [1, 2, 3]) {
      await subscribe(database.db, signupForm({ email }), signupContext({ now: at(minutes * minute) }));
      await runAt(at(minutes * minute));
    }
    expect(await database.db.outbox.count({ to: email, sent: true })).toBe(3);
    const [waiting] = (await database.db.outbox.list({ to: email })).filter((mail) => mail.sentAt === null);
    expect(waiting).toMatchObject({ kind: "already-subscribed", nextAttemptAt: at(day + 1) });

    // They unsubscribe with the link in the first note: the waiting one never goes.
    const firstNote = mailer.sent.find((mail) => mail.to === email && mail.subject.startsWith("Ya estás suscrito"));
    expect(
      await unsubscribe(database.db, tokenFrom(firstNote?.text ?? "", "/newsletter/baja"), { now: at(hour) }),
    ).toBe("unsubscribed");
    expect(await runAt(at(day + 1))).not.toContain(email);
    expect(await database.db.outbox.count({ to: email, sent: true })).toBe(3);
  });

  test("a flood from one /24 is refused with the rate-limit answer after 20 sign-ups a minute; the next /24 is not", async () => {
    const now = new Date("2031-03-01T12:00:00.000Z");
    const network = `198.51.${Math.floor(Math.random() * 256)}`;
    const codes = [];
    for (let host = 1; host <= 21; host++) {
      const result = await subscribe(database.db, signupForm(), signupContext({ ip: `${network}.${host}`, now }));
      codes.push(result.code);
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill("subscribed"));
    const before = await rowCounts(database.db);
    const refused = await subscribe(database.db, signupForm(), signupContext({ ip: `${network}.200`, now }));
    expect(refused).toEqual({
      ok: false,
      code: "rate-limited",
      status: 429,
      message: messages["rate-limited"],
      retryAfterSeconds: 60,
    });
    expect(await rowCounts(database.db)).toEqual(before);
    const neighbour = `${network === "198.51.255" ? "198.52.0" : `198.51.${Number(network.split(".")[2]) + 1}`}.1`;
    expect((await subscribe(database.db, signupForm(), signupContext({ ip: neighbour, now }))).code).toBe("subscribed");
  });

  test("the 6th sign-up within a minute from one IP address is refused with 429 and stores nothing", async () => {
    const ip = randomIp();
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
      retryAfterSeconds: 30, // when the minute that began at 10:00:00 ends
    });
    expect(await rowCounts(database.db)).toEqual(before);
    expect(await database.db.subscribers.findByEmail(email)).toBeNull();
    // Another address is not affected, and a minute later this one may sign up again.
    expect((await subscribe(database.db, signupForm(), signupContext({ now }))).code).toBe("subscribed");
    const later = new Date(now.getTime() + 92_000);
    expect((await subscribe(database.db, signupForm(), signupContext({ ip, now: later }))).code).toBe("subscribed");
  });

  test("one client gets at most 20 sign-ups an hour, however slowly it sends them", async () => {
    const ip = randomIp();
    const now = new Date("2030-07-01T10:00:00.000Z");
    const codes = [];
    for (let i = 0; i < 21; i++) {
      const result = await subscribe(
        database.db,
        signupForm(),
        signupContext({ ip, now: new Date(now.getTime() + i * 2 * minute) }),
      );
      codes.push(result.code);
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill("subscribed"));
    expect(codes[20]).toBe("rate-limited");
  });
});
