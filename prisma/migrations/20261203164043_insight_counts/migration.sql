-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "insight_source" TEXT;

-- CreateTable
CREATE TABLE "insight_counts" (
    "day" DATE NOT NULL,
    "metric" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "source" TEXT NOT NULL DEFAULT '',
    "n" INTEGER NOT NULL,

    CONSTRAINT "insight_counts_pkey" PRIMARY KEY ("day","metric","subject","source")
);

-- CreateIndex
CREATE INDEX "insight_counts_metric_day_idx" ON "insight_counts"("metric", "day");

-- CreateIndex
CREATE INDEX "orders_kind_created_at_idx" ON "orders"("kind", "created_at");
