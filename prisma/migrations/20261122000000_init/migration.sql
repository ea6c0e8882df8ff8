-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Strand" AS ENUM ('power', 'feeling', 'motion', 'vision');

-- CreateEnum
CREATE TYPE "AcquiredVia" AS ENUM ('quiz', 'purchase', 'atomic_year', 'gift');

-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('pending', 'paid', 'fulfilled', 'failed', 'expired', 'refunded');

-- CreateEnum
CREATE TYPE "OrderKind" AS ENUM ('guides', 'atomic_year', 'gift_guide', 'gift_atomic_year');

-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('active', 'ended', 'cancelled');

-- CreateEnum
CREATE TYPE "GiftType" AS ENUM ('guide', 'atomic_year');

-- CreateEnum
CREATE TYPE "OneTimeTokenPurpose" AS ENUM ('email_confirmation', 'password_reset');

-- CreateEnum
CREATE TYPE "EmailStatus" AS ENUM ('queued', 'sending', 'sent', 'failed');

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "email_verified" TIMESTAMP(3),
    "name" TEXT,
    "image" TEXT,
    "first_name" TEXT,
    "display_name" TEXT,
    "first_guide_claimed" BOOLEAN DEFAULT false,
    "is_admin" BOOLEAN NOT NULL DEFAULT false,
    "password_hash" TEXT,
    "session_version" INTEGER NOT NULL DEFAULT 0,
    "welcome_sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accounts" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_account_id" TEXT NOT NULL,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "expires_at" INTEGER,
    "token_type" TEXT,
    "scope" TEXT,
    "id_token" TEXT,
    "session_state" TEXT,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "session_token" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_tokens" (
    "identifier" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL
);

-- CreateTable
CREATE TABLE "one_time_tokens" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "purpose" "OneTimeTokenPurpose" NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "consumed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "one_time_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "strands" (
    "strand" "Strand" NOT NULL,
    "name" TEXT NOT NULL,
    "colour" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL,
    "tagline" TEXT NOT NULL,

    CONSTRAINT "strands_pkey" PRIMARY KEY ("strand")
);

-- CreateTable
CREATE TABLE "guides" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "subtitle" TEXT NOT NULL,
    "strand" "Strand" NOT NULL,
    "sort_order" INTEGER NOT NULL,
    "file_name" TEXT NOT NULL,
    "cover_image" TEXT NOT NULL,
    "skinny_cover_image" TEXT,
    "hero_image" TEXT,
    "description" TEXT NOT NULL,
    "long_description" TEXT NOT NULL,
    "what_youll_learn" TEXT[],
    "read_time_minutes" INTEGER NOT NULL,
    "price_cents" INTEGER NOT NULL DEFAULT 600,
    "stripe_price_id" TEXT,
    "released" BOOLEAN NOT NULL DEFAULT true,
    "atomic_year_month" INTEGER,
    "pdf_storage_path" TEXT,
    "mobile_pdf_storage_path" TEXT,
    "pdf_file_size" INTEGER,
    "mobile_pdf_file_size" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "guides_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "guide_slug_aliases" (
    "slug" TEXT NOT NULL,
    "guide_id" TEXT NOT NULL,

    CONSTRAINT "guide_slug_aliases_pkey" PRIMARY KEY ("slug")
);

-- CreateTable
CREATE TABLE "quiz_questions" (
    "number" INTEGER NOT NULL,
    "strand" "Strand" NOT NULL,
    "prompt" TEXT NOT NULL,

    CONSTRAINT "quiz_questions_pkey" PRIMARY KEY ("number")
);

-- CreateTable
CREATE TABLE "quiz_answers" (
    "question_number" INTEGER NOT NULL,
    "letter" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "guide_id" TEXT NOT NULL,

    CONSTRAINT "quiz_answers_pkey" PRIMARY KEY ("question_number","letter")
);

