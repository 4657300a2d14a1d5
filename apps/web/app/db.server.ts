// The web process's one database client (SQLite or PostgreSQL from DATABASE_URL), and the sender that
// delivers the newsletter's outbox in the background while the server runs. Both are closed on shutdown,
// after the last request: the sender first, then the database.
import { createDb } from "@casinolupa/db";
import { createMailer, createOutboxSender } from "@casinolupa/newsletter";
import { onShutdown } from "../server/lifecycle";
import { env } from "./env.server";

export const db = createDb(env.DATABASE_URL);
onShutdown("database", () => db.disconnect());

// NOTE: several web processes may share one database; the outbox lease makes each message go out once.
if (env.NODE_ENV !== "test" && env.NEWSLETTER_SENDER === "on") {
  const sender = createOutboxSender({
    db,
    mailer: createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.MAIL_OUTBOX_DIR }),
  });
  sender.start();
  onShutdown("outbox sender", () => sender.stop());
}
