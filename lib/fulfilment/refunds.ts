import "server-only";
// Refunds, as the provider reports them on the charge: a full refund takes the order's guides off
// the shelf and marks it refunded; a partial one is recorded on the order and keeps access. The
// amount is kept per payment in payment_refunds first, because a refund can arrive before the
// payment is known; fulfilment reads it under the same lock (lib/payments/payment-lock.ts), so no refund is lost
// whichever runs first. Each increase of the amount leaves a refund notice row in the same
// transaction; refund-notices.ts sends it once.
import { db, type Prisma } from "@/lib/db";
import { orderKindHandler } from "./kinds";
import { lockPayment, PAYMENT_TRANSACTION_OPTIONS } from "@/lib/payments/payment-lock";
import { revalidateReviewsOf } from "@/lib/reviews/revalidate";

export type ReportedRefund = { paymentIntentId: string; amountRefundedCents: number; fullyRefunded: boolean };
export type RefundResult = { status: "refunded" | "partially_refunded" | "recorded"; orderId?: string };

export async function recordRefund(refund: ReportedRefund): Promise<RefundResult> {
  const { paymentIntentId } = refund;
  let takenBack: { userId: string; guideId: string }[] = [];
  const result = await db().$transaction(async (tx): Promise<RefundResult> => {
    await lockPayment(tx, paymentIntentId);
    const before = await tx.paymentRefund.findUnique({ where: { paymentIntentId }, select: { refundedCents: true, fullyRefunded: true } });
    // The amount is cumulative and events arrive in any order: keep the largest; once full, full.
    const refundedCents = Math.max(before?.refundedCents ?? 0, refund.amountRefundedCents);
    const fullyRefunded = (before?.fullyRefunded ?? false) || refund.fullyRefunded;
    await tx.paymentRefund.upsert({
      where: { paymentIntentId },
      create: { paymentIntentId, refundedCents, fullyRefunded },
      update: { refundedCents, fullyRefunded },
    });

    const order = await tx.order.findFirst({
      where: { paymentIntentId },
      select: { id: true, kind: true, userId: true, refundedAt: true, duplicateCents: true },
    });
    const increase = refundedCents - (before?.refundedCents ?? 0);
    // Taken before the revoke below deletes them: what this refund takes off the buyer's shelf.
    const removedGuides = increase > 0 && fullyRefunded && order ? await shelfTitles(tx, order) : [];
    if (increase > 0) {
      // The duplicate-payment refund (duplicates.ts) is the one of exactly that amount, once.
      const duplicate =
        order !== null &&
        order.duplicateCents > 0 &&
        increase === order.duplicateCents &&
        (await tx.refundNotice.count({ where: { paymentIntentId, reason: "duplicate" } })) === 0;
      await tx.refundNotice.createMany({
        data: [
          {
            paymentIntentId,
            refundedTotalCents: refundedCents,
            amountCents: increase,
            fullRefund: fullyRefunded,
            reason: duplicate ? "duplicate" : "requested",
            removedGuides,
          },
        ],
        skipDuplicates: true,
      });
    }

    // Not seen yet: fulfilment applies the recorded refund when the payment arrives.
    if (!order) return { status: "recorded" };
    if (!fullyRefunded) {
      await tx.order.update({ where: { id: order.id }, data: { refundedCents } });
      return { status: "partially_refunded", orderId: order.id };
    }
    const refundedAt = order.refundedAt ?? new Date();
    // Whoever holds guides through this order (the buyer, a gift's recipient, a programme's member).
    takenBack = await tx.userGuide.findMany({ where: { orderId: order.id }, select: { userId: true, guideId: true } });
    await orderKindHandler(order.kind)?.revoke(tx, order, refundedAt);
    await tx.order.update({ where: { id: order.id }, data: { status: "refunded", refundedCents, refundedAt } });
    return { status: "refunded", orderId: order.id };
  }, PAYMENT_TRANSACTION_OPTIONS);
  // The guides it took back leave the pages showing their holders' reviews of them (a review shows
  // while its author owns the guide).
  await revalidateReviewsOf(takenBack);
  return result;
}

/** Titles of the guides an order put on its buyer's own shelf (bought, or dropped by its programme). */
async function shelfTitles(tx: Prisma.TransactionClient, order: { id: string; userId: string | null }): Promise<string[]> {
  if (!order.userId) return [];
  const rows = await tx.userGuide.findMany({
    where: { orderId: order.id, userId: order.userId, acquiredVia: { in: ["purchase", "atomic_year"] } },
    select: { guide: { select: { title: true } } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((row) => row.guide.title);
}
