import "server-only";
// The embedded payments default: a local hosted checkout that behaves like Stripe's. Sessions live
// in sandbox_checkout_sessions; paying one sends a checkout.session.completed event, signed exactly
// as Stripe signs (the stripe package makes the header), to the app's own webhook route, which
// verifies it with the same code as real Stripe events.
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { z } from "zod";
import { db } from "@/lib/db";
import { refundSandboxPayment } from "./sandbox-refunds";
import { attemptSandboxEvent, recordSandboxEvent, type SandboxDeliveryOptions } from "./sandbox-webhooks";
import { verifyStripeSignedEvent } from "./stripe-events";
import { TAX_BEHAVIOR_METADATA_KEY, taxBehaviorOf, type TaxBehavior, type TaxSettings } from "./tax";
import type { CheckoutSessionView, CreateCheckoutInput, OpenedCheckoutSession, PaymentEvent, PaymentsProvider, RefundOptions, RefundOutcome } from "./types";

export { sandboxWebhookSecret } from "./sandbox-secret";

/** With `tax` (STRIPE_TAX=true) a session is priced for tax as Stripe's would be, and the sandbox
 * computes none: its tax is always $0.00, shown as such on the hosted page. */
export type SandboxProviderOptions = { siteUrl: string; webhookSecret: string; tax?: TaxSettings };

/** Stripe's default: an unpaid Checkout Session expires 24 hours after it is created, unless it was
 * created with an earlier expires_at (CreateCheckoutInput.expiresAt). */
const SANDBOX_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const SANDBOX_SUCCESS_CARD = "4242424242424242";
export const SANDBOX_DECLINED_CARD = "4000000000000002";
export const SANDBOX_ERRORS = {
  declined: "Your card was declined.",
  invalidNumber: "Your card number is invalid.",
  inactive: "This checkout session is no longer active.",
  unknown: "No such checkout session.",
} as const;

export const sandboxSessionIdSchema = z.string().regex(/^cs_sandbox_[0-9a-f]{24}$/, "Invalid checkout session id");

const storedLineItemsSchema = z.array(
  z.object({
    name: z.string(),
    description: z.string().nullable().optional(),
    unitAmountCents: z.number().int(),
    quantity: z.number().int(),
  }),
);
export type SandboxLineItem = z.infer<typeof storedLineItemsSchema>[number];

const metadataSchema = z.record(z.string(), z.string());

export function randomId(prefix: string): string {
  return prefix + randomBytes(12).toString("hex");
}

type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof db>["sandboxCheckoutSession"]["findUnique"]>>>;

function isPastExpiry(row: Pick<SessionRow, "status" | "expiresAt">, now = Date.now()): boolean {
  return row.status === "open" && row.expiresAt.getTime() <= now;
}

function effectiveStatus(row: SessionRow): CheckoutSessionView["status"] {
  if (isPastExpiry(row)) return "expired";
  return row.status === "complete" || row.status === "expired" ? row.status : "open";
}

function taxBehaviorOfRow(row: Pick<SessionRow, "metadata">): TaxBehavior | null {
  const metadata = metadataSchema.safeParse(row.metadata);
  return metadata.success ? taxBehaviorOf(metadata.data[TAX_BEHAVIOR_METADATA_KEY]) : null;
}

function sessionView(row: SessionRow): CheckoutSessionView {
  const metadata = metadataSchema.safeParse(row.metadata);
  return {
    id: row.id,
    status: effectiveStatus(row),
    paymentStatus: row.paymentStatus === "paid" ? "paid" : "unpaid",
    amountTotalCents: row.amountTotalCents,
    amountTaxCents: 0,
    taxBehavior: taxBehaviorOfRow(row),
    currency: row.currency,
    paymentIntentId: row.paymentIntentId,
    customerEmail: row.customerEmail,
    metadata: metadata.success ? metadata.data : {},
  };
}

