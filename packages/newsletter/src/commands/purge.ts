// `node packages/newsletter/src/commands/purge.ts` (pnpm newsletter:purge): deletes sign-ups nobody
// confirmed within 7 days, the proof of opt-outs older than three years (the period the privacy policy states),
// and old delivered e-mails and rate-limit counters. Run it daily.
import { createDb } from "@casinolupa/db";
import { purgeStale } from "../admin.ts";

const db = createDb();
try {
  const purged = await purgeStale(db);
  console.log(
    `Purged ${purged.pendingSubscribers} unconfirmed sign-up${purged.pendingSubscribers === 1 ? "" : "s"} older than 7 days ` +
      `(with ${purged.outboxMessages} outbox message${purged.outboxMessages === 1 ? "" : "s"}), ` +
      `${purged.sentMessages} delivered e-mail record${purged.sentMessages === 1 ? "" : "s"} older than 30 days, ` +
      `${purged.rateLimitHits} rate-limit counter${purged.rateLimitHits === 1 ? "" : "s"} older than a day, ` +
      `${purged.suppressions} erased mailbox${purged.suppressions === 1 ? "" : "es"} remembered for over 30 days, ` +
      `${purged.expiredOptOuts} address${purged.expiredOptOuts === 1 ? "" : "es"} and ` +
      `${purged.expiredHistoryRows} history record${purged.expiredHistoryRows === 1 ? "" : "s"} whose opt-out is older than three years.`,
  );
} catch (error) {
  console.error(`Purge failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await db.disconnect();
}
