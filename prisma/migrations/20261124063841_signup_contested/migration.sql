-- AlterTable
ALTER TABLE "users" ADD COLUMN     "signup_contested" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "signup_key_hash" TEXT;
