// An owner's review of one guide: write it, edit it or delete it. Personal, rendered per request;
// the action checks ownership again.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { ReviewForm } from "@/components/reviews/review-form";
import { Button } from "@/components/ui/button";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { getGuideBySlug } from "@/lib/catalog/queries";
import { NOT_OWNER, ownReview } from "@/lib/reviews/reviews";
import { canReview } from "@/lib/reviews/ownership";

export const metadata: Metadata = { title: "Review", robots: { index: false, follow: false } };

type Props = { params: Promise<{ slug: string }> };

export default async function ReviewPage({ params }: Props) {
  const { slug } = await params;
  const user = await requireUserOrRedirect(`/shelf/review/${slug}`);
  const found = await getGuideBySlug(slug);
  if (found.kind === "alias") redirect(`/shelf/review/${found.slug}`);
  if (found.kind === "missing") notFound();
  const { guide } = found;
  const [owner, review] = await Promise.all([canReview(user.id, guide.id), ownReview(user.id, guide.id)]);

  return (
    <div className="mx-auto max-w-2xl px-4 pt-10 pb-16 md:px-6">
      <Link href="/shelf" className="inline-flex items-center gap-2 text-sm font-medium text-ink-soft hover:text-ink">
        <ArrowLeft aria-hidden="true" className="size-4" /> My Shelf
      </Link>
      <div className="mt-6 flex items-center gap-4">
        <img src={guide.coverImage} alt="" width={600} height={800} className="w-16 shrink-0 rounded-md ring-1 ring-ink/10" />
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">{review ? "Your review" : "Review"}</p>
          <h1 className="mt-1 font-serif text-3xl font-semibold leading-tight">{guide.title}</h1>
        </div>
      </div>
      <div className="mt-8 rounded-2xl border border-ink/10 bg-white/70 p-5 md:p-7">
        {!owner ? (
          <div className="space-y-4">
            <p>{NOT_OWNER}</p>
            <Button asChild variant="outline">
              <Link href={`/guides/${guide.slug}`}>About {guide.title}</Link>
            </Button>
          </div>
        ) : (
          <>
            {review?.hidden ? (
              <div className="mb-6 rounded-xl border border-power/30 bg-power/5 p-4 text-sm" data-testid="review-hidden">
                <p className="font-medium">Your review is hidden from the guide&apos;s page.</p>
                <p className="mt-1 text-sm">Our team hid it{review.hiddenReason ? `: ${review.hiddenReason}` : "."} You can still edit or delete it.</p>
              </div>
            ) : null}
            <ReviewForm guideId={guide.id} guideSlug={guide.slug} initial={review ? { rating: review.rating, body: review.body } : null} />
          </>
        )}
      </div>
    </div>
  );
}
