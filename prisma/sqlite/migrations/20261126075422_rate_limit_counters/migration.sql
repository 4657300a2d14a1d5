-- CreateTable
CREATE TABLE "rate_limit_counters" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "hits" INTEGER NOT NULL,
    "expires_at" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters"("expires_at");
