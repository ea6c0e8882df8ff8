-- CreateTable
CREATE TABLE "sandbox_checkout_sessions" (
    "id" TEXT NOT NULL,
    "order_id" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "payment_status" TEXT NOT NULL DEFAULT 'unpaid',
    "amount_total_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "customer_email" TEXT,
    "line_items" JSONB NOT NULL,
    "metadata" JSONB NOT NULL,
    "success_url" TEXT NOT NULL,
    "cancel_url" TEXT NOT NULL,
    "payment_intent_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMP(3),

    CONSTRAINT "sandbox_checkout_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sandbox_checkout_sessions_order_id_idx" ON "sandbox_checkout_sessions"("order_id");
