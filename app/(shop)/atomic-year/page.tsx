// The Atomic Year's landing page: a catalogue page, prerendered and the same for everyone. Its
// guides come from the catalogue, its prices from the products table and every sentence about
// timing from the schedule table, all through cached, tagged reads.
import type { Metadata } from "next";
import Link from "next/link";
import { CalendarDays } from "@/components/ui/icons/calendar-days";
import { Gift } from "@/components/ui/icons/gift";
import { Library } from "@/components/ui/icons/library";
import { Mail } from "@/components/ui/icons/mail";
import { Sparkles } from "@/components/ui/icons/sparkles";
import { PerfectFor } from "@/components/atomic-year/perfect-for";
import { SeasonSection } from "@/components/atomic-year/season-section";
import { CoverFan } from "@/components/shop/cover-fan";
import { SectionHeading } from "@/components/shop/section-heading";
import { Button } from "@/components/ui/button";
import { HeroYearCall, PricingYearCall } from "@/components/atomic-year/year-call";
import { giftPriceReason, PERFECT_FOR, percentOff } from "@/lib/atomic-year/content";
import { timingCopy, timingSentences } from "@/lib/atomic-year/copy";
import { getAtomicYearPrices, getProgrammeGuides, getScheduleFacts } from "@/lib/atomic-year/queries";
import { describeDays, numberWord, seasonOfMonth } from "@/lib/atomic-year/schedule-copy";
import { ATOMIC_YEAR_SEASONS, ATOMIC_YEAR_VALUE_CENTS } from "@/lib/catalog/constants";
import { formatPrice } from "@/lib/money";

export const metadata: Metadata = {
  title: "The Atomic Year",
  description:
    "Twelve short guides, one a month, in four seasons: The Wake Up, The Ascent, The Descent and The Emergence. Check-in e-mails along the way. One payment, no recurring billing.",
};

