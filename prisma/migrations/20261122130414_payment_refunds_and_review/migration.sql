-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'needs_review';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "refunded_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "review_reason" TEXT;

-- AlterTable
ALTER TABLE "payment_events" ADD COLUMN     "outcome" TEXT;

-- CreateTable
CREATE TABLE "payment_refunds" (
    "payment_intent_id" TEXT NOT NULL,
    "refunded_cents" INTEGER NOT NULL,
    "fully_refunded" BOOLEAN NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "payment_refunds_pkey" PRIMARY KEY ("payment_intent_id")
);

-- CreateIndex
CREATE INDEX "orders_payment_intent_id_idx" ON "orders"("payment_intent_id");
