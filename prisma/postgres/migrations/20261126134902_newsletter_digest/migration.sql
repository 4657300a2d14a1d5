-- AlterTable
ALTER TABLE "newsletter_outbox" ADD COLUMN     "issue_id" TEXT,
ADD COLUMN     "skipped_at" TIMESTAMP(3),
ADD COLUMN     "unsubscribe_token_hash" TEXT;

-- CreateTable
CREATE TABLE "newsletter_issues" (
    "id" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "digest" TEXT NOT NULL,
    "approved_at" TIMESTAMP(3) NOT NULL,
    "cursor" TEXT,
    "queued_at" TIMESTAMP(3),

    CONSTRAINT "newsletter_issues_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_outbox_unsubscribe_token_hash_key" ON "newsletter_outbox"("unsubscribe_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_outbox_issue_id_subscriber_id_key" ON "newsletter_outbox"("issue_id", "subscriber_id");

-- AddForeignKey
ALTER TABLE "newsletter_outbox" ADD CONSTRAINT "newsletter_outbox_issue_id_fkey" FOREIGN KEY ("issue_id") REFERENCES "newsletter_issues"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
