-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "duplicate_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "duplicate_refund_id" TEXT;

-- CreateTable
CREATE TABLE "refund_notices" (
    "id" TEXT NOT NULL,
    "payment_intent_id" TEXT NOT NULL,
    "refunded_total_cents" INTEGER NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "full_refund" BOOLEAN NOT NULL,
    "reason" TEXT NOT NULL,
    "removed_guides" JSONB NOT NULL,
    "sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refund_notices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sandbox_refunds" (
    "id" TEXT NOT NULL,
    "payment_intent_id" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sandbox_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sandbox_webhook_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3),
    "delivered_at" TIMESTAMP(3),
    "last_error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sandbox_webhook_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "refund_notices_payment_intent_id_refunded_total_cents_key" ON "refund_notices"("payment_intent_id", "refunded_total_cents");

-- CreateIndex
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_key_key" ON "sandbox_refunds"("idempotency_key");

-- CreateIndex
CREATE INDEX "sandbox_refunds_payment_intent_id_idx" ON "sandbox_refunds"("payment_intent_id");

-- CreateIndex
CREATE INDEX "sandbox_webhook_events_next_attempt_at_idx" ON "sandbox_webhook_events"("next_attempt_at");
