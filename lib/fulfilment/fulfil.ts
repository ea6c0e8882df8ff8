import "server-only";
// Fulfilment: one idempotent function keyed by the checkout session, called from the webhook and
// from the success page, whichever comes first. The database decides who does what: conditional
// status updates and the unique (user, guide) key, so replays and concurrent calls grant each
// guide once and send one confirmation e-mail.
import { db } from "@/lib/db";
import { payments } from "@/lib/payments";
import type { CheckoutSessionView } from "@/lib/payments/types";
import { sendPurchaseConfirmation } from "./emails";

export type FulfilResult =
  | { status: "fulfilled"; orderId: string; firstTime: boolean }
  | { status: "unpaid" | "unknown" | "refunded" | "amount_mismatch"; orderId?: string };

export async function fulfilCheckoutSession(sessionId: string, known?: CheckoutSessionView): Promise<FulfilResult> {
  const session = known ?? (await payments().retrieveCheckoutSession(sessionId));
  if (!session) return { status: "unknown" };
  if (session.paymentStatus !== "paid") return { status: "unpaid" };

  const order = await db().order.findFirst({
    where: { OR: [{ checkoutSessionId: session.id }, ...(session.metadata.order_id ? [{ id: session.metadata.order_id }] : [])] },
    select: { id: true, userId: true, status: true, totalCents: true, items: { select: { guideId: true } } },
  });
  if (!order) {
    console.warn("fulfilment: no order for checkout session", { sessionId: session.id });
    return { status: "unknown" };
  }
  if (order.status === "refunded") return { status: "refunded", orderId: order.id };
  if (session.amountTotalCents !== order.totalCents) {
    console.error("fulfilment: paid amount differs from the order total", { orderId: order.id, paid: session.amountTotalCents, total: order.totalCents });
    return { status: "amount_mismatch", orderId: order.id };
  }
  // A refund recorded before the payment was seen (events out of order) wins.
  if (session.paymentIntentId && (await refundRecordedFor(session.paymentIntentId))) {
    await db().order.updateMany({ where: { id: order.id, status: { not: "refunded" } }, data: { status: "refunded", refundedAt: new Date(), paymentIntentId: session.paymentIntentId } });
    return { status: "refunded", orderId: order.id };
  }

  const firstTime = await db().$transaction(async (tx) => {
    await tx.order.updateMany({
      where: { id: order.id, status: { in: ["pending", "failed", "expired"] } },
      data: { status: "paid", paidAt: new Date(), paymentIntentId: session.paymentIntentId, checkoutSessionId: session.id },
    });
    const current = await tx.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
    if (current.status === "refunded") return false;
    if (order.userId) {
      const guideIds = order.items.flatMap((item) => (item.guideId ? [item.guideId] : []));
      await tx.userGuide.createMany({
        data: guideIds.map((guideId) => ({ userId: order.userId!, guideId, acquiredVia: "purchase" as const, orderId: order.id, stripePaymentIntentId: session.paymentIntentId })),
        skipDuplicates: true,
      });
    }
    const claimed = await tx.order.updateMany({ where: { id: order.id, status: "paid" }, data: { status: "fulfilled", fulfilledAt: new Date() } });
    return claimed.count === 1;
  });

  const after = await db().order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
  if (after.status === "refunded") return { status: "refunded", orderId: order.id };
  // The e-mail is keyed by the order, so however many callers get here it goes out once.
  await sendPurchaseConfirmation(order.id);
  return { status: "fulfilled", orderId: order.id, firstTime };
}

async function refundRecordedFor(paymentIntentId: string): Promise<boolean> {
  const refund = await db().paymentEvent.findFirst({
    where: { type: "charge.refunded", payload: { path: ["data", "object", "payment_intent"], equals: paymentIntentId } },
    select: { id: true },
  });
  return refund !== null;
}

/** A refund recorded by the provider: the order is refunded and its guides leave the shelf. */
export async function refundPayment(paymentIntentId: string): Promise<{ status: "refunded" | "recorded_for_later"; orderId?: string }> {
  const order = await db().order.findFirst({ where: { paymentIntentId }, select: { id: true } });
  if (!order) return { status: "recorded_for_later" };
  await db().$transaction([
    db().order.update({ where: { id: order.id }, data: { status: "refunded", refundedAt: new Date() } }),
    db().userGuide.deleteMany({ where: { orderId: order.id, acquiredVia: "purchase" } }),
  ]);
  return { status: "refunded", orderId: order.id };
}

/** Failed or expired sessions close their pending order (never a paid one). */
export async function closeOrder(sessionId: string, status: "failed" | "expired"): Promise<void> {
  await db().order.updateMany({ where: { checkoutSessionId: sessionId, status: "pending" }, data: { status } });
}
