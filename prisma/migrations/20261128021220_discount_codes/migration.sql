-- CreateEnum
CREATE TYPE "DiscountKind" AS ENUM ('percent_off', 'amount_off', 'second_guide_free');

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "discount_code_id" TEXT;

-- CreateTable
CREATE TABLE "discount_codes" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "DiscountKind" NOT NULL,
    "percent_off" INTEGER,
    "amount_off_cents" INTEGER,
    "applies_to_guides" BOOLEAN NOT NULL DEFAULT true,
    "applies_to_atomic_year" BOOLEAN NOT NULL DEFAULT false,
    "applies_to_gifts" BOOLEAN NOT NULL DEFAULT false,
    "starts_at" TIMESTAMP(3),
    "ends_at" TIMESTAMP(3),
    "max_uses" INTEGER,
    "max_uses_per_customer" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "discount_codes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes"("code");

-- CreateIndex
CREATE INDEX "orders_discount_code_id_status_idx" ON "orders"("discount_code_id", "status");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_fkey" FOREIGN KEY ("discount_code_id") REFERENCES "discount_codes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The shop's first code, until now written into the code: every second guide free, on guides only,
-- with no dates or limits. Orders already priced with it keep pointing at it.
INSERT INTO "discount_codes" ("id", "code", "name", "kind", "applies_to_guides", "updated_at")
VALUES ('discount_doubletheshelf', 'DOUBLETHESHELF', 'Double Your Shelf', 'second_guide_free', true, CURRENT_TIMESTAMP)
ON CONFLICT ("code") DO NOTHING;

UPDATE "orders" SET "discount_code_id" = (SELECT "id" FROM "discount_codes" WHERE "code" = 'DOUBLETHESHELF')
WHERE "promo_code" = 'DOUBLETHESHELF';
