import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { ArrowLeft } from "@/components/ui/icons/arrow-left";
import { BookOpen } from "@/components/ui/icons/book-open";
import { Check } from "@/components/ui/icons/check";
import { Clock } from "@/components/ui/icons/clock";
import { GuidePanel } from "@/components/shop/guide-panel";
import { StrandLabel } from "@/components/shop/strand-label";
import { getBundles, getCatalogGuides, getCrossSells, getGuideBySlug, getGuideSlugs } from "@/lib/catalog/queries";
import { pickCrossSells } from "@/lib/catalog/cross-sell-pick";
import { BundleOffer } from "@/components/bundles/bundle-offer";
import { ReadersAlsoRead } from "@/components/bundles/readers-also-read";
import { coverPath } from "@/lib/catalog/images";
import { GUIDE_NOT_FOUND_SLUG } from "@/lib/catalog/slugs";
import { strandInfo } from "@/lib/catalog/strands";
import { READ_TIME_SHORT_LABEL } from "@/lib/catalog/constants";
import { GuideReviewsSection } from "@/components/reviews/guide-reviews";
import { StarSymbol, Stars } from "@/components/reviews/stars";
import { guideJsonLd, jsonLdScript } from "@/lib/reviews/json-ld";
import { getGuideReviews } from "@/lib/reviews/queries";
import { formatAverage, reviewCountLabel } from "@/lib/reviews/rules";
import { siteUrl } from "@/lib/site";

type Props = { params: Promise<{ slug: string }> };

/**
 * A guide page whose cached copy a change expired (a review, an admin's edit) is rendered whole
 * for the request that finds it so, and stored, as at build time. Without this, Next answers that
 * request with the route's generic shell and renders the guide into it per request: a complete
 * page, but marked `private, no-store`, so a CDN would pass it on uncached.
 */
export const unstable_paramMatching = { slug: "blocking" };

export async function generateStaticParams() {
  const slugs = await getGuideSlugs();
  // The proxy rewrites unknown slugs to GUIDE_NOT_FOUND_SLUG; prerendering it makes its 404
  // static, so the status is 404 on every request (a notFound() met while streaming is sent as 200).
  return [...slugs, GUIDE_NOT_FOUND_SLUG].map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const found = await getGuideBySlug(slug);
  if (found.kind !== "guide") return { title: "Guide not found", robots: { index: false } };
  const { guide } = found;
  return {
    title: `${guide.title}: ${guide.subtitle}`,
    description: guide.description,
    alternates: { canonical: `/guides/${guide.slug}` },
    openGraph: {
      title: guide.title,
      description: guide.description,
      type: "book",
      images: [{ url: coverPath(guide.id, "og"), width: 1200, height: 630, alt: `Cover of ${guide.title}` }],
    },
  };
}

