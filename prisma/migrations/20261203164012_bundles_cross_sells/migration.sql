-- AlterTable
ALTER TABLE "strands" ADD COLUMN     "bundle_price_cents" INTEGER NOT NULL DEFAULT 2000;

-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "bundle_strand" "Strand";

-- CreateTable
CREATE TABLE "guide_cross_sells" (
    "guide_id" TEXT NOT NULL,
    "other_guide_id" TEXT NOT NULL,
    "readers" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "guide_cross_sells_pkey" PRIMARY KEY ("guide_id","other_guide_id")
);

-- CreateTable
CREATE TABLE "cross_sell_refreshes" (
    "id" TEXT NOT NULL,
    "computed_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "cross_sell_refreshes_pkey" PRIMARY KEY ("id")
);
