import "server-only";
// Sales as a shop owner reads them, computed in the database: grouped queries over the indexed
// orders.paid_at / orders.refunded_at / atomic_year_subscriptions.created_at, never every order
// loaded into the app. Days are UTC days.
import { z } from "zod";
import { db, likeLiteral } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma, type OrderStatus } from "@/lib/generated/prisma/client";
import { centsAsDecimal } from "@/lib/money";
import { orderNumber, orderNumberTail } from "@/lib/fulfilment/order-number";

/** An order counts as a sale once it is paid, whatever happened next (fulfilled, refunded, held). */
const SOLD: Prisma.Sql = Prisma.sql`paid_at IS NOT NULL`;

/** What an order earned the shop: its total, less the tax the total held (prices including tax).
 * Tax added on top was never part of the total, so it is not revenue either. */
export const REVENUE: Prisma.Sql = Prisma.sql`total_cents - CASE WHEN tax_behavior = 'inclusive' THEN COALESCE(tax_cents, 0) ELSE 0 END`;

/** What an item of the order `o` earned: its price less its share of the promo, less its share of
 * the tax the total held (in proportion to what the item cost). */
const ITEM_REVENUE: Prisma.Sql = Prisma.sql`i.unit_cents - i.discount_cents - CASE
    WHEN o.tax_behavior = 'inclusive' AND o.total_cents > 0
    THEN ROUND(COALESCE(o.tax_cents, 0)::numeric * (i.unit_cents - i.discount_cents) / o.total_cents)::int
    ELSE 0 END`;

export type PeriodFigures = {
  revenueCents: number;
  /** The tax collected with the period's sales (Stripe Tax), owed to the tax authorities. */
  taxCents: number;
  orders: number;
  refunds: number;
  refundedCents: number;
  programmeSignUps: number;
};
/** `taxShown`: Stripe Tax is on, or this month's sales carry tax: the dashboard shows the tax figure. */
export type DashboardFigures = { today: PeriodFigures; month: PeriodFigures; needsReview: number; taxShown: boolean };

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function dashboardFigures(now = new Date()): Promise<DashboardFigures> {
  const day = startOfUtcDay(now);
  const month = startOfUtcMonth(now);
  // Each FILTER reads only the month's rows, found through the index on the column it filters; the
  // refunds and sign-ups are counted by the query builder the same way (indexed refunded_at, created_at).
  const refundsSince = (since: Date) => db().order.aggregate({ where: { refundedAt: { gte: since } }, _count: true, _sum: { refundedCents: true } });
  const signUpsSince = (since: Date) => db().atomicYearSubscription.count({ where: { createdAt: { gte: since } } });
  const [[sales], refundsToday, refundsMonth, signUpsToday, signUpsMonth, needsReview] = await Promise.all([
    db().$queryRaw<
      { revenue_today: bigint; tax_today: bigint; orders_today: bigint; revenue_month: bigint; tax_month: bigint; orders_month: bigint; taxed_month: bigint }[]
    >`
      SELECT COALESCE(SUM(${REVENUE}) FILTER (WHERE paid_at >= ${day}), 0)::bigint AS revenue_today,
             COALESCE(SUM(tax_cents) FILTER (WHERE paid_at >= ${day}), 0)::bigint AS tax_today,
             COUNT(*) FILTER (WHERE paid_at >= ${day})::bigint AS orders_today,
             COALESCE(SUM(${REVENUE}), 0)::bigint AS revenue_month,
             COALESCE(SUM(tax_cents), 0)::bigint AS tax_month,
             COUNT(*)::bigint AS orders_month,
             COUNT(tax_cents)::bigint AS taxed_month
        FROM orders WHERE ${SOLD} AND paid_at >= ${month}`,
    refundsSince(day),
    refundsSince(month),
    signUpsSince(day),
    signUpsSince(month),
    db().order.count({ where: { status: "needs_review" } }),
  ]);
  return {
    today: {
      revenueCents: Number(sales?.revenue_today ?? 0),
      taxCents: Number(sales?.tax_today ?? 0),
      orders: Number(sales?.orders_today ?? 0),
      refunds: refundsToday._count,
      refundedCents: refundsToday._sum.refundedCents ?? 0,
      programmeSignUps: signUpsToday,
    },
    month: {
      revenueCents: Number(sales?.revenue_month ?? 0),
      taxCents: Number(sales?.tax_month ?? 0),
      orders: Number(sales?.orders_month ?? 0),
      refunds: refundsMonth._count,
      refundedCents: refundsMonth._sum.refundedCents ?? 0,
      programmeSignUps: signUpsMonth,
    },
    needsReview,
    taxShown: env().STRIPE_TAX || Number(sales?.taxed_month ?? 0) > 0,
  };
}

