import type { GuideCard as GuideCardData } from "@/lib/catalog/queries";
import type { RatingSummary } from "@/lib/reviews/queries";
import { GuideCard } from "./guide-card";
import { GuidesFilter } from "./guides-filter";

/**
 * The collection with its search and strand filter. The cards are server-rendered (no card code
 * or card data goes to the browser); the filter is a small client island that hides the cards
 * that do not match with a style rule keyed by guide id, so React never re-renders the grid.
 */
export function GuidesBrowser({ guides, ratings }: { guides: GuideCardData[]; ratings: Record<string, RatingSummary> }) {
  const index = guides.map(({ id, title, subtitle, strand }) => ({ id, title, subtitle, strand }));
  return (
    <div>
      <GuidesFilter index={index} />
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
