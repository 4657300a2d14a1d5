-- CreateTable
CREATE TABLE "newsletter_suppressions" (
    "mailbox_hash" TEXT NOT NULL PRIMARY KEY,
    "erased_at" DATETIME NOT NULL
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
    CONSTRAINT "newsletter_outbox_subscriber_id_fkey" FOREIGN KEY ("subscriber_id") REFERENCES "newsletter_subscribers" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_newsletter_outbox" ("attempts", "created_at", "headers", "html", "id", "kind", "last_error", "locked_by", "locked_until", "next_attempt_at", "sent_at", "subject", "subscriber_id", "text", "to_address") SELECT "attempts", "created_at", "headers", "html", "id", "kind", "last_error", "locked_by", "locked_until", "next_attempt_at", "sent_at", "subject", "subscriber_id", "text", "to_address" FROM "newsletter_outbox";
DROP TABLE "newsletter_outbox";
ALTER TABLE "new_newsletter_outbox" RENAME TO "newsletter_outbox";
CREATE INDEX "newsletter_outbox_sent_at_next_attempt_at_idx" ON "newsletter_outbox"("sent_at", "next_attempt_at");
CREATE INDEX "newsletter_outbox_subscriber_id_idx" ON "newsletter_outbox"("subscriber_id");
CREATE INDEX "newsletter_outbox_mailbox_sent_at_idx" ON "newsletter_outbox"("mailbox", "sent_at");
CREATE INDEX "newsletter_outbox_domain_sent_at_idx" ON "newsletter_outbox"("domain", "sent_at");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "newsletter_suppressions_erased_at_idx" ON "newsletter_suppressions"("erased_at");
