-- Checkouts already open when the expiry was first kept on every order: their sessions last
-- Stripe's (and the sandbox's) default 24 hours from when they were opened.
UPDATE "orders" SET "checkout_expires_at" = "created_at" + interval '24 hours'
WHERE "status" = 'pending' AND "checkout_session_id" IS NOT NULL AND "checkout_expires_at" IS NULL;
