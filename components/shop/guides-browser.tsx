import type { GuideCard as GuideCardData, StrandBundle } from "@/lib/catalog/queries";
import { BundleOffer } from "@/components/bundles/bundle-offer";
import type { RatingSummary } from "@/lib/reviews/queries";
import { GuideCard } from "./guide-card";
import { GuidesFilter } from "./guides-filter";

/**
 * The collection with its search and strand filter. The cards are server-rendered (no card code
 * or card data goes to the browser); the filter is a small client island that hides the cards
 * that do not match with a style rule keyed by guide id, so React never re-renders the grid.
 */
export function GuidesBrowser({
  guides,
  ratings,
  bundles,
}: {
  guides: GuideCardData[];
  ratings: Record<string, RatingSummary>;
  /** Every strand's bundle, in the HTML; the filter shows the chosen strand's. */
  bundles: StrandBundle[];
}) {
  const index = guides.map(({ id, title, subtitle, strand }) => ({ id, title, subtitle, strand }));
  return (
    <div>
      <GuidesFilter index={index} />
      {bundles.map((bundle) => (
        <div key={bundle.strand} data-bundle-strand={bundle.strand} className="mt-8">
          <BundleOffer bundle={bundle} />
        </div>
      ))}
      <ul data-guide-list="" className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-4">
        {guides.map((guide, position) => (
          <li key={guide.id} data-guide-id={guide.id}>
            <GuideCard guide={guide} rating={ratings[guide.id]} priority={position < 2} titleLevel="h2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
