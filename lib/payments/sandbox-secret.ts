import "server-only";
import { createHmac } from "node:crypto";
import { env } from "@/lib/env";

/** The sandbox's webhook secret: the configured Stripe one if set, else derived from AUTH_SECRET. */
export function sandboxWebhookSecret(): string {
  const configured = env().STRIPE_WEBHOOK_SECRET;
  if (configured) return configured;
  return (
    "whsec_" +
    createHmac("sha256", env().AUTH_SECRET ?? "dev")
      .update("sandbox-webhook")
      .digest("hex")
  );
}
