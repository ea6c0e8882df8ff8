-- AlterTable
ALTER TABLE "email_messages" ADD COLUMN     "delivery" TEXT,
ADD COLUMN     "delivery_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "email_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "provider_id" TEXT,
    "email_message_id" TEXT,
    "recipient" TEXT,
    "received_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_suppressions" (
    "address" TEXT NOT NULL,
    "reason" TEXT,
    "detail" TEXT,
    "soft_bounces" INTEGER NOT NULL DEFAULT 0,
    "suppressed_at" TIMESTAMP(3),
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "email_suppressions_pkey" PRIMARY KEY ("address")
);

-- CreateIndex
CREATE INDEX "email_events_received_at_idx" ON "email_events"("received_at");

-- CreateIndex
CREATE INDEX "email_messages_provider_id_idx" ON "email_messages"("provider_id");
