// Every review, newest first, with the admin's one lever: hide (with a reason) or show again.
import type { Metadata } from "next";
import Link from "next/link";
import { ReviewModeration } from "@/components/admin/review-moderation";
import { StarSymbol, Stars } from "@/components/reviews/stars";
import { requireAdmin } from "@/lib/auth/session";
import { listReviews } from "@/lib/reviews/moderation";
import { formatReviewDate } from "@/lib/reviews/rules";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Reviews" };

const FILTERS = [
  { value: "all", label: "All" },
  { value: "shown", label: "Shown" },
  { value: "hidden", label: "Hidden" },
] as const;
type Filter = (typeof FILTERS)[number]["value"];
const PER_PAGE = 25;

type Props = { searchParams: Promise<{ show?: string | string[]; page?: string | string[] }> };

export default async function AdminReviewsPage({ searchParams }: Props) {
  await requireAdmin();
  const raw = await searchParams;
  const filter: Filter = FILTERS.find((candidate) => candidate.value === raw.show)?.value ?? "all";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(typeof raw.page === "string" ? raw.page : "1", 10) || 1));
  const { reviews, total } = await listReviews(filter, page, PER_PAGE);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const href = (next: { show?: Filter; page?: number }) => {
    const params = new URLSearchParams();
    const show = next.show ?? filter;
    if (show !== "all") params.set("show", show);
    if ((next.page ?? 1) > 1) params.set("page", String(next.page));
    const query = params.toString();
    return `/admin/reviews${query ? `?${query}` : ""}`;
  };

  return (
    <div className="space-y-6">
      <StarSymbol />
      <div>
        <h1 className="font-serif text-3xl font-semibold md:text-4xl">Reviews</h1>
        <p className="mt-2 max-w-2xl text-ink-soft">
          Readers who own a guide rate it and may add a few words. A review shows on the guide&apos;s page while its author owns the guide; hiding one takes it
          off the page and out of the average, and its author sees your reason.
        </p>
      </div>
      <nav aria-label="Which reviews" className="flex flex-wrap gap-2">
        {FILTERS.map((candidate) => (
          <Link
            key={candidate.value}
            href={href({ show: candidate.value })}
            aria-current={candidate.value === filter ? "page" : undefined}
            className={cn(
              "rounded-full px-4 py-1.5 text-sm font-medium ring-1 ring-ink/15",
              candidate.value === filter ? "bg-ink text-cream" : "hover:bg-beige",
            )}
          >
            {candidate.label}
          </Link>
        ))}
      </nav>
      {reviews.length === 0 ? (
        <p className="text-ink-soft">No reviews here yet.</p>
      ) : (
        <ul className="divide-y divide-ink/10 rounded-2xl border border-ink/10 bg-white/70">
          {reviews.map((review) => (
            <li key={review.id} className="grid gap-3 p-4 md:grid-cols-[1fr_auto] md:p-5" data-testid="admin-review">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Link href={`/guides/${review.guideSlug}#reviews`} className="font-medium underline-offset-4 hover:underline">
                    {review.guideTitle}
                  </Link>
                  <Stars rating={review.rating} />
                  {review.hiddenAt ? <span className="rounded-full bg-power/10 px-2 py-0.5 text-xs font-semibold text-power-ink">Hidden</span> : null}
                  {!review.ownsGuide ? <span className="rounded-full bg-beige px-2 py-0.5 text-xs font-semibold">No longer owns the guide</span> : null}
                </p>
                <p className="mt-1 text-sm text-ink-soft">
                  {review.author} · <span className="break-all">{review.email}</span> · {formatReviewDate(review.createdAt.toISOString())}
                </p>
                {review.body ? (
                  <p className="mt-2 whitespace-pre-line break-words">{review.body}</p>
                ) : (
                  <p className="mt-2 text-sm text-ink-soft">(stars only)</p>
                )}
                {review.hiddenReason ? <p className="mt-2 text-sm text-power-ink">Hidden: {review.hiddenReason}</p> : null}
              </div>
              <div className="md:self-start">
                <ReviewModeration reviewId={review.id} hidden={review.hiddenAt !== null} guideTitle={review.guideTitle} author={review.author} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Pages" className="flex items-center gap-4 text-sm">
          {page > 1 ? <Link href={href({ page: page - 1 })}>Previous</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link href={href({ page: page + 1 })}>Next</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
