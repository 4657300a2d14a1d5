// One outbox sender in a process of its own, for newsletter-digest.test.ts to kill mid-send: it sends what
// DATABASE_URL's outbox holds through SMTP_URL, claiming LEASE_MS at a time, until it is killed.
import { createDb } from "@casinolupa/db";
import { createMailer, createOutboxSender } from "@casinolupa/newsletter";

const db = createDb(process.env.DATABASE_URL);
const mailer = createMailer({ smtpUrl: process.env.SMTP_URL, log: console });
createOutboxSender({
  db,
  mailer,
  leaseMs: Number(process.env.LEASE_MS),
  batchSize: 5,
  pollIntervalMs: 50,
  issues: false,
}).start();
// The sender's timers do not keep Node alive; this process lives until it is killed.
setInterval(() => {}, 60_000);
