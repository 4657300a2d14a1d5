-- CreateTable
CREATE TABLE "newsletter_subscriber_history" (
    "id" TEXT NOT NULL,
    "subscriber_id" TEXT NOT NULL,
    "archived_at" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "confirmed_at" TIMESTAMP(3),
    "unsubscribed_at" TIMESTAMP(3),
    "consent_version" TEXT NOT NULL,
    "source_page" TEXT,
    "source_form" TEXT,
    "utm_source" TEXT,
    "utm_medium" TEXT,
    "utm_campaign" TEXT,
    "utm_term" TEXT,
    "utm_content" TEXT,
    "ip_address" TEXT,
    "user_agent" TEXT,
    "confirm_sent_at" TIMESTAMP(3),

    CONSTRAINT "newsletter_subscriber_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_deliveries" (
    "id" TEXT NOT NULL,
    "signed_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "newsletter_subscriber_history_subscriber_id_idx" ON "newsletter_subscriber_history"("subscriber_id");

-- CreateIndex
CREATE INDEX "webhook_deliveries_signed_at_idx" ON "webhook_deliveries"("signed_at");

-- AddForeignKey
ALTER TABLE "newsletter_subscriber_history" ADD CONSTRAINT "newsletter_subscriber_history_subscriber_id_fkey" FOREIGN KEY ("subscriber_id") REFERENCES "newsletter_subscribers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
