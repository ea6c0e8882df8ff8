import type { Metadata } from "next";
import { GuidesBrowser } from "@/components/shop/guides-browser";
import { RecommendedGuide } from "@/components/shop/recommended-guide";
import { getBundles, getCatalogGuides } from "@/lib/catalog/queries";
import { PROMO_CODE } from "@/lib/catalog/constants";
import { getRatingSummaries } from "@/lib/reviews/queries";

export const metadata: Metadata = {
  title: "The Complete Collection",
  description:
    "All sixteen guides in the Power, Feeling, Motion and Vision strands. Search by title, filter by strand, and keep every guide you buy on your shelf.",
  alternates: { canonical: "/guides" },
};

export default async function GuidesPage() {
  const [guides, ratings, bundles] = await Promise.all([getCatalogGuides(), getRatingSummaries(), getBundles()]);
  // What the quiz may recommend, for its card (only what the cart keeps).
  const addable = guides
    .filter((guide) => guide.released)
    .map(({ id, slug, title, subtitle, strand, priceCents }) => ({ id, slug, title, subtitle, strand, priceCents }));
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 md:px-6">
      <header className="max-w-2xl">
        <h1 className="font-serif text-4xl font-semibold md:text-5xl">The Complete Collection</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink-soft">
          Sixteen short guides in four strands. Each one is a single sitting, in a desktop and a phone edition, and yours to keep.
        </p>
      </header>

      <RecommendedGuide guides={addable} />

      <aside
        aria-label="Promotion"
        className="mt-8 flex flex-col gap-2 rounded-2xl border border-ink/15 bg-beige px-6 py-5 md:flex-row md:items-center md:justify-between"
      >
        <div>
          <p className="font-serif text-xl font-semibold">Double Your Shelf</p>
          <p className="text-sm text-ink-soft">Buy one guide, get another free. Limited time.</p>
        </div>
        {/* At the right end from 768 px, as wide as its words from the start (see the strand buttons). */}
        <p className="text-sm md:min-w-72">
          Use code <span className="rounded-md bg-ink px-2 py-1 font-mono text-xs font-semibold tracking-wider text-cream">{PROMO_CODE}</span> in your cart
        </p>
      </aside>

      <div className="mt-10">
        <GuidesBrowser guides={guides} ratings={ratings} bundles={bundles} />
      </div>
    </div>
  );
}
