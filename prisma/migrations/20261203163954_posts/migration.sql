-- CreateEnum
CREATE TYPE "PostStatus" AS ENUM ('scheduled', 'sending', 'sent', 'cancelled');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "marketing_ended_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "posts" (
    "id" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "audience_kind" TEXT NOT NULL,
    "audience_guide_id" TEXT,
    "audience_strand" "Strand",
    "status" "PostStatus" NOT NULL DEFAULT 'scheduled',
    "send_at" TIMESTAMP(3) NOT NULL,
    "time_zone" TEXT NOT NULL,
    "claimed_until" TIMESTAMP(3),
    "audience_size" INTEGER,
    "decided_at" TIMESTAMP(3),
    "sent_at" TIMESTAMP(3),
    "cancelled_at" TIMESTAMP(3),
    "author_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "post_recipients" (
    "id" TEXT NOT NULL,
    "post_id" TEXT NOT NULL,
    "user_id" TEXT,
    "claimed_until" TIMESTAMP(3),
    "done_at" TIMESTAMP(3),
    "outcome" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "post_recipients_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "posts_status_send_at_idx" ON "posts"("status", "send_at");

-- CreateIndex
CREATE INDEX "posts_created_at_idx" ON "posts"("created_at");

-- CreateIndex
CREATE INDEX "post_recipients_done_at_created_at_idx" ON "post_recipients"("done_at", "created_at");

-- CreateIndex
CREATE INDEX "post_recipients_user_id_done_at_idx" ON "post_recipients"("user_id", "done_at");

-- CreateIndex
CREATE UNIQUE INDEX "post_recipients_post_id_user_id_key" ON "post_recipients"("post_id", "user_id");

-- AddForeignKey
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "posts" ADD CONSTRAINT "posts_audience_guide_id_fkey" FOREIGN KEY ("audience_guide_id") REFERENCES "guides"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_recipients" ADD CONSTRAINT "post_recipients_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "post_recipients" ADD CONSTRAINT "post_recipients_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
