import Link from "next/link";
import { ArrowRight } from "@/components/ui/icons/arrow-right";
import { Gift } from "@/components/ui/icons/gift";
import { Library } from "@/components/ui/icons/library";
import { Button } from "@/components/ui/button";
import { GuideCard } from "@/components/shop/guide-card";
import { StarSymbol } from "@/components/reviews/stars";
import { HowItWorks } from "@/components/shop/how-it-works";
import { ArrivalToasts } from "@/components/shop/arrival-toasts";
import { SectionHeading } from "@/components/shop/section-heading";
import { CoverFan } from "@/components/shop/cover-fan";
import { HomeQuizCall } from "@/components/shop/home-quiz-call";
import { getCatalogGuides, getFeaturedGuides } from "@/lib/catalog/queries";
import { getRatingSummaries } from "@/lib/reviews/queries";
import { STRAND_INFO, STRAND_INK } from "@/lib/catalog/strands";
import { GUIDE_PRICE_CENTS } from "@/lib/catalog/constants";
import { formatPrice } from "@/lib/money";

export default async function HomePage() {
  const [guides, featured, ratings] = await Promise.all([getCatalogGuides(), getFeaturedGuides(), getRatingSummaries()]);
  const heroCovers = featured.slice(0, 3);

  return (
    <>
      <ArrivalToasts />
      {/* The text beside the fan starts at the top (a little lower than the fan's top), not centred:
          on a slow connection it is drawn line by line before the fan arrives, and nothing drawn moves. */}
      <section className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 pt-12 md:grid-cols-[1.1fr_1fr] md:px-6 md:pt-20">
        <div className="md:pt-5">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">
            Sixteen guides · Four strands · {formatPrice(GUIDE_PRICE_CENTS)} each
          </p>
          <h1 className="mt-4 font-serif text-4xl font-semibold leading-[1.08] md:text-6xl">Small reads. Real shifts.</h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">
            Short PDF guides on strength, feeling, momentum and clarity, each one read in a single sitting and kept on your shelf for good. Not sure where to
            begin? Answer twelve quick questions and your first guide is on us.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <HomeQuizCall />
            <Button asChild size="lg" variant="outline">
              <Link href="/guides">Browse all guides</Link>
            </Button>
          </div>
        </div>
        <CoverFan covers={heroCovers} spread={62} turn={6} className="h-[320px] md:h-[420px]" coverClassName="w-[46%]" />
      </section>

      <section aria-labelledby="how-heading" className="bg-beige/60 py-16">
        <div className="mx-auto max-w-6xl px-4 md:px-6">
          <h2 id="how-heading" className="text-center font-serif text-3xl font-semibold md:text-4xl">
            How it works
          </h2>
          <div className="mt-10">
            <HowItWorks />
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 md:px-6">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-ink p-8 text-cream md:flex-row md:items-center md:justify-between md:p-12">
          <div className="max-w-xl">
            <Library aria-hidden="true" className="size-8" />
            <h2 className="mt-4 font-serif text-3xl font-semibold">Your shelf, your collection</h2>
            <p className="mt-3 leading-relaxed text-cream/85">
              Every guide you own waits on your personal shelf, ready to open or download again whenever you need it. Collect all four strands and watch your
              Atomic Mastery grow.
            </p>
          </div>
          <Button asChild variant="secondary" size="lg">
            <Link href="/shelf">Visit your shelf</Link>
          </Button>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-8 md:px-6">
        <SectionHeading eyebrow="Four strands" title="Choose where to grow" />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STRAND_INFO.map((strand) => {
            const count = guides.filter((guide) => guide.strand === strand.strand).length;
            return (
              <li key={strand.strand}>
                <Link
                  href={`/guides?strand=${strand.strand}`}
                  className="flex h-full flex-col rounded-2xl p-6 text-cream transition-transform hover:-translate-y-0.5"
                  style={{ backgroundColor: STRAND_INK[strand.strand] }}
                >
                  <span className="font-serif text-2xl font-semibold">{strand.name}</span>
                  <span className="mt-2 flex-1 text-sm leading-relaxed text-cream/90">{strand.tagline}</span>
                  <span className="mt-6 text-xs font-semibold uppercase tracking-[0.14em]">{count} guides</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16 md:px-6">
        <div className="flex items-end justify-between gap-4">
          <h2 id="featured-heading" className="font-serif text-3xl font-semibold md:text-4xl">
            Start with one of these
          </h2>
          <Link href="/guides" className="hidden text-sm font-medium underline underline-offset-4 md:inline">
            See all {guides.length} guides
          </Link>
        </div>
        <StarSymbol />
        <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
          {featured.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} rating={ratings[guide.id]} />
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-6xl px-4 md:px-6">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="flex flex-col rounded-3xl border border-ink/10 bg-white/60 p-8">
            <Gift aria-hidden="true" className="size-7" />
            <h2 className="mt-4 font-serif text-2xl font-semibold">Give a year of growth</h2>
            <p className="mt-3 flex-1 leading-relaxed text-ink-soft">
              The Atomic Year sends one guide a month for twelve months, with short e-mails in between to keep the practice alive. Give it to someone you
              believe in, on the date you choose.
            </p>
            <Link href="/atomic-year" className="mt-6 inline-flex items-center gap-2 font-medium underline underline-offset-4">
              Discover The Atomic Year <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <div className="flex flex-col rounded-3xl bg-beige p-8">
            <h2 className="font-serif text-2xl font-semibold">Not sure where to start?</h2>
            <p className="mt-3 flex-1 leading-relaxed text-ink-soft">
              Twelve questions, about 30 seconds. We will match you with the guide that fits where you are, and the first one is free.
            </p>
            <div className="mt-6">
              <Button asChild>
                <Link href="/quiz">Take the quiz</Link>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
