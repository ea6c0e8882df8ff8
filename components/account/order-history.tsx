import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { AccountOrder } from "@/lib/account/orders";
import { formatDate } from "@/lib/dates";
import { formatAmount, formatPrice } from "@/lib/money";
import { cn } from "@/lib/utils";
import { ResendReceiptButton } from "./resend-receipt-button";

export function OrderHistory({ orders }: { orders: AccountOrder[] }) {
  if (orders.length === 0) {
    return (
      <p className="text-ink-soft">
        No orders yet. When you buy a guide, its receipt will be here.{" "}
        <Link href="/guides" className="font-medium text-ink underline underline-offset-4">
          Browse the guides
        </Link>
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <li key={order.id} className="rounded-xl border border-ink/10 bg-cream/60 p-4" data-testid="account-order">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="font-medium">
              Order <span className="font-mono text-sm">{order.number}</span>
            </p>
            <p className="font-medium">{formatAmount(order.chargedCents)}</p>
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
            <time dateTime={order.date.toISOString()}>{formatDate(order.date)}</time>
            <Badge variant={order.status === "refunded" ? "outline" : "soft"} className={cn(order.status === "refunded" && "text-power-ink!")}>
              {order.statusLabel}
            </Badge>
          </div>
          <p className="mt-2 text-sm text-ink">{order.items.map((item) => item.name).join(", ")}</p>
          <details className="group mt-3">
            <summary className="cursor-pointer text-sm font-medium text-ink underline underline-offset-4">View receipt</summary>
            <Receipt order={order} />
          </details>
        </li>
      ))}
    </ul>
  );
}

function Receipt({ order }: { order: AccountOrder }) {
  return (
    <div className="mt-3 rounded-lg border border-ink/10 bg-white/80 p-4 text-sm">
      <p className="text-ink-soft">
        Receipt for order {order.number}, paid {formatDate(order.date)} by card.
      </p>
      <table className="mt-3 w-full">
        <caption className="sr-only">Items in order {order.number}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.name} className="border-b border-ink/10">
              <td className="py-2 pr-4">{item.name}</td>
              <td className="py-2 text-right tabular-nums">
                {item.discountCents >= item.unitCents ? "Free" : formatPrice(item.unitCents - item.discountCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="tabular-nums">
          {order.discountCents > 0 ? (
            <>
              <tr>
                <th scope="row" className="pt-2 text-left font-normal text-ink-soft">
                  Subtotal
                </th>
                <td className="pt-2 text-right">{formatAmount(order.subtotalCents)}</td>
              </tr>
              <tr>
                <th scope="row" className="text-left font-normal text-ink-soft">
                  {order.discountName ?? "Discount"}
                  {order.promoCode ? ` (${order.promoCode})` : ""}
                </th>
                <td className="text-right">−{formatAmount(order.discountCents)}</td>
              </tr>
            </>
          ) : null}
          <tr>
            <th scope="row" className="pt-2 text-left font-semibold">
              Total
            </th>
            <td className="pt-2 text-right font-semibold">{formatAmount(order.totalCents)}</td>
          </tr>
          {order.taxLine ? (
            <tr>
              <td colSpan={2} className="text-right text-ink-soft" data-testid="account-order-tax">
                {order.taxLine}
              </td>
            </tr>
          ) : null}
          {order.chargedCents !== order.totalCents ? (
            <tr>
              <th scope="row" className="text-left font-normal text-ink-soft">
                Charged to your card
              </th>
              <td className="text-right">{formatAmount(order.chargedCents)}</td>
            </tr>
          ) : null}
          {order.refundedCents > 0 ? (
            <tr>
              <th scope="row" className="text-left font-normal text-power-ink">
                Refunded
              </th>
              <td className="text-right text-power-ink">−{formatAmount(order.refundedCents)}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      {order.canResend ? <ResendReceiptButton orderId={order.id} /> : null}
    </div>
  );
}
