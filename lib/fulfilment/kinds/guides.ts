import "server-only";
// Guides bought for oneself: one shelf row per guide (the unique user-guide key keeps it once).
import { randomUUID } from "node:crypto";
import { priceCart, type PricedItem } from "@/lib/cart/pricing";
import { sendCompletionEmailIfNowComplete } from "@/lib/shelf/completion";
import { purchaseReceiptPromise, sendOrderReceipt } from "../emails";
import type { OrderKindHandler, PaidOrder } from "./types";

/** What the payment paid for the guides already owned: the total less what the rest would cost on
 * their own, priced by the same rule as the cart (with the order's discount code). A bundle's kept
 * guides are one bundle line of their shares, as the bundle of the missing guides is priced. */
function duplicateCents(order: PaidOrder, owned: ReadonlySet<string>): number {
  const kept: PricedItem[] = [];
  const bundles = new Map<string, number>();
  for (const item of order.items) {
    if (!item.guideId || owned.has(item.guideId)) continue;
    if (item.bundle === null) kept.push({ guideId: item.guideId, priceCents: item.unitCents });
    else bundles.set(item.bundle, (bundles.get(item.bundle) ?? 0) + item.unitCents);
  }
  for (const priceCents of bundles.values()) kept.push({ guideId: null, priceCents, bundle: true });
  const keptCents = kept.length === 0 ? 0 : priceCart(kept, order.discountCode).totalCents;
  return Math.min(order.totalCents, Math.max(0, order.totalCents - keptCents));
}

export const guidesHandler: OrderKindHandler = {
  async grant(tx, order, payment) {
    const userId = order.userId;
    if (!userId) return;
    // In one order (by guide id), so two orders sharing guides that settle at once wait for each
    // other on the unique key instead of deadlocking.
    const guideIds = order.items.flatMap((item) => (item.guideId ? [item.guideId] : [])).sort();
    // A plain statement: every paid order runs it, and Prisma's createMany costs several times as
    // much to prepare. The unique user-guide key skips what is already on the shelf.
    const granted = await tx.$executeRaw`
      INSERT INTO "user_guides" ("id", "user_id", "guide_id", "acquired_via", "order_id", "stripe_payment_intent_id", "created_at")
      SELECT g."id", ${userId}, g."guide_id", 'purchase'::"AcquiredVia", ${order.id}, ${payment.paymentIntentId}, CAST(${payment.paidAt.toISOString()} AS timestamp(3))
      FROM unnest(${guideIds.map(() => randomUUID())}::text[], ${guideIds}::text[]) WITH ORDINALITY AS g("id", "guide_id", "n")
      ORDER BY g."n"
      ON CONFLICT ("user_id", "guide_id") DO NOTHING`;
    if (granted === guideIds.length) return;
    // Two checkouts paid before one could close the other (or a guide that came by quiz or gift
    // meanwhile): what is already owned is not granted twice, and what this payment paid for it is
    // refunded after the commit. The order says which guides, for an admin.
    const rows = await tx.userGuide.findMany({ where: { userId, guideId: { in: guideIds } }, select: { guideId: true, orderId: true } });
    const owned = new Set(rows.filter((row) => row.orderId !== order.id).map((row) => row.guideId));
    if (owned.size === 0) return;
    await tx.order.update({ where: { id: order.id }, data: { reviewReason: `already_owned: ${[...owned].join(", ")}` } });
    return { duplicateCents: duplicateCents(order, owned) };
  },
  async receipt(_tx, order) {
    return purchaseReceiptPromise(order);
  },
  // The buyer's stamped copies are made ahead when the buyer's success page shows the order
  // (lib/checkout/result.ts), not here: this runs for every payment event, and stamping two PDFs
  // beside each webhook's answer took fulfilment from about 190 orders a second to 40.
  async afterCommit(order) {
    await sendOrderReceipt(order.id);
    if (order.userId) await sendCompletionEmailIfNowComplete(order.userId);
  },
  async revoke(tx, order) {
    await tx.userGuide.deleteMany({ where: { orderId: order.id, acquiredVia: "purchase" } });
  },
};
