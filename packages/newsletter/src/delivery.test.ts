import { createDb } from "@casinolupa/db";
import { useTestDatabase } from "@casinolupa/db/testing/vitest";
import { afterEach, describe, expect, test } from "vitest";
import { confirmSubscription, unsubscribe } from "./confirm.ts";
import { createMailer, type Mailer } from "./mailer.ts";
import { createOutboxSender } from "./outbox-sender.ts";
import { subscribe } from "./signup.ts";
import { handleSubscribeRequest } from "./subscribe-request.ts";
import {
  freePort,
  memoryLogger,
  newEmail,
  providers,
  randomIp,
  signupContext,
  signupForm,
  siteOrigin,
  startSmtpServer,
  type TestSmtpServer,
  tokenFrom,
} from "./test-support.ts";

const from = "CasinoLupa <newsletter@casinolupa.es>";

describe.each(providers)("sign-up to inbox on %s, through a real SMTP server", (provider) => {
  const database = useTestDatabase(provider);
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function smtpServer(options?: Parameters<typeof startSmtpServer>[0]): Promise<TestSmtpServer> {
    const server = await startSmtpServer(options);
    cleanups.push(() => server.close());
    return server;
  }
  function mailer(smtpUrl: string): Mailer {
    const created = createMailer({ smtpUrl, from, log: memoryLogger() });
    cleanups.push(() => created.close());
    return created;
  }
  /** Sends whatever is queued until nothing is left; returns how many were sent. */
  async function drainOutbox(options: Omit<Parameters<typeof createOutboxSender>[0], "db">): Promise<number> {
    const sender = createOutboxSender({ db: database.db, log: memoryLogger(), ...options });
    let sent = 0;
    for (;;) {
      const round = await sender.runOnce();
      sent += round.sent;
      if (round.claimed === 0) return sent;
    }
  }

  test("the visitor gets the Spanish confirmation e-mail, confirms with its link and leaves with the other", async () => {
    const smtp = await smtpServer();
    const email = newEmail("ana");
    const request = new Request(`${siteOrigin}/newsletter`, {
      method: "POST",
      headers: { origin: siteOrigin, "user-agent": "Mozilla/5.0" },
      body: signupForm({ email }),
    });
    const result = await handleSubscribeRequest(database.db, request, { siteOrigin, remoteAddress: randomIp() });
    expect(result.code).toBe("subscribed");

    expect(await drainOutbox({ mailer: mailer(smtp.url) })).toBe(1);
    const [mail, ...others] = await smtp.waitFor(1);
    expect(others).toEqual([]);
    expect(mail?.envelopeTo).toEqual([email]);
    expect(mail?.from?.text).toBe('"CasinoLupa" <newsletter@casinolupa.es>');
    expect(mail?.subject).toBe("Confirma tu suscripción al boletín de CasinoLupa");
    const text = mail?.text ?? "";
    for (const phrase of [
      "Para confirmar tu suscripción, abre este enlace:",
      "Si no has sido tú, ignora este mensaje",
      "solo para mayores de 18 años",
      "Quiénes somos: CasinoLupa",
      "Por qué recibes este correo",
    ]) {
      expect(text).toContain(phrase);
    }
    const confirmToken = tokenFrom(text, "/newsletter/confirmar");
    const unsubscribeToken = tokenFrom(text, "/newsletter/baja");
    const html = mail?.html || "";
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`href="${siteOrigin}/newsletter/confirmar?token=${confirmToken}"`);
    expect(html).toContain("Confirmar mi suscripción");
    // The raw header line, unfolded (RFC 5322 2.2.3: a long header may continue on the next line).
    const header = (name: string) =>
      mail?.headerLines.find((line) => line.key === name)?.line.replace(/\r\n(?=[ \t])/g, "");
    expect(header("list-unsubscribe")).toBe(
      `List-Unsubscribe: <${siteOrigin}/newsletter/baja?token=${unsubscribeToken}>`,
    );
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    // Delivered: the outbox keeps no copy of the link.
    const [queued] = await database.db.outbox.list({ to: email });
    expect(queued).toMatchObject({ sentAt: expect.any(Date), text: "", html: "", headers: "{}" });

    expect(await confirmSubscription(database.db, confirmToken)).toBe("confirmed");
    const confirmed = await database.db.subscribers.findByEmail(email);
    expect(confirmed).toMatchObject({ status: "confirmed", confirmedAt: expect.any(Date) });
    expect(await confirmSubscription(database.db, confirmToken)).toBe("already-confirmed");

    expect(await unsubscribe(database.db, unsubscribeToken)).toBe("unsubscribed");
    expect(await database.db.subscribers.findByEmail(email)).toMatchObject({
      status: "unsubscribed",
      unsubscribedAt: expect.any(Date),
    });
    expect(await unsubscribe(database.db, unsubscribeToken)).toBe("already-unsubscribed");
    expect(smtp.received).toHaveLength(1);
  });

  test("50 concurrent sign-ups of one new address store one row and deliver one e-mail", async () => {
    const smtp = await smtpServer();
    const email = newEmail("rafaga");
    const results = await Promise.all(
      Array.from({ length: 50 }, () => subscribe(database.db, signupForm({ email }), signupContext())),
    );
    expect(results.every((result) => result.code === "subscribed")).toBe(true);
    expect(await database.db.subscribers.count()).toBeGreaterThanOrEqual(1);
    expect(await database.db.outbox.count({ to: email })).toBe(1);

    await drainOutbox({ mailer: mailer(smtp.url) });
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(email))).toHaveLength(1);
    const subscriber = await database.db.subscribers.findByEmail(email);
    expect(subscriber?.status).toBe("pending");
  });

  test("with SMTP down, the sign-up succeeds and its e-mail waits in the outbox until SMTP is back", async () => {
    const port = await freePort();
    let clock = new Date("2030-09-01T12:00:00.000Z");
    const email = newEmail("caida");
    expect((await subscribe(database.db, signupForm({ email }), signupContext({ now: clock }))).code).toBe(
      "subscribed",
    );

    const log = memoryLogger();
    const sender = createOutboxSender({
      db: database.db,
      mailer: mailer(`smtp://127.0.0.1:${port}`),
      now: () => clock,
      backoff: { baseMs: 5_000, maxMs: 60_000 },
      log,
    });
    expect(await sender.runOnce()).toEqual({ claimed: 1, sent: 0, failed: 1, held: 0, dropped: 0, skipped: 0 });
    const [waiting] = await database.db.outbox.list({ to: email });
    expect(waiting).toMatchObject({
      attempts: 1,
      sentAt: null,
      lockedBy: null,
      nextAttemptAt: new Date(clock.getTime() + 5_000),
    });
    expect(waiting?.lastError).toContain("ECONNREFUSED");
    expect(log.lines.join("\n")).toContain("retry at");

    // Still down at the next attempt: the wait doubles.
    clock = new Date(clock.getTime() + 5_000);
    expect(await sender.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    expect((await database.db.outbox.list({ to: email }))[0]).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date(clock.getTime() + 10_000),
    });
    // Not due yet: nothing is tried.
    expect(await sender.runOnce()).toEqual({ claimed: 0, sent: 0, failed: 0, held: 0, dropped: 0, skipped: 0 });

    const smtp = await smtpServer({ port });
    clock = new Date(clock.getTime() + 10_000);
    expect(await sender.runOnce()).toEqual({ claimed: 1, sent: 1, failed: 0, held: 0, dropped: 0, skipped: 0 });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.envelopeTo).toEqual([email]);
    expect((await database.db.outbox.list({ to: email }))[0]).toMatchObject({
      attempts: 2,
      sentAt: clock,
      lastError: null,
    });
  });

  test("two senders, each with its own connection, deliver each of 20 queued e-mails exactly once", async () => {
    // A slow server keeps each sender busy, so the two really do run side by side.
    const smtp = await smtpServer({ delayMs: 25 });
    const emails = Array.from({ length: 20 }, () => newEmail("lote"));
    for (const email of emails) {
      expect((await subscribe(database.db, signupForm({ email }), signupContext())).code).toBe("subscribed");
    }
    const sentBy = new Map<string, string[]>();
    const senders = ["web-1", "web-2"].map((workerId) => {
      const db = createDb(database.url);
      cleanups.push(() => db.disconnect());
      const smtpMailer = mailer(smtp.url);
      const counting: Mailer = {
        ...smtpMailer,
        send(message) {
          sentBy.set(message.to, [...(sentBy.get(message.to) ?? []), workerId]);
          return smtpMailer.send(message);
        },
      };
      return createOutboxSender({
        db,
        mailer: counting,
        workerId,
        batchSize: 3,
        pollIntervalMs: 10,
        log: memoryLogger(),
      });
    });
    for (const sender of senders) sender.start();
    try {
      await smtp.waitFor(20);
      // A little longer, in case either would (wrongly) send something twice.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()));
    }
    const received = smtp.received.flatMap((mail) => mail.envelopeTo).filter((to) => emails.includes(to));
    expect(received.sort()).toEqual([...emails].sort());
    expect([...sentBy.values()].every((workers) => workers.length === 1)).toBe(true);
    const workers = new Set([...sentBy.values()].flat());
    expect(workers).toEqual(new Set(["web-1", "web-2"]));
    expect(await database.db.outbox.count({ sent: false })).toBe(0);
  });
});
