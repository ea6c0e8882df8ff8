-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "buyer_key_hash" TEXT;
