// Stripe-shaped events for the payment tests, signed as Stripe signs them (the stripe package makes
// the header), delivered to the real webhook route handler; and the sandbox provider's side of a
// payment that the tests play themselves.
import Stripe from "stripe";
import type { PrismaClient } from "@/lib/generated/prisma/client";

const stripe = new Stripe("sk_test_unused");
let counter = 0;

function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}_${counter}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
}

export type EventOrder = { id: string; userId: string | null; totalCents: number };

/** A checkout.session.* event for an order, as Stripe sends it. `tax`: the session was created
 * with Stripe Tax (STRIPE_TAX=true) and Stripe computed `amount` cents of tax. */
export function sessionEvent(
  type: string,
  order: EventOrder,
  sessionId: string,
  paymentStatus: "paid" | "unpaid",
  paymentIntent: string,
  overrides: { amountTotal?: number; currency?: string; tax?: { amount: number; behavior: "exclusive" | "inclusive" } } = {},
) {
  const tax = overrides.tax;
  return {
    id: nextId("evt_test"),
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        status: paymentStatus === "paid" ? "complete" : "open",
        payment_status: paymentStatus,
        amount_total: overrides.amountTotal ?? order.totalCents,
        currency: overrides.currency ?? "usd",
        payment_intent: paymentIntent,
        customer_details: { email: "buyer@shop.test" },
        metadata: { order_id: order.id, user_id: order.userId ?? "", ...(tax ? { tax_behavior: tax.behavior } : {}) },
        ...(tax
          ? { automatic_tax: { enabled: true, status: "complete" }, total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: tax.amount } }
          : {}),
      },
    },
  };
}

/** charge.refunded: `amountRefunded` is cumulative; `refunded` is true only for a full refund. */
export function refundEvent(paymentIntent: string, charge: { amount?: number; amountRefunded?: number; refunded?: boolean } = {}) {
  const amount = charge.amount ?? 600;
  const amountRefunded = charge.amountRefunded ?? amount;
  return {
    id: nextId("evt_refund"),
    object: "event",
    type: "charge.refunded",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: nextId("ch"),
        object: "charge",
        payment_intent: paymentIntent,
        amount,
        amount_refunded: amountRefunded,
        refunded: charge.refunded ?? amountRefunded >= amount,
      },
    },
  };
}

export function signature(payload: string, secret: string, options: { timestamp?: number; scheme?: string } = {}): string {
  return stripe.webhooks.generateTestHeaderString({ payload, secret, ...options });
}

/** A webhook request: signed with `secret` unless a header (or null for none) is given. */
export function webhookRequest(event: object, secret: string, header?: string | null, body?: string): Request {
  const payload = body ?? JSON.stringify(event);
  const headers = new Headers({ "content-type": "application/json" });
  const value = header === undefined ? signature(payload, secret) : header;
  if (value !== null) headers.set("stripe-signature", value);
  return new Request("http://127.0.0.1/api/webhooks/stripe", { method: "POST", body: payload, headers });
}

/** What the sandbox provider's hosted page does when the buyer pays: the session becomes complete
 * and paid. */
export async function markSessionPaid(prisma: PrismaClient, sessionId: string, paymentIntent: string): Promise<void> {
  await prisma.sandboxCheckoutSession.update({
    where: { id: sessionId },
    data: { status: "complete", paymentStatus: "paid", paymentIntentId: paymentIntent },
  });
}
