import "server-only";
// Guides bought for oneself: one shelf row per guide (the unique user-guide key keeps it once).
import { db } from "@/lib/db";
import { sendCompletionEmailIfComplete } from "@/lib/shelf/completion";
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
    const order = await db().order.findUnique({ where: { id: orderId }, select: { userId: true } });
    if (order?.userId) await sendCompletionEmailIfComplete(order.userId);
  },
  async revoke(tx, order) {
    await tx.userGuide.deleteMany({ where: { orderId: order.id, acquiredVia: "purchase" } });
  },
};
