import "server-only";
// The Atomic Year bought for oneself, as fulfilment sees it: the paid order starts a programme (a
// second one while one runs is a duplicate payment, refunded, never queued), the buyer gets the purchase confirmation and, at once,
// what is already due of the schedule (the day-0 welcome); a full refund ends the programme.
import { db } from "@/lib/db";
import { purchaseReceiptPromise, sendOrderReceipt } from "../emails";
import type { OrderKindHandler } from "./types";
import { sendDueProgrammeEmails } from "@/lib/atomic-year/programme";
import { endProgramme, startProgramme } from "@/lib/atomic-year/subscriptions";
import { log } from "@/lib/log/logger";

export const atomicYearHandler: OrderKindHandler = {
  async grant(tx, order, payment) {
    // Checkout only sells the programme to a signed-in person; an order whose account has since
    // been deleted has nobody to run a programme for.
    if (!order.userId || !order.customerEmail) {
      log().error({ orderId: order.id }, "atomic-year: paid order without a person");
      return;
    }
    const programme = await startProgramme(tx, {
      userId: order.userId,
      email: order.customerEmail,
      orderId: order.id,
      paymentIntentId: payment.paymentIntentId,
      now: payment.paidAt,
      onlyIfNone: true,
    });
    // A second year paid for while one runs (two checkouts open at once): no year is queued, and
    // the whole payment is refunded after the commit.
    if (!programme) return { duplicateCents: order.totalCents };
  },
  async receipt(_tx, order) {
    return purchaseReceiptPromise(order);
  },
  async afterCommit(order) {
    await sendOrderReceipt(order.id);
    const programme = await db().atomicYearSubscription.findUnique({ where: { orderId: order.id }, select: { id: true } });
    if (programme) await sendDueProgrammeEmails({ subscriptionId: programme.id });
  },
  async revoke(tx, order, refundedAt) {
    await endProgramme(tx, { orderId: order.id }, refundedAt);
  },
};
