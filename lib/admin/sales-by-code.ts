import "server-only";
// Sales per discount code over the orders screen's period: the orders paid with each code (as the
// other sales figures count them: paid, whatever happened next), what they brought in (as revenue
// counts it: without tax), what the code gave away, and how much of that was refunded since.
import { db } from "@/lib/db";
import { REVENUE, type SalesQuery } from "./sales";

export type CodeFigure = { code: string; name: string; orders: number; revenueCents: number; discountCents: number; refundedCents: number };

export async function revenueByCode(query: Pick<SalesQuery, "from" | "to">): Promise<CodeFigure[]> {
  const end = new Date(query.to.getTime() + 86_400_000);
  const rows = await db().$queryRaw<{ code: string; name: string; orders: bigint; revenue: bigint; discount: bigint; refunded: bigint }[]>`
    SELECT d.code, d.name, COUNT(*)::bigint AS orders, SUM(${REVENUE})::bigint AS revenue,
           SUM(o.discount_cents)::bigint AS discount, SUM(o.refunded_cents)::bigint AS refunded
      FROM orders o JOIN discount_codes d ON d.id = o.discount_code_id
     WHERE o.paid_at IS NOT NULL AND o.paid_at >= ${query.from} AND o.paid_at < ${end}
     GROUP BY d.id, d.code, d.name
     ORDER BY 4 DESC, 1`;
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    orders: Number(row.orders),
    revenueCents: Number(row.revenue),
    discountCents: Number(row.discount),
    refundedCents: Number(row.refunded),
  }));
}
