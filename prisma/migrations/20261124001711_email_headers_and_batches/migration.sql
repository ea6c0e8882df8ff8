-- AlterTable
ALTER TABLE "email_messages" ADD COLUMN     "batch_key" TEXT,
ADD COLUMN     "headers" JSONB;

-- CreateIndex
CREATE INDEX "email_messages_batch_key_idx" ON "email_messages"("batch_key");
