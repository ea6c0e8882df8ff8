-- News e-mail becomes opt-in: every existing account starts with it off (nobody was ever asked).
-- A confirmation from another browser now asks for the sign-up password, so the contested flag goes.
-- AlterTable
ALTER TABLE "users" DROP COLUMN "marketing_emails_opt_out",
DROP COLUMN "signup_contested",
ADD COLUMN     "marketing_consent_at" TIMESTAMP(3),
ADD COLUMN     "marketing_emails" BOOLEAN NOT NULL DEFAULT false;
