// subscribe(): what one sign-up stores and answers, by the state the address is in (new, confirmed, pending,
// unsubscribed) and for every refused form. The limits are in signup-limits.test.ts, the route action's request
// checks in subscribe-request.test.ts.
import { useTestDatabase } from "@casinolupa/db/testing/vitest";
import { describe, expect, test } from "vitest";
import { confirmSubscription, unsubscribe } from "./confirm.ts";
import { mailboxOf } from "./mailbox.ts";
import { messages } from "./messages.ts";
import { consentVersion, subscribe } from "./signup.ts";
import { newEmail, providers, rowCounts, signupContext, signupForm, tokenFrom } from "./test-support.ts";

describe.each(providers)("subscribe() on %s", (provider) => {
  const database = useTestDatabase(provider);

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
    const before = await rowCounts(database.db);
    const result = await subscribe(database.db, signupForm(fields), signupContext());
    expect(result).toMatchObject({ code, message: messages[code] });
    if (code === "bot") {
      // Answered exactly like a success, so the bot learns nothing.
      expect(result).toMatchObject({ ok: true, status: 200, message: messages.subscribed });
    } else {
      expect(result).toMatchObject({ ok: false, status: 400 });
    }
    expect(await rowCounts(database.db)).toEqual(before);
  });

  test("a confirmed address is answered like a new one; its owner is e-mailed a note with a working unsubscribe link", async () => {
    const email = newEmail();
    await subscribe(database.db, signupForm({ email }), signupContext());
    const [mail] = await database.db.outbox.list({ to: email });
    expect(await confirmSubscription(database.db, tokenFrom(mail?.text ?? "", "/newsletter/confirmar"))).toBe(
      "confirmed",
    );
    const confirmed = await database.db.subscribers.findByEmail(email);

    const fresh = await subscribe(database.db, signupForm({ email: newEmail() }), signupContext());
    const again = await subscribe(database.db, signupForm({ email: email.toUpperCase() }), signupContext());
    expect(again).toEqual(fresh);
    expect(again).toEqual({ ok: true, code: "subscribed", status: 200, message: messages.subscribed });
    expect(again.message.description).toContain("te hemos enviado un correo");
    // Nothing about the subscription changed: the owner's earlier links still work.
    expect(await database.db.subscribers.findByEmail(email)).toEqual(confirmed);

    // A flood of sign-ups of the address leaves one note waiting, capped like every e-mail to that mailbox.
    await subscribe(database.db, signupForm({ email }), signupContext());
    const notes = (await database.db.outbox.list({ to: email })).filter((m) => m.kind === "already-subscribed");
    expect(notes).toHaveLength(1);
    const [note] = notes;
    expect(note).toMatchObject({
      subject: "Ya estás suscrito al boletín de CasinoLupa",
      mailbox: mailboxOf(email).mailbox,
      domain: mailboxOf(email).domain,
      sentAt: null,
    });
    expect(note?.text).toContain("Ya estabas suscrito, así que no tienes que hacer nada");
    expect(note?.text).not.toContain("/newsletter/confirmar");

    expect(await unsubscribe(database.db, tokenFrom(note?.text ?? "", "/newsletter/baja"))).toBe("unsubscribed");
    expect((await database.db.subscribers.findByEmail(email))?.status).toBe("unsubscribed");
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
});