export default async function AtomicYearPage() {
  const [guides, facts, prices] = await Promise.all([getProgrammeGuides(), getScheduleFacts(), getAtomicYearPrices()]);
  const timing = timingCopy(facts);
  const price = formatPrice(prices.priceCents);
  const heroCovers = ATOMIC_YEAR_SEASONS.flatMap((season) => guides.filter((guide) => seasonOfMonth(guide.month) === season.number).slice(0, 1));
  const included = [
    {
      icon: Library,
      title: `${numberWord(guides.length)} guides, one a month`,
      body: timing.rhythm ?? "Each guide lands on your shelf and stays yours to keep.",
    },
    {
      icon: Mail,
      title: `${numberWord(facts.checkInCount)} check-in e-mails`,
      body: timing.checkIns ?? "Short notes between the guides to help the practice stick.",
    },
    { icon: CalendarDays, title: "Four seasons", body: timing.seasonNotes ?? "The year moves through four seasons of three guides each." },
    { icon: Sparkles, title: "A welcome and a closing letter", body: [timing.welcome, timing.closing].filter(Boolean).join(" ") },
  ];

  return (
    <>
      {/* As on the home page, the text beside the fan starts at the top, not centred: drawn line by
          line on a slow connection, it never moves when the rest arrives. */}
      <section className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 pt-12 md:grid-cols-[1.1fr_1fr] md:px-6 md:pt-20">
        <div className="md:pt-5">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">Twelve guides · Four seasons · One year</p>
          <h1 className="mt-4 font-serif text-4xl font-semibold leading-[1.08] md:text-6xl">The Atomic Year</h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">
            One short guide a month for a year, chosen and ordered for you, with quiet e-mails in between. No app to open every day, no streaks to protect: just
            small, steady shifts that add up.
          </p>
          {timing.firstGuide ? (
            <p className="mt-4 max-w-xl font-medium" data-testid="first-guide-copy">
              {timing.firstGuide}
            </p>
          ) : null}
          <HeroYearCall price={price} />
        </div>
        <CoverFan covers={heroCovers} spread={56} turn={5} className="h-[300px] md:h-[420px]" coverClassName="w-[36%]" />
      </section>

      <section aria-labelledby="included-heading" className="bg-beige/60 py-16">
        <div className="mx-auto max-w-6xl px-4 md:px-6">
          <h2 id="included-heading" className="text-center font-serif text-3xl font-semibold md:text-4xl">
            What is included
          </h2>
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {included.map((item) => (
              <li key={item.title} className="rounded-2xl border border-ink/10 bg-white/70 p-6">
                <item.icon aria-hidden="true" className="size-6" />
                <h3 className="mt-3 font-serif text-xl font-semibold first-letter:uppercase">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-soft">{item.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label="The four seasons" className="mx-auto max-w-6xl px-4 py-16 md:px-6">
        <SectionHeading eyebrow="The year in four seasons" title="Three guides a season, one a month">
          Each guide lands on your shelf the month it arrives and stays yours. Seasons change with a short note that opens the next chapter.
        </SectionHeading>
        <div className="mt-12 space-y-10">
          {ATOMIC_YEAR_SEASONS.map((season) => (
            <SeasonSection
              key={season.number}
              season={season}
              guides={guides.filter((guide) => seasonOfMonth(guide.month) === season.number)}
              opensOnDay={facts.seasonNotes.find((note) => note.season === season.number)?.day ?? null}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="perfect-heading" className="bg-beige/60 py-16">
        <div className="mx-auto max-w-6xl px-4 md:px-6">
          <h2 id="perfect-heading" className="text-center font-serif text-3xl font-semibold md:text-4xl">
            Perfect for
          </h2>
          <div className="mt-10">
            <PerfectFor items={PERFECT_FOR} />
          </div>
        </div>
      </section>

      <section aria-labelledby="checkins-heading" className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-2 md:items-center md:px-6">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">Between the guides</p>
          <h2 id="checkins-heading" className="mt-2 font-serif text-3xl font-semibold md:text-4xl">
            Check-in e-mails
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">
            Reading is the start. The check-ins help the practice stick: one question to notice where you are, one small thing to try this week. They take a
            minute, and you can answer them only to yourself.
          </p>
          <ul className="mt-6 space-y-3" data-testid="timing-copy">
            {timingSentences(timing).map((sentence) => (
              <li key={sentence} className="flex gap-3 leading-relaxed">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-ink" />
                {sentence}
              </li>
            ))}
          </ul>
        </div>
        <figure className="rounded-3xl border border-ink/10 bg-white/80 p-6 shadow-sm md:p-8" aria-label="An example check-in">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-ink-soft">
            Check-in{facts.checkInAfterDropDays !== null ? `, ${describeDays(facts.checkInAfterDropDays)} after your guide` : ""}
          </p>
          <p className="mt-4 font-serif text-xl font-semibold">One question</p>
          <p className="mt-1 leading-relaxed text-ink-soft">What have you noticed about yourself lately that you had stopped noticing?</p>
          <p className="mt-5 font-serif text-xl font-semibold">One small practice</p>
          <p className="mt-1 leading-relaxed text-ink-soft">
            For the next three evenings, write a single line before bed: one moment today when you were fully awake to what you were doing.
          </p>
        </figure>
      </section>

      <section aria-labelledby="pricing-heading" className="mx-auto max-w-6xl px-4 py-8 md:px-6">
        <div className="grid gap-8 rounded-3xl bg-ink p-8 text-cream md:grid-cols-[1.2fr_1fr] md:items-center md:p-12">
          <div>
            <h2 id="pricing-heading" className="font-serif text-3xl font-semibold md:text-4xl">
              One year, one payment
            </h2>
            <ul className="mt-5 space-y-2 text-cream/90 [&>li]:first-letter:uppercase">
              <li>{numberWord(guides.length)} guides, yours to keep, on your shelf as they arrive</li>
              <li>{facts.emailCount} e-mails across the year, from welcome to closing letter</li>
              <li>No recurring billing: nothing renews when the year ends</li>
            </ul>
          </div>
          <div className="rounded-2xl bg-cream p-6 text-ink" data-testid="pricing">
            <p className="text-sm font-medium text-ink-soft">{formatPrice(ATOMIC_YEAR_VALUE_CENTS)} value</p>
            <p className="mt-1 flex items-baseline gap-3">
              <span className="font-serif text-5xl font-semibold">{price}</span>
              <s className="text-lg text-ink-soft">
                <span className="sr-only">instead of </span>
                {formatPrice(ATOMIC_YEAR_VALUE_CENTS)}
              </s>
              <span className="text-ink-soft">one-time</span>
            </p>
            <p className="mt-2 inline-block rounded-full bg-vision-ink px-3 py-1 text-xs font-semibold text-cream">
              {percentOff(prices.priceCents, ATOMIC_YEAR_VALUE_CENTS)}% off
            </p>
            <p className="mt-3 text-sm text-ink-soft">No recurring billing.</p>
            <PricingYearCall />
          </div>
        </div>
      </section>

      <section aria-labelledby="gift-heading" className="mx-auto max-w-6xl px-4 py-16 md:px-6">
        <div className="flex flex-col items-start gap-6 rounded-3xl border border-ink/10 bg-white/60 p-8 md:flex-row md:items-center md:justify-between md:p-12">
          <div className="max-w-xl">
            <Gift aria-hidden="true" className="size-8" />
            <h2 id="gift-heading" className="mt-4 font-serif text-3xl font-semibold">
              Give someone a year of growth
            </h2>
            <p className="mt-3 leading-relaxed text-ink-soft">
              Add a personal message and choose the day it arrives. They activate it with a free account, and their year begins then. As a gift it is{" "}
              {formatPrice(prices.giftPriceCents)}, paid once.
            </p>
            <p className="mt-3 text-sm leading-relaxed text-ink-soft" data-testid="gift-price-reason">
              {giftPriceReason(formatPrice(prices.giftPriceCents), price)}
            </p>
          </div>
          <Button asChild size="lg" variant="outline">
            <Link href="/gift">Give The Atomic Year</Link>
          </Button>
        </div>
      </section>

      <nav aria-label="More about The Atomic Year" className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-6 gap-y-2 px-4 pb-4 text-sm text-ink-soft">
        <span>Questions?</span>
        <Link href="/faq" className="underline underline-offset-4 hover:text-ink">
          Read the FAQ
        </Link>
        <Link href="/contact" className="underline underline-offset-4 hover:text-ink">
          Contact us
        </Link>
        <Link href="/about" className="underline underline-offset-4 hover:text-ink">
          About us
        </Link>
        <Link href="/privacy" className="underline underline-offset-4 hover:text-ink">
          Privacy
        </Link>
      </nav>
    </>
  );
}
