-- A hidden review its author deleted stays, withdrawn (lib/reviews/reviews.ts, deleteReview).
ALTER TABLE "reviews" ADD COLUMN     "withdrawn_at" TIMESTAMP(3);
