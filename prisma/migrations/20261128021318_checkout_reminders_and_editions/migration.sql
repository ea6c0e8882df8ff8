-- AlterTable
ALTER TABLE "users" ADD COLUMN     "checkout_reminder_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "guides" ADD COLUMN     "file_updated_at" TIMESTAMP(3),
ADD COLUMN     "mobile_pdf_version" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "pdf_version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "user_guides" ADD COLUMN     "opened_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "reminder_checked_at" TIMESTAMP(3),
ADD COLUMN     "reminder_outcome" TEXT;

-- CreateTable
CREATE TABLE "guide_uploads" (
    "id" TEXT NOT NULL,
    "guide_id" TEXT NOT NULL,
    "layout" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "guide_uploads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "edition_notices" (
    "id" TEXT NOT NULL,
    "upload_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "claimed_until" TIMESTAMP(3),
    "done_at" TIMESTAMP(3),
    "outcome" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "edition_notices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "guide_uploads_guide_id_created_at_idx" ON "guide_uploads"("guide_id", "created_at");

-- CreateIndex
CREATE INDEX "edition_notices_done_at_created_at_idx" ON "edition_notices"("done_at", "created_at");

-- CreateIndex
CREATE INDEX "edition_notices_user_id_idx" ON "edition_notices"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "edition_notices_upload_id_user_id_key" ON "edition_notices"("upload_id", "user_id");

-- AddForeignKey
ALTER TABLE "guide_uploads" ADD CONSTRAINT "guide_uploads_guide_id_fkey" FOREIGN KEY ("guide_id") REFERENCES "guides"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "edition_notices" ADD CONSTRAINT "edition_notices_upload_id_fkey" FOREIGN KEY ("upload_id") REFERENCES "guide_uploads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "edition_notices" ADD CONSTRAINT "edition_notices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
