// The payment provider as the rest of the shop sees it: Stripe in production, the local sandbox
// on the embedded defaults. Stripe's own types stay inside lib/payments/stripe.ts.
import type { TaxBehavior } from "./tax";

export type CheckoutLineItem = {
  name: string;
  description?: string;
  /** What the customer pays for one unit, in cents, after the promo (0 for a free guide). */
  unitAmountCents: number;
  quantity: number;
  /** A configured Stripe Price id; when absent, inline price data is used. Ignored by the sandbox. */
  stripePriceId?: string | null;
};

export type CreateCheckoutInput = {
  orderId: string;
  customerEmail: string | null;
  lineItems: CheckoutLineItem[];
  /** Strings only (Stripe metadata); always includes order_id, and user_id when signed in. */
  metadata: Record<string, string>;
  /** Must contain the literal {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
  /** When the session stops taking payment (Stripe's expires_at: 30 minutes to a day after it is
   * created); null or absent: the provider's default, a day. */
  expiresAt?: Date | null;
};

export type CheckoutSessionView = {
  id: string;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  amountTotalCents: number;
  /** The tax the provider computed (Stripe's total_details.amount_tax; 0 when it computed none).
   * With tax added on top it is part of amountTotalCents, as it is with prices that include it. */
  amountTaxCents: number;
  /** How the session was priced for tax (lib/payments/tax.ts); null when Stripe Tax was off. */
  taxBehavior: TaxBehavior | null;
  currency: string;
  paymentIntentId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
};

/** A verified provider event, reduced to what the shop handles. */
export type PaymentEvent =
  | {
      id: string;
      type: "checkout.session.completed" | "checkout.session.async_payment_succeeded" | "checkout.session.async_payment_failed" | "checkout.session.expired";
      session: CheckoutSessionView;
      raw: unknown;
    }
  | {
      id: string;
      type: "charge.refunded";
      paymentIntentId: string | null;
      /** Cumulative: everything refunded on this charge so far, not just this refund. */
      amountRefundedCents: number;
      /** True only when the whole charge has been given back. */
      fullyRefunded: boolean;
      raw: unknown;
    }
  | { id: string; type: "other"; originalType: string; raw: unknown };

export type OpenedCheckoutSession = { id: string; url: string; expiresAt: Date };

export interface PaymentsProvider {
  readonly kind: "stripe" | "sandbox";
  /** `expiresAt`: when the session stops taking payment, as the provider set it. */
  createCheckoutSession(input: CreateCheckoutInput): Promise<OpenedCheckoutSession>;
  /** null when the provider does not know the session. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionView | null>;
  /** Closes an open session so it can no longer be paid. Answers what the session is now:
   * "expired" (closed now or before), "complete" (it was paid first) or "missing". */
  expireCheckoutSession(id: string): Promise<"expired" | "complete" | "missing">;
  /** Verifies the signature (Stripe's scheme, 300 s tolerance) and parses; throws WebhookSignatureError. */
  verifyEvent(rawBody: string, signatureHeader: string | null): PaymentEvent;
  /**
   * Gives back `amountCents` of a payment. The provider then reports it as charge.refunded (with
   * the cumulative amount) to the webhook, which takes the guides back; nothing is changed here.
   */
  refund(paymentIntentId: string, amountCents: number, options?: RefundOptions): Promise<RefundOutcome>;
}

export type RefundOptions = {
  /** Makes a repeated request (a retry, two callers at once) one refund; defaults to one per
   * payment and amount. */
  idempotencyKey?: string;
  /** "duplicate": the buyer paid twice for one thing (Stripe's own refund reason). */
  reason?: "duplicate";
  /** Strings only; shown with the refund at the provider. */
  metadata?: Record<string, string>;
};

export type RefundOutcome = { ok: true; refundId: string } | { ok: false; error: string };

export class WebhookSignatureError extends Error {
  constructor(message = "Invalid webhook signature") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}
