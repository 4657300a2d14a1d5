-- AlterTable
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirm_sent_at" DATETIME;
ALTER TABLE "newsletter_subscribers" ADD COLUMN "source_form" TEXT;

-- CreateTable
CREATE TABLE "newsletter_outbox" (
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
    CONSTRAINT "newsletter_outbox_subscriber_id_fkey" FOREIGN KEY ("subscriber_id") REFERENCES "newsletter_subscribers" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "rate_limit_hits" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "key" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "newsletter_outbox_sent_at_next_attempt_at_idx" ON "newsletter_outbox"("sent_at", "next_attempt_at");

-- CreateIndex
CREATE INDEX "newsletter_outbox_subscriber_id_idx" ON "newsletter_outbox"("subscriber_id");

-- CreateIndex
CREATE INDEX "rate_limit_hits_key_created_at_idx" ON "rate_limit_hits"("key", "created_at");

-- CreateIndex
CREATE INDEX "rate_limit_hits_created_at_idx" ON "rate_limit_hits"("created_at");
