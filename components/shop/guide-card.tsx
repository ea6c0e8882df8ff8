import Link from "next/link";
import { formatPrice } from "@/lib/money";
import type { GuideCard as GuideCardData } from "@/lib/catalog/queries";
import type { RatingSummary } from "@/lib/reviews/queries";
import { formatAverage, reviewCountLabel } from "@/lib/reviews/rules";
import { Stars } from "@/components/reviews/stars";
import { QuickAdd } from "./quick-add";
import { StrandLabel } from "./strand-label";

/** A catalogue card: cover (the skinny cover when there is one), strand, title, subtitle, then its price and a quick add. */
export function GuideCard({
  guide,
  rating,
  priority = false,
  titleLevel = "h3",
}: {
  guide: GuideCardData;
  /** The guide's readers' average and count, when it has reviews. */
  rating?: RatingSummary;
  priority?: boolean;
  titleLevel?: "h2" | "h3";
}) {
  // The title's level follows the page's outline: h2 straight under the collection's h1, h3 inside a section.
  const Title = titleLevel;
  const skinny = guide.skinnyCoverImage !== null;
  const cover = guide.skinnyCoverImage ?? guide.coverImage;
  return (
    <div className="flex h-full flex-col">
      <Link
        href={`/guides/${guide.slug}`}
        className="group flex flex-1 flex-col gap-3 rounded-2xl p-2 transition-colors hover:bg-beige/70"
        data-testid="guide-card"
      >
        <div className="overflow-hidden rounded-xl bg-beige shadow-sm ring-1 ring-ink/5">
          {/* SVG art: a plain img keeps it sharp at every size; fixed dimensions prevent layout shift.
              The <picture> (display: contents, so it adds no box) keeps React from preloading the
              cover: React preloads every eager img, in this page's HTML and in the payload another
              page prefetches, where the cover would be fetched for nothing. The first covers are
              eager and high priority here instead. */}
          <picture className="contents">
            <img
              src={cover}
              alt={`Cover of ${guide.title}`}
              width={skinny ? 400 : 600}
              height={800}
              loading={priority ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : "auto"}
              decoding="async"
              className={`${skinny ? "aspect-[1/2]" : "aspect-[3/4]"} h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]`}
            />
          </picture>
        </div>
        <div className="flex flex-col gap-1 px-1">
          <StrandLabel strand={guide.strand} />
          <Title className="font-serif text-lg font-semibold leading-snug text-ink">{guide.title}</Title>
          <p className="text-sm leading-relaxed text-ink-soft">{guide.subtitle}</p>
          {rating && rating.count > 0 ? (
            <p className="mt-1 flex items-center gap-1.5 text-xs text-ink-soft" data-testid="guide-card-rating">
              <Stars rating={rating.average} className="text-sm" />
              <span>
                {formatAverage(rating.average)} ({reviewCountLabel(rating.count)})
              </span>
            </p>
          ) : null}
        </div>
      </Link>
      {/* Outside the link: a button inside a link would be two controls in one. */}
      <div className="flex items-center justify-between gap-2 px-3 pt-1 pb-2">
        <span className="font-medium" data-testid="guide-card-price">
          {formatPrice(guide.priceCents)}
        </span>
        {/* Only what the cart keeps: the card's other fields stay out of the page's client payload. */}
        {guide.released ? (
          <QuickAdd
            guide={{ id: guide.id, slug: guide.slug, title: guide.title, subtitle: guide.subtitle, strand: guide.strand, priceCents: guide.priceCents }}
          />
        ) : null}
      </div>
    </div>
  );
}
