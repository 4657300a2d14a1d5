-- CreateTable
CREATE TABLE "newsletter_issues" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "subject" TEXT NOT NULL,
    "digest" TEXT NOT NULL,
    "approved_at" DATETIME NOT NULL,
    "cursor" TEXT,
    "queued_at" DATETIME
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_newsletter_outbox" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "headers" TEXT NOT NULL DEFAULT '{}',
    "subscriber_id" TEXT,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" DATETIME,
    "locked_by" TEXT,
    "sent_at" DATETIME,
    "last_error" TEXT,
    "mailbox" TEXT NOT NULL DEFAULT '',
    "domain" TEXT NOT NULL DEFAULT '',
    "issue_id" TEXT,
    "unsubscribe_token_hash" TEXT,
    "skipped_at" DATETIME,
    CONSTRAINT "newsletter_outbox_subscriber_id_fkey" FOREIGN KEY ("subscriber_id") REFERENCES "newsletter_subscribers" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "newsletter_outbox_issue_id_fkey" FOREIGN KEY ("issue_id") REFERENCES "newsletter_issues" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_newsletter_outbox" ("attempts", "created_at", "domain", "headers", "html", "id", "kind", "last_error", "locked_by", "locked_until", "mailbox", "next_attempt_at", "sent_at", "subject", "subscriber_id", "text", "to_address") SELECT "attempts", "created_at", "domain", "headers", "html", "id", "kind", "last_error", "locked_by", "locked_until", "mailbox", "next_attempt_at", "sent_at", "subject", "subscriber_id", "text", "to_address" FROM "newsletter_outbox";
DROP TABLE "newsletter_outbox";
ALTER TABLE "new_newsletter_outbox" RENAME TO "newsletter_outbox";
CREATE UNIQUE INDEX "newsletter_outbox_unsubscribe_token_hash_key" ON "newsletter_outbox"("unsubscribe_token_hash");
CREATE INDEX "newsletter_outbox_sent_at_next_attempt_at_idx" ON "newsletter_outbox"("sent_at", "next_attempt_at");
CREATE INDEX "newsletter_outbox_subscriber_id_idx" ON "newsletter_outbox"("subscriber_id");
CREATE INDEX "newsletter_outbox_mailbox_sent_at_idx" ON "newsletter_outbox"("mailbox", "sent_at");
CREATE INDEX "newsletter_outbox_domain_sent_at_idx" ON "newsletter_outbox"("domain", "sent_at");
CREATE UNIQUE INDEX "newsletter_outbox_issue_id_subscriber_id_key" ON "newsletter_outbox"("issue_id", "subscriber_id");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
