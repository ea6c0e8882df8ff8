-- AlterTable
ALTER TABLE "email_messages" ADD COLUMN     "compose" JSONB;

-- CreateTable
CREATE TABLE "email_pace" (
    "id" TEXT NOT NULL,
    "next_slot_at" TIMESTAMP(3) NOT NULL,
    "reserved_until" TIMESTAMP(3),

    CONSTRAINT "email_pace_pkey" PRIMARY KEY ("id")
);
