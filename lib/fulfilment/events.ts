import "server-only";
// Payment events: recorded by their provider id first (a replay finds the record), handled, and
// marked processed only when handling succeeded, so the provider's retry completes a failed one.
// A payment that cannot be fulfilled (held for review, or naming an order the shop does not have)
// is acknowledged but stays unprocessed with its reason, where an admin finds it.
import { db } from "@/lib/db";
import { crashPoint } from "@/lib/crash-point";
import type { PaymentEvent } from "@/lib/payments/types";
import { closeOrder } from "@/lib/payments/checkout-session";
import { fulfilCheckoutSession } from "./fulfil";
import { sendRefundNotices } from "./refund-notices";
import { recordRefund } from "./refunds";

export type EventOutcome = { duplicate: boolean; result: string; needsReview?: boolean };

type Handled = { result: string; problem?: string };

export async function handlePaymentEvent(event: PaymentEvent): Promise<EventOutcome> {
  const sessionId = "session" in event ? event.session.id : null;
  const type = event.type === "other" ? event.originalType : event.type;
  // Plain statements on this path, every delivery's: Prisma's own cost several times as much to prepare.
  const created = await db().$executeRaw`
    INSERT INTO "payment_events" ("id", "type", "checkout_session_id", "payload", "received_at")
    VALUES (${event.id}, ${type}, ${sessionId}, CAST(${JSON.stringify(event.raw ?? null)} AS jsonb), CAST(${new Date().toISOString()} AS timestamp(3)))
    ON CONFLICT ("id") DO NOTHING`;
  // A new record is unprocessed; only a replay needs to read the one already there.
  if (created === 0) {
    const record = await db().paymentEvent.findUniqueOrThrow({ where: { id: event.id }, select: { processedAt: true } });
    if (record.processedAt) return { duplicate: true, result: "already processed" };
  }

  let handled: Handled;
  try {
    handled = await handle(event);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db()
      .paymentEvent.update({ where: { id: event.id }, data: { error: message.slice(0, 500) } })
      .catch(() => undefined);
    throw error;
  }
  if (handled.problem) {
    await db().paymentEvent.update({ where: { id: event.id }, data: { outcome: handled.result, error: handled.problem.slice(0, 500) } });
    return { duplicate: false, result: handled.result, needsReview: true };
  }
  await db().$executeRaw`
    UPDATE "payment_events" SET "processed_at" = CAST(${new Date().toISOString()} AS timestamp(3)), "outcome" = ${handled.result}, "error" = NULL
    WHERE "id" = ${event.id}`;
  return { duplicate: false, result: handled.result };
}

async function handle(event: PaymentEvent): Promise<Handled> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const fulfilment = await fulfilCheckoutSession(event.session.id, event.session);
      if (fulfilment.status === "needs_review") return { result: "needs_review", problem: fulfilment.reason };
      // Metadata naming one of our orders that is not there: someone paid for something we cannot find.
      const orderId = event.session.metadata.order_id;
      if (fulfilment.status === "unknown" && orderId) return { result: "unknown", problem: `no order ${orderId} for checkout session ${event.session.id}` };
      return { result: fulfilment.status };
    }
    case "checkout.session.async_payment_failed":
      await closeOrder(event.session.id, "failed");
      return { result: "failed" };
    case "checkout.session.expired":
      await closeOrder(event.session.id, "expired");
      return { result: "expired" };
    case "charge.refunded": {
      if (!event.paymentIntentId) return { result: "no payment intent" };
      const refund = await recordRefund({
        paymentIntentId: event.paymentIntentId,
        amountRefundedCents: event.amountRefundedCents,
        fullyRefunded: event.fullyRefunded,
      });
      // After the commit; a failure leaves the event unprocessed and the provider's retry sends it
      // (and the scheduled job, should no retry come: lib/scheduled/promised-emails.ts).
      crashPoint("refund:after-commit");
      await sendRefundNotices(event.paymentIntentId);
      return { result: refund.status };
    }
    default:
      return { result: "ignored" };
  }
}
