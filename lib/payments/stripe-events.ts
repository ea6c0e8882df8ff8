// Stripe's webhook signature scheme and the reduction of its events to PaymentEvent, shared by the
// Stripe adapter and the sandbox (whose events are signed exactly as Stripe signs them).
import Stripe from "stripe";
import { TAX_BEHAVIOR_METADATA_KEY, taxBehaviorOf } from "./tax";
import { WebhookSignatureError, type CheckoutSessionView, type PaymentEvent } from "./types";

/** Stripe's default and the shop's contract: a signed event older than this is refused. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const SESSION_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
] as const;
type SessionEventType = (typeof SESSION_EVENT_TYPES)[number];

function isSessionEventType(type: string): type is SessionEventType {
  return (SESSION_EVENT_TYPES as readonly string[]).includes(type);
}

type Loose = Record<string, unknown>;

function asRecord(value: unknown): Loose {
  return value !== null && typeof value === "object" ? (value as Loose) : {};
}

function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  const id = asRecord(value).id;
  return typeof id === "string" ? id : null;
}

function stringMetadata(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(asRecord(value))) {
    if (typeof entry === "string") out[key] = entry;
  }
  return out;
}

/** A Stripe Checkout Session object (from the API or an event) as the shop sees it. */
export function checkoutSessionView(object: unknown): CheckoutSessionView {
  const session = asRecord(object);
  const status = session.status === "complete" || session.status === "expired" ? session.status : "open";
  const paymentStatus = session.payment_status === "paid" || session.payment_status === "no_payment_required" ? session.payment_status : "unpaid";
  const details = asRecord(session.customer_details);
  const email = typeof details.email === "string" ? details.email : typeof session.customer_email === "string" ? session.customer_email : null;
  const totals = asRecord(session.total_details);
  const metadata = stringMetadata(session.metadata);
  return {
    id: typeof session.id === "string" ? session.id : "",
    status,
    paymentStatus,
    amountTotalCents: typeof session.amount_total === "number" ? session.amount_total : 0,
    amountTaxCents: typeof totals.amount_tax === "number" ? totals.amount_tax : 0,
    taxBehavior: taxBehaviorOf(metadata[TAX_BEHAVIOR_METADATA_KEY]),
    currency: typeof session.currency === "string" ? session.currency : "usd",
    paymentIntentId: idOf(session.payment_intent),
    customerEmail: email,
    metadata,
  };
}

/** Reduces a verified Stripe event to what the shop handles. */
function paymentEventFrom(event: { id: string; type: string; data: { object: unknown } }): PaymentEvent {
  const object = event.data.object;
  if (isSessionEventType(event.type)) {
    return { id: event.id, type: event.type, session: checkoutSessionView(object), raw: event };
  }
  if (event.type === "charge.refunded") {
    const charge = asRecord(object);
    const refundedCents = typeof charge.amount_refunded === "number" ? charge.amount_refunded : 0;
    const chargedCents = typeof charge.amount === "number" ? charge.amount : null;
    return {
      id: event.id,
      type: "charge.refunded",
      paymentIntentId: idOf(charge.payment_intent),
      amountRefundedCents: refundedCents,
      // Stripe sets `refunded` once the charge is refunded in full; a partial refund leaves it false.
      fullyRefunded: charge.refunded === true || (chargedCents !== null && chargedCents > 0 && refundedCents >= chargedCents),
      raw: event,
    };
  }
  return { id: event.id, type: "other", originalType: event.type, raw: event };
}

/**
 * Verifies a webhook exactly as Stripe documents it (`v1` HMAC-SHA256 of "timestamp.body", 300 s
 * tolerance) through the stripe package, then parses it. Every failure, including a missing header
 * or a body that is not an event, throws WebhookSignatureError.
 */
export function verifyStripeSignedEvent(rawBody: string, signatureHeader: string | null, secret: string): PaymentEvent {
  if (!signatureHeader) throw new WebhookSignatureError("Missing stripe-signature header");
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    // The library's message names the problem (no signature, timestamp outside tolerance, ...),
    // never the secret.
    const reason = error instanceof Error ? error.message.split(/(?<=\.)\s/)[0] : undefined;
    throw new WebhookSignatureError(reason ? `Invalid webhook signature: ${reason}` : undefined);
  }
  const loose = asRecord(event);
  if (typeof loose.id !== "string" || typeof loose.type !== "string" || !("object" in asRecord(loose.data))) {
    throw new WebhookSignatureError("Invalid webhook payload: not an event");
  }
  return paymentEventFrom(event);
}
