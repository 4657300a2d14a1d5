-- CreateTable
CREATE TABLE "operator_changes" (
    "id" TEXT NOT NULL,
    "casino_id" TEXT NOT NULL,
    "casino_slug" TEXT NOT NULL,
    "casino_name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "fact" TEXT NOT NULL,
    "old_value" TEXT,
    "new_value" TEXT,
    "reason" TEXT,
    "changed_at" TIMESTAMP(3) NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "operator_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "operator_fact_snapshots" (
    "casino_id" TEXT NOT NULL,
    "facts" TEXT NOT NULL,
    "reason" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "operator_fact_snapshots_pkey" PRIMARY KEY ("casino_id")
);

-- CreateIndex
CREATE INDEX "operator_changes_changed_at_idx" ON "operator_changes"("changed_at");

-- CreateIndex
CREATE INDEX "operator_changes_casino_slug_changed_at_idx" ON "operator_changes"("casino_slug", "changed_at");

-- CreateIndex
CREATE INDEX "operator_changes_kind_changed_at_idx" ON "operator_changes"("kind", "changed_at");
