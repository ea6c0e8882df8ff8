import "server-only";
// Fulfilment of a gift order (either kind). The Gift row was created with the order and holds every
// detail; paying for it makes it deliverable (the delivery query requires a fulfilled order). The
// giver's receipt goes out at once, and a gift for today (or whose morning has come) at once too;
// later ones are delivered by the scheduled job. A full refund takes the gift back.
import { endProgramme } from "@/lib/atomic-year/subscriptions";
import { db } from "@/lib/db";
import type { OrderKindHandler } from "./types";
import { deliverGift } from "@/lib/gifts/deliver";
import { giftReceiptPromise } from "@/lib/gifts/emails";
import { sendReceiptOf } from "../emails";

export const giftHandler: OrderKindHandler = {
  async grant(tx, order, payment) {
    await tx.gift.updateMany({ where: { orderId: order.id }, data: { stripePaymentIntentId: payment.paymentIntentId } });
  },
  async receipt(tx, order) {
    const gift = await tx.gift.findUnique({ where: { orderId: order.id }, select: { id: true, giftType: true, giverEmail: true } });
    return gift ? giftReceiptPromise(gift, order.id) : null;
  },
  async afterCommit({ id: orderId }) {
    await sendReceiptOf(orderId);
    const gift = await db().gift.findUnique({ where: { orderId }, select: { id: true, deliverAt: true } });
    const now = new Date();
    if (gift && gift.deliverAt <= now) await deliverGift(gift.id, now);
  },
  async revoke(tx, order, refundedAt) {
    // The update comes first: it waits for a concurrent activation of this gift to commit, so what
    // is read next is final. An undelivered gift is never delivered (refundedAt), a delivered
    // unopened one no longer opens, an opened one is taken back.
    await tx.gift.updateMany({ where: { orderId: order.id, refundedAt: null }, data: { refundedAt } });
    const gift = await tx.gift.findUnique({ where: { orderId: order.id }, select: { id: true, giftType: true, isActivated: true } });
    if (!gift?.isActivated) return;
    if (gift.giftType === "atomic_year") await endProgramme(tx, { giftId: gift.id }, refundedAt);
    else await tx.userGuide.deleteMany({ where: { orderId: order.id, acquiredVia: "gift" } });
  },
};
