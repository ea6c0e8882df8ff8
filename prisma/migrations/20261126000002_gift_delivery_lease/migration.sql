-- AlterTable
ALTER TABLE "gifts" ADD COLUMN     "delivery_claimed_until" TIMESTAMP(3);

-- The scheduled job's due gifts, in deliver_at order: a partial index (Prisma's schema cannot
-- declare one), so the claim reads the first due gifts in index order instead of sorting them all.
CREATE INDEX "gifts_due_deliver_at_idx" ON "gifts"("deliver_at") WHERE "delivered_at" IS NULL AND "refunded_at" IS NULL;
