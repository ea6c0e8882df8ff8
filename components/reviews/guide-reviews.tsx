// A guide's reviews in its prerendered page: the average, the count and the newest reviews (a few
// shown, the rest behind "Show more", a native <details>: no script needed). Review text is plain
// text, rendered as React text (escaped).
import type { GuideReviews } from "@/lib/reviews/queries";
import { formatAverage, formatReviewDate, reviewCountLabel, REVIEWS_SHOWN_FIRST } from "@/lib/reviews/rules";
import { Stars } from "./stars";

function ReviewItem({ review }: { review: GuideReviews["reviews"][number] }) {
  return (
    <li className="border-t border-ink/10 py-5 first:border-t-0" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} className="text-base" />
        <span className="font-medium">{review.author}</span>
        <time dateTime={review.date} className="text-sm text-ink-soft">
          {formatReviewDate(review.date)}
        </time>
      </div>
      {review.body ? <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-ink-soft">{review.body}</p> : null}
    </li>
  );
}

export function GuideReviewsSection({ reviews, title }: { reviews: GuideReviews; title: string }) {
  const first = reviews.reviews.slice(0, REVIEWS_SHOWN_FIRST);
  const more = reviews.reviews.slice(REVIEWS_SHOWN_FIRST);
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-10 scroll-mt-24">
      <h2 id="reviews-heading" className="font-serif text-2xl font-semibold">
        Reviews
      </h2>
      {reviews.count === 0 ? (
        <p className="mt-3 text-ink-soft">No reviews of {title} yet. Readers who own it can rate it from their shelf.</p>
      ) : (
        <>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="review-summary">
            <Stars rating={reviews.average} className="text-xl" />
            <span className="font-medium">{formatAverage(reviews.average)} out of 5</span>
            <span className="text-ink-soft">({reviewCountLabel(reviews.count)})</span>
          </p>
          <ul className="mt-4">
            {first.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {more.length > 0 ? (
            <details className="group">
              <summary className="cursor-pointer list-none font-medium underline underline-offset-4 group-open:hidden">
                Show more reviews ({more.length})
              </summary>
              <ul>
                {more.map((review) => (
                  <ReviewItem key={review.id} review={review} />
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
