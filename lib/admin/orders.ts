import "server-only";
// One order as the admin's panel shows it: its items, payment events, e-mails and grants.
import { db } from "@/lib/db";
import { orderNumber } from "@/lib/fulfilment/order-number";
import { chargedCents } from "@/lib/payments/tax";

export async function getOrderDetail(orderId: string) {
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      kind: true,
      status: true,
      totalCents: true,
      subtotalCents: true,
      discountCents: true,
      taxCents: true,
      taxBehavior: true,
      refundedCents: true,
      promoCode: true,
      customerEmail: true,
      reviewReason: true,
      checkoutSessionId: true,
      paymentIntentId: true,
      createdAt: true,
      paidAt: true,
      fulfilledAt: true,
      refundedAt: true,
      user: { select: { id: true, email: true } },
      items: { select: { id: true, name: true, guideId: true, unitCents: true, discountCents: true } },
      grants: { select: { guideId: true, acquiredVia: true, createdAt: true, guide: { select: { title: true } } } },
      gift: { select: { id: true, recipientEmail: true, recipientName: true, deliveredAt: true, isActivated: true, refundedAt: true } },
    },
  });
  if (!order) return null;
  const [events, emails] = await Promise.all([
    // Payment events name the checkout session (completed, expired) or carry the payment (refunds).
    db().paymentEvent.findMany({
      where: {
        OR: [
          ...(order.checkoutSessionId ? [{ checkoutSessionId: order.checkoutSessionId }] : []),
          ...(order.paymentIntentId ? [{ payload: { path: ["data", "object", "payment_intent"], equals: order.paymentIntentId } }] : []),
        ],
      },
      select: { id: true, type: true, receivedAt: true, outcome: true, error: true },
      orderBy: { receivedAt: "asc" },
      take: 50,
    }),
    // The order's own e-mails carry its id in their dedupe key (purchase:{id}, and resends); a gift's
    // carry the gift's id (its delivery, notes, reminder, corrections).
    db().emailMessage.findMany({
      where: { OR: [{ dedupeKey: { contains: order.id } }, ...(order.gift ? [{ dedupeKey: { contains: order.gift.id } }] : [])] },
      select: { id: true, to: true, type: true, subject: true, status: true, delivery: true, deliveryAt: true, createdAt: true, error: true },
      orderBy: { createdAt: "asc" },
      take: 50,
    }),
  ]);
  return { ...order, number: orderNumber(order.id), events: order.checkoutSessionId || order.paymentIntentId ? events : [], emails };
}

export type OrderDetail = NonNullable<Awaited<ReturnType<typeof getOrderDetail>>>;

/** What is left to give back, when the order can be refunded at all: of what the buyer was charged,
 * tax added on top included, so a full refund is one the provider reports as full. */
export function refundableCents(order: Pick<OrderDetail, "status" | "paymentIntentId" | "totalCents" | "taxCents" | "taxBehavior" | "refundedCents">): number {
  if (!order.paymentIntentId || !["paid", "fulfilled", "needs_review"].includes(order.status)) return 0;
  return Math.max(0, chargedCents(order) - order.refundedCents);
}
