import "server-only";
// Refunds, as the provider reports them on the charge: a full refund takes the order's guides off
// the shelf and marks it refunded; a partial one is recorded on the order and keeps access. The
// amount is kept per payment in payment_refunds first, because a refund can arrive before the
// payment is known; fulfilment reads it under the same lock (payment-lock.ts), so no refund is lost
// whichever runs first.
import { db } from "@/lib/db";
import { orderKindHandler } from "./kinds";
import { lockPayment, PAYMENT_TRANSACTION_OPTIONS } from "./payment-lock";

export type ReportedRefund = { paymentIntentId: string; amountRefundedCents: number; fullyRefunded: boolean };
export type RefundResult = { status: "refunded" | "partially_refunded" | "recorded"; orderId?: string };

export async function recordRefund(refund: ReportedRefund): Promise<RefundResult> {
  const { paymentIntentId } = refund;
  return db().$transaction(async (tx) => {
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

    const order = await tx.order.findFirst({ where: { paymentIntentId }, select: { id: true, kind: true, userId: true, refundedAt: true } });
    // Not seen yet: fulfilment applies the recorded refund when the payment arrives.
    if (!order) return { status: "recorded" };
    if (!fullyRefunded) {
      await tx.order.update({ where: { id: order.id }, data: { refundedCents } });
      return { status: "partially_refunded", orderId: order.id };
    }
    const refundedAt = order.refundedAt ?? new Date();
    await orderKindHandler(order.kind)?.revoke(tx, order, refundedAt);
    await tx.order.update({ where: { id: order.id }, data: { status: "refunded", refundedCents, refundedAt } });
    return { status: "refunded", orderId: order.id };
  }, PAYMENT_TRANSACTION_OPTIONS);
}
