import type { Metadata } from "next";
import Link from "next/link";
import { ADMIN_SCREENS } from "@/components/admin/screens";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { utcTime } from "@/components/admin/format";
import { formatAmount } from "@/lib/money";
import { recentAdminActions } from "@/lib/admin/audit";
import { requireAdmin } from "@/lib/auth/session";
import { dashboardFigures, startOfUtcDay, startOfUtcMonth, type PeriodFigures } from "@/lib/admin/sales";
import { revenueByCode } from "@/lib/admin/sales-by-code";
import { RevenueByCode } from "@/components/admin/revenue-by-code";
import { InsightCharts } from "@/components/admin/insight-charts";
import { insightReport } from "@/lib/insight/report";
import { DeliveryRatesPanel } from "@/components/admin/delivery-rates";
import { deliveryRates } from "@/lib/admin/deliverability";

export const metadata: Metadata = { title: "Dashboard" };

const DEVELOPER_PAGES = ["/test-input", "/test-form", "/direct-email", "/stripe-test", "/webhook-test", "/email-test"];

function Figures({ title, figures, taxShown }: { title: string; figures: PeriodFigures; taxShown: boolean }) {
  const cells = [
    { label: "Revenue", value: formatAmount(figures.revenueCents) },
    ...(taxShown ? [{ label: "Tax collected", value: formatAmount(figures.taxCents) }] : []),
    { label: "Orders", value: String(figures.orders) },
    { label: "Refunds", value: `${figures.refunds} (${formatAmount(figures.refundedCents)})` },
    { label: "Programme sign-ups", value: String(figures.programmeSignUps) },
  ];
  return (
    <section aria-labelledby={`figures-${title}`} className="rounded-2xl border border-ink/10 bg-white/60 p-5">
      <h2 id={`figures-${title}`} className="font-serif text-xl font-semibold">
        {title}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        {cells.map((cell) => (
          <div key={cell.label}>
            <dt className="text-xs uppercase tracking-wide text-ink-soft">{cell.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums" data-figure={`${title}:${cell.label}`}>
              {cell.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default async function AdminDashboard() {
  await requireAdmin();
  const now = new Date();
  const month = { from: startOfUtcMonth(now), to: startOfUtcDay(now) };
  const [figures, audit, byCode, insight, rates] = await Promise.all([
    dashboardFigures(now),
    recentAdminActions(),
    revenueByCode(month),
    insightReport(now),
    deliveryRates(now),
  ]);
  return (
    <div className="space-y-10">
      <h1 className="font-serif text-3xl font-semibold md:text-4xl">Dashboard</h1>
      {figures.needsReview > 0 && (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
          {figures.needsReview} paid {figures.needsReview === 1 ? "order needs" : "orders need"} review.{" "}
          <Link href="/admin/orders?status=needs_review" className="font-medium underline">
            Open them
          </Link>
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <Figures title="Today" figures={figures.today} taxShown={figures.taxShown} />
        <Figures title="This month" figures={figures.month} taxShown={figures.taxShown} />
      </div>
      <p className="text-xs text-ink-soft">
        Days and months are UTC. Revenue is what was paid
        {figures.taxShown ? ", less the tax collected with it (owed to the tax authorities)" : ""}; refunds are counted on the day they were given.
      </p>

      <DeliveryRatesPanel rates={rates} />

      <RevenueByCode rows={byCode} title="This month by discount code" period="this month" />

      <InsightCharts report={insight} />

      <section aria-labelledby="screens">
        <h2 id="screens" className="font-serif text-xl font-semibold">
          Screens
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {[
            ...ADMIN_SCREENS.slice(1).map((screen) => ({ href: screen.href, label: screen.label })),
            ...DEVELOPER_PAGES.map((href) => ({ href, label: href })),
          ].map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="inline-block rounded-full border border-ink/20 px-4 py-2 text-sm hover:bg-beige">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="audit">
        <h2 id="audit" className="font-serif text-xl font-semibold">
          Recent admin changes
        </h2>
        {audit.length === 0 ? (
          <p className="mt-3 text-ink-soft">No admin changes yet.</p>
        ) : (
          <Table containerClassName="mt-3" className="min-w-[520px]">
            <TableCaption className="sr-only">Recent admin changes, newest first</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>What</TableHead>
                <TableHead>On</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {audit.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="whitespace-nowrap">{utcTime(entry.createdAt)}</TableCell>
                  <TableCell>{entry.email}</TableCell>
                  <TableCell className="font-mono text-xs">{entry.action}</TableCell>
                  <TableCell className="text-xs">
                    {entry.order ? (
                      <>
                        <Link href={`/admin/orders?order=${entry.order.id}`} className="font-mono underline underline-offset-4">
                          {entry.order.number}
                        </Link>
                        {entry.order.customerEmail && <span className="block break-all text-ink-soft">{entry.order.customerEmail}</span>}
                      </>
                    ) : (
                      <span className="font-mono break-all">{entry.target ?? "-"}</span>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </div>
  );
}
