import type { Metadata } from "next";
import Link from "next/link";
import { DayChart } from "@/components/admin/day-chart";
import { utcTime } from "@/components/admin/format";
import { formatAmount } from "@/lib/money";
import { OrderPanel } from "@/components/admin/order-panel";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { getOrderDetail } from "@/lib/admin/orders";
import { listOrders, ORDER_STATUSES, refundsByDay, resolveSalesQuery, revenueByDay, revenueByGuide, type SalesQuery } from "@/lib/admin/sales";
import { requireAdmin } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Orders & sales" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function queryString(query: SalesQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    from: query.fromDay,
    to: query.toDay,
    ...(query.status ? { status: query.status } : {}),
    ...(query.q ? { q: query.q } : {}),
    ...extra,
  });
  return params.toString();
}

const field = "h-10 rounded-xl border border-ink/20 bg-white px-3 text-sm";

export default async function AdminOrdersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAdmin();
  const raw = await searchParams;
  const query = resolveSalesQuery(raw);
  const orderId = typeof raw.order === "string" ? raw.order : undefined;
  const [revenue, refunds, byGuide, { orders, total }, selected] = await Promise.all([
    revenueByDay(query),
    refundsByDay(query),
    revenueByGuide(query),
    listOrders(query),
    orderId ? getOrderDetail(orderId) : null,
  ]);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-3xl font-semibold md:text-4xl">Orders &amp; sales</h1>
        <Button asChild variant="outline" size="sm">
          <a href={`/api/admin/orders/export?${queryString(query)}`} download>
            Export CSV
          </a>
        </Button>
      </div>

      <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filters">
        <label className="grid gap-1 text-xs font-medium">
          From
          <input type="date" name="from" defaultValue={query.fromDay} className={field} />
        </label>
        <label className="grid gap-1 text-xs font-medium">
          To
          <input type="date" name="to" defaultValue={query.toDay} className={field} />
        </label>
        <label className="grid gap-1 text-xs font-medium">
          Status
          <select name="status" defaultValue={query.status ?? ""} className={field}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-xs font-medium">
          Buyer, recipient, promo or order id
          <input type="search" name="q" defaultValue={query.q ?? ""} className={field} />
        </label>
        <Button type="submit" size="sm">
          Apply
        </Button>
      </form>

      <div className="grid gap-6 lg:grid-cols-2">
        <DayChart title="Revenue by day" days={revenue} />
        <DayChart title="Refunds by day" days={refunds} tone="rose" />
      </div>

      <section aria-labelledby="by-guide">
        <h2 id="by-guide" className="font-serif text-xl font-semibold">
          Revenue by guide
        </h2>
        {byGuide.length === 0 ? (
          <p className="mt-2 text-ink-soft">No sales in this period.</p>
        ) : (
          <table className="mt-3 w-full text-left text-sm">
            <thead className="text-xs uppercase tracking-wide text-ink-soft">
              <tr>
                <th className="py-2 pr-4 font-medium">Item</th>
                <th className="py-2 pr-4 text-right font-medium">Sold</th>
                <th className="py-2 text-right font-medium">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {byGuide.map((row) => (
                <tr key={row.guideId ?? row.name} className="border-t border-ink/10">
                  <td className="py-2 pr-4">{row.name}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{row.count}</td>
                  <td className="py-2 text-right tabular-nums">{formatAmount(row.cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <div className={selected ? "grid gap-6 lg:grid-cols-[1fr_420px]" : ""}>
        <section aria-labelledby="orders" className="min-w-0">
          <h2 id="orders" className="font-serif text-xl font-semibold">
            Orders <span className="text-base font-normal text-ink-soft">({total > orders.length ? `latest ${orders.length} of ${total}` : total})</span>
          </h2>
          {orders.length === 0 ? (
            <p className="mt-2 text-ink-soft">No orders match.</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[760px] text-left text-sm">
                <thead className="text-xs uppercase tracking-wide text-ink-soft">
                  <tr>
                    <th className="py-2 pr-3 font-medium">Created</th>
                    <th className="py-2 pr-3 font-medium">Status</th>
                    <th className="py-2 pr-3 text-right font-medium">Amount</th>
                    <th className="py-2 pr-3 font-medium">Items</th>
                    <th className="py-2 pr-3 font-medium">Buyer</th>
                    <th className="py-2 pr-3 font-medium">Promo</th>
                    <th className="py-2 font-medium">Gift for</th>
                  </tr>
                </thead>
                <tbody>
                  {orders.map((order) => (
                    <tr key={order.id} className={`border-t border-ink/10 ${order.id === orderId ? "bg-beige/60" : ""}`}>
                      <td className="py-2 pr-3 whitespace-nowrap">
                        <Link href={`/admin/orders?${queryString(query, { order: order.id })}`} className="underline underline-offset-4" scroll={false}>
                          {utcTime(order.createdAt)}
                        </Link>
                      </td>
                      <td className="py-2 pr-3">
                        <Badge variant={order.status === "needs_review" ? "default" : "soft"}>
                          {order.status === "needs_review" ? "needs review" : order.status}
                        </Badge>
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatAmount(order.totalCents)}</td>
                      <td className="py-2 pr-3">{order.items.map((item) => item.name).join(", ")}</td>
                      <td className="py-2 pr-3 break-all">{order.customerEmail ?? "-"}</td>
                      <td className="py-2 pr-3">{order.promoCode ?? "-"}</td>
                      <td className="py-2 break-all">{order.gift?.recipientEmail ?? "-"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        {selected && <OrderPanel order={selected} closeHref={`/admin/orders?${queryString(query)}`} />}
        {orderId && !selected && <p className="text-ink-soft">No such order.</p>}
      </div>
    </div>
  );
}
