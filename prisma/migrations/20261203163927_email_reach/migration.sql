-- AlterEnum
ALTER TYPE "OneTimeTokenPurpose" ADD VALUE 'email_change';

-- AlterTable
ALTER TABLE "one_time_tokens" ADD COLUMN     "new_email" TEXT;

-- AlterTable
ALTER TABLE "gifts" ADD COLUMN     "corrected_at" TIMESTAMP(3),
ADD COLUMN     "undeliverable_at" TIMESTAMP(3),
ADD COLUMN     "undeliverable_email" TEXT;
