import { createHmac } from "node:crypto";
import Stripe from "stripe";

const stripe = new Stripe("sk_test_unused");

/** The sandbox's webhook secret on the e2e server: no STRIPE_WEBHOOK_SECRET there, so it is derived
 * from AUTH_SECRET exactly as lib/payments/sandbox.ts derives it. */
export function sandboxWebhookSecret(): string {
  const authSecret = process.env.AUTH_SECRET;
  if (!authSecret) throw new Error("AUTH_SECRET is not set: run the e2e tests through `npm run test:e2e`");
  return "whsec_" + createHmac("sha256", authSecret).update("sandbox-webhook").digest("hex");
}

export function signWebhook(payload: string, options: { timestamp?: number; scheme?: string } = {}): string {
  return stripe.webhooks.generateTestHeaderString({ payload, secret: sandboxWebhookSecret(), ...options });
}

let counter = 0;
function eventId(prefix: string): string {
  counter += 1;
  return `${prefix}_e2e_${Date.now()}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
}

/** A paid checkout.session.completed for a sandbox session (the order is found by the session id). */
export function completedEvent(sessionId: string, amountTotal: number, paymentIntent: string) {
  return {
    id: eventId("evt"),
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        status: "complete",
        payment_status: "paid",
        amount_total: amountTotal,
        currency: "usd",
        payment_intent: paymentIntent,
        metadata: {},
      },
    },
  };
}

/** charge.refunded with the cumulative amount refunded; `refunded` only when all of it is. */
export function refundedEvent(paymentIntent: string, amount: number, amountRefunded: number) {
  return {
    id: eventId("evt_refund"),
    object: "event",
    type: "charge.refunded",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: eventId("ch"),
        object: "charge",
        payment_intent: paymentIntent,
        amount,
        amount_refunded: amountRefunded,
        refunded: amountRefunded >= amount,
      },
    },
  };
}
