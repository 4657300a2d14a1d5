// The web process's database services, made once by server/services.ts: the one database client (SQLite or
// PostgreSQL from DATABASE_URL), the click counter that writes outbound clicks in batches, the sender that delivers
// the newsletter's outbox in the background, and (PostgreSQL) the connection that hears publishes from every
// process. All are closed on shutdown, after the last request: the sender, the listener and the click counter first
// (its last counts are written), then the database.
import { randomUUID } from "node:crypto";
import { createDb } from "@casinolupa/db";
import { createMailer, createOutboxSender, defaultMailCaps } from "@casinolupa/newsletter";
import { createClickCounter } from "./clicks.server";
import { type Env, siteOriginConfigured } from "./env.server";
import { logger } from "./lib/logger.server";
import { onShutdown } from "./lifecycle.server";

export type DbServices = ReturnType<typeof createDbServices>;

/** @param invalidateContent What a publish announced by another process sets off here (content.server.ts). */
export function createDbServices(env: Env, invalidateContent: () => void) {
  const db = createDb(env.DATABASE_URL, {
    timeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS * 1000,
      busyMs: env.DATABASE_BUSY_TIMEOUT_SECONDS * 1000,
    },
  });
  onShutdown("database", () => db.disconnect());

  const clickCounter = createClickCounter({ clicks: db.clicks, log: logger });
  clickCounter.start();
  onShutdown("click counts", () => clickCounter.stop());

  // NOTE: several web processes may share one database; the outbox lease (30 s, renewed while sending, released
  // on shutdown) makes each message go out once, and a killed process delays its messages by at most the lease.
  if (env.NODE_ENV !== "test" && env.NEWSLETTER_SENDER === "on") {
    const sender = createOutboxSender({
      db,
      mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.MAIL_OUTBOX_DIR, log: logger }),
      batchSize: env.NEWSLETTER_SEND_BATCH_SIZE,
      pollIntervalMs: env.NEWSLETTER_SEND_INTERVAL_SECONDS * 1000,
      caps: { ...defaultMailCaps, perDomain: { windowMs: 3_600_000, max: env.NEWSLETTER_MAILS_PER_DOMAIN_HOUR } },
      // Each round first finishes queuing any approved issue a process left half queued.
      issues: { perMinute: env.NEWSLETTER_DIGEST_PER_MINUTE },
      log: logger,
    });
    sender.start();
    onShutdown("outbox sender", () => sender.stop());
    // On a fresh clone the outbox folder is the intended mailbox (the README says so); a deployment needs SMTP.
    if (!env.SMTP_URL && siteOriginConfigured) {
      logger.warn("newsletter: SMTP_URL is not set, so e-mails are only written to files and never delivered.");
    }
  }

  /** Names this process in its own publish announcements, which it has already applied. */
  const processId = randomUUID();

  const listener = db.listenForContentChanges({
    onChange(from) {
      if (from === processId) return;
      invalidateContent();
      logger.info("Content cache invalidated by a publish announced by another process");
    },
    // Announcements sent while this process was not listening are lost: refresh as if one had come.
    onListening(reconnected) {
      invalidateContent();
      if (reconnected) logger.info("Content cache invalidated: listening for publishes again after a reconnect");
    },
  });
  if (listener) onShutdown("publish listener", () => listener.close());

  return {
    db,
    clickCounter,
    /**
     * After the publish webhook has emptied this process's caches: every other process sharing the database
     * empties its own (through PostgreSQL NOTIFY; nothing to do on SQLite, which is one process).
     */
    announcePublish: (): Promise<void> => db.contentChanges.announce(processId),
  };
}