export default async function GuidePage({ params }: Props) {
  const { slug } = await params;
  const found = await getGuideBySlug(slug);
  if (found.kind === "alias") permanentRedirect(`/guides/${found.slug}`);
  if (found.kind === "missing") notFound();
  const { guide } = found;
  // All cached and tagged: the page stays prerendered (the bundle's price under `bundles`, the
  // co-purchases under `cross-sells`, which the scheduled job revalidates once a day at most).
  const [reviews, bundles, catalogue, crossSells] = await Promise.all([
    getGuideReviews(guide.id, guide.slug),
    getBundles(),
    getCatalogGuides(),
    getCrossSells(),
  ]);
  const bundle = guide.released ? bundles.find((entry) => entry.strand === guide.strand) : undefined;
  const alsoRead = pickCrossSells([guide.id], catalogue, crossSells);
  const colour = strandInfo(guide.strand).colour;
  const url = `${siteUrl()}/guides/${guide.slug}`;
  const jsonLd = guideJsonLd({ ...guide, url, image: new URL(guide.coverImage, url).toString() }, reviews);
  const panelGuide = { id: guide.id, slug: guide.slug, title: guide.title, subtitle: guide.subtitle, strand: guide.strand, priceCents: guide.priceCents };

  return (
    <article>
      <StarSymbol />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      {/* On phones the purchase panel is drawn above the introduction, which comes first in the
          HTML. A page arriving in pieces would be drawn without the panel, then pushed down when it
          came: this link (React puts it in the head) holds the first paint until the long read
          starts, which is after the panel. */}
      <link rel="expect" href="#the-read" blocking="render" />
      {/* The banner is the guide's own cover, enlarged and cropped to its art and softened: the same
          URL as the cover below, so no second image is fetched; a fixed height, so nothing moves. */}
      <div className="relative h-40 overflow-hidden md:h-56" style={{ backgroundColor: colour }} data-testid="guide-banner">
        {/* In a <picture> (display: contents), as the cover below: React then preloads neither, so
            the collection, which prefetches this page through its cards, fetches no cover it does
            not show. Both are in this page's first screen, found at once in its HTML. */}
        <picture className="contents">
          <img
            src={guide.coverImage}
            alt=""
            width={600}
            height={800}
            fetchPriority="high"
            className="absolute inset-0 h-full w-full scale-125 object-cover object-[50%_20%] blur-[3px] md:scale-110"
          />
        </picture>
        <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-b from-ink/5 via-transparent to-ink/25" />
      </div>
      <div className="mx-auto max-w-6xl px-4 md:px-6">
        {/* On wider screens the cover rises into the banner beside this row: the link sits over the text column, never under the cover. */}
        <Link
          href="/guides"
          className="relative z-10 mt-6 inline-flex items-center gap-2 text-sm font-medium text-ink-soft hover:text-ink md:ml-[320px] lg:ml-[340px]"
        >
          <ArrowLeft aria-hidden="true" className="size-4" /> All guides
        </Link>
        {/* Phones: a small cover beside the title, then the purchase panel (price and Buy within the
            first screen), the introduction and the long read. Wider screens keep the large cover
            rising into the banner and the panel beside the text (sticky on large screens); there the
            heading and the introduction are one block, on phones they are two grid cells. */}
        <div className="mt-6 grid grid-cols-[88px_1fr] gap-x-4 gap-y-6 [grid-template-areas:'cover_head'_'panel_panel'_'intro_intro'_'body_body'] md:grid-cols-[280px_1fr] md:gap-x-10 md:gap-y-8 md:[grid-template-areas:'cover_intro'_'cover_panel'_'._body'] lg:grid-cols-[300px_1fr_320px] lg:[grid-template-areas:'cover_intro_panel'_'._body_panel']">
          <div className="w-full self-start [grid-area:cover] md:-mt-28">
            <picture className="contents">
              <img
                src={guide.coverImage}
                alt={`Cover of ${guide.title}`}
                width={600}
                height={800}
                className="relative aspect-[3/4] w-full rounded-lg shadow-md ring-1 ring-ink/10 md:rounded-xl md:shadow-xl"
              />
            </picture>
          </div>
          <div className="contents md:block md:[grid-area:intro]">
            <div className="self-center [grid-area:head]">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <StrandLabel strand={guide.strand} />
                <span className="inline-flex items-center gap-1.5 text-sm text-ink-soft">
                  <Clock aria-hidden="true" className="size-4" /> {READ_TIME_SHORT_LABEL}
                </span>
              </div>
              <h1 className="mt-2 font-serif text-2xl font-semibold leading-tight md:mt-3 md:text-5xl">{guide.title}</h1>
              <p className="mt-1 font-serif text-base text-ink-soft md:mt-2 md:text-xl">{guide.subtitle}</p>
              {reviews.count > 0 ? (
                <a href="#reviews" className="mt-2 inline-flex flex-wrap items-center gap-x-2 text-sm text-ink-soft hover:text-ink" data-testid="guide-rating">
                  <Stars rating={reviews.average} className="text-base" />
                  <span>
                    {formatAverage(reviews.average)} ({reviewCountLabel(reviews.count)})
                  </span>
                </a>
              ) : null}
            </div>
            <div className="[grid-area:intro] md:mt-6">
              <p className="text-lg leading-relaxed">{guide.description}</p>
              {guide.released ? (
                // A plain link: the sample is a PDF the browser opens itself.
                <a
                  href={`/api/guides/${guide.id}/sample`}
                  className="mt-4 inline-flex items-center gap-2 font-medium underline decoration-ink/30 underline-offset-4 hover:decoration-ink"
                >
                  <BookOpen aria-hidden="true" className="size-4" /> Read a sample <span className="text-sm font-normal text-ink-soft">(first pages, PDF)</span>
                </a>
              ) : null}
            </div>
          </div>
          <div className="[grid-area:panel]">
            <div className="lg:sticky lg:top-24">
              <GuidePanel guide={panelGuide} />
            </div>
          </div>
          <div id="the-read" className="min-w-0 [grid-area:body]">
            <div className="space-y-4 leading-relaxed text-ink-soft">
              {guide.longDescription.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            <section aria-labelledby="learn-heading" className="mt-10 rounded-2xl bg-beige/70 p-6">
              <h2 id="learn-heading" className="font-serif text-2xl font-semibold">
                What you&apos;ll learn
              </h2>
              <ul className="mt-4 space-y-3">
                {guide.whatYoullLearn.map((item) => (
                  <li key={item} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0" style={{ color: colour }} />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </section>
            {bundle ? (
              <div className="mt-10">
                <BundleOffer bundle={bundle} currentGuideId={guide.id} />
              </div>
            ) : null}
            <ReadersAlsoRead guides={alsoRead} />
            <GuideReviewsSection reviews={reviews} title={guide.title} />
          </div>
        </div>
      </div>
    </article>
  );
}
