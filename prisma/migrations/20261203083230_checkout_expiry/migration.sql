-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "checkout_expires_at" TIMESTAMP(3);

-- AlterTable: sessions already open keep the day they were given.
ALTER TABLE "sandbox_checkout_sessions" ADD COLUMN     "expires_at" TIMESTAMP(3);
UPDATE "sandbox_checkout_sessions" SET "expires_at" = "created_at" + INTERVAL '24 hours';
ALTER TABLE "sandbox_checkout_sessions" ALTER COLUMN "expires_at" SET NOT NULL;
