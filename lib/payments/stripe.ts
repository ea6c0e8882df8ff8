// The production payments adapter: Stripe hosted Checkout and Stripe-signed webhooks. Stripe's own
// types stay inside this folder; the shop sees PaymentsProvider. Secrets are never logged.
import Stripe from "stripe";
import { recordSpan } from "@/lib/telemetry/span";
import { checkoutSessionView, verifyStripeSignedEvent } from "./stripe-events";
import { TAX_BEHAVIOR_METADATA_KEY, type TaxSettings } from "./tax";
import type {
  CheckoutLineItem,
  CheckoutSessionView,
  CreateCheckoutInput,
  OpenedCheckoutSession,
  PaymentEvent,
  PaymentsProvider,
  RefundOptions,
  RefundOutcome,
} from "./types";

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** API host override, for a loopback stand-in in tests (default api.stripe.com). */
  host?: string;
  port?: number | string;
  protocol?: "http" | "https";
  /** Stripe Tax (STRIPE_TAX, STRIPE_TAX_BEHAVIOR); null or absent: no tax is asked for. */
  tax?: TaxSettings;
};

function lineItem(item: CheckoutLineItem, tax: TaxSettings): Stripe.Checkout.SessionCreateParams.LineItem {
  // A configured Price carries its own tax behaviour, set on it in the Stripe dashboard.
  if (item.stripePriceId) return { price: item.stripePriceId, quantity: item.quantity };
  const description = item.description?.trim();
  return {
    price_data: {
      currency: "usd",
      unit_amount: item.unitAmountCents,
      // Stripe refuses an empty description, so leave it out rather than send "".
      product_data: description ? { name: item.name, description } : { name: item.name },
      ...(tax ? { tax_behavior: tax.behavior } : {}),
    },
    quantity: item.quantity,
  };
}

/** What Stripe Tax adds to a session: the tax computed from the billing address it collects, and
 * the behaviour in the metadata, so the payment is later checked against the rule it was priced under. */
function taxParams(tax: TaxSettings, metadata: Record<string, string>): Partial<Stripe.Checkout.SessionCreateParams> {
  if (!tax) return { metadata };
  return {
    automatic_tax: { enabled: true },
    billing_address_collection: "required",
    metadata: { ...metadata, [TAX_BEHAVIOR_METADATA_KEY]: tax.behavior },
  };
}

function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.code === "resource_missing" || error.statusCode === 404);
}

export function createStripeProvider(options: StripeProviderOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, {
    // Retries are safe: creation carries an idempotency key.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "atomic-guides" },
    ...(options.host ? { host: options.host } : {}),
    ...(options.port !== undefined ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
  const webhookSecret = options.webhookSecret;
  const tax = options.tax ?? null;
  // Each API call as a span (a no-op without OpenTelemetry), from the timing Stripe reports.
  // (Stripe's typings leave `on` untyped; the event is Stripe.ResponseEvent.)
  const emitter = stripe as unknown as { on(name: "response", handler: (event: Stripe.ResponseEvent) => void): void };
  emitter.on("response", (event) =>
    recordSpan(
      `stripe ${event.method ?? "call"}`,
      { start: event.request_start_time, end: event.request_end_time },
      { "url.path": event.path, "http.response.status_code": event.status, "stripe.request_id": event.request_id },
      (event.status ?? 500) >= 400,
    ),
  );

  return {
    kind: "stripe",

    async createCheckoutSession(input: CreateCheckoutInput): Promise<OpenedCheckoutSession> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: input.lineItems.map((item) => lineItem(item, tax)),
          ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
          client_reference_id: input.orderId,
          ...taxParams(tax, input.metadata),
          payment_intent_data: { metadata: input.metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
        },
        { idempotencyKey: `checkout:${input.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      // Stripe's own expiry for the session (24 hours unless the session asked for less).
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    async retrieveCheckoutSession(id: string): Promise<CheckoutSessionView | null> {
      try {
        const session = await stripe.checkout.sessions.retrieve(id);
        return checkoutSessionView(session);
      } catch (error) {
        if (isResourceMissing(error)) return null;
        throw error;
      }
    },

    async expireCheckoutSession(id: string): Promise<"expired" | "complete" | "missing"> {
      try {
        await stripe.checkout.sessions.expire(id);
        return "expired";
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open: ask what it is now.
        if (isResourceMissing(error)) return "missing";
        const session = await stripe.checkout.sessions.retrieve(id).catch((retrieveError: unknown) => {
          if (isResourceMissing(retrieveError)) return null;
          throw retrieveError;
        });
        if (!session) return "missing";
        if (session.status === "complete") return "complete";
        if (session.status === "expired") return "expired";
        throw error;
      }
    },

    verifyEvent(rawBody: string, signatureHeader: string | null): PaymentEvent {
      return verifyStripeSignedEvent(rawBody, signatureHeader, webhookSecret);
    },

    async refund(paymentIntentId: string, amountCents: number, options: RefundOptions = {}): Promise<RefundOutcome> {
      try {
        // Keyed by what is being refunded: a double click (or two admins at once) makes one refund.
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntentId,
            amount: amountCents,
            ...(options.reason ? { reason: options.reason } : {}),
            ...(options.metadata ? { metadata: options.metadata } : {}),
          },
          { idempotencyKey: options.idempotencyKey ?? `refund:${paymentIntentId}:${amountCents}` },
        );
        return { ok: true, refundId: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) return { ok: false, error: error.message };
        throw error;
      }
    },
  };
}
