-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "tax_behavior" TEXT,
ADD COLUMN     "tax_cents" INTEGER;
