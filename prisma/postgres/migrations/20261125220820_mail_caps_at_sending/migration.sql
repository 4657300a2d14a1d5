-- AlterTable
ALTER TABLE "newsletter_outbox" ADD COLUMN     "domain" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "mailbox" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "newsletter_suppressions" (
    "mailbox_hash" TEXT NOT NULL,
    "erased_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "newsletter_suppressions_pkey" PRIMARY KEY ("mailbox_hash")
);

-- CreateIndex
CREATE INDEX "newsletter_suppressions_erased_at_idx" ON "newsletter_suppressions"("erased_at");

-- CreateIndex
CREATE INDEX "newsletter_outbox_mailbox_sent_at_idx" ON "newsletter_outbox"("mailbox", "sent_at");

-- CreateIndex
CREATE INDEX "newsletter_outbox_domain_sent_at_idx" ON "newsletter_outbox"("domain", "sent_at");
