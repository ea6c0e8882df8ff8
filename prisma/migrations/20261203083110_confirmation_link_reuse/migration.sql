-- AlterTable
ALTER TABLE "one_time_tokens" ADD COLUMN     "used_at_session_version" INTEGER,
ADD COLUMN     "used_by_signup_key_hash" TEXT;
