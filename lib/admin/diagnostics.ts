import "server-only";
// What the developer pages show about payments: the provider, the webhook endpoint and the latest events.
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { payments } from "@/lib/payments";

export function paymentsSetup() {
  const config = env();
  return {
    provider: payments().kind,
    webhookEndpoint: `${config.SITE_URL.replace(/\/+$/, "")}/api/webhooks/stripe`,
    webhookSecretConfigured: Boolean(config.STRIPE_WEBHOOK_SECRET),
  };
}

export async function recentPaymentEvents(take = 20) {
  return db().paymentEvent.findMany({
    select: { id: true, type: true, checkoutSessionId: true, receivedAt: true, processedAt: true, outcome: true, error: true },
    orderBy: { receivedAt: "desc" },
    take,
  });
}

export async function checkoutDiagnosis(sessionId: string) {
  if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return null;
  return payments().retrieveCheckoutSession(sessionId);
}
