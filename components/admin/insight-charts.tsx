// The insight dashboard's charts (no chart library): page views per day as SVG bars, the funnel by
// guide and the top sources as bars of plain HTML, each beside a table of its numbers, which is what
// a screen reader reads (the drawings are hidden from it) and what a phone shows below the drawing.
import type { ReactNode } from "react";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { FunnelRow, InsightReport, Tally } from "@/lib/insight/report";

const STEPS = [
  { field: "guideViews", label: "Guide views", tone: "bg-ink-soft" },
  { field: "adds", label: "Added to cart", tone: "bg-motion" },
  { field: "checkouts", label: "Checkouts", tone: "bg-feeling" },
  { field: "paid", label: "Paid", tone: "bg-vision-ink" },
] as const;

const percent = (part: number, whole: number) => (whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : "-");

/** A chart and its table: side by side on a wide screen (`beside`), or the chart above a table as wide as the card. */
function ChartWithTable({
  id,
  title,
  note,
  chart,
  table,
  beside = false,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  beside?: boolean;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink/10 bg-white/60 p-4 md:p-5" data-testid={id}>
      <h3 id={id} className="font-serif text-lg font-semibold">
        {title}
      </h3>
      {note && <p className="mt-1 text-sm text-ink-soft">{note}</p>}
      <div className={beside ? "mt-4 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start" : "mt-4 grid gap-6"}>
        <div aria-hidden="true">{chart}</div>
        <div className="min-w-0">{table}</div>
      </div>
    </section>
  );
}

