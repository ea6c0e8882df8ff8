-- AlterTable
ALTER TABLE "gifts" ADD COLUMN     "delivery_claimed_until" TIMESTAMP(3);
