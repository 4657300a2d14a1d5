// Factories for the newsletter tests (the database is @casinolupa/db/testing/vitest's useTestDatabase()): a real
// SMTP server that keeps what it receives, and sign-up forms and contexts. Used by the *.test.ts files only.
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import type { Db } from "@casinolupa/db";
import { providers } from "@casinolupa/db/testing";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { composeDigest, type Digest } from "./digest.ts";
import type { Logger } from "./log-safe.ts";
import type { Email } from "./mail.ts";
import type { Mailer } from "./mailer.ts";
import type { SignupContext } from "./signup.ts";

export { providers };

export const siteOrigin = "https://www.casinolupa.es";

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export type TestSmtpServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived in total (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

/**
 * A real SMTP server (smtp-server) on 127.0.0.1, without TLS or authentication, that parses every
 * message it accepts with mailparser. `port` 0 picks a free port; `delayMs` slows each DATA reply.
 */
export async function startSmtpServer({
  port = 0,
  delayMs = 0,
}: {
  port?: number;
  delayMs?: number;
} = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      simpleParser(stream)
        .then(async (mail) => {
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          received.push({ ...mail, envelopeTo });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const listening = server.listen(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    listening.once("listening", resolve);
    listening.once("error", reject);
  });
  const address = listening.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A digest of November 2026 with only its subject and intro (no changes, casinos or guides): what a delivery test sends. */
export function plainDigest(subject: string, intro: string): Digest {
  return composeDigest(
    { subject, intro, periodStart: "2026-11-01", periodEnd: "2026-11-30" },
    { changes: [], casinos: [], guides: [], owner: null, siteOrigin },
  );
}

/** A TCP port nothing listens on (for "SMTP is down"). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

/** A fresh address nobody has used. */
export function newEmail(label = "lector"): string {
  return `${label}-${randomUUID().slice(0, 12)}@example.es`;
}

/** A valid posted form, as the site's form sends it; override the fields a test is about. */
export function signupForm(overrides: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    email: newEmail(),
    ageConfirmed: "true",
    website: "",
    source: "home-top",
    page: "/comparacion?utm_source=google&utm_medium=cpc",
    ...overrides,
  });
}

/** A random private IPv4 address, so sign-ups do not share a rate limit by accident. */
export function randomIp(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** A same-origin browser request's context; override what the test is about. */
export function signupContext(overrides: Partial<SignupContext> = {}): SignupContext {
  return {
    ip: randomIp(),
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
    origin: { ok: true, via: "origin" },
    siteOrigin,
    ...overrides,
  };
}

/** A logger that keeps its lines, for asserting on them and keeping test output clean. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    lines.push(args.map(String).join(" "));
  };
  return { lines, error: keep, warn: keep, info: keep };
}

/** A mailer that keeps what it is given (when an SMTP server would add nothing to the test). */
export function memoryMailer(): Mailer & { sent: Email[] } {
  const sent: Email[] = [];
  return {
    kind: "smtp",
    from: "CasinoLupa <newsletter@casinolupa.es>",
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: String(sent.length) };
    },
    close() {},
  };
}

/** The value of the `token` parameter of the first link to `path` in `text`. */
export function tokenFrom(text: string, path: string): string {
  const match = new RegExp(`https://www\\.casinolupa\\.es${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

/** The rows a sign-up could have written, to show that a refused one wrote none. */
export async function rowCounts(db: Db): Promise<{ subscribers: number; outbox: number }> {
  return { subscribers: await db.subscribers.count(), outbox: await db.outbox.count() };
}

/**
 * Readers in each status, each with a fresh address (none pending or unsubscribed unless asked); returns the
 * confirmed ones' addresses, the readers an issue must reach.
 */
export async function seedReaders(
  db: Db,
  counts: { confirmed: number; unsubscribed?: number; pending?: number },
): Promise<string[]> {
  const confirmed: string[] = [];
  for (const status of ["confirmed", "unsubscribed", "pending"] as const) {
    for (let i = 0; i < (counts[status] ?? 0); i++) {
      const email = newEmail(status);
      await db.subscribers.create({
        email,
        consentVersion: "2025-01",
        status,
        confirmedAt: status === "pending" ? null : new Date(),
        unsubscribedAt: status === "unsubscribed" ? new Date() : null,
      });
      if (status === "confirmed") confirmed.push(email);
    }
  }
  return confirmed;
}
