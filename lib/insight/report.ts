import "server-only";
// The insight dashboard's figures for the last 30 UTC days: page views per day, the funnel per
// guide and per source (guide views and adds to cart from the beacon's counters; checkouts started
// and paid from the guides orders themselves, which exist anyway and carry the visit's source), the
// pages, referring sites and utm_sources.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

const INSIGHT_DAYS = 30;

type ViewsOnDay = { day: string; views: number };
export type FunnelRow = { key: string; label: string; pageViews: number; guideViews: number; adds: number; checkouts: number; paid: number };
export type Tally = { key: string; count: number };
export type InsightReport = {
  fromDay: string;
  toDay: string;
  days: ViewsOnDay[];
  byGuide: FunnelRow[];
  bySource: FunnelRow[];
  pages: Tally[];
  referrers: Tally[];
  utms: Tally[];
};

const DAY_MS = 86_400_000;
const dayString = (date: Date) => date.toISOString().slice(0, 10);
/** What a source of "" (no utm_source, no referring site) is called. */
const DIRECT_LABEL = "Direct or unknown";

type OrderFunnelRow = { key: string | null; checkouts: bigint; paid: bigint };

/** The people who started a guides checkout since `from`, and of them those who paid, by guide or by source: a person starting
 * checkout again and again counts once. */
function orderFunnel(from: Date, by: "guide" | "source") {
  const key = by === "guide" ? Prisma.sql`i.guide_id` : Prisma.sql`COALESCE(o.insight_source, '')`;
  return db().$queryRaw<OrderFunnelRow[]>`
    SELECT ${key} AS key, COUNT(DISTINCT o.user_id)::bigint AS checkouts, COUNT(DISTINCT o.user_id) FILTER (WHERE o.paid_at IS NOT NULL)::bigint AS paid
      FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.kind = 'guides' AND o.created_at >= ${from}
     GROUP BY 1`;
}

export async function insightReport(now = new Date()): Promise<InsightReport> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const from = new Date(today.getTime() - (INSIGHT_DAYS - 1) * DAY_MS);
  const inPeriod = { day: { gte: from } };
  const [perDay, perSubject, perSource, guideOrders, sourceOrders, guides] = await Promise.all([
    db().insightCount.groupBy({ by: ["day"], where: { metric: "page_view", ...inPeriod }, _sum: { n: true } }),
    db().insightCount.groupBy({ by: ["metric", "subject"], where: inPeriod, _sum: { n: true } }),
    db().insightCount.groupBy({ by: ["metric", "source"], where: { metric: { in: ["page_view", "guide_view", "cart_add"] }, ...inPeriod }, _sum: { n: true } }),
    orderFunnel(from, "guide"),
    orderFunnel(from, "source"),
    db().guide.findMany({ select: { id: true, slug: true, title: true }, orderBy: [{ strand: "asc" }, { sortOrder: "asc" }] }),
  ]);

  const viewsByDay = new Map(perDay.map((row) => [dayString(row.day), row._sum.n ?? 0]));
  const days: ViewsOnDay[] = [];
  for (let time = from.getTime(); time <= today.getTime(); time += DAY_MS) {
    const day = dayString(new Date(time));
    days.push({ day, views: viewsByDay.get(day) ?? 0 });
  }

  const tally = (metric: string): Tally[] =>
    perSubject
      .filter((row) => row.metric === metric)
      .map((row) => ({ key: row.subject, count: row._sum.n ?? 0 }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const subjectCount = (metric: string, subject: string) => perSubject.find((row) => row.metric === metric && row.subject === subject)?._sum.n ?? 0;
  const sourceCount = (metric: string, source: string) => perSource.find((row) => row.metric === metric && row.source === source)?._sum.n ?? 0;

  const byGuide: FunnelRow[] = guides.map((guide) => {
    const orders = guideOrders.find((row) => row.key === guide.id);
    return {
      key: guide.slug,
      label: guide.title,
      pageViews: subjectCount("page_view", `/guides/${guide.slug}`),
      guideViews: subjectCount("guide_view", guide.slug),
      adds: subjectCount("cart_add", guide.slug),
      checkouts: Number(orders?.checkouts ?? 0),
      paid: Number(orders?.paid ?? 0),
    };
  });

  const sources = new Set([...perSource.map((row) => row.source), ...sourceOrders.map((row) => row.key ?? "")]);
  const bySource: FunnelRow[] = [...sources]
    .map((source) => {
      const orders = sourceOrders.find((row) => (row.key ?? "") === source);
      return {
        key: source,
        label: source || DIRECT_LABEL,
        pageViews: sourceCount("page_view", source),
        guideViews: sourceCount("guide_view", source),
        adds: sourceCount("cart_add", source),
        checkouts: Number(orders?.checkouts ?? 0),
        paid: Number(orders?.paid ?? 0),
      };
    })
    .sort((a, b) => b.pageViews - a.pageViews || b.paid - a.paid || a.label.localeCompare(b.label));

  return {
    fromDay: dayString(from),
    toDay: dayString(today),
    days,
    byGuide,
    bySource,
    pages: tally("page_view"),
    referrers: tally("referrer"),
    utms: tally("utm"),
  };
}
