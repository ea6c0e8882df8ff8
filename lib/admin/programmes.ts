import "server-only";
// The Atomic Year programmes and the gifts, as the admin's lists show them (newest first, bounded).
import { db } from "@/lib/db";

export const ADMIN_LIST_LIMIT = 200;

export async function listProgrammes() {
  const rows = await db().atomicYearSubscription.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: ADMIN_LIST_LIMIT,
    select: {
      id: true,
      email: true,
      status: true,
      subscriptionStart: true,
      subscriptionEnd: true,
      nextEmailAt: true,
      endedAt: true,
      giftId: true,
      user: { select: { displayName: true, firstName: true } },
      _count: { select: { deliveries: { where: { outcome: "sent", schedule: { template: { emailType: "guide_drop" } } } } } },
    },
  });
  return rows.map(({ _count, user, ...row }) => ({ ...row, name: user.displayName ?? user.firstName ?? null, drops: _count.deliveries }));
}

export type GiftState = "awaiting payment" | "scheduled" | "delivered" | "opened" | "claimed" | "refunded";

/** A gift's state: refunded, then opened (a year activated) or claimed (a guide), then delivered,
 * then scheduled (paid, its day not come) or awaiting payment. */
function giftState(gift: {
  giftType: "guide" | "atomic_year";
  refundedAt: Date | null;
  isActivated: boolean;
  deliveredAt: Date | null;
  order: { status: string } | null;
}): GiftState {
  if (gift.refundedAt) return "refunded";
  if (gift.isActivated) return gift.giftType === "guide" ? "claimed" : "opened";
  if (gift.deliveredAt) return "delivered";
  return gift.order?.status === "fulfilled" ? "scheduled" : "awaiting payment";
}

export async function listGifts() {
  const rows = await db().gift.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: ADMIN_LIST_LIMIT,
    select: {
      id: true,
      giftType: true,
      giverName: true,
      giverEmail: true,
      recipientName: true,
      recipientEmail: true,
      guideTitle: true,
      deliveryDate: true,
      deliveredAt: true,
      isActivated: true,
      refundedAt: true,
      orderId: true,
      order: { select: { status: true } },
    },
  });
  return rows.map((row) => ({ ...row, state: giftState(row) }));
}
