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
    const granted = await tx.userGuide.createMany({
      data: guideIds.map((guideId) => ({
        userId,
        guideId,
        acquiredVia: "purchase" as const,
        orderId: order.id,
        stripePaymentIntentId: payment.paymentIntentId,
      })),
      skipDuplicates: true,
    });
    // Checkouts close each other (lib/checkout/create.ts), but two started at the same instant can
    // both be paid: a guide already owned is not granted twice, and the order says so for an
    // admin to refund.
    if (granted.count < guideIds.length) {
      const rows = await tx.userGuide.findMany({ where: { userId, guideId: { in: guideIds } }, select: { guideId: true, orderId: true } });
      const owned = rows.filter((row) => row.orderId !== order.id).map((row) => row.guideId);
      if (owned.length > 0) await tx.order.update({ where: { id: order.id }, data: { reviewReason: `already_owned: ${owned.join(", ")}` } });
    }
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
