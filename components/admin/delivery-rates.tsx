// The dashboard's e-mail health: bounce and complaint rates of the last 30 days against the
// thresholds bulk senders are held to, each marked when above.
import Link from "next/link";
import { BOUNCE_RATE_LIMIT, COMPLAINT_RATE_LIMIT, RATE_WINDOW_DAYS, type DeliveryRates } from "@/lib/admin/deliverability";
import { cn } from "@/lib/utils";

const percent = (rate: number) => `${(rate * 100).toFixed(rate > 0 && rate < 0.01 ? 2 : 1)}%`;

export function DeliveryRatesPanel({ rates }: { rates: DeliveryRates }) {
  const cells = [
    { label: "Bounce rate", rate: rates.bounceRate, count: rates.bounces, noun: "bounce", limit: BOUNCE_RATE_LIMIT, over: rates.bounceOver },
    { label: "Complaint rate", rate: rates.complaintRate, count: rates.complaints, noun: "complaint", limit: COMPLAINT_RATE_LIMIT, over: rates.complaintOver },
  ];
  return (
    <section aria-labelledby="delivery-rates" className="rounded-2xl border border-ink/10 bg-white/60 p-5">
      <h2 id="delivery-rates" className="font-serif text-xl font-semibold">
        E-mail delivery, last {RATE_WINDOW_DAYS} days
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {rates.sent} {rates.sent === 1 ? "e-mail" : "e-mails"} sent.{" "}
        <Link href="/admin/emails?tab=suppressed" className="underline underline-offset-4">
          Suppressed addresses
        </Link>
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {cells.map((cell) => (
          <div key={cell.label} className={cn("rounded-xl border p-3", cell.over ? "border-power/50 bg-power/10" : "border-ink/10")} data-over={cell.over}>
            <dt className="text-xs uppercase tracking-wide text-ink-soft">{cell.label}</dt>
            <dd className={cn("mt-1 text-2xl font-semibold tabular-nums", cell.over && "text-power-ink")} data-figure={cell.label}>
              {percent(cell.rate)}
            </dd>
            <dd className="text-sm text-ink-soft">
              {cell.count} {cell.count === 1 ? cell.noun : `${cell.noun}s`} · limit {percent(cell.limit)}
              {cell.over ? <span className="ml-1 font-semibold text-power-ink">· Above the limit</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
