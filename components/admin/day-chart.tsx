// A bar per day in plain SVG (no chart library): the heights are the figures, and every bar carries
// its day and amount as text for screen readers and for tests that compare it with the orders.
import { formatAmount } from "@/lib/money";
import type { DayFigure } from "@/lib/admin/sales";

export function DayChart({ title, days, tone = "ink" }: { title: string; days: DayFigure[]; tone?: "ink" | "rose" }) {
  const max = Math.max(1, ...days.map((day) => day.cents));
  const width = Math.max(days.length * 14, 280);
  const height = 140;
  const barWidth = width / days.length;
  const total = days.reduce((sum, day) => sum + day.cents, 0);
  return (
    <figure className="rounded-2xl border border-ink/10 bg-white/60 p-4">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-serif text-lg font-semibold">{title}</span>
        <span className="text-sm tabular-nums" data-testid={`${title}-total`}>
          {formatAmount(total)}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height + 18}`}
        className="mt-3 h-40 w-full"
        role="img"
        aria-label={`${title}: ${formatAmount(total)} in ${days.length} days`}
      >
        {days.map((day, index) => {
          const barHeight = (day.cents / max) * height;
          return (
            <g key={day.day} data-day={day.day} data-cents={day.cents}>
              <title>{`${day.day}: ${formatAmount(day.cents)} (${day.count})`}</title>
              <rect
                x={index * barWidth + 1}
                y={height - barHeight}
                width={Math.max(barWidth - 2, 1)}
                height={Math.max(barHeight, day.cents > 0 ? 2 : 0)}
                rx={2}
                className={tone === "rose" ? "fill-rose-700" : "fill-ink"}
              />
            </g>
          );
        })}
        <line x1={0} x2={width} y1={height + 0.5} y2={height + 0.5} className="stroke-ink/20" />
        <text x={0} y={height + 14} className="fill-ink-soft text-[10px]">
          {days[0]?.day}
        </text>
        <text x={width} y={height + 14} textAnchor="end" className="fill-ink-soft text-[10px]">
          {days.at(-1)?.day}
        </text>
      </svg>
    </figure>
  );
}
