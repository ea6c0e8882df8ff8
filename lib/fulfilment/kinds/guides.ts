import "server-only";
// Guides bought for oneself: one shelf row per guide (the unique user-guide key keeps it once).
import { sendPurchaseConfirmation } from "../emails";
import type { OrderKindHandler } from "./types";

export const guidesHandler: OrderKindHandler = {
  async grant(tx, order, payment) {
    const userId = order.userId;
    if (!userId) return;
    const guideIds = order.items.flatMap((item) => (item.guideId ? [item.guideId] : []));
    await tx.userGuide.createMany({
      data: guideIds.map((guideId) => ({
        userId,
        guideId,
        acquiredVia: "purchase" as const,
        orderId: order.id,
        stripePaymentIntentId: payment.paymentIntentId,
      })),
      skipDuplicates: true,
    });
  },
  async afterCommit(orderId) {
    await sendPurchaseConfirmation(orderId);
  },
  async revoke(tx, order) {
    await tx.userGuide.deleteMany({ where: { orderId: order.id, acquiredVia: "purchase" } });
  },
};
