import Link from "next/link";
import { CalendarClock } from "lucide-react";
import { formatProgrammeDate } from "@/lib/atomic-year/dates";
import type { ProgrammePanelView } from "@/lib/atomic-year/queries";
import { ATOMIC_YEAR_SEASONS } from "@/lib/catalog/constants";

function seasonName(number: number): string {
  return ATOMIC_YEAR_SEASONS.find((season) => season.number === number)?.name ?? "";
}

/** The shelf's Atomic Year panel, under the page's heading: this month's guide, the next drop and when, the season and the
 * days left; a year that has not started yet says when it starts. */
export function ProgrammePanel({ view }: { view: ProgrammePanelView }) {
  return (
    <section aria-labelledby="programme-heading" className="mt-10" data-testid="programme-panel">
      <div className="rounded-3xl bg-ink p-6 text-cream md:p-8">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <h2 id="programme-heading" className="font-serif text-2xl font-semibold md:text-3xl">
            Your Atomic Year
          </h2>
          {view.state === "running" ? (
            <p className="text-sm text-cream/85">
              Season {view.season}: {seasonName(view.season)} · {view.daysLeft} days left
            </p>
          ) : null}
        </div>

        {view.state === "queued" ? (
          <p className="mt-4 flex items-center gap-3 leading-relaxed text-cream/90">
            <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
            Your year starts on {formatProgrammeDate(view.startsOn)}, when the one before it ends. Your welcome e-mail arrives that day.
          </p>
        ) : (
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            <div className="flex gap-4 rounded-2xl bg-cream/10 p-4">
              {view.current ? (
                <>
                  <img src={view.current.coverImage} alt="" width={600} height={800} className="h-24 w-[72px] shrink-0 rounded-md ring-1 ring-cream/20" />
                  <div>
                    <p className="text-xs font-semibold uppercase tracking-[0.14em] text-cream/75">This month · Month {view.current.month}</p>
                    <Link href={`/guides/${view.current.slug}`} className="mt-1 block font-serif text-lg font-semibold underline-offset-4 hover:underline">
                      {view.current.title}
                    </Link>
                  </div>
                </>
              ) : (
                <div>
                  <p className="text-xs font-semibold uppercase tracking-[0.14em] text-cream/75">This month</p>
                  <p className="mt-1 leading-relaxed">Your year has begun. Your first guide is on its way.</p>
                </div>
              )}
            </div>
            <div className="flex gap-4 rounded-2xl bg-cream/10 p-4" data-testid="programme-next">
              {view.next ? (
                <>
                  {view.next.guide ? (
                    <img
                      src={view.next.guide.coverImage}
                      alt=""
                      width={600}
                      height={800}
                      className="h-24 w-[72px] shrink-0 rounded-md opacity-70 ring-1 ring-cream/20"
                    />
                  ) : null}
                  <div>
                    <p className="text-xs font-semibold uppercase tracking-[0.14em] text-cream/75">Next · Month {view.next.month}</p>
                    <p className="mt-1 font-serif text-lg font-semibold">{view.next.guide?.title ?? "Your next guide"}</p>
                    <p className="mt-1 text-sm text-cream/85">Arrives {formatProgrammeDate(view.next.date)}</p>
                  </div>
                </>
              ) : (
                <div>
                  <p className="text-xs font-semibold uppercase tracking-[0.14em] text-cream/75">Next</p>
                  <p className="mt-1 leading-relaxed">Every guide of your year has arrived. Your year ends on {formatProgrammeDate(view.endsOn)}.</p>
                </div>
              )}
            </div>
          </div>
        )}
        {view.state === "running" && view.queuedStartsOn ? (
          <p className="mt-4 text-sm text-cream/85">Another Atomic Year starts on {formatProgrammeDate(view.queuedStartsOn)}, when this one ends.</p>
        ) : null}
      </div>
    </section>
  );
}
