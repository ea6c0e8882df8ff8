import "server-only";
// Payment events: recorded by their provider id first (a replay finds the record), handled, and
// marked processed only when handling succeeded, so the provider's retry completes a failed one.
import { db, Prisma } from "@/lib/db";
import type { PaymentEvent } from "@/lib/payments/types";
import { closeOrder, fulfilCheckoutSession, refundPayment } from "./fulfil";

export type EventOutcome = { duplicate: boolean; result: string };

export async function handlePaymentEvent(event: PaymentEvent): Promise<EventOutcome> {
  const sessionId = "session" in event ? event.session.id : null;
  const type = event.type === "other" ? event.originalType : event.type;
  await db().paymentEvent.createMany({
    data: [{ id: event.id, type, checkoutSessionId: sessionId, payload: event.raw as Prisma.InputJsonValue }],
    skipDuplicates: true,
  });
  const record = await db().paymentEvent.findUniqueOrThrow({ where: { id: event.id }, select: { processedAt: true } });
  if (record.processedAt) return { duplicate: true, result: "already processed" };

  let result: string;
  try {
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        result = (await fulfilCheckoutSession(event.session.id, event.session)).status;
        break;
      case "checkout.session.async_payment_failed":
        await closeOrder(event.session.id, "failed");
        result = "failed";
        break;
      case "checkout.session.expired":
        await closeOrder(event.session.id, "expired");
        result = "expired";
        break;
      case "charge.refunded":
        result = event.paymentIntentId ? (await refundPayment(event.paymentIntentId)).status : "no payment intent";
        break;
      default:
        result = "ignored";
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db().paymentEvent.update({ where: { id: event.id }, data: { error: message.slice(0, 500) } }).catch(() => undefined);
    throw error;
  }
  await db().paymentEvent.update({ where: { id: event.id }, data: { processedAt: new Date(), error: null } });
  return { duplicate: false, result };
}