export function createSandboxProvider(options: SandboxProviderOptions): PaymentsProvider {
  const siteUrl = options.siteUrl.replace(/\/+$/, "");
  return {
    kind: "sandbox",

    async createCheckoutSession(input: CreateCheckoutInput): Promise<OpenedCheckoutSession> {
      if (input.lineItems.length === 0) throw new Error("A checkout session needs at least one line item");
      for (const item of input.lineItems) {
        if (!Number.isInteger(item.unitAmountCents) || item.unitAmountCents < 0) throw new Error(`Invalid unit amount for ${item.name}`);
        if (!Number.isInteger(item.quantity) || item.quantity < 1) throw new Error(`Invalid quantity for ${item.name}`);
      }
      const id = randomId("cs_sandbox_");
      const createdAt = new Date();
      const expiresAt = input.expiresAt ?? new Date(createdAt.getTime() + SANDBOX_SESSION_TTL_MS);
      await db().sandboxCheckoutSession.create({
        data: {
          id,
          orderId: input.orderId,
          status: "open",
          paymentStatus: "unpaid",
          amountTotalCents: input.lineItems.reduce((sum, item) => sum + item.unitAmountCents * item.quantity, 0),
          currency: "usd",
          customerEmail: input.customerEmail,
          lineItems: input.lineItems.map((item) => ({
            name: item.name,
            description: item.description ?? null,
            unitAmountCents: item.unitAmountCents,
            quantity: item.quantity,
          })),
          // Stamped as the Stripe adapter stamps it: the behaviour the session was priced under.
          metadata: options.tax ? { ...input.metadata, [TAX_BEHAVIOR_METADATA_KEY]: options.tax.behavior } : input.metadata,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          createdAt,
          expiresAt,
        },
      });
      return { id, url: `${siteUrl}/sandbox/checkout/${id}`, expiresAt };
    },

    async retrieveCheckoutSession(id: string): Promise<CheckoutSessionView | null> {
      const row = await db().sandboxCheckoutSession.findUnique({ where: { id } });
      return row ? sessionView(row) : null;
    },

    async expireCheckoutSession(id: string): Promise<"expired" | "complete" | "missing"> {
      // Only from open, like Stripe: a session paid a moment earlier stays complete.
      await db().sandboxCheckoutSession.updateMany({ where: { id, status: "open" }, data: { status: "expired" } });
      const row = await db().sandboxCheckoutSession.findUnique({ where: { id }, select: { status: true } });
      if (!row) return "missing";
      return row.status === "complete" ? "complete" : "expired";
    },

    verifyEvent(rawBody: string, signatureHeader: string | null): PaymentEvent {
      return verifyStripeSignedEvent(rawBody, signatureHeader, options.webhookSecret);
    },

    refund(paymentIntentId: string, amountCents: number, refundOptions: RefundOptions = {}): Promise<RefundOutcome> {
      return refundSandboxPayment(paymentIntentId, amountCents, { ...refundOptions, siteUrl, webhookSecret: options.webhookSecret });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The hosted page

export type SandboxCheckoutPage = {
  id: string;
  status: CheckoutSessionView["status"];
  paymentStatus: "paid" | "unpaid";
  amountTotalCents: number;
  currency: string;
  customerEmail: string | null;
  lineItems: SandboxLineItem[];
  /** Set when the session was created with Stripe Tax on: the page then shows its $0.00 tax. */
  taxBehavior: TaxBehavior | null;
};

/** What the hosted checkout page shows; null for an unknown session. */
export async function getSandboxCheckout(id: string): Promise<SandboxCheckoutPage | null> {
  const row = await db().sandboxCheckoutSession.findUnique({ where: { id } });
  if (!row) return null;
  const items = storedLineItemsSchema.safeParse(row.lineItems);
  return {
    id: row.id,
    status: effectiveStatus(row),
    paymentStatus: row.paymentStatus === "paid" ? "paid" : "unpaid",
    amountTotalCents: row.amountTotalCents,
    currency: row.currency,
    customerEmail: row.customerEmail,
    lineItems: items.success ? items.data : [],
    taxBehavior: taxBehaviorOfRow(row),
  };
}

export type SandboxPayResult = { ok: true; redirectUrl: string } | { ok: false; error: string };

export type { SandboxDeliveryOptions } from "./sandbox-webhooks";

function checkCard(cardNumber: string): string | null {
  const digits = cardNumber.replace(/\s+/g, "");
  if (digits === SANDBOX_SUCCESS_CARD) return null;
  if (digits === SANDBOX_DECLINED_CARD) return SANDBOX_ERRORS.declined;
  return SANDBOX_ERRORS.invalidNumber;
}

/**
 * Pays an open sandbox session with a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002
 * is declined, anything else is invalid. On success the session is completed (only from open, so a
 * second payment is refused) and a signed checkout.session.completed is delivered to the webhook
 * route; a failed delivery is logged and retried by the scheduled job, never a failed payment.
 */
export async function paySandboxSession(id: string, cardNumber: string, options: SandboxDeliveryOptions = {}): Promise<SandboxPayResult> {
  const row = await db().sandboxCheckoutSession.findUnique({ where: { id } });
  if (!row) return { ok: false, error: SANDBOX_ERRORS.unknown };
  if (isPastExpiry(row)) {
    await db().sandboxCheckoutSession.updateMany({ where: { id, status: "open" }, data: { status: "expired" } });
    return { ok: false, error: SANDBOX_ERRORS.inactive };
  }
  if (row.status !== "open") return { ok: false, error: SANDBOX_ERRORS.inactive };

  const cardError = checkCard(cardNumber);
  if (cardError) return { ok: false, error: cardError };

  const paymentIntentId = randomId("pi_sandbox_");
  const completedAt = new Date();
  const metadata = metadataSchema.safeParse(row.metadata);
  const event = {
    id: randomId("evt_sandbox_"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(completedAt.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: "checkout.session.completed",
    data: {
      object: {
        id: row.id,
        object: "checkout.session",
        mode: "payment",
        livemode: false,
        created: Math.floor(row.createdAt.getTime() / 1000),
        expires_at: Math.floor(row.expiresAt.getTime() / 1000),
        payment_status: "paid",
        status: "complete",
        amount_subtotal: row.amountTotalCents,
        amount_total: row.amountTotalCents,
        // As Stripe reports a session priced with Stripe Tax; the sandbox computes no tax.
        ...(taxBehaviorOfRow(row)
          ? { automatic_tax: { enabled: true, status: "complete" }, total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 } }
          : {}),
        currency: row.currency,
        payment_intent: paymentIntentId,
        customer_details: { email: row.customerEmail },
        customer_email: row.customerEmail,
        metadata: metadata.success ? metadata.data : {},
        client_reference_id: row.orderId,
        success_url: row.successUrl,
        cancel_url: row.cancelUrl,
        url: null,
      },
    },
  };
  // Paid and owed to the webhook in one step: the event is on record before the first attempt, so
  // a refused or lost delivery is retried by the scheduled job (sandbox-webhooks.ts).
  const claimed = await db().$transaction(async (tx) => {
    const paid = await tx.sandboxCheckoutSession.updateMany({
      where: { id, status: "open" },
      data: { status: "complete", paymentStatus: "paid", paymentIntentId, completedAt },
    });
    if (paid.count !== 1) return false;
    await recordSandboxEvent(tx, event, completedAt);
    return true;
  });
  if (!claimed) return { ok: false, error: SANDBOX_ERRORS.inactive };
  await attemptSandboxEvent(event.id, options, completedAt);
  return { ok: true, redirectUrl: row.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", row.id) };
}

/** Leaving the hosted page: like Stripe, the session stays open; null for an unknown session. */
export async function cancelSandboxSession(id: string): Promise<{ redirectUrl: string } | null> {
  const row = await db().sandboxCheckoutSession.findUnique({ where: { id }, select: { cancelUrl: true } });
  return row ? { redirectUrl: row.cancelUrl } : null;
}
