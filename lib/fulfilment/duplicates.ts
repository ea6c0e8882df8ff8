import "server-only";
// Nobody pays twice for one thing. Checkout closes overlapping checkouts when it opens one, but two
// can still be open at once (two tabs, two programme checkouts) and both be paid. So, once an order
// is fulfilled, the buyer's other open checkouts for what they now own (a guide they own, the
// Atomic Year while a programme of theirs runs or waits) are expired at the provider and their
// orders closed. A payment that got through before its expiry landed is fulfilled with nothing
// granted twice (the unique keys decide, in fulfilment's transaction) and the part of it that
// duplicates is refunded through the provider here; the refund's webhook then sends the notice.
// Gifts are never duplicates: anyone may give a guide they own.
import { db } from "@/lib/db";
import { payments } from "@/lib/payments";
import { chargedShareCents } from "@/lib/payments/tax";
import type { FulfilResult } from "./fulfil";
import { log } from "@/lib/log/logger";

/** Refunds what a fulfilled order paid again for what the buyer already owned (orders.duplicate_cents),
 * once: the provider's idempotency key is the order's, and the refund's id is kept. Throws when the
 * provider refuses, so the payment event stays unprocessed and its retry tries again. */
export async function refundDuplicatePayment(orderId: string): Promise<void> {
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: { duplicateCents: true, duplicateRefundId: true, paymentIntentId: true, totalCents: true, taxCents: true, taxBehavior: true },
  });
  if (!order || order.duplicateCents <= 0 || order.duplicateRefundId || !order.paymentIntentId) return;
  // What the card paid for those cents: with tax added on top, their share of it too.
  const amountCents = chargedShareCents(order, order.duplicateCents);
  const outcome = await payments().refund(order.paymentIntentId, amountCents, {
    idempotencyKey: `duplicate:${orderId}`,
    reason: "duplicate",
    metadata: { order_id: orderId },
  });
  if (!outcome.ok) throw new Error(`refunding the duplicate payment of order ${orderId} failed: ${outcome.error}`);
  await db().order.updateMany({ where: { id: orderId, duplicateRefundId: null }, data: { duplicateRefundId: outcome.refundId } });
  log().info({ orderId, amountCents, refundId: outcome.refundId }, "fulfilment: duplicate payment refunded");
}

/**
 * Expires the buyer's other open checkouts for what they now own and marks their orders expired.
 * `openOrderIds`: the buyer's other orders with a checkout open, as fulfilment read them with the
 * order (usually none, and then nothing is read). One the provider reports paid (it was paid before
 * the expiry landed) is settled at once through `fulfil`, which grants nothing twice and refunds its
 * duplicate part; so does a payment of a checkout opened after that read.
 */
export async function closeCheckoutsForWhatIsOwned(
  order: { id: string; userId: string | null },
  openOrderIds: readonly string[],
  fulfil: (sessionId: string) => Promise<FulfilResult>,
): Promise<void> {
  const userId = order.userId;
  if (!userId || openOrderIds.length === 0) return;
  const pendingOrders = await db().order.findMany({
    where: { id: { in: [...openOrderIds] }, userId, status: "pending", kind: { in: ["guides", "atomic_year"] } },
    select: { id: true, kind: true, checkoutSessionId: true, items: { where: { guideId: { not: null } }, select: { guideId: true } } },
  });
  const open = pendingOrders.flatMap(({ checkoutSessionId, ...pending }) => (checkoutSessionId ? [{ ...pending, checkoutSessionId }] : []));
  if (open.length === 0) return;

  const guideIds = [...new Set(open.flatMap((pending) => pending.items.flatMap((item) => (item.guideId ? [item.guideId] : []))))];
  const [owned, programmes] = await Promise.all([
    guideIds.length ? db().userGuide.findMany({ where: { userId, guideId: { in: guideIds } }, select: { guideId: true } }) : [],
    db().atomicYearSubscription.count({ where: { userId, status: "active", subscriptionEnd: { gt: new Date() } } }),
  ]);
  const ownedIds = new Set(owned.map((row) => row.guideId));
  const covered = open.filter((pending) =>
    pending.kind === "atomic_year" ? programmes > 0 : pending.items.some((item) => item.guideId !== null && ownedIds.has(item.guideId)),
  );

  for (const pending of covered) {
    const sessionId = pending.checkoutSessionId;
    const state = await payments().expireCheckoutSession(sessionId);
    if (state === "complete") {
      await fulfil(sessionId);
    } else {
      // Only a pending order moves: one paid meanwhile keeps its status.
      await db().order.updateMany({ where: { id: pending.id, status: "pending" }, data: { status: "expired" } });
      log().info({ orderId: pending.id, closedBy: order.id, sessionId, state }, "fulfilment: closed a checkout for what the buyer now owns");
    }
  }
}
