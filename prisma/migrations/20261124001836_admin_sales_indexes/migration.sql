-- CreateIndex
CREATE INDEX "orders_paid_at_idx" ON "orders"("paid_at");

-- CreateIndex
CREATE INDEX "orders_refunded_at_idx" ON "orders"("refunded_at");

-- CreateIndex
CREATE INDEX "atomic_year_subscriptions_created_at_idx" ON "atomic_year_subscriptions"("created_at");
