import "server-only";
// Every admin change is written here (who, when, what) and shown on the dashboard.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { CurrentUser } from "@/lib/auth/session";
import { orderNumber } from "@/lib/fulfilment/order-number";

export async function recordAdminAction(
  admin: Pick<CurrentUser, "id" | "email">,
  action: string,
  target: string | null,
  details?: Prisma.InputJsonObject,
): Promise<void> {
  await db().adminAuditLog.create({ data: { userId: admin.id, email: admin.email, action, target, details } });
}

/** The order an audit line is about, as the admin knows it: its number and the buyer's e-mail. */
export type AuditOrder = { id: string; number: string; customerEmail: string | null };

/**
 * The latest admin changes. A change to an order (its id is the target) or to a gift (the gift's
 * id; the gift belongs to an order) names that order by its number and buyer, as support quotes it.
 */
export async function recentAdminActions(take = 20) {
  const entries = await db().adminAuditLog.findMany({
    select: { id: true, email: true, action: true, target: true, createdAt: true },
    orderBy: { createdAt: "desc" },
    take,
  });
  const targets = (prefix: string) => [...new Set(entries.filter((entry) => entry.action.startsWith(prefix) && entry.target).map((entry) => entry.target!))];
  const orderSelect = { id: true, customerEmail: true } as const;
  const [orders, gifts] = await Promise.all([
    db().order.findMany({ where: { id: { in: targets("order.") } }, select: orderSelect }),
    db().gift.findMany({ where: { id: { in: targets("gift.") } }, select: { id: true, order: { select: orderSelect } } }),
  ]);
  const asAuditOrder = (order: { id: string; customerEmail: string | null }): AuditOrder => ({ ...order, number: orderNumber(order.id) });
  const byOrderId = new Map(orders.map((order) => [order.id, asAuditOrder(order)]));
  const byGiftId = new Map(gifts.flatMap((gift) => (gift.order ? [[gift.id, asAuditOrder(gift.order)] as const] : [])));
  return entries.map((entry) => {
    const target = entry.target ?? "";
    const order = entry.action.startsWith("order.") ? byOrderId.get(target) : entry.action.startsWith("gift.") ? byGiftId.get(target) : undefined;
    return { ...entry, order: order ?? null };
  });
}