function ViewsPerDay({ report }: { report: InsightReport }) {
  const days = report.days;
  const max = Math.max(1, ...days.map((day) => day.views));
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const width = 300;
  const height = 120;
  const bar = width / days.length;
  return (
    <ChartWithTable
      id="insight-views"
      beside
      title="Page views per day"
      note={`${total} in the last ${days.length} days`}
      chart={
        <svg viewBox={`0 0 ${width} ${height + 16}`} className="h-44 w-full" preserveAspectRatio="none">
          {days.map((day, index) => {
            const barHeight = (day.views / max) * height;
            return (
              <rect
                key={day.day}
                x={index * bar + 0.75}
                y={height - barHeight}
                width={Math.max(bar - 1.5, 1)}
                height={Math.max(barHeight, day.views > 0 ? 2 : 0)}
                rx={1.5}
                className="fill-ink"
              />
            );
          })}
          <line x1={0} x2={width} y1={height + 0.5} y2={height + 0.5} className="stroke-ink/20" />
          <text x={0} y={height + 13} className="fill-ink-soft text-[9px]">
            {days[0]?.day}
          </text>
          <text x={width} y={height + 13} textAnchor="end" className="fill-ink-soft text-[9px]">
            {days.at(-1)?.day}
          </text>
        </svg>
      }
      table={
        <div className="max-h-64 overflow-y-auto rounded-lg border border-ink/10 px-3" tabIndex={0} role="region" aria-label="Page views per day, as numbers">
          <Table>
            <TableCaption className="sr-only">Page views per day, last {days.length} days (UTC), newest first</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>Day</TableHead>
                <TableHead className="text-right">Views</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {[...days].reverse().map((day) => (
                <TableRow key={day.day} data-testid="views-day" data-day={day.day}>
                  <TableCell className="whitespace-nowrap tabular-nums">{day.day}</TableCell>
                  <TableCell className="text-right tabular-nums">{day.views}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      }
    />
  );
}

/** Nested horizontal bars: each step of the funnel inside the one before, on the row's own scale. */
function FunnelBars({ rows, max }: { rows: FunnelRow[]; max: number }) {
  if (rows.length === 0) return <p className="text-sm text-ink-soft">No guide views yet.</p>;
  return (
    <div className="max-w-3xl">
      <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-soft">
        {STEPS.map((step) => (
          <li key={step.field} className="flex items-center gap-1.5">
            <span className={`inline-block size-2.5 rounded-sm ${step.tone}`} />
            {step.label}
          </li>
        ))}
      </ul>
      <ul className="space-y-2.5">
        {rows.map((row) => (
          <li key={row.key}>
            <span className="block truncate text-sm">{row.label}</span>
            <span className="mt-1 block space-y-0.5">
              {STEPS.map((step) => (
                <span
                  key={step.field}
                  className={`block h-1.5 rounded-full ${step.tone}`}
                  style={{ width: `${Math.max((row[step.field] / max) * 100, row[step.field] > 0 ? 2 : 0)}%` }}
                />
              ))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The funnel tables' figures, in their order: each column's header and its cells from one entry.
 * `figure` names a cell for the tests (data-figure); page views only where the table asks for them. */
const FIGURES: { header: string; figure?: "pageViews" | "guideViews" | "adds" | "checkouts" | "paid"; value: (row: FunnelRow) => ReactNode }[] = [
  { header: "Page views", figure: "pageViews", value: (row) => row.pageViews },
  { header: "Guide views", figure: "guideViews", value: (row) => row.guideViews },
  { header: "Added", figure: "adds", value: (row) => row.adds },
  { header: "Checkouts", figure: "checkouts", value: (row) => row.checkouts },
  { header: "Paid", figure: "paid", value: (row) => row.paid },
  { header: "Paid / views", value: (row) => percent(row.paid, row.guideViews) },
];

function FunnelTable({
  rows,
  caption,
  first,
  testId,
  withPageViews,
}: {
  rows: FunnelRow[];
  caption: string;
  first: string;
  testId: string;
  withPageViews?: boolean;
}) {
  const figures = withPageViews ? FIGURES : FIGURES.filter((column) => column.figure !== "pageViews");
  return (
    <Table className="min-w-[420px]">
      <TableCaption className="sr-only">{caption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{first}</TableHead>
          {figures.map((column) => (
            <TableHead key={column.header} className="text-right">
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} data-testid={testId} data-key={row.key}>
            <TableHead scope="row" className="font-normal">
              {row.label}
            </TableHead>
            {figures.map((column) => (
              <TableCell key={column.header} className="text-right tabular-nums" data-figure={column.figure}>
                {column.value(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ConversionByGuide({ report }: { report: InsightReport }) {
  const rows = [...report.byGuide].sort((a, b) => b.guideViews - a.guideViews || b.paid - a.paid);
  const drawn = rows.filter((row) => row.guideViews + row.adds + row.checkouts + row.paid > 0).slice(0, 8);
  const max = Math.max(1, ...drawn.flatMap((row) => [row.guideViews, row.adds, row.checkouts, row.paid]));
  return (
    <ChartWithTable
      id="insight-guides"
      title="Conversion by guide"
      note="Guide page views and adds to cart counted by the beacon; checkouts started and paid counted from the orders. The chart shows the eight most viewed."
      chart={<FunnelBars rows={drawn} max={max} />}
      table={<FunnelTable rows={rows} caption="Funnel per guide, last 30 days" first="Guide" testId="guide-funnel" />}
    />
  );
}

function TopSources({ report }: { report: InsightReport }) {
  const rows = report.bySource.slice(0, 10);
  const max = Math.max(1, ...rows.map((row) => row.pageViews));
  return (
    <ChartWithTable
      id="insight-sources"
      title="Top sources"
      note="A visit's utm_source, else the site it came from; checkouts carry the source the cart page knew."
      chart={
        rows.length === 0 ? (
          <p className="text-sm text-ink-soft">No visits counted yet.</p>
        ) : (
          <ul className="space-y-2.5">
            {rows.map((row) => (
              <li key={row.key}>
                <span className="block truncate text-sm">{row.label}</span>
                <span
                  className="mt-1 block h-2.5 rounded-full bg-ink"
                  style={{ width: `${Math.max((row.pageViews / max) * 100, row.pageViews > 0 ? 2 : 0)}%` }}
                />
              </li>
            ))}
          </ul>
        )
      }
      table={<FunnelTable rows={rows} caption="Page views and funnel per source, last 30 days" first="Source" testId="source-funnel" withPageViews />}
    />
  );
}

function TallyTable({ id, title, rows, first, empty }: { id: string; title: string; rows: Tally[]; first: string; empty: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink/10 bg-white/60 p-4" data-testid={id}>
      <h3 id={id} className="font-serif text-lg font-semibold">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{empty}</p>
      ) : (
        <Table containerClassName="mt-2">
          <TableHeader>
            <TableRow>
              <TableHead>{first}</TableHead>
              <TableHead className="text-right">Count</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.slice(0, 12).map((row) => (
              <TableRow key={row.key} data-key={row.key}>
                <TableCell className="break-all">{row.key}</TableCell>
                <TableCell className="text-right tabular-nums">{row.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

export function InsightCharts({ report }: { report: InsightReport }) {
  return (
    <section aria-labelledby="insight" className="space-y-6">
      <div>
        <h2 id="insight" className="font-serif text-xl font-semibold">
          Visits, last 30 days
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          {report.fromDay} to {report.toDay} (UTC). Counted without cookies: browsers asking not to be followed and robots are not counted.
        </p>
      </div>
      <ViewsPerDay report={report} />
      <ConversionByGuide report={report} />
      <TopSources report={report} />
      <div className="grid gap-6 md:grid-cols-3">
        <TallyTable id="insight-pages" title="Pages" rows={report.pages} first="Page" empty="No page views counted yet." />
        <TallyTable id="insight-referrers" title="Referring sites" rows={report.referrers} first="Site" empty="No visit came from another site yet." />
        <TallyTable id="insight-utm" title="utm_source" rows={report.utms} first="utm_source" empty="No visit carried a utm_source yet." />
      </div>
    </section>
  );
}
