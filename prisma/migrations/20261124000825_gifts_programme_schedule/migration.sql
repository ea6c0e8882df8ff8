-- DropIndex
DROP INDEX "gifts_delivered_at_delivery_date_idx";

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "marketing_emails_opt_out" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "programme_emails_opt_out" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "atomic_year_subscriptions" ADD COLUMN     "ended_at" TIMESTAMP(3),
ADD COLUMN     "next_email_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "gifts" ADD COLUMN     "activation_expires_at" TIMESTAMP(3),
ADD COLUMN     "claimed_guide_id" TEXT,
ADD COLUMN     "deliver_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "refunded_at" TIMESTAMP(3),
ADD COLUMN     "reminder_sent_at" TIMESTAMP(3),
ADD COLUMN     "time_zone" TEXT NOT NULL DEFAULT 'UTC';

-- AlterTable
ALTER TABLE "email_deliveries" ADD COLUMN     "due_at" TIMESTAMP(3),
ADD COLUMN     "outcome" TEXT NOT NULL DEFAULT 'sent',
ADD COLUMN     "skip_reason" TEXT;

-- CreateIndex
CREATE INDEX "atomic_year_subscriptions_status_next_email_at_idx" ON "atomic_year_subscriptions"("status", "next_email_at");

-- CreateIndex
CREATE INDEX "gifts_delivered_at_deliver_at_idx" ON "gifts"("delivered_at", "deliver_at");
