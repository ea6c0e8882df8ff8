// The guide's page as schema.org data (JSON-LD), so search results can show its price and stars:
// a Product with its Offer, and, once it has reviews, their AggregateRating and the Reviews shown
// first (the newest; the rest of the page's, behind "Show more", would only repeat the same kind of
// data in every copy of the page).
import type { Product, WithContext } from "schema-dts";
import { centsAsDecimal } from "@/lib/money";
import type { GuideReviews } from "./queries";
import { REVIEWS_SHOWN_FIRST } from "./rules";

export function guideJsonLd(
  guide: { title: string; subtitle: string; description: string; priceCents: number; url: string; image: string },
  reviews: GuideReviews,
): WithContext<Product> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: guide.title,
    description: `${guide.subtitle}. ${guide.description}`,
    image: guide.image,
    url: guide.url,
    offers: { "@type": "Offer", price: centsAsDecimal(guide.priceCents), priceCurrency: "USD", availability: "https://schema.org/InStock", url: guide.url },
    ...(reviews.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(reviews.average * 10) / 10,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.reviews.slice(0, REVIEWS_SHOWN_FIRST).map((review) => ({
            "@type": "Review" as const,
            reviewRating: { "@type": "Rating" as const, ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            author: { "@type": "Person" as const, name: review.author },
            datePublished: review.date.slice(0, 10),
            ...(review.body ? { reviewBody: review.body } : {}),
          })),
        }
      : {}),
  };
}

/** The JSON for a <script type="application/ld+json">: `<` escaped, so no text can close the element. */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
