// Sales per discount code: on the orders screen for its period, on the dashboard for this month.
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { CodeFigure } from "@/lib/admin/sales-by-code";
import { formatAmount } from "@/lib/money";

export function RevenueByCode({ rows, title = "Revenue by discount code", period = "this period" }: { rows: CodeFigure[]; title?: string; period?: string }) {
  return (
    <section aria-labelledby="by-code">
      <h2 id="by-code" className="font-serif text-xl font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-ink-soft">No orders with a discount code {period}.</p>
      ) : (
        <Table containerClassName="mt-3" className="min-w-[560px]">
          <TableCaption className="sr-only">Revenue and orders per discount code {period}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Code</TableHead>
              <TableHead className="text-right">Orders</TableHead>
              <TableHead className="text-right">Revenue</TableHead>
              <TableHead className="text-right">Discount given</TableHead>
              <TableHead className="text-right">Refunded</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.code} data-testid="code-sales" data-code={row.code}>
                <TableCell>
                  <span className="font-mono font-semibold">{row.code}</span> <span className="text-ink-soft">{row.name}</span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{row.orders}</TableCell>
                <TableCell className="text-right tabular-nums">{formatAmount(row.revenueCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatAmount(row.discountCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatAmount(row.refundedCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
