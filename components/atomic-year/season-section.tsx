import Link from "next/link";
import { SEASON_THEMES } from "@/lib/atomic-year/content";
import type { ProgrammeGuide } from "@/lib/atomic-year/queries";
import { numberWord } from "@/lib/atomic-year/schedule-copy";

/** One season of the year: its name and theme, the day its note opens it, and its three guides. */
export function SeasonSection({
  season,
  guides,
  opensOnDay,
}: {
  season: { number: number; name: string };
  guides: ProgrammeGuide[];
  opensOnDay: number | null;
}) {
  const headingId = `season-${season.number}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-6 border-t border-ink/10 pt-8 md:grid-cols-[1fr_2fr] md:gap-10" data-testid="season">
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">Season {numberWord(season.number)}</p>
        <h3 id={headingId} className="mt-2 font-serif text-3xl font-semibold">
          {season.name}
        </h3>
        <p className="mt-3 leading-relaxed text-ink-soft">{SEASON_THEMES[season.number]}</p>
        {opensOnDay !== null ? <p className="mt-3 text-sm text-ink-soft">Opens with a short note on day {opensOnDay}.</p> : null}
      </div>
      <ul className="grid grid-cols-3 gap-3 md:gap-5">
        {guides.map((guide) => (
          <li key={guide.id}>
            <Link href={`/guides/${guide.slug}`} className="group flex flex-col gap-2 rounded-2xl p-1 transition-colors hover:bg-beige/70 md:p-2">
              <img
                src={guide.coverImage}
                alt={`Cover of ${guide.title}`}
                width={600}
                height={800}
                loading="lazy"
                decoding="async"
                className="aspect-[3/4] h-auto w-full rounded-xl shadow-sm ring-1 ring-ink/5"
              />
              <span className="px-1 text-xs font-semibold uppercase tracking-[0.14em] text-ink-soft">Month {guide.month}</span>
              <span className="px-1 font-serif text-sm font-semibold leading-snug md:text-base">{guide.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
