import "server-only";
// A person's order history for the account page: the orders that were paid (abandoned checkouts
// are not orders to them), newest first, with what a receipt shows.
import { db } from "@/lib/db";
import type { OrderKind, OrderStatus } from "@/lib/db";
import { orderNumber } from "@/lib/fulfilment/order-number";
import { chargedCents, taxLine } from "@/lib/payments/tax";

/** Paid at some point: the statuses a receipt exists for. */
export const RECEIPT_STATUSES = ["paid", "fulfilled", "refunded", "needs_review"] as const;

export type AccountOrder = {
  id: string;
  number: string;
  kind: OrderKind;
  status: (typeof RECEIPT_STATUSES)[number];
  statusLabel: string;
  date: Date;
  items: { name: string; unitCents: number; discountCents: number }[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** What the card was charged: the total, plus the tax when it was added on top. */
  chargedCents: number;
  /** "Tax: $1.20" or "incl. tax $1.00" when the order was paid with Stripe Tax; else null. */
  taxLine: string | null;
  refundedCents: number;
  promoCode: string | null;
  /** The discount code's name, as the cart showed it. */
  discountName: string | null;
  /** Only guide orders have the purchase confirmation to send again. */
  canResend: boolean;
};

export function isReceiptStatus(status: OrderStatus): status is AccountOrder["status"] {
  return (RECEIPT_STATUSES as readonly OrderStatus[]).includes(status);
}

/** What an order is, in words: the account page's badge and the data export say the same. */
export function orderStatusLabel(status: OrderStatus, refundedCents: number): string {
  switch (status) {
    case "refunded":
      return "Refunded";
    case "needs_review":
      return "Being reviewed";
    case "paid":
    case "fulfilled":
      return refundedCents > 0 ? "Partly refunded" : "Paid";
    case "pending":
      return "Checkout not finished (not paid)";
    case "expired":
      return "Checkout expired (not paid)";
    case "failed":
      return "Payment failed (not paid)";
  }
}

export async function ordersOf(userId: string): Promise<AccountOrder[]> {
  const rows = await db().order.findMany({
    where: { userId, status: { in: [...RECEIPT_STATUSES] } },
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      kind: true,
      status: true,
      createdAt: true,
      paidAt: true,
      subtotalCents: true,
      discountCents: true,
      totalCents: true,
      taxCents: true,
      taxBehavior: true,
      refundedCents: true,
      promoCode: true,
      discountCode: { select: { name: true } },
      items: { select: { name: true, unitCents: true, discountCents: true }, orderBy: { id: "asc" } },
    },
  });
  return rows.map((row) => {
    const status = row.status as AccountOrder["status"];
    return {
      id: row.id,
      number: orderNumber(row.id),
      kind: row.kind,
      status,
      statusLabel: orderStatusLabel(status, row.refundedCents),
      date: row.paidAt ?? row.createdAt,
      items: row.items,
      subtotalCents: row.subtotalCents,
      discountCents: row.discountCents,
      totalCents: row.totalCents,
      chargedCents: chargedCents(row),
      taxLine: taxLine(row),
      refundedCents: row.refundedCents,
      promoCode: row.promoCode,
      discountName: row.discountCode?.name ?? null,
      canResend: row.kind === "guides" && status !== "needs_review",
    };
  });
}