// ---------------------------------------------------------------------------------------------
// The orders screen: a period (whole UTC days, from..to inclusive) and filters from the query string

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));
export const ORDER_STATUSES = ["pending", "paid", "fulfilled", "failed", "expired", "refunded", "needs_review"] as const satisfies readonly OrderStatus[];
const MAX_PERIOD_DAYS = 366;

export const salesQuerySchema = z.object({
  from: isoDay.optional().catch(undefined),
  to: isoDay.optional().catch(undefined),
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
});

export type SalesQuery = { from: Date; to: Date; fromDay: string; toDay: string; status?: OrderStatus; q?: string };

const dayString = (date: Date) => date.toISOString().slice(0, 10);

/** The period asked for, or the last 30 days; a reversed or over-long period is clamped, never an error. */
export function resolveSalesQuery(raw: Record<string, string | string[] | undefined>, now = new Date()): SalesQuery {
  const flat = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = salesQuerySchema.parse(flat);
  const today = startOfUtcDay(now);
  let to = parsed.to ? new Date(`${parsed.to}T00:00:00Z`) : today;
  let from = parsed.from ? new Date(`${parsed.from}T00:00:00Z`) : new Date(to.getTime() - 29 * 86_400_000);
  if (from > to) [from, to] = [to, from];
  if ((to.getTime() - from.getTime()) / 86_400_000 >= MAX_PERIOD_DAYS) from = new Date(to.getTime() - (MAX_PERIOD_DAYS - 1) * 86_400_000);
  return { from, to, fromDay: dayString(from), toDay: dayString(to), status: parsed.status, q: parsed.q || undefined };
}

const endOf = (query: SalesQuery) => new Date(query.to.getTime() + 86_400_000);

export type DayFigure = { day: string; cents: number; count: number };

/** Every day of the period, with zeros for quiet days, so a chart has no gaps. */
function fillDays(query: SalesQuery, rows: { day: Date; cents: bigint; count: bigint }[]): DayFigure[] {
  const byDay = new Map(rows.map((row) => [dayString(row.day), row]));
  const days: DayFigure[] = [];
  for (let time = query.from.getTime(); time <= query.to.getTime(); time += 86_400_000) {
    const day = dayString(new Date(time));
    const row = byDay.get(day);
    days.push({ day, cents: Number(row?.cents ?? 0), count: Number(row?.count ?? 0) });
  }
  return days;
}

export async function revenueByDay(query: SalesQuery): Promise<DayFigure[]> {
  const rows = await db().$queryRaw<{ day: Date; cents: bigint; count: bigint }[]>`
    SELECT date_trunc('day', paid_at AT TIME ZONE 'UTC') AS day, SUM(${REVENUE})::bigint AS cents, COUNT(*)::bigint AS count
      FROM orders WHERE ${SOLD} AND paid_at >= ${query.from} AND paid_at < ${endOf(query)}
     GROUP BY 1 ORDER BY 1`;
  return fillDays(query, rows);
}

export async function refundsByDay(query: SalesQuery): Promise<DayFigure[]> {
  const rows = await db().$queryRaw<{ day: Date; cents: bigint; count: bigint }[]>`
    SELECT date_trunc('day', refunded_at AT TIME ZONE 'UTC') AS day, SUM(refunded_cents)::bigint AS cents, COUNT(*)::bigint AS count
      FROM orders WHERE refunded_at >= ${query.from} AND refunded_at < ${endOf(query)}
     GROUP BY 1 ORDER BY 1`;
  return fillDays(query, rows);
}

export type GuideFigure = { guideId: string | null; name: string; cents: number; count: number };

/** What each item earned (its price less its share of the promo and of any tax the price held); the
 * Atomic Year has no guide id. */
