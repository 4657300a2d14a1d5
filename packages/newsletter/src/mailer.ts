// The mailer: sends one e-mail through SMTP, or writes it as an .eml file when no SMTP server is configured
// (a fresh clone). The outbox sender (./outbox-sender.ts) is what calls it.
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { repoRoot } from "@casinolupa/db";
import nodemailer from "nodemailer";
import type { Logger } from "./log-safe.ts";
import { confirmPath, type Email, mailFromEnv } from "./mail.ts";

export type Mailer = {
  /** "smtp" when SMTP_URL is set; "file" writes .eml files (the embedded default). */
  readonly kind: "smtp" | "file";
  readonly from: string;
  /** Resolves once the SMTP server accepted the message (or the file is written); rejects otherwise. */
  send(message: Email): Promise<{ messageId: string }>;
  close(): void;
};

export type MailerConfig = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. Unset: write .eml files. */
  smtpUrl?: string | undefined;
  /** The From header. Default: MAIL_FROM, else CasinoLupa <newsletter@casinolupa.es>. */
  from?: string | undefined;
  /** Where .eml files go without SMTP. Default: MAIL_OUTBOX_DIR, else <repo>/data/outbox/. */
  outboxDir?: string | undefined;
  log?: Logger;
};

/** The mailer config from SMTP_URL, MAIL_FROM and MAIL_OUTBOX_DIR. */
export function mailerConfigFromEnv(env: Record<string, string | undefined> = process.env): MailerConfig {
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    from: mailFromEnv(env),
    outboxDir: env.MAIL_OUTBOX_DIR?.trim() || undefined,
  };
}

export const defaultOutboxDir = path.join(repoRoot, "data", "outbox");

/**
 * With `smtpUrl`, sends through that SMTP server (nodemailer). Without it, writes each message as
 * an .eml file (readable by its owner only) into `outboxDir` and logs the file's name, never the
 * address. When the confirmation link points to this machine (no SITE_ORIGIN: a fresh clone), the
 * log also shows that link, so a sign-up can be confirmed by clicking in the terminal; a link to a
 * public site is never logged.
 */
export function createMailer(config: MailerConfig = mailerConfigFromEnv()): Mailer {
  const from = config.from ?? mailFromEnv();
  const log = config.log ?? console;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      // NOTE: a stalled send must end, or its batch would hold its lease (renewed while the sender runs) for
      // ever; nodemailer's defaults allow a stalled connection up to 10 minutes.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      kind: "smtp",
      from,
      async send(message) {
        const info = await transport.sendMail(withMessageId(from, message));
        return { messageId: String(info.messageId) };
      },
      close: () => transport.close(),
    };
  }

  const outboxDir = config.outboxDir ?? defaultOutboxDir;
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    from,
    async send(message) {
      const info = await transport.sendMail(withMessageId(from, message));
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`,
      );
      await writeFile(file, info.message, { mode: 0o600 });
      const link = message.text.match(new RegExp(`https?://\\S+${confirmPath}\\?token=[\\w-]+`))?.[0];
      log.info(`newsletter: e-mail written to ${path.relative(process.cwd(), file) || file}`);
      if (link && isLoopback(new URL(link).hostname)) log.info(`newsletter: confirmation link: ${link}`);
      return { messageId: String(info.messageId) };
    },
    close: () => transport.close(),
  };
}

/** The message as nodemailer takes it: a Message-ID among the headers (a digest's) is given as its own id. */
function withMessageId(from: string, { headers, ...message }: Email) {
  const { "Message-ID": messageId, ...rest } = headers;
  return { from, ...message, headers: rest, ...(messageId ? { messageId } : {}) };
}

function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}
