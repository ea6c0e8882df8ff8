"use client";
// The quiz retake's recommendation card (components/shop/recommended-guide.tsx shows it when the
// address asks for it): the guide, "Add to cart" and a dismiss button.
import Link from "next/link";
import { Check } from "@/components/ui/icons/check";
import { ShoppingBag } from "@/components/ui/icons/shopping-bag";
import { X } from "@/components/ui/icons/x";
import { Button } from "@/components/ui/button";
import { useAddToCart, type AddableGuide } from "@/lib/cart/use-add-to-cart";
import { coverPath } from "@/lib/catalog/images";
import { isStrand } from "@/lib/catalog/strands";
import { formatPrice } from "@/lib/money";
import { StrandLabel } from "./strand-label";

/** `early`: one of the copies drawn before the page is live (components/shop/recommended-guide.tsx),
 * with a heading id of its own, as sixteen of them are in the page's HTML. */
export function RecommendationCard({ guide, onDismiss, early = false }: { guide: AddableGuide; onDismiss: () => void; early?: boolean }) {
  const { inCart, add } = useAddToCart(guide);
  const headingId = early ? `recommendation-heading-${guide.id}` : "recommendation-heading";
  return (
    <section
      aria-labelledby={headingId}
      data-testid={early ? undefined : "quiz-recommendation"}
      className="relative mt-8 flex gap-5 rounded-3xl border border-ink/15 bg-white/80 p-5 shadow-sm md:items-center md:gap-8 md:p-6"
    >
      <Link href={`/guides/${guide.slug}`} className="w-24 shrink-0 md:w-32" tabIndex={-1} aria-hidden="true">
        {/* In a <picture> (display: contents), so React preloads no cover: the collection's HTML holds
            a hidden copy of this card per guide, whose covers load (lazily) only for the one shown. */}
        <picture className="contents">
          <img
            src={coverPath(guide.id, "cover")}
            alt=""
            width={600}
            height={800}
            loading={early ? "lazy" : undefined}
            className="aspect-[3/4] h-auto w-full rounded-lg object-cover shadow-sm"
          />
        </picture>
      </Link>
      <div className="min-w-0 flex-1 pr-8">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-ink-soft">Your recommendation</p>
        <h2 id={headingId} className="mt-1 font-serif text-2xl font-semibold leading-snug">
          <Link href={`/guides/${guide.slug}`} className="underline-offset-4 hover:underline">
            {guide.title}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-ink-soft">Based on your answers, we recommend {guide.title}.</p>
        {isStrand(guide.strand) ? <StrandLabel strand={guide.strand} className="mt-2" /> : null}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {inCart ? (
            <Button asChild variant="outline">
              <Link href="/cart">
                <Check aria-hidden="true" /> In your cart: view cart
              </Link>
            </Button>
          ) : (
            <Button type="button" onClick={add}>
              <ShoppingBag aria-hidden="true" /> Add to cart - {formatPrice(guide.priceCents)}
            </Button>
          )}
          <Link href={`/guides/${guide.slug}`} className="text-sm font-medium underline underline-offset-4">
            View guide
          </Link>
        </div>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss the recommendation"
        className="absolute right-3 top-3 flex size-10 items-center justify-center rounded-full text-ink-soft hover:bg-beige hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}