export async function revenueByGuide(query: SalesQuery): Promise<GuideFigure[]> {
  const rows = await db().$queryRaw<{ guide_id: string | null; name: string; cents: bigint; count: bigint }[]>`
    SELECT i.guide_id, MIN(COALESCE(g.title, i.name)) AS name, SUM(${ITEM_REVENUE})::bigint AS cents, COUNT(*)::bigint AS count
      FROM orders o JOIN order_items i ON i.order_id = o.id LEFT JOIN guides g ON g.id = i.guide_id
     WHERE o.paid_at IS NOT NULL AND o.paid_at >= ${query.from} AND o.paid_at < ${endOf(query)}
     GROUP BY i.guide_id, CASE WHEN i.guide_id IS NULL THEN i.name END
     ORDER BY 3 DESC, 2`;
  return rows.map((row) => ({ guideId: row.guide_id, name: row.name, cents: Number(row.cents), count: Number(row.count) }));
}

/**
 * Orders created in the period (any status), newest first, with the filters applied. The search
 * text finds an order by its number as the customer quotes it (any case, with or without dashes)
 * or by its id whatever the period, since support looks up what a customer names; and, within the
 * period, by the buyer's e-mail (as given at checkout or on the account), the promo code or a
 * gift's recipient.
 */
function ordersWhere(query: SalesQuery): Prisma.OrderWhereInput {
  const q = query.q;
  const period: Prisma.OrderWhereInput = { createdAt: { gte: query.from, lt: endOf(query) } };
  const status: Prisma.OrderWhereInput = query.status ? { status: query.status } : {};
  if (!q) return { ...period, ...status };
  const tail = orderNumberTail(q);
  return {
    ...status,
    OR: [
      { id: q },
      ...(tail ? [{ id: { endsWith: tail } }] : []),
      {
        ...period,
        OR: [
          { customerEmail: { contains: likeLiteral(q), mode: "insensitive" } },
          { user: { email: { contains: likeLiteral(q), mode: "insensitive" } } },
          { promoCode: { equals: likeLiteral(q), mode: "insensitive" } },
          { gift: { recipientEmail: { contains: likeLiteral(q), mode: "insensitive" } } },
        ],
      },
    ],
  };
}

const orderRowSelect = {
  id: true,
  kind: true,
  status: true,
  totalCents: true,
  taxCents: true,
  taxBehavior: true,
  refundedCents: true,
  promoCode: true,
  customerEmail: true,
  reviewReason: true,
  createdAt: true,
  paidAt: true,
  items: { select: { name: true, unitCents: true, discountCents: true }, orderBy: { name: "asc" } },
  gift: { select: { recipientEmail: true, recipientName: true } },
} satisfies Prisma.OrderSelect;

export type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderRowSelect }>;
export const ORDER_LIST_LIMIT = 200;

export async function listOrders(query: SalesQuery, take = ORDER_LIST_LIMIT): Promise<{ orders: OrderRow[]; total: number }> {
  const where = ordersWhere(query);
  const [orders, total] = await Promise.all([
    db().order.findMany({ where, select: orderRowSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take }),
    db().order.count({ where }),
  ]);
  return { orders, total };
}

/** Every order matching the query, in pages, for the CSV export (never all rows in memory at once). */
export async function* allOrders(query: SalesQuery, pageSize = 500): AsyncGenerator<OrderRow> {
  let cursor: string | undefined;
  for (;;) {
    const page = await db().order.findMany({
      where: ordersWhere(query),
      select: orderRowSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: pageSize,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
    });
    yield* page;
    if (page.length < pageSize) return;
    cursor = page.at(-1)?.id;
  }
}

function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection): quote it away.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const CSV_HEADER = [
  "order_id",
  "order_number",
  "created_at",
  "paid_at",
  "status",
  "kind",
  "total_usd",
  "refunded_usd",
  "items",
  "buyer",
  "promo",
  "gift_recipient",
  // Last, so the earlier columns keep their places: empty for an order paid without tax.
  "tax_usd",
  "tax_behavior",
];

export function orderCsvLine(order: OrderRow): string {
  return [
    order.id,
    orderNumber(order.id),
    order.createdAt.toISOString(),
    order.paidAt?.toISOString() ?? "",
    order.status,
    order.kind,
    centsAsDecimal(order.totalCents),
    centsAsDecimal(order.refundedCents),
    order.items.map((item) => item.name).join("; "),
    order.customerEmail,
    order.promoCode,
    order.gift?.recipientEmail,
    order.taxCents === null ? "" : centsAsDecimal(order.taxCents),
    order.taxBehavior,
  ]
    .map(csvCell)
    .join(",");
}
