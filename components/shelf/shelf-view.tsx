"use client";

import Link from "next/link";
import { useState, type ReactNode } from "react";
import { BookOpen, Download, Lock, Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { StrandLabel } from "@/components/shop/strand-label";
import type { GuideCard } from "@/lib/catalog/queries";
import { READ_TIME_LABEL } from "@/lib/catalog/constants";
import { formatPrice } from "@/lib/money";
import { STRAND_INFO, STRAND_INK } from "@/lib/catalog/strands";
import { masteryPercent, strandsActivated } from "@/lib/quiz/recommend";
import { cn } from "@/lib/utils";
import { FormError } from "@/components/ui/form-error";
import { useReaderHeadStart } from "@/components/reader/use-reader-head-start";
import type { FormErrorValue } from "@/components/ui/form-error";
import { useGuideCheckout } from "@/components/checkout/use-checkout";
import type { QuizArrival } from "@/lib/quiz/arrival";
import { downloadGuide } from "./guide-file-actions";
import { QuizArrivalPanel } from "./quiz-arrival";

type Props = {
  guides: GuideCard[];
  ownedGuideIds: string[];
  newGuideIds: string[];
  /** Guides with a new edition the owner has not downloaded yet. */
  updatedGuideIds: string[];
  /** The page the reader stopped at, by guide id. */
  readingPages: Record<string, number>;
  quizArrival: QuizArrival | null;
  showWelcome: boolean;
  name: string;
  siteName: string;
  /** The Atomic Year panel, under the page's heading (a server component passed in). */
  programme?: ReactNode;
  /** Guides the person reviewed. */
  reviewedGuideIds: string[];
  /** Guides read to the last page and not reviewed, the most recent first: the shelf asks about them. */
  finishedUnreviewed: { guideId: string; title: string }[];
};

export function ShelfView({
  guides,
  ownedGuideIds,
  newGuideIds,
  updatedGuideIds,
  readingPages,
  quizArrival,
  showWelcome,
  name,
  siteName,
  programme,
  reviewedGuideIds,
  finishedUnreviewed,
}: Props) {
  const owned = new Set(ownedGuideIds);
  useReaderHeadStart(ownedGuideIds.length > 0);
  const arrived = new Set(newGuideIds);
  // Downloaded or opened here: the server has cleared its "Updated" mark, and so does this page.
  const [opened, setOpened] = useState<string[]>([]);
  const revised = new Set(updatedGuideIds.filter((id) => !opened.includes(id)));
  const seen = (guideId: string) => (ok: boolean) => {
    if (ok) setOpened((ids) => [...ids, guideId]);
  };
  const { checkout, pending, error: checkoutError } = useGuideCheckout();
  // Why the last download from the open guide's dialog failed, said in the dialog too.
  const [downloadError, setDownloadError] = useState<FormErrorValue | null>(null);
  const [openGuideId, setOpenGuideId] = useState<string | null>(null);
  const [welcomeOpen, setWelcomeOpen] = useState(showWelcome);
  const selected = guides.find((guide) => guide.id === openGuideId) ?? null;
  const ownedCount = guides.filter((guide) => owned.has(guide.id)).length;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 md:px-6">
      <header className="flex flex-col gap-6 md:min-h-[5.375rem] md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">My Shelf</p>
          <h1 className="mt-2 font-serif text-4xl font-semibold md:text-5xl">Your Collection</h1>
        </div>
        {/* From 768 px the header is the figures' height, and their two columns their width, before
            they arrive: on a slow connection the title and the first figure are drawn before the
            rest and do not move. */}
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(2,16rem)]">
          <div className="rounded-2xl bg-white/70 px-5 py-4 ring-1 ring-ink/10">
            <dt className="text-xs uppercase tracking-[0.14em] text-ink-soft">Strands Activated</dt>
            <dd className="mt-1 font-serif text-2xl font-semibold" data-testid="strands-activated">
              {strandsActivated([...owned])}/4
            </dd>
          </div>
          <div className="rounded-2xl bg-white/70 px-5 py-4 ring-1 ring-ink/10">
            <dt className="text-xs uppercase tracking-[0.14em] text-ink-soft">Total Atomic Mastery</dt>
            <dd className="mt-1 font-serif text-2xl font-semibold" data-testid="mastery">
              {masteryPercent(ownedCount, guides.length)}%
            </dd>
          </div>
        </dl>
      </header>

      {programme}

      {quizArrival ? <QuizArrivalPanel arrival={quizArrival} onOpen={() => setOpenGuideId(quizArrival.guideId)} /> : null}

      <ReviewAsk finished={finishedUnreviewed} guides={guides} />

      {STRAND_INFO.map((strand) => {
        const strandGuides = guides.filter((guide) => guide.strand === strand.strand);
        const collected = strandGuides.filter((guide) => owned.has(guide.id)).length;
        return (
          <section key={strand.strand} aria-labelledby={`strand-${strand.strand}`} className="mt-12">
            <div className="flex items-center justify-between gap-4 border-b pb-3" style={{ borderColor: strand.colour }}>
              <h2 id={`strand-${strand.strand}`} className="font-serif text-2xl font-semibold">
                {strand.name}
              </h2>
              <span className="rounded-full px-3 py-1 text-xs font-semibold text-cream" style={{ backgroundColor: STRAND_INK[strand.strand] }}>
                Collected {collected} of {strandGuides.length}
              </span>
            </div>
            <ul className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-4">
              {strandGuides.map((guide) => {
                const isOwned = owned.has(guide.id);
                const isNew = isOwned && arrived.has(guide.id);
                // "New" says more than "Updated": a guide that just arrived is the current edition anyway.
                const isUpdated = isOwned && !isNew && revised.has(guide.id);
                const mark = isNew ? "New" : isUpdated ? "Updated" : null;
                const readTo = isOwned ? readingPages[guide.id] : undefined;
                return (
                  <li key={guide.id} data-testid="shelf-card" data-owned={isOwned} data-new={isNew} data-updated={isUpdated}>
                    <div className="relative flex h-full flex-col gap-3 rounded-2xl p-2">
                      <button
                        type="button"
                        onClick={() => setOpenGuideId(guide.id)}
                        className="relative overflow-hidden rounded-xl ring-1 ring-ink/10"
                        aria-label={`Details of ${guide.title}${mark ? ` (${mark})` : ""}`}
                      >
                        {guide.released ? (
                          <img
                            src={guide.coverImage}
                            alt={`Cover of ${guide.title}`}
                            width={600}
                            height={800}
                            loading="lazy"
                            className={cn("aspect-[3/4] w-full transition", !isOwned && "opacity-45 grayscale")}
                          />
                        ) : (
                          <span className="flex aspect-[3/4] w-full items-center justify-center bg-beige text-sm font-medium text-ink-soft">Coming Soon</span>
                        )}
                        {!isOwned ? <Lock aria-hidden="true" className="absolute right-3 top-3 size-5 text-ink" /> : null}
                      </button>
                      {/* Beside the button, not inside it: the button's name says "(New)" or "(Updated)" and a
                          visible text inside it would have to match that name word for word. */}
                      {mark ? (
                        <span
                          aria-hidden="true"
                          data-testid="shelf-mark"
                          className={cn(
                            "pointer-events-none absolute left-4 top-4 rounded-full px-2.5 py-0.5 text-xs font-semibold shadow-sm",
                            isNew ? "bg-ink text-cream" : "bg-cream text-ink ring-1 ring-ink/20",
                          )}
                        >
                          {mark}
                        </span>
                      ) : null}
                      {/* Two lines reserved (as in the loading skeleton), so a title that wraps moves nothing. */}
                      <h3 className="min-h-[2.75rem] px-1 font-serif text-base font-semibold leading-snug">
                        {guide.title}
                        {isNew ? <span className="sr-only"> (new on your shelf)</span> : null}
                        {isUpdated ? <span className="sr-only"> (new edition)</span> : null}
                      </h3>
                      <div className="mt-auto px-1">
                        {/* One line kept for it on every card (and in the loading skeleton), so the
                            cards of a row stay the same height and nothing moves when the shelf arrives. */}
                        <p className="mb-2 h-5 text-sm leading-5">
                          {readTo ? (
                            <Link
                              href={`/read/${guide.slug}`}
                              className="text-ink-soft underline underline-offset-4 hover:text-ink"
                              aria-label={`Continue ${guide.title} at page ${readTo}`}
                            >
                              Continue at page {readTo}
                            </Link>
                          ) : null}
                        </p>
                        <Button
                          size="sm"
                          variant={isOwned ? "default" : "outline"}
                          className="w-full"
                          onClick={() => setOpenGuideId(guide.id)}
                          disabled={!guide.released}
                        >
                          {isOwned ? "Open" : "Unlock"}
                        </Button>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}

      <section className="mt-16 flex flex-col items-start gap-4 rounded-3xl bg-beige p-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="font-serif text-2xl font-semibold">Complete Your Collection</h2>
          <p className="mt-2 text-ink-soft">
            {ownedCount === guides.length
              ? "Every guide is on your shelf. Beautifully done."
              : `${guides.length - ownedCount} guides are still waiting for you.`}
          </p>
        </div>
        <Button asChild>
          <Link href="/guides">Browse the collection</Link>
        </Button>
      </section>

      <Dialog open={selected !== null} onOpenChange={(open) => !open && setOpenGuideId(null)}>
        {selected ? (
          <DialogContent>
            <div className="flex gap-4">
              <img
                src={selected.coverImage}
                alt={`Cover of ${selected.title}`}
                width={600}
                height={800}
                className="w-24 shrink-0 rounded-lg ring-1 ring-ink/10"
              />
              <div>
                <StrandLabel strand={selected.strand} />
                <DialogTitle className="mt-1 text-xl!">{selected.title}</DialogTitle>
                <DialogDescription>{selected.subtitle}</DialogDescription>
                <p className="mt-2 text-xs text-ink-soft">{READ_TIME_LABEL}</p>
              </div>
            </div>
            {owned.has(selected.id) ? (
              <div className="mt-6">
                <p className="font-medium">Well chosen collector. You own this guide.</p>
                <p className="mt-1 text-sm">
                  <Link
                    href={`/shelf/review/${selected.slug}`}
                    className="inline-flex items-center gap-1 text-ink-soft underline underline-offset-4 hover:text-ink"
                  >
                    <Star aria-hidden="true" className="size-4" />
                    {reviewedGuideIds.includes(selected.id) ? "Edit your review" : "Review this guide"}
                  </Link>
                </p>
                <Button asChild className="mt-4 w-full">
                  <Link href={`/read/${selected.slug}`}>
                    <BookOpen aria-hidden="true" /> {readingPages[selected.id] ? `Continue at page ${readingPages[selected.id]}` : "Read"}
                  </Link>
                </Button>
                <ul className="mt-4 space-y-3">
                  {(["mobile", "desktop"] as const).map((format) => (
                    <li
                      key={format}
                      className="grid gap-2 rounded-xl bg-white/70 px-4 py-3 ring-1 ring-ink/10 sm:flex sm:items-center sm:justify-between sm:gap-3"
                    >
                      <span className="font-medium">{format === "mobile" ? "Mobile" : "Desktop"}</span>
                      {/* On a phone the two buttons share the row's full width under its label, so neither is cut off. */}
                      <span className="grid grid-cols-2 gap-2 sm:flex">
                        <Button asChild size="sm" variant="outline">
                          <Link href={`/read/${selected.slug}?edition=${format}`} aria-label={`Open ${format === "mobile" ? "Mobile" : "Desktop"}`}>
                            <BookOpen aria-hidden="true" /> Open
                          </Link>
                        </Button>
                        <Button
                          size="sm"
                          onClick={() => {
                            setDownloadError(null);
                            void downloadGuide(selected.id, format, setDownloadError).then(seen(selected.id));
                          }}
                          aria-label={`Download ${format === "mobile" ? "Mobile" : "Desktop"}`}
                        >
                          <Download aria-hidden="true" /> Download
                        </Button>
                      </span>
                    </li>
                  ))}
                </ul>
                <FormError error={downloadError} className="mt-4" />
              </div>
            ) : (
              <div className="mt-6">
                <p className="font-serif text-2xl font-semibold">Just {formatPrice(selected.priceCents)}</p>
                <div className="mt-4 flex gap-3">
                  <Button onClick={() => checkout([selected.id])} disabled={pending}>
                    {pending ? "Processing..." : "Unlock"}
                  </Button>
                  <Button asChild variant="outline">
                    <Link href={`/guides/${selected.slug}`}>Learn More</Link>
                  </Button>
                </div>
                <FormError error={checkoutError} className="mt-4" />
              </div>
            )}
          </DialogContent>
        ) : null}
      </Dialog>

      <Dialog open={welcomeOpen} onOpenChange={setWelcomeOpen}>
        <DialogContent>
          <DialogTitle>
            Welcome to {siteName}, {name}!
          </DialogTitle>
          <DialogDescription>Answer twelve quick questions and we will put the guide that fits you best on your shelf, free.</DialogDescription>
          <div className="mt-6 flex flex-col gap-3">
            <Button asChild size="lg">
              <Link href="/quiz">Take the Quiz &amp; Get My Free Guide!</Link>
            </Button>
            <Button variant="ghost" onClick={() => setWelcomeOpen(false)}>
              Maybe Later
            </Button>
          </div>
          <p className="mt-4 text-center text-xs text-ink-soft">Takes less than 2 minutes, no credit card required</p>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** "You finished …: how was it?" for the guides read to the last page and not reviewed yet (at most three). */
function ReviewAsk({ finished, guides }: { finished: { guideId: string; title: string }[]; guides: GuideCard[] }) {
  const asks = finished.slice(0, 3).flatMap((ask) => {
    const guide = guides.find((candidate) => candidate.id === ask.guideId);
    return guide ? [{ ...ask, slug: guide.slug }] : [];
  });
  if (asks.length === 0) return null;
  return (
    <section aria-labelledby="review-ask-heading" className="mt-8 rounded-2xl bg-white/70 p-5 ring-1 ring-ink/10" data-testid="review-ask">
      <h2 id="review-ask-heading" className="font-serif text-xl font-semibold">
        {asks.length === 1 ? `You finished ${asks[0]!.title}. How was it?` : "You finished these guides. How were they?"}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">A rating, with a few words if you like, helps the next reader choose their guide.</p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {asks.map((ask) => (
          <li key={ask.guideId}>
            <Button asChild size="sm" variant="outline">
              <Link href={`/shelf/review/${ask.slug}`}>
                <Star aria-hidden="true" /> Rate {ask.title}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
