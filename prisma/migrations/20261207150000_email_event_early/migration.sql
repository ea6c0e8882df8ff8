-- Delivery events that came before the shop recorded their message's provider id, found by that id
-- when it is recorded (lib/email/delivery-events.ts, applyEarlyEvents). Partial: it holds only those.
CREATE INDEX "email_events_unlinked_provider_id_idx" ON "email_events"("provider_id") WHERE "email_message_id" IS NULL;