-- CreateTable
CREATE TABLE "products" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "price_cents" INTEGER NOT NULL,
    "stripe_price_id" TEXT,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_guides" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "guide_id" TEXT NOT NULL,
    "acquired_via" "AcquiredVia" NOT NULL,
    "order_id" TEXT,
    "stripe_payment_intent_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_guides_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quiz_results" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "question_responses" JSONB NOT NULL,
    "recommended_guide_id" TEXT NOT NULL,
    "granted_guide_id" TEXT,
    "is_retake" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "quiz_results_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" TEXT NOT NULL,
    "user_id" TEXT,
    "kind" "OrderKind" NOT NULL,
    "status" "OrderStatus" NOT NULL DEFAULT 'pending',
    "checkout_session_id" TEXT,
    "payment_intent_id" TEXT,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "subtotal_cents" INTEGER NOT NULL,
    "discount_cents" INTEGER NOT NULL DEFAULT 0,
    "total_cents" INTEGER NOT NULL,
    "promo_code" TEXT,
    "customer_email" TEXT,
    "return_path" TEXT,
    "paid_at" TIMESTAMP(3),
    "fulfilled_at" TIMESTAMP(3),
    "refunded_at" TIMESTAMP(3),
    "confirmation_email_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_items" (
    "id" TEXT NOT NULL,
    "order_id" TEXT NOT NULL,
    "guide_id" TEXT,
    "name" TEXT NOT NULL,
    "unit_cents" INTEGER NOT NULL,
    "discount_cents" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "order_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "checkout_session_id" TEXT,
    "payload" JSONB NOT NULL,
    "received_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMP(3),
    "error" TEXT,

    CONSTRAINT "payment_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "atomic_year_subscriptions" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "status" "SubscriptionStatus" NOT NULL DEFAULT 'active',
    "order_id" TEXT,
    "gift_id" TEXT,
    "stripe_payment_intent_id" TEXT,
    "subscription_start" TIMESTAMP(3) NOT NULL,
    "subscription_end" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "atomic_year_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gifts" (
    "id" TEXT NOT NULL,
    "gift_type" "GiftType" NOT NULL,
    "order_id" TEXT,
    "giver_user_id" TEXT,
    "giver_name" TEXT,
    "giver_email" TEXT NOT NULL,
    "recipient_name" TEXT,
    "recipient_email" TEXT NOT NULL,
    "recipient_user_id" TEXT,
    "gift_message" TEXT,
    "guide_id" TEXT,
    "guide_title" TEXT,
    "delivery_date" DATE NOT NULL,
    "amount_paid_cents" INTEGER NOT NULL,
    "stripe_payment_intent_id" TEXT,
    "activation_token_hash" TEXT,
    "delivered_at" TIMESTAMP(3),
    "is_activated" BOOLEAN NOT NULL DEFAULT false,
    "activated_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gifts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_templates" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html_content" TEXT NOT NULL,
    "email_type" TEXT NOT NULL,
    "guide_id" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "sequence_order" INTEGER,
    "season" INTEGER,
    "month" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "email_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_schedules" (
    "id" TEXT NOT NULL,
    "template_id" TEXT NOT NULL,
    "days_after_subscription" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "email_schedules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_deliveries" (
    "id" TEXT NOT NULL,
    "subscription_id" TEXT NOT NULL,
    "schedule_id" TEXT NOT NULL,
    "email_message_id" TEXT,
    "claimed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMP(3),

    CONSTRAINT "email_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_messages" (
    "id" TEXT NOT NULL,
    "dedupe_key" TEXT,
    "to" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT,
    "status" "EmailStatus" NOT NULL DEFAULT 'queued',
    "transport" TEXT NOT NULL,
    "provider_id" TEXT,
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3),
    "sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "window_start" TIMESTAMP(3) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "admin_audit_log" (
    "id" TEXT NOT NULL,
    "user_id" TEXT,
    "email" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "target" TEXT,
    "details" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "admin_audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_messages" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "accounts_user_id_idx" ON "accounts"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "accounts_provider_provider_account_id_key" ON "accounts"("provider", "provider_account_id");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_session_token_key" ON "sessions"("session_token");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "verification_tokens_identifier_token_key" ON "verification_tokens"("identifier", "token");

-- CreateIndex
CREATE UNIQUE INDEX "one_time_tokens_token_hash_key" ON "one_time_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "one_time_tokens_user_id_purpose_idx" ON "one_time_tokens"("user_id", "purpose");

-- CreateIndex
CREATE UNIQUE INDEX "guides_slug_key" ON "guides"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "guides_atomic_year_month_key" ON "guides"("atomic_year_month");

-- CreateIndex
CREATE UNIQUE INDEX "guides_strand_sort_order_key" ON "guides"("strand", "sort_order");

-- CreateIndex
CREATE INDEX "guide_slug_aliases_guide_id_idx" ON "guide_slug_aliases"("guide_id");

-- CreateIndex
CREATE INDEX "user_guides_guide_id_idx" ON "user_guides"("guide_id");

-- CreateIndex
CREATE UNIQUE INDEX "user_guides_user_id_guide_id_key" ON "user_guides"("user_id", "guide_id");

-- CreateIndex
CREATE INDEX "quiz_results_user_id_idx" ON "quiz_results"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "orders_checkout_session_id_key" ON "orders"("checkout_session_id");

-- CreateIndex
CREATE UNIQUE INDEX "orders_confirmation_email_id_key" ON "orders"("confirmation_email_id");

-- CreateIndex
CREATE INDEX "orders_user_id_created_at_idx" ON "orders"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_status_created_at_idx" ON "orders"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "order_items_order_id_guide_id_key" ON "order_items"("order_id", "guide_id");

-- CreateIndex
CREATE INDEX "payment_events_checkout_session_id_idx" ON "payment_events"("checkout_session_id");

-- CreateIndex
CREATE UNIQUE INDEX "atomic_year_subscriptions_order_id_key" ON "atomic_year_subscriptions"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "atomic_year_subscriptions_gift_id_key" ON "atomic_year_subscriptions"("gift_id");

-- CreateIndex
CREATE INDEX "atomic_year_subscriptions_status_subscription_start_idx" ON "atomic_year_subscriptions"("status", "subscription_start");

-- CreateIndex
CREATE INDEX "atomic_year_subscriptions_user_id_idx" ON "atomic_year_subscriptions"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "gifts_order_id_key" ON "gifts"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "gifts_activation_token_hash_key" ON "gifts"("activation_token_hash");

-- CreateIndex
CREATE INDEX "gifts_delivered_at_delivery_date_idx" ON "gifts"("delivered_at", "delivery_date");

-- CreateIndex
CREATE INDEX "gifts_recipient_email_idx" ON "gifts"("recipient_email");

-- CreateIndex
CREATE UNIQUE INDEX "email_templates_code_key" ON "email_templates"("code");

-- CreateIndex
CREATE INDEX "email_templates_email_type_is_active_idx" ON "email_templates"("email_type", "is_active");

-- CreateIndex
CREATE INDEX "email_schedules_is_active_days_after_subscription_idx" ON "email_schedules"("is_active", "days_after_subscription");

-- CreateIndex
CREATE UNIQUE INDEX "email_schedules_template_id_key" ON "email_schedules"("template_id");

-- CreateIndex
CREATE UNIQUE INDEX "email_deliveries_email_message_id_key" ON "email_deliveries"("email_message_id");

-- CreateIndex
CREATE INDEX "email_deliveries_schedule_id_idx" ON "email_deliveries"("schedule_id");

-- CreateIndex
CREATE UNIQUE INDEX "email_deliveries_subscription_id_schedule_id_key" ON "email_deliveries"("subscription_id", "schedule_id");

-- CreateIndex
CREATE UNIQUE INDEX "email_messages_dedupe_key_key" ON "email_messages"("dedupe_key");

-- CreateIndex
CREATE INDEX "email_messages_to_created_at_idx" ON "email_messages"("to", "created_at");

-- CreateIndex
CREATE INDEX "email_messages_status_next_attempt_at_idx" ON "email_messages"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits"("expires_at");

-- CreateIndex
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log"("created_at");

-- AddForeignKey
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "guide_slug_aliases" ADD CONSTRAINT "guide_slug_aliases_guide_id_fkey" FOREIGN KEY ("guide_id") REFERENCES "guides"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_number_fkey" FOREIGN KEY ("question_number") REFERENCES "quiz_questions"("number") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_guides" ADD CONSTRAINT "user_guides_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_guides" ADD CONSTRAINT "user_guides_guide_id_fkey" FOREIGN KEY ("guide_id") REFERENCES "guides"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_guides" ADD CONSTRAINT "user_guides_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_guide_id_fkey" FOREIGN KEY ("guide_id") REFERENCES "guides"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "atomic_year_subscriptions" ADD CONSTRAINT "atomic_year_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "atomic_year_subscriptions" ADD CONSTRAINT "atomic_year_subscriptions_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "atomic_year_subscriptions" ADD CONSTRAINT "atomic_year_subscriptions_gift_id_fkey" FOREIGN KEY ("gift_id") REFERENCES "gifts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_giver_user_id_fkey" FOREIGN KEY ("giver_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_recipient_user_id_fkey" FOREIGN KEY ("recipient_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_guide_id_fkey" FOREIGN KEY ("guide_id") REFERENCES "guides"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_guide_id_fkey" FOREIGN KEY ("guide_id") REFERENCES "guides"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_schedules" ADD CONSTRAINT "email_schedules_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "email_templates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "atomic_year_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_schedule_id_fkey" FOREIGN KEY ("schedule_id") REFERENCES "email_schedules"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
