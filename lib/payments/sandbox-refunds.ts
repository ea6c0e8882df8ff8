import "server-only";
// Refunds in the sandbox, as Stripe makes them: recorded with their idempotency key (a repeated
// request gives the first refund back), never more than what is left of the payment, and reported
// to the shop's webhook route as a signed charge.refunded carrying the cumulative amount, which
// takes the guides back exactly as it does for a real Stripe refund. The event is recorded with
// the refund, so a refused delivery is retried by the scheduled job.
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { db } from "@/lib/db";
import { attemptSandboxEvent, recordSandboxEvent, type SandboxDeliveryOptions } from "./sandbox-webhooks";
import type { RefundOptions, RefundOutcome } from "./types";

const randomId = (prefix: string) => prefix + randomBytes(12).toString("hex");

const SANDBOX_REFUND_ERRORS = {
  amount: "The refund amount must be a positive number of cents.",
  payment: "No such payment.",
  tooMuch: "The refund is more than what is left of the payment.",
  // Stripe's words for a key reused with other parameters.
  keyReused: "Keys for idempotent requests can only be used with the same parameters they were first used with.",
} as const;

type Made = { ok: true; refundId: string; eventId: string | null } | { ok: false; error: string };

export async function refundSandboxPayment(
  paymentIntentId: string,
  amountCents: number,
  options: RefundOptions & SandboxDeliveryOptions = {},
): Promise<RefundOutcome> {
  if (!Number.isInteger(amountCents) || amountCents < 1) return { ok: false, error: SANDBOX_REFUND_ERRORS.amount };
  const idempotencyKey = options.idempotencyKey ?? `refund:${paymentIntentId}:${amountCents}`;
  const now = new Date();
  const made = await db().$transaction(async (tx): Promise<Made> => {
    // The paid session's row lock: one refund of a payment at a time, so two can never together
    // give back more than was paid, and a repeated key finds the first refund.
    const [session] = await tx.$queryRaw<{ amount_total_cents: number; currency: string }[]>`
      SELECT amount_total_cents, currency FROM sandbox_checkout_sessions
      WHERE payment_intent_id = ${paymentIntentId} AND payment_status = 'paid' FOR UPDATE`;
    if (!session) return { ok: false, error: SANDBOX_REFUND_ERRORS.payment };
    const earlier = await tx.sandboxRefund.findUnique({ where: { idempotencyKey }, select: { id: true, paymentIntentId: true, amountCents: true } });
    if (earlier) {
      return earlier.paymentIntentId === paymentIntentId && earlier.amountCents === amountCents
        ? { ok: true, refundId: earlier.id, eventId: null }
        : { ok: false, error: SANDBOX_REFUND_ERRORS.keyReused };
    }
    const given = await tx.sandboxRefund.aggregate({ where: { paymentIntentId }, _sum: { amountCents: true } });
    const refundedCents = (given._sum.amountCents ?? 0) + amountCents;
    if (refundedCents > session.amount_total_cents) return { ok: false, error: SANDBOX_REFUND_ERRORS.tooMuch };

    const refundId = randomId("re_sandbox_");
    await tx.sandboxRefund.create({ data: { id: refundId, paymentIntentId, amountCents, idempotencyKey, reason: options.reason ?? null } });
    const event = {
      id: randomId("evt_sandbox_"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: Math.floor(now.getTime() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: idempotencyKey },
      type: "charge.refunded",
      data: {
        object: {
          id: randomId("ch_sandbox_"),
          object: "charge",
          payment_intent: paymentIntentId,
          amount: session.amount_total_cents,
          amount_refunded: refundedCents,
          refunded: refundedCents >= session.amount_total_cents,
          currency: session.currency,
          livemode: false,
          refunds: {
            object: "list",
            data: [
              {
                id: refundId,
                object: "refund",
                amount: amountCents,
                payment_intent: paymentIntentId,
                reason: options.reason ?? null,
                metadata: options.metadata ?? {},
                status: "succeeded",
              },
            ],
          },
        },
      },
    };
    await recordSandboxEvent(tx, event, now);
    return { ok: true, refundId, eventId: event.id };
  });
  if (!made.ok) return made;
  if (made.eventId) await attemptSandboxEvent(made.eventId, options, now);
  return { ok: true, refundId: made.refundId };
}
