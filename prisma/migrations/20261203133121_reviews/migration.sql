-- AlterTable
ALTER TABLE "user_guides" ADD COLUMN     "finished_at" TIMESTAMP(3),
ADD COLUMN     "review_request_outcome" TEXT;

-- CreateTable
CREATE TABLE "reviews" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "guide_id" TEXT NOT NULL,
    "rating" SMALLINT NOT NULL,
    "body" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "hidden_at" TIMESTAMP(3),
    "hidden_reason" TEXT,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reviews_guide_id_created_at_idx" ON "reviews"("guide_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "reviews_user_id_guide_id_key" ON "reviews"("user_id", "guide_id");

-- CreateIndex
CREATE INDEX "user_guides_review_request_due_idx" ON "user_guides"("finished_at");

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_guide_id_fkey" FOREIGN KEY ("guide_id") REFERENCES "guides"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The rules the review action checks, kept by the database too.
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_body_length" CHECK (char_length("body") <= 1000);
