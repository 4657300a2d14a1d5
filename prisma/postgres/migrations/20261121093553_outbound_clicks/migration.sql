-- CreateTable
CREATE TABLE "outbound_clicks" (
    "casino_slug" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "outbound_clicks_pkey" PRIMARY KEY ("casino_slug","day")
);
