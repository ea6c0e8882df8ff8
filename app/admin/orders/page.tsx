import type { Metadata } from "next";
import Link from "next/link";
import { DayChart } from "@/components/admin/day-chart";
import { utcTime } from "@/components/admin/format";
import { formatAmount } from "@/lib/money";
import { OrderPanel } from "@/components/admin/order-panel";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { getOrderDetail } from "@/lib/admin/orders";
import { orderNumber } from "@/lib/fulfilment/order-number";
import { revenueByCode } from "@/lib/admin/sales-by-code";
import { RevenueByCode } from "@/components/admin/revenue-by-code";
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
  const [revenue, refunds, byGuide, byCode, { orders, total }, selected] = await Promise.all([
    revenueByDay(query),
    refundsByDay(query),
    revenueByGuide(query),
    revenueByCode(query),
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
          Order number, e-mail, promo or id
          <input type="search" name="q" defaultValue={query.q ?? ""} placeholder="AG-XXXX-XXXX" className={field} />
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
          <Table containerClassName="mt-3">
            <TableCaption className="sr-only">Revenue by guide in this period</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Item</TableHead>
                <TableHead className="text-right">Sold</TableHead>
                <TableHead className="text-right">Revenue</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {byGuide.map((row) => (
                <TableRow key={row.guideId ?? row.name}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell className="text-right tabular-nums">{row.count}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatAmount(row.cents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>

      <RevenueByCode rows={byCode} />

      <div className={selected ? "grid gap-6 lg:grid-cols-[1fr_420px]" : ""}>
        <section aria-labelledby="orders" className="min-w-0">
          <h2 id="orders" className="font-serif text-xl font-semibold">
            Orders <span className="text-base font-normal text-ink-soft">({total > orders.length ? `latest ${orders.length} of ${total}` : total})</span>
          </h2>
          {orders.length === 0 ? (
            <p className="mt-2 text-ink-soft">No orders match.</p>
          ) : (
            <Table containerClassName="mt-3" className="min-w-[880px]">
              <TableCaption className="sr-only">Orders, newest first; open one by its number</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>Order</TableHead>
                  <TableHead>Created</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead>Items</TableHead>
                  <TableHead>Buyer</TableHead>
                  <TableHead>Promo</TableHead>
                  <TableHead>Gift for</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {orders.map((order) => (
                  <TableRow key={order.id} data-state={order.id === orderId ? "selected" : undefined} aria-current={order.id === orderId ? "true" : undefined}>
                    <TableCell className="whitespace-nowrap">
                      <Link
                        href={`/admin/orders?${queryString(query, { order: order.id })}`}
                        className="font-mono text-xs underline underline-offset-4"
                        scroll={false}
                      >
                        {orderNumber(order.id)}
                      </Link>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{utcTime(order.createdAt)}</TableCell>
                    <TableCell>
                      <Badge variant={order.status === "needs_review" ? "default" : "soft"}>
                        {order.status === "needs_review" ? "needs review" : order.status}
                      </Badge>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatAmount(order.totalCents)}</TableCell>
                    <TableCell>{order.items.map((item) => item.name).join(", ")}</TableCell>
                    <TableCell className="break-all">{order.customerEmail ?? "-"}</TableCell>
                    <TableCell>{order.promoCode ?? "-"}</TableCell>
                    <TableCell className="break-all">{order.gift?.recipientEmail ?? "-"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </section>
        {selected && <OrderPanel order={selected} closeHref={`/admin/orders?${queryString(query)}`} />}
        {orderId && !selected && <p className="text-ink-soft">No such order.</p>}
      </div>
    </div>
  );
}
